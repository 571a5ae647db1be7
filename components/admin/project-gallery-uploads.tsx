'use client';

import { GALLERY_UPLOADS_MAX } from '@/lib/entities';
import { IMAGE_ACCEPT } from '@/lib/images/accepted';
import { CONTROL } from './fields';

/**
 * A project form's new gallery images and their alt text, one line each in the files' order:
 * sent with the form (`galleryImages`, `galleryAlts`) and added to the end of the gallery, each
 * re-encoded as the project image is.
 */
export function ProjectGalleryUploads() {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">Add gallery images</legend>
      <label className="block text-sm font-medium text-slate-700">
        Images (up to {GALLERY_UPLOADS_MAX} at a time)
        <input
          type="file"
          name="galleryImages"
          multiple
          accept={IMAGE_ACCEPT}
          className="mt-1.5 block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Their alt text, one line per image
        <textarea
          name="galleryAlts"
          rows={3}
          placeholder="The product page on a phone"
          className={`mt-1.5 ${CONTROL}`}
        />
      </label>
    </fieldset>
  );
}

/** Adds the form's new gallery images and their alt text to the request body. */
export function appendGalleryUploads(body: FormData, form: HTMLFormElement): FormData {
  const own = new FormData(form);
  for (const file of own.getAll('galleryImages')) {
    if (typeof file !== 'string' && file.size > 0) body.append('galleryImages', file);
  }
  body.append('galleryAlts', String(own.get('galleryAlts') ?? ''));
  return body;
}
