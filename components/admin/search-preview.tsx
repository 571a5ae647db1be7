'use client';

import { slugify, type FormValues } from '@/lib/entities';
import { SEARCH_SUMMARY_SHOWN, SEARCH_TITLE_SHOWN } from '@/lib/entities/blog';
import { slugPath } from '@/lib/entities/post-slug';
import { excerpt } from '@/lib/excerpt';
import { plainText } from '@/lib/markdown';
import { publicEnv } from '@/lib/public-env';

/** A warning under the preview when a text is longer than search results show. */
function TooLong({ what, length, shown }: { what: string; length: number; shown: number }) {
  if (length <= shown) return null;
  return (
    <li>
      The {what} is {length} characters: search results show about {shown}, so its end may be cut.
    </li>
  );
}

/**
 * How the post will look in a search listing, from what the form holds now: the search headline
 * or the title, the address, the search summary or the post's opening. Warns when the headline
 * or the summary is longer than search engines show.
 */
export function SearchPreview({ values }: { values: FormValues }) {
  const title = (values.seoTitle || values.title || '').trim();
  const summary =
    (values.seoDescription || '').trim() || excerpt(plainText(values.description ?? ''));
  const slug = (values.slug || slugify(values.title ?? '')).trim();
  const address = `${publicEnv.siteUrl.replace(/^https?:\/\//, '')}${slugPath(slug || 'post')}`;
  const fullSummary = (values.seoDescription || '').trim();
  return (
    <section aria-labelledby="search-preview-title" className="min-w-0">
      <h3 id="search-preview-title" className="mb-1.5 text-sm font-medium text-slate-700">
        Search result preview
      </h3>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-xs wrap-anywhere text-emerald-800">{address}</p>
        <p dir="auto" className="mt-1 text-lg leading-snug wrap-anywhere text-indigo-700">
          {title || 'Your post’s title'}
        </p>
        <p
          dir="auto"
          className="mt-1 line-clamp-2 text-sm leading-relaxed wrap-anywhere text-slate-600"
        >
          {summary || 'The opening of your post, or the search summary you write.'}
        </p>
      </div>
      <ul aria-live="polite" className="mt-2 space-y-1 text-xs font-medium text-amber-800">
        <TooLong what="headline" length={title.length} shown={SEARCH_TITLE_SHOWN} />
        <TooLong what="summary" length={fullSummary.length} shown={SEARCH_SUMMARY_SHOWN} />
      </ul>
    </section>
  );
}
