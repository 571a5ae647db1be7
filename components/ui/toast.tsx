'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { serverSnapshot, snapshot, subscribe } from './toast-store';

export { dismissToast, toast } from './toast-store';

const ToastList = lazy(() => import('./toast-list').then((mod) => ({ default: mod.ToastList })));

/**
 * The live region every notice appears in. Place once per layout. The code that draws the
 * notices loads with the first one: most visits raise none, and every page carries this region.
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return (
    <div aria-live="polite" className="toast-region">
      {items.length > 0 && (
        <Suspense>
          <ToastList items={items} />
        </Suspense>
      )}
    </div>
  );
}
