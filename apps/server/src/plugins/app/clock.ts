import fp from 'fastify-plugin';
import { AdjustableClock, type Clock, systemClock } from '../../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, shifted by the operators' offset (outside production; see clock-offset.ts). */
    clock: AdjustableClock;
  }
}

export interface ClockPluginOptions {
  clock?: Clock | undefined;
}

export default fp<ClockPluginOptions>(
  async (app, opts) => {
    app.decorate('clock', new AdjustableClock(opts.clock ?? systemClock));
  },
  { name: 'clock' },
);
