/**
 * Intrinsic sizes of the artwork (the viewBox of its SVG, or of the SVG source a picture is drawn
 * from), so next/image reserves the right space.
 */
export const artworkSize: Record<string, { width: number; height: number }> = {
  '/brand/mark.svg': { width: 64, height: 64 },
  '/logos/clients/atlas-mobility.webp': { width: 206, height: 48 },
  '/logos/clients/fieldnote.webp': { width: 172, height: 48 },
  '/logos/clients/helixpay.webp': { width: 166, height: 48 },
  '/logos/clients/kestrel.webp': { width: 190, height: 48 },
  '/logos/clients/lumora.webp': { width: 150, height: 48 },
  '/logos/clients/monarch-foods.webp': { width: 190, height: 48 },
  '/logos/clients/orbitra.webp': { width: 176, height: 48 },
  '/logos/clients/verdant.webp': { width: 158, height: 48 },
  '/logos/tech/aws.webp': { width: 91, height: 48 },
  '/logos/tech/figma.webp': { width: 112, height: 48 },
  '/logos/tech/flutter.webp': { width: 133, height: 48 },
  '/logos/tech/mongodb.webp': { width: 133, height: 48 },
  '/logos/tech/nextjs.webp': { width: 133, height: 48 },
  '/logos/tech/nodejs.webp': { width: 133, height: 48 },
  '/logos/tech/postgresql.webp': { width: 164, height: 48 },
  '/logos/tech/react.webp': { width: 112, height: 48 },
  '/logos/tech/shopify.webp': { width: 133, height: 48 },
  '/logos/tech/tailwind-css.webp': { width: 185, height: 48 },
  '/logos/tech/typescript.webp': { width: 164, height: 48 },
  '/logos/tech/wordpress.webp': { width: 154, height: 48 },
};

/** A logo's width at a given height, from its intrinsic size (wordmarks default to 3.5:1). */
export function logoWidth(src: string, height: number): number {
  const size = artworkSize[src];
  return Math.round(size ? (size.width / size.height) * height : height * 3.5);
}

/**
 * The site's own raster pictures, which `npm run art` draws from SVG sources at the sizes pages
 * show them at (scripts/art/render.mjs): the logo strips' and the home page's. They are served as
 * they are: the host's optimizer would only draw them again, and its srcset would weigh on every
 * page that shows them (twice: in the markup and in the page's payload).
 */
export function isDrawnPicture(src: string): boolean {
  return /^\/(logos|shots|case-study)\/[\w/-]+\.webp$/.test(src);
}
