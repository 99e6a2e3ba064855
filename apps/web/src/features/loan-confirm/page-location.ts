/**
 * Leaving the page for another document. One object so tests can watch it: jsdom cannot
 * navigate.
 */
export const pageLocation = {
  /** Replaces this page in history: Back must not return to an already-confirmed loan. */
  replace(url: string): void {
    window.location.replace(url);
  },
};
