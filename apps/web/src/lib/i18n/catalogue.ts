import type { Locale } from '@loan/contract';
import { getLocale } from './locale.ts';

/**
 * A catalogue's Filipino side: the English side's shape with any words. A key missing (or one
 * too many) is a compile error; functions take the same arguments.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export interface CatalogueSides<T> {
  en: T;
  /** The Filipino side, in a chunk of its own: an English reader never downloads it. */
  fil: () => Promise<Translation<T>>;
}

interface Loaded {
  en: unknown;
  fil?: unknown;
}

const SIDES = Symbol('catalogue sides');

/** The Filipino sides of the catalogues evaluated so far that are still to load. */
const pending = new Set<() => Promise<void>>();

/**
 * One screen's texts in both languages. Screens read it as before (`messages.title`): each key
 * reads the current language's text when it is read, so the catalogue is a plain object to use.
 * The Filipino side is there once `loadLocaleTexts('fil')` has run (before a screen renders).
 */
export function defineMessages<const T extends object>(sides: CatalogueSides<T>): T {
  const loaded: Loaded = { en: sides.en };
  const loadFilipino = async () => {
    loaded.fil = await sides.fil();
    pending.delete(loadFilipino);
  };
  pending.add(loadFilipino);
  const view = {} as T;
  for (const key of Object.keys(sides.en)) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => ((loaded[getLocale()] ?? loaded.en) as Record<string, unknown>)[key],
    });
  }
  Object.defineProperty(view, SIDES, { value: loaded });
  return view;
}

/**
 * Loads the texts of `locale` for every catalogue evaluated so far: the server before it renders,
 * the browser before it hydrates or shows a newly loaded screen.
 */
export async function loadLocaleTexts(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await Promise.all([...pending].map((load) => load()));
}

/** Both sides of a catalogue made by `defineMessages`, once loaded; undefined otherwise. */
export function catalogueSides(value: unknown): Loaded | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [SIDES]?: Loaded })[SIDES];
}
