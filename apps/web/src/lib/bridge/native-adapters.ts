import type { BridgeAdapter } from './types.ts';

/** The name under which the Android shell adds its JavaScript interface to `window`. */
export const ANDROID_BRIDGE_NAME = 'AndroidBridge';

interface IosMessageHandler {
  postMessage(payload: unknown): void;
}

type NativeWindow = Window & {
  webkit?: { messageHandlers?: Record<string, IosMessageHandler | undefined> };
  [ANDROID_BRIDGE_NAME]?: Record<string, ((json: string) => void) | undefined>;
};

/** iOS WKWebView: one script message handler per action. */
export function createIosAdapter(win?: Window): BridgeAdapter {
  const handlers = () => ((win ?? window) as NativeWindow).webkit?.messageHandlers;
  return {
    channel: 'ios',
    supports: (action) => typeof handlers()?.[action]?.postMessage === 'function',
    send: (action, payload) => {
      handlers()?.[action]?.postMessage(payload);
      return undefined;
    },
  };
}

/** Android WebView: a JavaScript interface whose methods take the payload as JSON text. */
export function createAndroidAdapter(win?: Window): BridgeAdapter {
  const bridge = () => ((win ?? window) as NativeWindow)[ANDROID_BRIDGE_NAME];
  return {
    channel: 'android',
    supports: (action) => typeof bridge()?.[action] === 'function',
    send: (action, payload) => {
      // Called as a method: Android's injected interface needs its receiver.
      bridge()?.[action]?.(JSON.stringify(payload));
      return undefined;
    },
  };
}
