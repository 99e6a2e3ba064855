import type { ReactNode } from 'react';
import { BASE, navigate } from './router.ts';

/** A link inside the back office: a real href (new tab works), navigation without reload. */
export function Link({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={`${BASE}${to}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="alert" role="alert">
      {children}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}

export function Loading() {
  return <p className="muted">Loading…</p>;
}
