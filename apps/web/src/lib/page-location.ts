/**
 * Full-page navigations (leaving the single-page app), in one object so tests can replace them:
 * jsdom cannot navigate.
 */
export const pageLocation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
