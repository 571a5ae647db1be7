'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { adminRequest } from '@/lib/admin/request';
import { blog as blogEntity, isPublic, type Blog, type FormValues } from '@/lib/entities';
import { formatDateTime } from '@/lib/format';
import { Card } from './card';
import { PreviewLinks } from './preview-links';
import { toFormData } from './resource-fields';
import { useFailureHandler } from './use-failure';

const pendingPath = (id: string) => `/admin/blog/pending/${encodeURIComponent(id)}`;

/**
 * A post's pending changes and private previews, on its edit page. A published post's edits
 * can be saved apart ("Save as pending changes") while the live page stays as it is, then
 * published or discarded; a preview link shows the post (with those changes) to anyone it is
 * sent to.
 */
export function BlogPublishing({
  post,
  values,
  image,
  onSaved,
}: {
  post: Blog;
  /** What the form holds now: saved as the pending changes. */
  values: FormValues;
  image: File | null;
  onSaved: (post: Blog) => void;
}) {
  const onFailure = useFailureHandler();
  const [busy, setBusy] = useState(false);
  const live = isPublic(post);

  async function send(method: 'PUT' | 'POST' | 'DELETE', path: string, what: string) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{ blog: Blog; message: string }>(path, {
        method,
        body: method === 'PUT' ? toFormData(blogEntity.fields, values, image) : undefined,
        expect: method === 'DELETE' ? 200 : 202,
      });
      toast.success(answer.message);
      onSaved(answer.blog);
    } catch (error) {
      onFailure(error, what);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Pending changes and preview" titleId="blog-publishing-title">
      <div className="space-y-5">
        {post.pending ? (
          <div
            role="status"
            className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p>
              Pending changes saved{' '}
              <time dateTime={post.pending.savedAt}>{formatDateTime(post.pending.savedAt)}</time>:
              the form shows them; the live post is unchanged until you publish them.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                onClick={() => send('POST', `${pendingPath(post._id)}/publish`, 'publish changes')}
                aria-busy={busy}
              >
                Publish changes
              </Button>
              <Button
                variant="secondary"
                onClick={() => send('DELETE', pendingPath(post._id), 'discard changes')}
                aria-busy={busy}
              >
                Discard changes
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {live
              ? 'This post is live. To prepare changes without changing the live page, save them as pending changes.'
              : 'This post is not on the site yet: Update saves it, and a preview link shows it to others.'}
          </p>
        )}
        {live && (
          <Button
            variant="secondary"
            onClick={() => send('PUT', pendingPath(post._id), 'save pending changes')}
            aria-busy={busy}
          >
            Save as pending changes
          </Button>
        )}
        <PreviewLinks postId={post._id} />
      </div>
    </Card>
  );
}
