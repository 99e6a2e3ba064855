import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { sweepOrders } from '../order/order-sweep.service.ts';
import { writeClockOffsetMs } from './clock-offset.repository.ts';
import {
  advanceClockBodySchema,
  clockSchema,
  opsResponse,
  sweepResultSchema,
} from './ops.schemas.ts';
import { clockView } from './ops.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });
const DAY_MS = 86_400_000;

/** The clock: its sweep and its reading, and outside production moving it. */
export default async function clockRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/tick',
    {
      schema: {
        summary: 'Applies the clock to the orders it moves today',
        response: opsResponse(sweepResultSchema),
      },
      config: { permission: 'clock.run' as const },
    },
    async () => ok(await sweepOrders(app)),
  );
  routes.get(
    '/clock',
    {
      schema: {
        summary: "The server's clock and its offset",
        response: opsResponse(clockSchema),
      },
      config: { permission: 'clock.read' as const },
    },
    async () => ok(clockView(app.clock)),
  );

  // Moving time is for demos and tests only.
  if (app.config.isProduction) return;
  const clockBefore = async () => clockView(app.clock);
  routes.post(
    '/clock/advance',
    {
      schema: {
        summary: 'Moves the clock forward (not in production)',
        body: advanceClockBodySchema,
        response: opsResponse(clockSchema),
      },
      config: { ...{ permission: 'clock.run' as const }, auditBefore: clockBefore },
    },
    async (request) => {
      const { days, hours } = request.body;
      await setOffset(app, app.clock.offsetMs + days * DAY_MS + hours * 3_600_000);
      return ok(clockView(app.clock));
    },
  );
  routes.post(
    '/clock/reset',
    {
      schema: {
        summary: 'Puts the clock back (not in production)',
        response: opsResponse(clockSchema),
      },
      config: { ...{ permission: 'clock.run' as const }, auditBefore: clockBefore },
    },
    async () => {
      await setOffset(app, 0);
      return ok(clockView(app.clock));
    },
  );
}

async function setOffset(app: FastifyInstance, offsetMs: number): Promise<void> {
  await writeClockOffsetMs(app.db, offsetMs, app.clock.now());
  app.clock.setOffsetMs(offsetMs);
}
