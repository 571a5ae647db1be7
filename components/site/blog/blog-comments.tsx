'use client';

import { useState, type FormEvent } from 'react';
import type { Blog } from '@/lib/entities/blog';
import type { BlogComment } from '@/lib/entities/comment';
import { apiUrl } from '@/lib/public-env';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { textLength } from '@/lib/entities/text';
import { comment as commentEntity } from '@/lib/entities/comment';
import { checkInput } from '@/lib/entities/checks';
import { formatLongDateClient } from '../format-date';
import { NOTICES } from '@/lib/content/notices';
import { HoneypotField, honeypotValue } from '../honeypot-field';

/** Counted as the server counts it (UTF-16 units, as the textarea's maxLength does too). */
const COMMENT_MAX = commentEntity.fields.comment.max;

/** The section's fixed texts */
export const COMMENT_TEXT = {
  comments: 'Comments',
  leaveComment: 'Leave a Comment',
  placeholder: `*Comment (max ${COMMENT_MAX} characters)`,
  post: 'Post Comment',
  posting: 'Posting...',
} as const;

const fieldClass =
  'w-full rounded-2xl border border-white/10 bg-ink/60 px-5 py-3.5 text-[0.975rem] text-white placeholder:text-slate-400 transition focus:border-indigo-400/60 focus:bg-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-400/70';

/**
 * The comments of a post and the 'Leave a Comment' form. On 201 the list shows the returned
 * post's comments and the server's message; the form keeps what was typed.
 */
export function BlogComments({
  blogId,
  initialComments,
}: {
  blogId: string;
  initialComments: BlogComment[];
}) {
  const [comments, setComments] = useState(initialComments);
  const [form, setForm] = useState({ name: '', email: '', comment: '' });
  const [posting, setPosting] = useState(false);

  const update = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trap = honeypotValue(e.currentTarget);
    if (posting) return;
    // The server's own rules: the same message before anything is sent.
    const checked = checkInput(commentEntity.fields, form);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    setPosting(true);
    try {
      const response = await fetch(apiUrl(commentEntity.api.add(blogId)), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...checked.value, ...trap }),
      });
      // A full post (409) is the one failure a visitor can do nothing about by trying again:
      // say so in the server's words. Anything else gets the generic notice.
      if (response.status === 409) {
        const { message } = (await response.json()) as { message?: string };
        if (message) {
          toast.error(message);
          return;
        }
      }
      if (response.status !== 201) throw new Error(`Unexpected status ${response.status}`);
      const data = (await response.json()) as { updatedBlog: Blog; message: string };
      setComments(data.updatedBlog.comments);
      toast.success(data.message);
    } catch (error) {
      console.error('[comments] could not post the comment', error);
      toast.error(NOTICES.wentWrong);
    } finally {
      setPosting(false);
    }
  };

  return (
    <section aria-labelledby="comments-heading" className="mt-16 border-t border-white/10 pt-12">
      <h2
        id="comments-heading"
        className="font-display text-2xl font-semibold tracking-tight text-white"
      >
        {COMMENT_TEXT.comments}{' '}
        <span className="ml-1 rounded-full bg-white/10 px-2.5 py-0.5 align-middle text-sm font-medium text-slate-300">
          {comments.length}
        </span>
      </h2>

      {comments.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center text-slate-400">
          {NOTICES.noComments}
        </p>
      ) : (
        <ol className="mt-8 space-y-4" aria-live="polite">
          {comments.map((comment) => (
            <li
              key={comment._id}
              className="rounded-2xl border border-white/10 bg-surface p-5 sm:p-6"
            >
              <div className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 font-display text-base font-semibold text-white uppercase"
                >
                  {comment.name.trim().charAt(0) || '?'}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
                    <p className="font-semibold text-white">{comment.name}</p>
                    <time dateTime={comment.createdAt} className="text-sm text-slate-400">
                      {formatLongDateClient(comment.createdAt)}
                    </time>
                  </div>
                  <p className="truncate text-sm text-slate-400">{comment.email}</p>
                  <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-200">
                    {comment.comment}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-12 rounded-3xl border border-white/10 bg-surface p-6 sm:p-8">
        <h2 className="font-display text-xl font-semibold text-white">
          {COMMENT_TEXT.leaveComment}
        </h2>
        <form onSubmit={submit} noValidate className="relative mt-6 space-y-4">
          <HoneypotField id="comment-website" />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="comment-name" className="sr-only">
                Name
              </label>
              <input
                id="comment-name"
                name="name"
                autoComplete="name"
                placeholder="*Name"
                value={form.name}
                onChange={update('name')}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor="comment-email" className="sr-only">
                Email
              </label>
              <input
                id="comment-email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="*Email"
                value={form.email}
                onChange={update('email')}
                className={fieldClass}
              />
            </div>
          </div>
          <div>
            <label htmlFor="comment-text" className="sr-only">
              Comment
            </label>
            <textarea
              id="comment-text"
              name="comment"
              rows={5}
              maxLength={COMMENT_MAX}
              placeholder={COMMENT_TEXT.placeholder}
              value={form.comment}
              onChange={update('comment')}
              aria-describedby="comment-count"
              className={`${fieldClass} resize-y`}
            />
            <p id="comment-count" className="mt-2 text-right text-xs text-slate-400">
              {textLength(form.comment)}/{COMMENT_MAX}
            </p>
          </div>
          <button
            type="submit"
            disabled={posting}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          >
            {posting ? (
              <>
                <Spinner size={18} />
                {COMMENT_TEXT.posting}
              </>
            ) : (
              COMMENT_TEXT.post
            )}
          </button>
        </form>
      </div>
    </section>
  );
}
