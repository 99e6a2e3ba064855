import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export interface ClockPluginOptions {
  clock?: Clock | undefined;
}

export default fp<ClockPluginOptions>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'clock' },
);
