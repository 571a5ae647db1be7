import type { PublicComment } from '@/lib/entities/comment';

/** The first character a person sees in a name (an emoji or accented letter whole), for its avatar. */
function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment;
}

/**
 * One comment as the list shows it: rendered on the server, and in the browser when loaded
 * later. Its date comes formatted (`date`, 'MMMM D, YYYY' in the site's zone), so the browser
 * never loads the date library for it. A commenter's email is never part of it.
 */
export function CommentItem({ comment, date }: { comment: PublicComment; date: string }) {
  return (
    <li className="comment">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="comment-avatar">
          {initialOf(comment.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="comment-meta">
            <p dir="auto" className="min-w-0 font-semibold wrap-anywhere text-white">
              {comment.name}
            </p>
            <time
              dateTime={new Date(comment.createdAt).toISOString()}
              className="shrink-0 text-sm whitespace-nowrap text-slate-400"
            >
              {date}
            </time>
          </div>
          <p dir="auto" className="comment-text">
            {comment.comment}
          </p>
        </div>
      </div>
    </li>
  );
}
