'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';

/**
 * A screen's data as the server rendered it, changed in place by the admin's actions. After each
 * change `refresh()` asks the server to render the page again: the panel's pages and the ones
 * the browser keeps for Back then show the stored truth, and it replaces the local copy.
 */
export function useServerState<T>(fromServer: T) {
  const router = useRouter();
  const [state, setState] = useState(fromServer);
  const [rendered, setRendered] = useState(fromServer);
  if (fromServer !== rendered) {
    setRendered(fromServer);
    setState(fromServer);
  }
  const refresh = useCallback(() => router.refresh(), [router]);
  return [state, setState, refresh] as const;
}
