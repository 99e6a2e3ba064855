import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { loadLocaleTexts } from './i18n/catalogue.ts';
import { getLocale } from './i18n/locale.ts';

/**
 * A part of a screen that shows only sometimes (a dialog due in one order status, the QR code of
 * one pay-code variant, a popup opened by an action), in a chunk of its own, so a first load that
 * does not show it does not download it (docs/decisions/0018).
 *
 * The server renders every part at once. It reports the parts a page showed; the page lists their
 * chunks beside the screen's, and the browser loads them before it hydrates, so hydration renders
 * the same tree the server did. Shown later in the browser, a part suspends until its chunk comes;
 * if the chunk cannot be loaded (offline), the part shows nothing and `onUnavailable` is called.
 */

/** Every declared part's loader by source, and (while the server renders) the parts shown. */
export const partRegistry: {
  loaders: Map<string, () => Promise<unknown>>;
  rendered: Set<string> | null;
} = { loaders: new Map(), rendered: null };

/** What a lazily loaded part takes besides its own props. */
export interface LazyPartProps {
  /** Called when the part's chunk could not be loaded; the part shows nothing. */
  onUnavailable?: () => void;
}

/**
 * `source` is the part's module from the app's root (`src/...`), as the build manifest names it;
 * the server links that module's chunk and CSS in the pages that show it.
 */
export function lazyPart<Props extends object>(
  source: string,
  importPart: () => Promise<ComponentType<Props>>,
): ComponentType<Props & LazyPartProps> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => {
    loading ??= importPart().then(
      async (component) => {
        await loadLocaleTexts(getLocale());
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  partRegistry.loaders.set(source, load);

  function LazyPart({ onUnavailable, ...props }: Props & LazyPartProps) {
    partRegistry.rendered?.add(source);
    const own = props as Props;
    // Fixed for the part's life: swapping Suspense for the loaded part would remount it. A part
    // shown again after a failed load tries again.
    const [Loaded] = useState(() => loaded);
    const [Suspending] = useState(() =>
      lazy(async (): Promise<{ default: ComponentType<Props & LazyPartProps> }> => {
        try {
          const Part = loaded ?? (await load());
          return { default: ({ onUnavailable: _, ...rest }) => <Part {...(rest as Props)} /> };
        } catch {
          return { default: Unavailable };
        }
      }),
    );
    if (Loaded) return <Loaded {...own} />;
    return (
      <Suspense fallback={null}>
        <Suspending {...own} onUnavailable={onUnavailable} />
      </Suspense>
    );
  }
  return LazyPart;
}

function Unavailable({ onUnavailable }: LazyPartProps) {
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return null;
}

/** Loads the named parts (those a server-rendered page showed); unknown names are skipped. */
export async function loadParts(sources: readonly string[]): Promise<void> {
  await Promise.all(sources.map((source) => partRegistry.loaders.get(source)?.()));
}
