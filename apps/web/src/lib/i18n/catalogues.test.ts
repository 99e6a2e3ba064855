import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSides, defineMessages, loadLocaleTexts } from './catalogue.ts';
import { setLocale } from './locale.ts';

/** Every screen catalogue of the app, by file and export name. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/messages.ts', '../messages.ts'],
  { eager: true },
);
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]) => ({
    id: `${file.replace(/^(\.\.\/)+/, '')}:${name}`,
    sides: catalogueSides(value),
  })),
);

/** Where `fil` differs from `en` in shape: a key missing or extra, or another kind of value. */
export function shapeDifferences(en: unknown, fil: unknown, path = ''): string[] {
  if (typeof en === 'function') {
    if (typeof fil !== 'function') return [`${path}: not a function`];
    return en.length === fil.length
      ? []
      : [`${path}: takes ${fil.length} arguments, not ${en.length}`];
  }
  if (Array.isArray(en)) return Array.isArray(fil) ? [] : [`${path}: not a list`];
  if (typeof en === 'object' && en !== null) {
    if (typeof fil !== 'object' || fil === null) return [`${path}: not an object`];
    const keys = new Set([...Object.keys(en), ...Object.keys(fil)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in en)) return [`${at}: only in Filipino`];
      if (!(key in fil)) return [`${at}: missing in Filipino`];
      return shapeDifferences(
        (en as Record<string, unknown>)[key],
        (fil as Record<string, unknown>)[key],
        at,
      );
    });
  }
  return typeof fil === typeof en ? [] : [`${path}: not a ${typeof en}`];
}

describe('the Filipino catalogues', () => {
  beforeAll(() => loadLocaleTexts('fil'));

  it('have every key of their English catalogue, and no other', () => {
    const translated = catalogues.filter((catalogue) => catalogue.sides);
    expect(translated.length).toBeGreaterThan(0);
    for (const { id, sides } of translated) {
      expect(shapeDifferences(sides?.en, sides?.fil), id).toEqual([]);
    }
  });

  it('catch a missing key', () => {
    const sides = { en: { a: 'A', b: { c: (n: number) => `${n}` } }, fil: { a: 'A', b: {} } };
    expect(shapeDifferences(sides.en, sides.fil)).toEqual(['b.c: missing in Filipino']);
  });

  it('cover every borrower screen: each feature has a catalogue with a Filipino side', () => {
    // The test preview is a developer's page, not a borrower's.
    const englishOnly = new Set(['test-preview']);
    const features = Object.keys(modules)
      .map((file) => /features\/([^/]+)\//.exec(file)?.[1])
      .filter((feature): feature is string => feature !== undefined);
    expect(features.length).toBeGreaterThan(10);
    const translated = new Set(
      catalogues
        .filter((catalogue) => catalogue.sides)
        .map(({ id }) => /features\/([^/]+)\//.exec(id)?.[1]),
    );
    expect(features.filter((f) => !englishOnly.has(f) && !translated.has(f))).toEqual([]);
  });

  it('give the current language’s text when read', async () => {
    const catalogue = defineMessages({
      en: { hello: 'Hello', n: (count: number) => `${count} days` },
      fil: async () => ({ hello: 'Kumusta', n: (count: number) => `${count} araw` }),
    });
    setLocale('fil');
    // Until its Filipino side is loaded, a catalogue reads English.
    expect(catalogue.hello).toBe('Hello');
    await loadLocaleTexts('fil');
    expect([catalogue.hello, catalogue.n(2)]).toEqual(['Kumusta', '2 araw']);
    setLocale('en');
    expect({ ...catalogue }.hello).toBe('Hello');
  });
});
