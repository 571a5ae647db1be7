'use client';

import { useState, type ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

type ListProps = { blogId: string; hidden: number };

/**
 * "Show earlier comments": the button alone is in the page's script; the list that loads and
 * shows them (./earlier-comment-list.tsx) is fetched on the first click, so a post's page
 * carries no more code for its comments however many it has.
 */
export function EarlierComments({ blogId, hidden }: ListProps) {
  const [List, setList] = useState<ComponentType<ListProps> | null>(null);
  const [busy, setBusy] = useState(false);
  if (List) return <List blogId={blogId} hidden={hidden} />;
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          const { EarlierCommentList } = await import('./earlier-comment-list');
          setList(() => EarlierCommentList);
        }}
        className={buttonClasses('secondary', 'sm')}
      >
        {`Show earlier comments (${hidden})`}
      </button>
    </div>
  );
}
