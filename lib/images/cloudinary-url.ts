/**
 * Cloudinary's credentials, from the SDK's own variable (CLOUDINARY_URL, the "API environment
 * variable" of the Cloudinary console) or from its three parts. Free of imports, so that
 * next.config.ts can read the cloud name for the image loader with the same rules.
 */

/** The form of CLOUDINARY_URL, for messages: the value itself is never repeated (it holds the secret). */
export const CLOUDINARY_URL_FORMAT = 'cloudinary://<api_key>:<api_secret>@<cloud_name>';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Further SDK settings, given as the URL's query parameters (such as upload_prefix). */
  settings: Record<string, string>;
}

/** Cloud names are letters, digits, hyphens and underscores: they are a path segment of every image URL. */
const CLOUD_NAME = /^[A-Za-z0-9_-]+$/;

/** The credentials of a CLOUDINARY_URL, or null when it does not have the SDK's form. */
export function parseCloudinaryUrl(value: string): CloudinaryCredentials | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  // The SDK reads the key and secret as they are written, so no percent-decoding here either.
  const { protocol, username: apiKey, password: apiSecret, hostname: cloudName, port } = url;
  if (protocol !== 'cloudinary:' || !apiKey || !apiSecret || port) return null;
  if (!CLOUD_NAME.test(cloudName)) return null;
  return { cloudName, apiKey, apiSecret, settings: Object.fromEntries(url.searchParams) };
}

type Source = Record<string, string | undefined>;

const blank = (value: string | undefined) => !value || value.trim() === '';

/** The three separate variables: all set, or none (a partial set is a configuration error). */
export const CLOUDINARY_PARTS = [
  'CLOUDINARY_CLOUD_NAME',
  'CLOUDINARY_API_KEY',
  'CLOUDINARY_API_SECRET',
] as const;

/**
 * The configured credentials: CLOUDINARY_URL when set, else the three parts; null when neither
 * is complete and valid (lib/env.ts refuses those configurations at start-up with the reason).
 */
export function cloudinaryCredentials(source: Source): CloudinaryCredentials | null {
  if (!blank(source.CLOUDINARY_URL)) return parseCloudinaryUrl(source.CLOUDINARY_URL!);
  const [cloudName, apiKey, apiSecret] = CLOUDINARY_PARTS.map((name) => source[name]?.trim());
  if (!cloudName || !apiKey || !apiSecret || !CLOUD_NAME.test(cloudName)) return null;
  return { cloudName, apiKey, apiSecret, settings: {} };
}
