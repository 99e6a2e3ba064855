import { createContext, useContext, useLayoutEffect } from 'react';

/** Set while the server renders a page: the screen's title goes to the document's head. */
export interface ServerPageHead {
  title?: string;
}

export const ServerPageHeadContext = createContext<ServerPageHead | null>(null);

export function setPageTitle(title: string): void {
  document.title = title;
}

/** Sets the document title while the calling screen is shown (on the server: the page's title). */
export function usePageTitle(title: string): void {
  const serverHead = useContext(ServerPageHeadContext);
  if (serverHead) serverHead.title = title;
  // Before paint, so the title never lags the screen (and tests see it as soon as the screen).
  useLayoutEffect(() => {
    setPageTitle(title);
  }, [title]);
}
