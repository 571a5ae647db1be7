import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable packages: nothing is fetched from a font CDN.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const sora = localFont({
  src: '../node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
  variable: '--font-sora',
  display: 'swap',
  weight: '100 800',
});
