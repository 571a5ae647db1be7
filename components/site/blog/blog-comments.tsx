import {
  COMMENT_RECEIVED,
  COMMENTS_CLOSED_BY_ADMIN,
  type PublicComment,
} from '@/lib/entities/comment';
import type { ModerationMode } from '@/lib/entities/comment-moderation';
import { COMMENT_ADDED, FORM_NOT_SENT, NOTICES, commentFormNotices } from '@/lib/content/notices';
import { FormNotices } from '../form-notice';
import { COMMENTS_SHOWN } from '@/lib/entities/comment-pages';
import { formatLongDate } from '@/lib/format';
import { HoneypotField } from '../honeypot-field';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { EarlierComments } from './earlier-comments';

/** The section's fixed texts */
const COMMENT_TEXT = {
  comments: 'Comments',
  leaveComment: 'Leave a Comment',
} as const;

/**
 * The comments of a post, rendered on the server (the newest COMMENTS_SHOWN; the earlier ones
 * load on a click), and the 'Leave a Comment' form. A posted
 * comment reaches the list through the form's refresh of the page; the form starts empty on
 * each post (its key), as a client navigation to the next post keeps the component. A post with
 * comments closed keeps its list and says so in place of the form.
 */
export function BlogComments({
  blogId,
  comments,
  open = true,
  moderation = 'publish',
}: {
  blogId: string;
  comments: PublicComment[];
  /** Whether visitors may comment (the post's "Comments open" switch). */
  open?: boolean;
  /** The site's moderation setting: the notice of a form the browser posted itself. */
  moderation?: ModerationMode;
}) {
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
        <>
          {comments.length > COMMENTS_SHOWN && (
            <EarlierComments
              key={`${blogId}:${comments.length}`}
              blogId={blogId}
              hidden={comments.length - COMMENTS_SHOWN}
            />
          )}
          <ol className="mt-8 space-y-4" aria-live="polite">
            {comments.slice(-COMMENTS_SHOWN).map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                date={formatLongDate(comment.createdAt)}
              />
            ))}
          </ol>
        </>
      )}

      {open ? (
        <div className="comment-box">
          <h2 className="font-display text-xl font-semibold text-white">
            {COMMENT_TEXT.leaveComment}
          </h2>
          <FormNotices
            ids={commentFormNotices({ _id: blogId })}
            // Such a post never learns how its comment went: under moderation, say both ways.
            done={moderation === 'publish' ? COMMENT_ADDED : COMMENT_RECEIVED}
            failed={FORM_NOT_SENT.comment}
          />
          <CommentForm key={blogId} blogId={blogId} trap={<HoneypotField id="comment-website" />} />
        </div>
      ) : (
        <p className="comment-box text-slate-300">{COMMENTS_CLOSED_BY_ADMIN}</p>
      )}
    </section>
  );
}
