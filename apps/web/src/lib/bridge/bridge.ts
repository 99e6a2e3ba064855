import { createBrowserAdapter } from './browser-adapter.ts';
import { recordBridgeCall } from './dev-log.ts';
import { createAndroidAdapter, createIosAdapter } from './native-adapters.ts';
import {
  BRIDGE_ACTIONS,
  type BridgeAction,
  type BridgeAdapter,
  type BridgeChannel,
  type BridgePayloads,
} from './types.ts';

export interface BridgeDeps {
  /** Tried in order; the first that supports the action carries it. */
  adapters: readonly BridgeAdapter[];
  isTopFrame: () => boolean;
}

// Actions whose payload fields are all optional may be called without one.
type Actions = {
  [A in BridgeAction]: Record<string, never> extends BridgePayloads[A]
    ? (payload?: BridgePayloads[A]) => BridgeChannel
    : (payload: BridgePayloads[A]) => BridgeChannel;
};

export type Bridge = Actions & {
  call<A extends BridgeAction>(action: A, payload: BridgePayloads[A]): BridgeChannel;
  /** Who would carry the action now, without sending it (a link decides shell or browser). */
  carrierOf(action: BridgeAction): BridgeChannel;
};

export function createBridge(deps: BridgeDeps): Bridge {
  function call<A extends BridgeAction>(action: A, payload: BridgePayloads[A]): BridgeChannel {
    const at = Date.now();
    // A page framed by someone else must not drive the native shell.
    if (!deps.isTopFrame()) {
      recordBridgeCall({ at, action, payload, channel: 'refused', note: 'not the top frame' });
      return 'refused';
    }
    const adapter = deps.adapters.find((candidate) => candidate.supports(action));
    if (!adapter) {
      recordBridgeCall({ at, action, payload, channel: 'refused', note: 'no adapter' });
      return 'refused';
    }
    const note = adapter.send(action, payload);
    recordBridgeCall({ at, action, payload, channel: adapter.channel, ...(note ? { note } : {}) });
    return adapter.channel;
  }
  const actions = Object.fromEntries(
    BRIDGE_ACTIONS.map((action) => [action, (payload = {}) => call(action, payload as never)]),
  ) as unknown as Actions;
  const carrierOf = (action: BridgeAction): BridgeChannel => {
    if (!deps.isTopFrame()) return 'refused';
    return deps.adapters.find((candidate) => candidate.supports(action))?.channel ?? 'refused';
  };
  return { ...actions, call, carrierOf };
}

/** A page inside someone's frame is not the top frame (a cross-origin top still compares). */
export function isTopFrame(win: Window = window): boolean {
  return win.top === win.self;
}

/** The app's bridge: native iOS, then native Android, then the browser fallback. */
export const bridge: Bridge = createBridge({
  adapters: [createIosAdapter(), createAndroidAdapter(), createBrowserAdapter()],
  isTopFrame: () => isTopFrame(),
});
