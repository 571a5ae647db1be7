import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * False while the server renders and the page hydrates, true once this component runs in the
 * browser: for what only the script does (a dialog drawn in the browser, a form the script sends).
 *
 * The switch is a transition: React re-renders what depends on it in slices between frames. An
 * external store with a server snapshot of its own (useSyncExternalStore) re-rendered it in one
 * synchronous pass as soon as the page had hydrated, the header with every link in it, in a task
 * of its own. A transition waits behind any other still pending, though (a refresh waiting for
 * the server): what the browser mounts and must not wait uses useMountedInBrowser.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}

const subscribe = () => () => {};

/**
 * The same flag, true at once for a component the browser mounts (an edit form opened in the
 * admin panel), false while one hydrates and true in the synchronous re-render React makes
 * straight after: for the admin panel's fields, which must take typing as soon as they show.
 */
export function useMountedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
