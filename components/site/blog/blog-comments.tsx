import type { BlogComment } from '@/lib/entities/comment';
import { COMMENT_ADDED, FORM_NOT_SENT, NOTICES, commentFormNotices } from '@/lib/content/notices';
import { FormNotices } from '../form-notice';
import { formatLongDate, isoDate } from '@/lib/format';
import { HoneypotField } from '../honeypot-field';
import { CommentForm } from './comment-form';

/** The section's fixed texts */
const COMMENT_TEXT = {
  comments: 'Comments',
  leaveComment: 'Leave a Comment',
} as const;

/** The first character a person sees in a name (an emoji or accented letter whole), for its avatar. */
function initialOf(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment;
}

/**
 * The comments of a post, rendered on the server, and the 'Leave a Comment' form. A posted
 * comment reaches the list through the form's refresh of the page; the form starts empty on
 * each post (its key), as a client navigation to the next post keeps the component.
 */
export function BlogComments({ blogId, comments }: { blogId: string; comments: BlogComment[] }) {
  return (
    <section aria-labelledby="comments-heading" className="post-comments">
      <h2 id="comments-heading" className="comments-heading">
        {COMMENT_TEXT.comments} <span className="count-badge">{comments.length}</span>
      </h2>

      {comments.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center text-slate-400">
          {NOTICES.noComments}
        </p>
      ) : (
        <ol className="mt-8 space-y-4" aria-live="polite">
          {comments.map((comment) => (
            <li key={comment._id} className="comment">
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
          ))}
        </ol>
      )}

      <div className="comment-box">
        <h2 className="font-display text-xl font-semibold text-white">
          {COMMENT_TEXT.leaveComment}
        </h2>
        <FormNotices
          ids={commentFormNotices(blogId)}
          done={COMMENT_ADDED}
          failed={FORM_NOT_SENT.comment}
        />
        <CommentForm key={blogId} blogId={blogId} trap={<HoneypotField id="comment-website" />} />
      </div>
    </section>
  );
}
