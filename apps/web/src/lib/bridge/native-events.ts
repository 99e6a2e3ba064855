/**
 * Events the native shell sends into the page. The spec names one: the iOS back action (the
 * confirm-loan pages intercept it). The shell calls `window.bridgeEvent(name, payload?)`.
 */
export type NativeEventName = 'iosBack';

type Listener = (payload: unknown) => void;

const listeners = new Map<NativeEventName, Set<Listener>>();

export const NATIVE_EVENT_GLOBAL = 'bridgeEvent';

/** Delivers a native event to the page's listeners; returns whether any listened. */
export function emitNativeEvent(name: NativeEventName, payload?: unknown): boolean {
  const set = listeners.get(name);
  if (!set || set.size === 0) return false;
  for (const listener of [...set]) listener(payload);
  return true;
}

/** Listens for a native event; returns the unsubscribe function (fits a `useEffect`). */
export function subscribeNativeEvent(name: NativeEventName, listener: Listener): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Exposes the entry point the shell calls. Only names we know get through. */
export function installNativeEventEntry(win: Window = window): void {
  const entry = (name: unknown, payload?: unknown) =>
    name === 'iosBack' ? emitNativeEvent(name, payload) : false;
  Object.defineProperty(win, NATIVE_EVENT_GLOBAL, { value: entry, configurable: true });
}
