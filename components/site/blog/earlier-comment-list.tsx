'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { NOTICES } from '@/lib/content/notices';
import type { PublicComment } from '@/lib/entities/comment';
import { commentPagePath } from '@/lib/entities/comment-pages';
import { apiUrl } from '@/lib/public-env';
import { CommentItem } from './comment-item';

/** A comment as the endpoint sends it: with its date as the page shows it. */
type ShownComment = PublicComment & { date: string };

/**
 * The comments before the newest ones the page shows, loaded a page at a time (GET
 * /frontend/blog/comments/{blogId}) from the first click on, with the button for the next page
 * above them until none is left. ./earlier-comments.tsx loads this module on that click.
 */
export function EarlierCommentList({ blogId, hidden }: { blogId: string; hidden: number }) {
  const [loaded, setLoaded] = useState<ShownComment[]>([]);
  const [left, setLeft] = useState(hidden);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  async function loadMore() {
    setBusy(true);
    try {
      const res = await fetch(apiUrl(commentPagePath(blogId, left)));
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      const page = (await res.json()) as { comments: ShownComment[]; start: number };
      setLoaded((shown) => [...page.comments, ...shown]);
      setLeft(page.start);
    } catch (error) {
      console.error(error);
      toast.error(NOTICES.wentWrong);
    } finally {
      setBusy(false);
    }
  }

  // The click that loaded this module asked for the first page.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadMore();
  });

  return (
    <>
      {left > 0 && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={busy}
            aria-busy={busy}
            className={buttonClasses('secondary', 'sm')}
          >
            {busy ? <Spinner /> : null}
            {`Show earlier comments (${left})`}
          </button>
        </div>
      )}
      {loaded.length > 0 && (
        <ol className="mt-8 space-y-4" aria-label="Earlier comments">
          {loaded.map((comment) => (
            <CommentItem key={comment._id} comment={comment} date={comment.date} />
          ))}
        </ol>
      )}
    </>
  );
}
