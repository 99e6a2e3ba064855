import { PAYMENT_PATHS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../modules/payments/payment-provider.ts';
import { findActiveChannel } from '../../modules/payments/payments.service.ts';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../modules/payments/sandbox-provider.ts';
import {
  insertSandboxSettlement,
  listSandboxSettlements,
} from '../../modules/payments/sandbox-settlement.repository.ts';
import { createXenditProvider } from '../../modules/payments/xendit-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The sandbox provider (its checkout page, hosted here, pays through it); sandbox only. */
    sandboxPayments?: SandboxProvider;
  }
}

function sandboxProvider(app: FastifyInstance): SandboxProvider {
  return createSandboxProvider(
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
    {
      record: (item) =>
        insertSandboxSettlement(app.db, {
          id: item.providerId,
          kind: item.kind,
          reference: item.reference,
          amount: item.amount,
          settled_at: item.at,
        }),
      list: async (from, to) =>
        (await listSandboxSettlements(app.db, from, to)).map((row) => ({
          kind: row.kind,
          providerId: row.id,
          reference: row.reference,
          amount: row.amount,
          at: row.settled_at,
        })),
    },
  );
}

/** The payment provider PAYMENT_PROVIDER names (production refuses the sandbox: config.ts). */
export default fp(
  async (app) => {
    const { payments } = app.config;
    if (payments.provider === 'sandbox') {
      const sandbox = sandboxProvider(app);
      app.decorate('sandboxPayments', sandbox);
      app.decorate('payments', sandbox);
      return;
    }
    const xendit = createXenditProvider({
      secretKey: payments.xenditSecretKey ?? '',
      callbackToken: payments.xenditCallbackToken ?? '',
      baseUrl: payments.xenditBaseUrl,
      publicUrl: app.config.publicUrl,
      now: () => app.clock.now(),
      channelLogo: async (channelNumber) =>
        (await findActiveChannel(app.db, channelNumber))?.logo ?? '',
    });
    app.decorate('payments', xendit);
  },
  { name: 'payments', dependencies: ['config', 'clock', 'db'] },
);
