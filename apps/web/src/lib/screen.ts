import type { ComponentType } from 'react';

/** A query the server can make for a screen: its cache key and (in `meta`) its contract call. */
export interface ScreenQuery {
  queryKey: readonly unknown[];
  meta?: Record<string, unknown>;
}

/**
 * What every route module exports as `screen`: its component and, for a screen that shows a
 * borrower's data, the queries the server makes to render it filled in (docs/decisions/0018).
 */
export interface Screen {
  Component: ComponentType;
  /** Rendered in the browser only (a developer tool that reads the browser's own state). */
  clientOnly?: boolean;
  serverQueries?: (page: URLSearchParams) => readonly ScreenQuery[];
}
