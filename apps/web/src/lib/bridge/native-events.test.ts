import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emitNativeEvent,
  installNativeEventEntry,
  NATIVE_EVENT_GLOBAL,
  subscribeNativeEvent,
} from './native-events.ts';

describe('native events', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('delivers the iOS back action to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeNativeEvent('iosBack', listener);
    expect(emitNativeEvent('iosBack', { from: 'shell' })).toBe(true);
    expect(listener).toHaveBeenCalledWith({ from: 'shell' });
    unsubscribe();
    expect(emitNativeEvent('iosBack')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('exposes one global entry for the shell that ignores unknown names', () => {
    installNativeEventEntry();
    const listener = vi.fn();
    cleanups.push(subscribeNativeEvent('iosBack', listener));
    const entry = (window as unknown as Record<string, (name: string) => boolean>)[
      NATIVE_EVENT_GLOBAL
    ];
    expect(entry?.('somethingElse')).toBe(false);
    expect(entry?.('iosBack')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
