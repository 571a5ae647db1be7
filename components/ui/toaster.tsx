import { TOAST_REGION_ID } from './toast-region';

/**
 * The live region every notice appears in. Place once per layout. It is plain HTML: the code
 * that draws the notices (./toast-list.tsx) loads with the first one, since most visits raise
 * none and every page carries this region; and the region is in the page from the start, so
 * that screen readers announce what appears in it. Kept apart from the `toast` API so that a
 * layout rendering it on the server does not pull that client code into every page.
 */
export function Toaster() {
  return <div id={TOAST_REGION_ID} aria-live="polite" className="toast-region" />;
}
