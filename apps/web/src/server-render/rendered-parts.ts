import { loadParts, partRegistry } from '@/lib/lazy-part.tsx';

/** Loads every part the loaded modules declare: the server does, before it renders. */
export async function loadDeclaredParts(): Promise<void> {
  await loadParts([...partRegistry.loaders.keys()]);
}

/** The parts a synchronous render showed, beside what it returned. */
export function collectRenderedParts<T>(render: () => T): { result: T; parts: string[] } {
  const parts = new Set<string>();
  partRegistry.rendered = parts;
  try {
    return { result: render(), parts: [...parts] };
  } finally {
    partRegistry.rendered = null;
  }
}

/** The parts declared so far, by source: what the tests check against the files. */
export function declaredPartSources(): string[] {
  return [...partRegistry.loaders.keys()];
}
