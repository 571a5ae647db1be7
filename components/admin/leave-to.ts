/**
 * A full page load, for crossing the sign-in boundary: after signing in or out nothing rendered
 * for the previous session (client router cache, loaded admin data) may survive. A soft
 * `router.replace()` followed by `router.refresh()` can also lose the navigation to the refresh.
 */
export function leaveTo(path: string): void {
  window.location.assign(path);
}
