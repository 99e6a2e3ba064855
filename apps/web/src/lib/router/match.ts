/** Static paths only: `*` matches any path; otherwise the whole path, ignoring case and a trailing slash. */
export function matchPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  return normalise(pattern) === normalise(pathname);
}

/** The first of `paths` that matches `pathname`. */
export function matchFirst<T extends { path: string }>(paths: readonly T[], pathname: string) {
  return paths.find((entry) => matchPath(entry.path, pathname));
}
