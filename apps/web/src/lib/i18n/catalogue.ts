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
  fil: Translation<T>;
}

const SIDES = Symbol('catalogue sides');

/**
 * One screen's texts in both languages. Screens read it as before (`messages.title`): each key
 * reads the current language's text when it is read, so the catalogue is a plain object to use.
 */
export function defineMessages<const T extends object>(sides: CatalogueSides<T>): T {
  const view = {} as T;
  for (const key of Object.keys(sides.en)) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => (sides[getLocale()] as Record<string, unknown>)[key],
    });
  }
  Object.defineProperty(view, SIDES, { value: sides });
  return view;
}

/** Both sides of a catalogue made by `defineMessages` (tests compare them); undefined otherwise. */
export function catalogueSides(value: unknown): Record<Locale, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [SIDES]?: Record<Locale, unknown> })[SIDES];
}
