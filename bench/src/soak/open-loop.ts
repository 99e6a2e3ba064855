import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopOptions {
  rate: number;
  seconds: number;
  /** At most this many arrivals in flight; one more is not sent and counts as overflow. */
  maxInFlight: number;
  /** Runs one arrival; its latency is measured from `scheduledAt` (performance.now()). */
  fire: (scheduledAt: number) => Promise<void>;
  onOverflow: () => void;
  /** How long to wait for the last arrivals after the schedule ends. */
  drainMs?: number;
}

/**
 * Sends arrivals on a fixed schedule whatever the answers' latency (open loop), so a slow server
 * shows as latency measured from the scheduled time rather than as fewer requests.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<{ sent: number }> {
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const start = performance.now();
  let inFlight = 0;
  let next = 0;
  let sent = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      const scheduledAt = start + next * interval;
      next += 1;
      if (inFlight >= options.maxInFlight) {
        options.onOverflow();
        continue;
      }
      inFlight += 1;
      sent += 1;
      options
        .fire(scheduledAt)
        .catch(() => {})
        .finally(() => {
          inFlight -= 1;
        });
    }
    const wait = start + next * interval - performance.now();
    await sleep(Math.max(0, Math.min(wait, 5)));
  }
  const deadline = performance.now() + (options.drainMs ?? 20_000);
  while (inFlight > 0 && performance.now() < deadline) await sleep(10);
  return { sent };
}
