import { type ComponentType, lazy } from 'react';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { getLocale } from '@/lib/i18n/locale.ts';
import type { Screen } from '@/lib/screen.ts';

export interface LazyScreen {
  /** The route module's path from the app's root, as the build manifest names it. */
  source: string;
  /** Renders the screen; once its module is loaded, without suspending. */
  Component: ComponentType;
  /** Loads the module (its own chunk), once. */
  load(): Promise<Screen>;
}

/**
 * A screen in its own chunk. Loaded before rendering (the server always, the browser before it
 * hydrates a server-rendered page), it renders at once, so server and browser produce the same
 * tree; otherwise it suspends until its chunk arrives.
 */
export function lazyScreen(
  source: string,
  importModule: () => Promise<{ screen: Screen }>,
): LazyScreen {
  let loaded: Screen | undefined;
  let loading: Promise<Screen> | undefined;
  const load = () => {
    loading ??= importModule().then(
      async (module) => {
        // Its texts in the page's language (in the browser; the server loads them per render).
        await loadLocaleTexts(getLocale());
        loaded = module.screen;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await load()).Component }));
  function LazyScreenComponent() {
    return loaded ? <loaded.Component /> : <Lazy />;
  }
  return { source, Component: LazyScreenComponent, load };
}
