import { PAYMENT_PATHS } from '@loan/contract';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../modules/payments/payment-provider.ts';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../modules/payments/sandbox-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The sandbox provider (its checkout page, hosted here, pays through it). */
    sandboxPayments: SandboxProvider;
  }
}

export default fp(
  async (app) => {
    const sandbox = createSandboxProvider(
      app.config.paymentWebhookSecret,
      async (payload, headers) => {
        const response = await app.inject({
          method: 'POST',
          url: PAYMENT_PATHS.callback,
          headers,
          payload,
        });
        return response.statusCode;
      },
      app.clock,
    );
    app.decorate('sandboxPayments', sandbox);
    app.decorate('payments', sandbox);
  },
  { name: 'payments', dependencies: ['config', 'clock'] },
);
