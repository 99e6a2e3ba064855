import type { Clock } from '../../src/lib/clock.ts';

/** A clock that stands still until the test moves it. */
export class TestClock implements Clock {
  #now: number;

  constructor(start = new Date('2026-03-02T09:00:00.000Z')) {
    this.#now = start.getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
