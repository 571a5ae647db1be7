import type { NextConfig } from 'next';
import { cloudinaryCredentials } from './lib/images/cloudinary-url';

const isDev = process.env.NODE_ENV !== 'production';

function origin(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/**
 * A static policy, so statically generated pages can carry it: Next's inline bootstrap scripts
 * need 'unsafe-inline' (a nonce would force every page to render per request).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://res.cloudinary.com",
  "font-src 'self'",
  `connect-src 'self' ${origin(process.env.NEXT_PUBLIC_API_URL)}`.trim(),
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

/** The folders under public/ that hold images, and the local uploads' route (app/uploads). */
const IMAGE_FOLDERS = [
  'brand',
  'case-study',
  'demo',
  'logos',
  'og',
  'services',
  'shots',
  'uploads',
];

const noStore = { key: 'Cache-Control', value: 'no-store' };
// One pattern, not one per area: Next.js matches every header rule against every request.
const PRIVATE_PATHS = ['/:area(auth|private|admin)/:path*', '/api/auth/:path*'];

const nextConfig: NextConfig = {
  // Lets two builds or dev servers of one checkout run side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // proxy.ts answers trailing-slash addresses itself: Next.js's redirect ran before the header
  // rules below, so its 308 carried none of the security headers.
  skipTrailingSlashRedirect: true,
  // No ETags: `next start` would hash the whole document on every request to make one; a CDN
  // in front (Vercel's included) sets its own.
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx answers URLs that no route matches with a server-rendered 404.
    globalNotFound: true,
    // The proxy (proxy.ts) sees every request to /auth/* and /private/*, and Next.js keeps a copy
    // of each request's body for it, up to 10 MB by default: a few large posts to /auth/login
    // held tens of megabytes. Nothing posted there is more than a small JSON or form body (the
    // handlers refuse JSON above 100 kB); a longer body reaches them cut short and is refused.
    proxyClientMaxBodySize: '128kb',
    // Turbopack merges a page's small client chunks only below 50 kB by default, so a public
    // page loaded 11 chunks, some of them shared with pages whose code it does not run (the
    // blog's share buttons on the services page). Merging up to 100 kB gives each page fewer,
    // better-compressed chunks: 1.1 kB less JavaScript (gzip) on every public page and the panel,
    // and two requests fewer (`npm run bench` measures it).
    turbopackChunking: { minChunkSize: 100_000 },
  },
  env: {
    // Client and server format dates in the same zone, so hydration never disagrees.
    NEXT_PUBLIC_SITE_TIMEZONE: process.env.SITE_TIMEZONE || 'UTC',
    // The cloud whose uploads Cloudinary resizes itself (lib/images/cloudinary-loader.ts): its
    // name only, which every delivery URL shows; never the key or the secret.
    NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: cloudinaryCredentials(process.env)?.cloudName ?? '',
  },
  // Images uploaded to the configured Cloudinary cloud are given Cloudinary's own loader one by
  // one (components/ui/img.tsx), not through `loaderFile`: that would replace next/image's default
  // loader for every image, and the optimizer URL it builds (qualities, deployment id) with it.
  // The optimizer fetches no remote image (no `remotePatterns`): any other remote image is shown
  // as it is (lib/images/cloudinary-loader.ts, `imageSource`), so /_next/image cannot be used to
  // fetch and convert other people's images on the site's optimizer quota.
  // Only the folders that hold the site's images, and no query string: any other path (a page,
  // an API answer) is a 400 rather than a 500, and no spelling of a path can add a query to make
  // another cache entry of the same picture. proxy.ts refuses the other spellings (`.`, `..`, `%`).
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: IMAGE_FOLDERS.map((folder) => ({ pathname: `/${folder}/**`, search: '' })),
  },
  async rewrites() {
    return {
      // POST /auth/login, the JSON sign-in, shares its path with the sign-in page (a folder holds
      // a page or a route handler, not both). A request that carries a body goes to the handler;
      // a page view never does (a write without one is answered by proxy.ts). This rewrite is internal
      // wherever the server listens. The same rewrite returned by proxy.ts was not on a server
      // started with `-H 127.0.0.1` (the usual setup behind nginx): Next.js then forwarded the
      // request over HTTP to `localhost`, and behind a TLS-terminating proxy (X-Forwarded-Proto:
      // https) over HTTPS to a plain-HTTP port, so every sign-in failed with a 500
      // (vercel/next.js#94745).
      beforeFiles: [
        {
          source: '/auth/login',
          has: [{ type: 'header', key: 'content-type' }],
          destination: '/api/auth/login',
        },
        {
          source: '/auth/login',
          has: [{ type: 'header', key: 'content-length', value: '[1-9]\\d*' }],
          destination: '/api/auth/login',
        },
      ],
    };
  },
  async headers() {
    return [
      // Every path, through an unnamed group: when a rule's source captures a named parameter
      // ('/:path*'), Next.js fills parameters into each header value on every request, and the
      // policy's colons (data:, https:) made that a path-to-regexp compile per request (a few per
      // cent of `next start`'s time serving a page, in a CPU profile). Unnamed groups are dropped
      // from the parameters, so the values are sent as written.
      { source: '/(.*)', headers: securityHeaders },
      // Sign-in, the panel and their JSON answers belong to one person at one moment: no browser
      // or shared cache may keep them (a cached login page would also skip the proxy's redirect
      // of signed-in users). Route handlers set the same; this also covers what Next.js answers
      // by itself on these paths.
      ...PRIVATE_PATHS.map((source) => ({ source, headers: [noStore] })),
    ];
  },
};

export default nextConfig;
