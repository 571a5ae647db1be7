import localFont from 'next/font/local';

// Self-hosted: the @fontsource-variable faces cut down to the site's characters, weights
// (400-700) and features by `npm run fonts` (scripts/fonts/subset.mjs), so pages preload less
// and nothing is fetched from a font CDN.
export const inter = localFont({
  src: './font-files/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 700',
});

export const sora = localFont({
  src: './font-files/sora-latin-wght-400-700.woff2',
  variable: '--font-sora',
  display: 'swap',
  weight: '400 700',
});
