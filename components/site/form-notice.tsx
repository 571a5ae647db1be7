import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/**
 * A notice shown only when the page's address ends in #`id` (CSS :target): where a visitor form
 * the browser posted by itself comes back to (lib/api/form-post.ts). The browser scrolls to it,
 * and it is focusable (tabindex -1), so keyboard and screen-reader use start from it.
 */
function FormNotice({
  id,
  tone,
  children,
}: {
  id: string;
  tone: 'done' | 'failed';
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      tabIndex={-1}
      className={`form-notice ${tone === 'done' ? 'form-notice-done' : 'form-notice-failed'}`}
    >
      <Icon name={tone === 'done' ? 'check-circle' : 'alert'} size={20} />
      {children}
    </p>
  );
}

/** A visitor form's two notices: sent, and not sent (ids from lib/content/notices.ts). */
export function FormNotices({
  ids,
  done,
  failed,
}: {
  ids: { done: string; failed: string };
  done: ReactNode;
  failed: ReactNode;
}) {
  return (
    <>
      <FormNotice id={ids.done} tone="done">
        {done}
      </FormNotice>
      <FormNotice id={ids.failed} tone="failed">
        {failed}
      </FormNotice>
    </>
  );
}
