import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and the page hydrates, true once this component runs in the
 * browser: for what only the script does (a dialog drawn in the browser, a form the script sends).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
