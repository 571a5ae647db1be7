'use client';

import { PostBody } from '@/components/site/blog/post-body';

/** A post's text as the public page shows it (the same renderer and styles), or a note when empty. */
export default function PostPreview({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return <p className="text-sm text-slate-400">Nothing to preview yet.</p>;
  return <PostBody markdown={markdown} />;
}
