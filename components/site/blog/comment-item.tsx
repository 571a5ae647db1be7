import type { BlogComment } from '@/lib/entities/comment';
import { formatLongDate, isoDate } from '@/lib/format';

/** The first character a person sees in a name (an emoji or accented letter whole), for its avatar. */
function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment;
}

/** One comment as the list shows it: rendered on the server, and in the browser when loaded later. */
export function CommentItem({ comment }: { comment: BlogComment }) {
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
              dateTime={isoDate(comment.createdAt)}
              className="shrink-0 text-sm whitespace-nowrap text-slate-400"
            >
              {formatLongDate(comment.createdAt)}
            </time>
          </div>
          <p className="comment-email">{comment.email}</p>
          <p dir="auto" className="comment-text">
            {comment.comment}
          </p>
        </div>
      </div>
    </li>
  );
}
