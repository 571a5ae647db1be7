'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { adminRequest } from '@/lib/admin/request';
import type { PreviewLink } from '@/lib/entities';
import { formatDateTime } from '@/lib/format';
import { useFailureHandler } from './use-failure';

type Link = PreviewLink & { path: string };
const previewsPath = (id: string) => `/admin/blog/previews/${encodeURIComponent(id)}`;

function stateOf(link: Link): string {
  if (link.revokedAt) return 'Revoked';
  return Date.parse(link.expiresAt) <= Date.now() ? 'Expired' : 'Active';
}

/** A post's private preview links: create one, copy it, revoke it. */
export function PreviewLinks({ postId }: { postId: string }) {
  const onFailure = useFailureHandler();
  const [links, setLinks] = useState<Link[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    adminRequest<{ links: Link[] }>(previewsPath(postId), { expect: 200 })
      .then((answer) => active && setLinks(answer.links))
      .catch((error: unknown) => onFailure(error, 'load preview links'));
    return () => {
      active = false;
    };
  }, [postId, onFailure]);

  async function create() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{ link: Link; message: string }>(previewsPath(postId), {
        method: 'POST',
        expect: 201,
      });
      setLinks((list) => [answer.link, ...(list ?? [])]);
      toast.success(answer.message);
    } catch (error) {
      onFailure(error, 'create a preview link');
    } finally {
      setBusy(false);
    }
  }

  async function revoke(link: Link) {
    try {
      const answer = await adminRequest<{ link: Link; message: string }>(
        `/admin/blog/previews/revoke/${encodeURIComponent(link._id)}`,
        { method: 'DELETE', expect: 200 },
      );
      setLinks((list) => (list ?? []).map((l) => (l._id === link._id ? answer.link : l)));
      toast.success(answer.message);
    } catch (error) {
      onFailure(error, 'revoke the preview link');
    }
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section aria-labelledby="preview-links-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="preview-links-title" className="text-sm font-semibold text-slate-800">
          Private preview links
        </h3>
        <Button variant="secondary" onClick={create} aria-busy={busy}>
          Create preview link
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Anyone with a link sees the whole post as visitors will, without signing in, for 7 days or
        until you revoke it. Search engines never index it.
      </p>
      {links && links.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {links.map((link) => {
            const state = stateOf(link);
            return (
              <li key={link._id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <a
                  href={`${origin}${link.path}`}
                  target="_blank"
                  rel="noopener"
                  data-preview-link
                  className="min-w-0 flex-1 truncate text-indigo-700 hover:underline"
                >
                  {`${origin}${link.path}`}
                </a>
                <span className="text-xs text-slate-500">
                  {state === 'Active' ? `Expires ${formatDateTime(link.expiresAt)}` : state}
                </span>
                {state === 'Active' && (
                  <>
                    <Button
                      variant="ghost"
                      onClick={() =>
                        navigator.clipboard
                          ?.writeText(`${origin}${link.path}`)
                          .then(() => toast.success('Link copied.'))
                      }
                    >
                      Copy
                    </Button>
                    <Button variant="danger-ghost" onClick={() => revoke(link)}>
                      Revoke
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
