/**
 * The native shell's actions and the payload each takes. The spec names the actions but not their
 * payloads; these shapes are ours, kept in this one place.
 */
export interface BridgePayloads {
  navigate: { url: string };
  closeWebview: Record<string, never>;
  navigateToPage: { page: string; params?: Record<string, string> };
  goHome: Record<string, never>;
  goMine: Record<string, never>;
  /** `redirect`: the in-app address to come back to after login. */
  goLogin: { redirect?: string };
  callPhone: { phone: string };
  goRate: Record<string, never>;
  confirmTrackPoint: { event: string; module?: number; position?: number };
  startBank: Record<string, never>;
  endBank: Record<string, never>;
}

export type BridgeAction = keyof BridgePayloads;

export const BRIDGE_ACTIONS = [
  'navigate',
  'closeWebview',
  'navigateToPage',
  'goHome',
  'goMine',
  'goLogin',
  'callPhone',
  'goRate',
  'confirmTrackPoint',
  'startBank',
  'endBank',
] as const satisfies readonly BridgeAction[];

/** Which way a call went: to a native shell, to the browser fallback, or nowhere. */
export type BridgeChannel = 'ios' | 'android' | 'browser' | 'refused';

export interface BridgeAdapter {
  readonly channel: Exclude<BridgeChannel, 'refused'>;
  /** True when this adapter can carry `action` in the current page. */
  supports(action: BridgeAction): boolean;
  /** Carries the call; may return a note for the dev log (e.g. why nothing happened). */
  send<A extends BridgeAction>(action: A, payload: BridgePayloads[A]): string | undefined;
}
