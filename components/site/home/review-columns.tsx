'use client';

import { useState } from 'react';
import type { Review, ReviewColumn } from '@/lib/entities';
import type { ImgAttributes } from '@/components/ui/img';

const COLUMNS: ReviewColumn[] = [1, 2, 3];

/**
 * Client reviews in three columns by each review's `col` (spec section 2). Hovering a review
 * highlights it and dims the others.
 */
export function ReviewColumns({
  reviews,
  avatars,
}: {
  reviews: Review[];
  /** next/image attributes of each client's photo, by review id. */
  avatars: Record<string, ImgAttributes>;
}) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <div className="grid gap-5 md:grid-cols-3 lg:gap-6" onMouseLeave={() => setActive(null)}>
      {COLUMNS.map((col) => (
        <ul
          key={col}
          data-column={col}
          aria-label={`Reviews, column ${col}`}
          className={`flex flex-col gap-5 lg:gap-6 ${col === 2 ? 'md:pt-10' : ''}`}
        >
          {reviews
            .filter((review) => review.col === col)
            .map((review) => {
              const state = active === null ? 'idle' : active === review._id ? 'active' : 'dimmed';
              return (
                <li
                  key={review._id}
                  data-state={state}
                  onMouseEnter={() => setActive(review._id)}
                  className={`rounded-3xl border p-6 transition duration-300 sm:p-7 ${
                    state === 'active'
                      ? 'border-indigo-300/40 bg-surface-2 shadow-2xl shadow-indigo-950/60'
                      : 'border-white/10 bg-surface'
                  } ${state === 'dimmed' ? 'opacity-45' : 'opacity-100'}`}
                >
                  <figure>
                    <svg
                      viewBox="0 0 24 24"
                      width="28"
                      height="28"
                      aria-hidden="true"
                      className="text-indigo-400/70"
                      fill="currentColor"
                    >
                      <path d="M9.5 7.5C6.5 8.3 5 10.4 5 13.6V17h4.5v-4.5H7.3c0-1.8.9-2.9 2.7-3.4l-.5-1.6Zm9 0c-3 .8-4.5 2.9-4.5 6.1V17h4.5v-4.5h-2.2c0-1.8.9-2.9 2.7-3.4l-.5-1.6Z" />
                    </svg>
                    <blockquote className="mt-4 text-[0.975rem] leading-relaxed text-slate-200">
                      <p>{review.description}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3.5">
                      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image attributes */}
                      <img {...avatars[review._id]} />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-white">
                          {review.clientName}
                        </span>
                        <span className="block truncate text-sm text-slate-400">
                          @{review.clientAccount}
                        </span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
        </ul>
      ))}
    </div>
  );
}
