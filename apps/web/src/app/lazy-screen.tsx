import { type ComponentType, lazy } from 'react';
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
      (module) => {
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
