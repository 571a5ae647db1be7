'use client';

import { useRouter } from 'next/navigation';
import {
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';
import { apiUrl } from '@/lib/public-env';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { textLength } from '@/lib/entities/text';
import { comment as commentEntity, EMAIL_PRIVATE } from '@/lib/entities/comment';
import { checkInput } from '@/lib/entities/checks';
import { NOTICES } from '@/lib/content/notices';
import { honeypotValue } from '../honeypot-value';
import { formValues } from '../form-values';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { markInvalid } from '@/components/ui/mark-invalid';
import { PROVING_TEXT } from '../proving-text';

/** Counted as the server counts it (UTF-16 units, as the textarea's maxLength does too). */
const COMMENT_MAX = commentEntity.fields.comment.max;

/** The form's fixed texts */
const COMMENT_FORM_TEXT = {
  placeholder: `*Comment (max ${COMMENT_MAX} characters)`,
  post: 'Post Comment',
  posting: 'Posting...',
} as const;

/** A visitor form's text field: the shape is the `field` class (app/globals.css). */
const fieldClass = 'field text-white';

/**
 * The 'Leave a Comment' form, the one part of the comments that runs in the browser. On 201 it
 * shows the server's message and refreshes the page's server-rendered list (the post was
 * revalidated by the same request), keeping what was typed, as the spec does. A comment held
 * for moderation is not in that list yet: the form says so under the button until the next one.
 */
export function CommentForm({
  blogId,
  trap,
}: {
  blogId: string;
  /** The form's honeypot (HoneypotField), rendered by the server. */
  trap: ReactNode;
}) {
  const router = useRouter();
  const noValidate = useInBrowser();
  // The comment's length as typed, for the counter under it: from the start, if the visitor
  // typed before the script ran.
  const [length, setLength] = useState(0);
  const text = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => setLength(textLength(text.current!.value)), []);
  const [sending, setSending] = useState(false);
  const [proving, setProving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  /** The server's word that the last comment waits for approval. */
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const posting = sending || refreshing;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trapped = honeypotValue(e.currentTarget);
    if (posting) return;
    // The server's own rules: the same message before anything is sent.
    const checked = checkInput(commentEntity.fields, formValues(e.currentTarget));
    if (!checked.ok) {
      markInvalid(e.currentTarget, checked.problems, checked.field);
      toast.error(checked.message);
      return;
    }
    setSending(true);
    setAwaiting(null);
    try {
      // Loaded on the first send: a page view never needs it.
      const { postWithProof } = await import('../post-with-proof');
      const response = await postWithProof(
        apiUrl(commentEntity.api.add(blogId)),
        { ...checked.value, ...trapped },
        () => setProving(true),
      );
      // A full post (409) or one with comments closed (403) are the failures a visitor can do
      // nothing about by trying again: say so in the server's words. Anything else gets the
      // generic notice.
      if (response.status === 409 || response.status === 403) {
        const { message } = (await response.json()) as { message?: string };
        if (message) {
          toast.error(message);
          return;
        }
      }
      if (response.status !== 201) throw new Error(`Unexpected status ${response.status}`);
      const { message, awaitingModeration } = (await response.json()) as {
        message: string;
        awaitingModeration?: boolean;
      };
      toast.success(message);
      if (awaitingModeration) setAwaiting(message);
      else startRefresh(() => router.refresh());
    } catch (error) {
      console.error('[comments] could not post the comment', error);
      toast.error(NOTICES.wentWrong);
    } finally {
      setSending(false);
      setProving(false);
    }
  };

  return (
    <form
      method="post"
      action={apiUrl(commentEntity.api.add(blogId))}
      onSubmit={submit}
      noValidate={noValidate}
      className="relative mt-6 space-y-4"
    >
      {trap}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="comment-name" className="sr-only">
            Name
          </label>
          <input
            id="comment-name"
            name="name"
            required
            autoComplete="name"
            placeholder="*Name"
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
            required
            type="email"
            autoComplete="email"
            placeholder="*Email"
            aria-describedby="comment-email-note"
            className={fieldClass}
          />
          <p id="comment-email-note" className="mt-2 px-1 text-xs text-slate-400">
            {EMAIL_PRIVATE}
          </p>
        </div>
      </div>
      <div>
        <label htmlFor="comment-text" className="sr-only">
          Comment
        </label>
        <textarea
          id="comment-text"
          ref={text}
          name="comment"
          required
          onChange={(e) => setLength(textLength(e.target.value))}
          rows={5}
          maxLength={COMMENT_MAX}
          placeholder={COMMENT_FORM_TEXT.placeholder}
          aria-describedby="comment-count"
          className={`${fieldClass} resize-y`}
        />
        <p id="comment-count" className="mt-2 text-right text-xs text-slate-400">
          {length}/{COMMENT_MAX}
        </p>
      </div>
      {awaiting && (
        <p role="status" className="comment-awaiting text-sm">
          {awaiting}
        </p>
      )}
      {proving && (
        <p role="status" className="text-sm text-amber-200">
          {PROVING_TEXT}
        </p>
      )}
      {/* Unavailable while posting, yet focusable (aria-disabled): focus stays where it was. */}
      <button
        type="submit"
        aria-disabled={posting || undefined}
        className={buttonClasses(
          'primary',
          'md',
          'w-full sm:w-auto aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        )}
      >
        {posting ? (
          <>
            <Spinner size={18} />
            {COMMENT_FORM_TEXT.posting}
          </>
        ) : (
          COMMENT_FORM_TEXT.post
        )}
      </button>
    </form>
  );
}
