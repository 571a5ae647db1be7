import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { route, methodsOtherThan } from '@/lib/api/route';
import { ApiError } from '@/lib/api/errors';
import { UPLOAD_NAME, uploadDir } from '@/lib/images/store';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

// GET /uploads/{name} — images stored on local disk (when Cloudinary is not configured). Names
// are generated at upload, so a file never changes and can be cached for a year.
export const GET = route<{ name: string }>(async (_req, { params }) => {
  const { name } = await params;
  if (!UPLOAD_NAME.test(name)) throw new ApiError(404, 'Image not found');
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(/* turbopackIgnore: true */ uploadDir(), name));
  } catch {
    throw new ApiError(404, 'Image not found');
  }
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': TYPES[name.split('.').pop()!]!,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
