import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/**
 * A notice shown only when the page's address ends in #`id` (CSS :target): where a visitor form
 * the browser posted by itself comes back to (lib/api/form-post.ts). It takes focus on arrival
 * (the browser moves to the fragment), so a screen reader reads it.
 */
export function FormNotice({
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
