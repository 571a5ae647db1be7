/** Intrinsic sizes (the SVG viewBox) of the artwork, so next/image reserves the right space. */
export const artworkSize: Record<string, { width: number; height: number }> = {
  '/brand/logo.svg': { width: 232, height: 48 },
  '/brand/mark.svg': { width: 64, height: 64 },
  '/logos/clients/atlas-mobility.svg': { width: 206, height: 48 },
  '/logos/clients/fieldnote.svg': { width: 172, height: 48 },
  '/logos/clients/helixpay.svg': { width: 166, height: 48 },
  '/logos/clients/kestrel.svg': { width: 190, height: 48 },
  '/logos/clients/lumora.svg': { width: 150, height: 48 },
  '/logos/clients/monarch-foods.svg': { width: 190, height: 48 },
  '/logos/clients/orbitra.svg': { width: 176, height: 48 },
  '/logos/clients/verdant.svg': { width: 158, height: 48 },
  '/logos/tech/aws.svg': { width: 91, height: 48 },
  '/logos/tech/figma.svg': { width: 112, height: 48 },
  '/logos/tech/flutter.svg': { width: 133, height: 48 },
  '/logos/tech/mongodb.svg': { width: 133, height: 48 },
  '/logos/tech/nextjs.svg': { width: 133, height: 48 },
  '/logos/tech/nodejs.svg': { width: 133, height: 48 },
  '/logos/tech/postgresql.svg': { width: 164, height: 48 },
  '/logos/tech/react.svg': { width: 112, height: 48 },
  '/logos/tech/shopify.svg': { width: 133, height: 48 },
  '/logos/tech/tailwind-css.svg': { width: 185, height: 48 },
  '/logos/tech/typescript.svg': { width: 164, height: 48 },
  '/logos/tech/wordpress.svg': { width: 154, height: 48 },
};

/** A logo's width at a given height, from its intrinsic size (wordmarks default to 3.5:1). */
export function logoWidth(src: string, height: number): number {
  const size = artworkSize[src];
  return Math.round(size ? (size.width / size.height) * height : height * 3.5);
}
