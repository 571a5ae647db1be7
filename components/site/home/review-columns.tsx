import type { Review, ReviewColumn } from '@/lib/entities';
import { Img } from '@/components/ui/img';

const COLUMNS: ReviewColumn[] = [1, 2, 3];

/**
 * Client reviews in three columns by each review's `col`. Hovering a review
 * highlights it and dims the others: a CSS rule (`.review-grid:has(.review-card:hover)`), so the
 * reviews are plain server-rendered markup with no JavaScript. A review's parts are styled by
 * their place in it (`.review-card` in app/globals.css), so they carry no class lists.
 */
export function ReviewColumns({ reviews }: { reviews: Review[] }) {
  return (
    <div className="review-grid grid gap-5 md:grid-cols-3 lg:gap-6">
      {COLUMNS.map((col) => (
        <ul
          key={col}
          data-column={col}
          aria-label={`Reviews, column ${col}`}
          className={`flex flex-col gap-5 lg:gap-6 ${col === 2 ? 'md:pt-10' : ''}`}
        >
          {reviews
            .filter((review) => review.col === col)
            .map((review) => (
              <li key={review._id} className="review-card">
                <figure>
                  <blockquote>
                    <p>{review.description}</p>
                  </blockquote>
                  <figcaption>
                    <Img src={review.imageURL} alt={review.imageAlt} width={48} height={48} />
                    <span>
                      <span>{review.clientName}</span>
                      <span>@{review.clientAccount}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
        </ul>
      ))}
    </div>
  );
}
