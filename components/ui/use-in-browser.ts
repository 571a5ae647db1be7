import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders and the page hydrates, true once this component runs in the
 * browser: for what only the script does (a dialog drawn in the browser, a form the script sends).
 *
 * The switch is a transition: React re-renders what depends on it in slices between frames. An
 * external store with a server snapshot of its own (useSyncExternalStore) re-rendered it in one
 * synchronous pass as soon as the page had hydrated, the header with every link in it, in a task
 * of its own.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}
