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
  // proxy.ts answers trailing-slash addresses itself, so the 308 carries the security headers.
  skipTrailingSlashRedirect: true,
  // No ETags: `next start` would hash every document per request; a CDN in front sets its own.
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx: URLs no route matches get the public site with a 404, as a
    // whole document, without the home page travelling in every other page's payload.
    globalNotFound: true,
    // Next.js buffers each body the proxy sees (10 MB by default); nothing posted to /auth or
    // /private is more than a small form, and a longer body arrives cut short and is refused.
    proxyClientMaxBodySize: '128kb',
    // Fewer, larger client chunks per page: less JavaScript and fewer requests on every page
    // (tests/e2e/site/budget.spec.ts holds the budget this keeps).
    turbopackChunking: { minChunkSize: 100_000 },
  },
  env: {
    // Client and server format dates in the same zone, so hydration never disagrees.
    NEXT_PUBLIC_SITE_TIMEZONE: process.env.SITE_TIMEZONE || 'UTC',
    // The cloud whose uploads Cloudinary resizes itself (lib/images/cloudinary-loader.ts): its
    // name only, which every delivery URL shows; never the key or the secret.
    NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: cloudinaryCredentials(process.env)?.cloudName ?? '',
  },
  // Cloudinary uploads get Cloudinary's loader per image (components/ui/img.tsx), not through
  // `loaderFile`, which would replace the default loader for every image. No `remotePatterns`:
  // the optimizer never fetches other people's images on the site's quota. Only the image
  // folders and no query string, so no other path or spelling makes another cache entry
  // (proxy.ts refuses `.`, `..` and `%`).
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: IMAGE_FOLDERS.map((folder) => ({ pathname: `/${folder}/**`, search: '' })),
  },
  async rewrites() {
    return {
      // POST /auth/login shares its path with the sign-in page (a folder holds a page or a route
      // handler, not both): a request with a body goes to the handler. Here, not in proxy.ts: a
      // proxy rewrite is forwarded over the network on some listen setups (vercel/next.js#94745).
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
      // Every path, through an unnamed group: with a named parameter ('/:path*') Next.js would
      // compile the policy's colons (data:, https:) as parameters on every request.
      { source: '/(.*)', headers: securityHeaders },
      // Sign-in, the panel and their JSON belong to one person at one moment: no cache may keep
      // them. This also covers what Next.js answers by itself on these paths.
      ...PRIVATE_PATHS.map((source) => ({ source, headers: [noStore] })),
    ];
  },
};

export default nextConfig;
