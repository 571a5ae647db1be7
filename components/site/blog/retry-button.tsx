'use client';

import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { reloadPage } from './reload-page';

/** Reloads the page: the blog error panel's Retry. */
export function RetryButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" onClick={reloadPage} className={buttonClasses('primary', 'md')}>
      {children}
    </button>
  );
}
