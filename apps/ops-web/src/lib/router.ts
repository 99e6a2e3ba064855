import { useSyncExternalStore } from 'react';

export const BASE = '/ops';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The path inside the back office ('/orders/PN-1'), from the address bar. */
export function currentPath(): string {
  const path = window.location.pathname;
  const inside = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  return inside === '' ? '/' : inside;
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(path: string): void {
  window.history.pushState(null, '', `${BASE}${path === '/' ? '/' : path}`);
  for (const listener of listeners) listener();
}
