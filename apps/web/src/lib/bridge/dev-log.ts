import type { BridgeAction, BridgeChannel } from './types.ts';

export interface BridgeLogEntry {
  at: number;
  action: BridgeAction;
  payload: unknown;
  channel: BridgeChannel;
  note?: string;
}

const LIMIT = 50;
let entries: readonly BridgeLogEntry[] = [];
const listeners = new Set<() => void>();

/** Every bridge call, newest last; the test preview page shows it. In memory only. */
export function getBridgeLog(): readonly BridgeLogEntry[] {
  return entries;
}

export function recordBridgeCall(entry: BridgeLogEntry): void {
  // A new array each time, so useSyncExternalStore sees the change.
  entries = [...entries, entry].slice(-LIMIT);
  for (const listener of listeners) listener();
}

export function subscribeBridgeLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function clearBridgeLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}
