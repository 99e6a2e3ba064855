/**
 * The spec writes some routes as hash routes (`#/downloadTemplate?...`). Before the app routes,
 * such an address becomes the same path without the hash, so one router serves both forms.
 */
export function hashRoutePath(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

export function normalizeHashRoute(): void {
  const path = hashRoutePath(window.location.hash);
  if (path) window.history.replaceState(window.history.state, '', path);
}
