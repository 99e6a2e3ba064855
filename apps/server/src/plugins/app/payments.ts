import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../modules/payments/payment-provider.ts';
import { createSandboxProvider } from '../../modules/payments/sandbox-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The sandbox provider's signer (its checkout page calls our callback with it). */
    sandboxPayments: ReturnType<typeof createSandboxProvider>;
  }
}

export default fp(
  async (app) => {
    const sandbox = createSandboxProvider(app.config.paymentWebhookSecret);
    app.decorate('sandboxPayments', sandbox);
    app.decorate('payments', sandbox);
  },
  { name: 'payments', dependencies: ['config'] },
);
