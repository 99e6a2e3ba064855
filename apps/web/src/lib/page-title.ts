import { useEffect } from 'react';

export function setPageTitle(title: string): void {
  document.title = title;
}

/** Sets the document title while the calling screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
}
