/** The one source of "now" for services; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/**
 * A clock shifted by an offset that operators can change at run time (outside production, for
 * demos of due dates and penalties). The offset itself is stored in the database.
 */
export class AdjustableClock implements Clock {
  #offsetMs = 0;

  readonly #base: Clock;

  constructor(base: Clock) {
    this.#base = base;
  }

  now(): Date {
    return addMs(this.#base.now(), this.#offsetMs);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  setOffsetMs(ms: number): void {
    this.#offsetMs = ms;
  }
}
