/** A full reload of the current page (its own module so tests can stand in for it). */
export function reloadPage(): void {
  window.location.reload();
}
