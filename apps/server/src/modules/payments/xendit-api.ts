import { z } from 'zod';

/**
 * Xendit's documented protocol, as this server speaks it (docs/decisions/0032): the endpoints,
 * the channel codes of our channels, the shapes of its answers and webhooks.
 */
export const XENDIT_API_URL = 'https://api.xendit.co';
export const XENDIT_PROVIDER = 'xendit';

/** Payments API v3 (POST/GET /v3/payment_requests) takes this api-version header. */
export const XENDIT_PAYMENTS_API_VERSION = '2024-11-11';
export const XENDIT_PATHS = {
  paymentRequests: '/v3/payment_requests',
  payouts: '/v2/payouts',
  transactions: '/transactions',
} as const;
export const XENDIT_HEADERS = {
  callbackToken: 'x-callback-token',
  webhookId: 'webhook-id',
  idempotencyKey: 'idempotency-key',
  apiVersion: 'api-version',
} as const;

/** Our pay-in channels (payment_channels.channel_number) and Xendit's channel codes. */
export const XENDIT_PAY_IN_CHANNELS: Record<number, string> = {
  20001: 'GCASH',
  20002: 'PAYMAYA',
  20101: '7ELEVEN',
  20102: 'CEBUANA',
  // A bank app pays a QR Ph code over InstaPay.
  20201: 'QRPH',
};

/**
 * What each channel takes in one payment, in centavos (Xendit's channel pages for the
 * Philippines): asked for outside it, Xendit refuses the request.
 */
export const XENDIT_PAY_IN_LIMITS: Record<string, { min: number; max: number }> = {
  GCASH: { min: 100, max: 10_000_000 },
  PAYMAYA: { min: 100, max: 10_000_000 },
  QRPH: { min: 100, max: 5_000_000 },
  '7ELEVEN': { min: 5_000, max: 5_000_000 },
  CEBUANA: { min: 100, max: 3_000_000 },
};

/** Payout destinations: the bound e-wallet (bind channel) or the bank (bind bank code). */
export const XENDIT_PAYOUT_WALLETS: Record<number, string> = {
  90006: 'PH_GCASH',
  90007: 'PH_PAYMAYA',
};
export const XENDIT_PAYOUT_BANKS: Record<string, string> = {
  BDO: 'PH_BDO',
  BPI: 'PH_BPI',
  MBTC: 'PH_MET',
  LBP: 'PH_LBP',
  UBP: 'PH_UBP',
  SECB: 'PH_SEC',
};

/** Payment requests that will never be paid (PaymentRequestStatus of the SDK). */
export const XENDIT_REQUEST_CLOSED = new Set(['EXPIRED', 'CANCELED', 'FAILED']);

/** The final payout statuses (PayoutStatusEnum of the SDK) where no money went out. */
export const XENDIT_PAYOUT_FAILED = new Set(['FAILED', 'CANCELLED']);

/** PHP amounts travel as pesos with two decimals; we keep centavos. */
export const toPesos = (centavos: number) => Math.round(centavos) / 100;
export const toCentavos = (pesos: number) => Math.round(pesos * 100);

export const xenditErrorSchema = z.object({
  error_code: z.string(),
  message: z.string().optional(),
});

export const paymentRequestSchema = z.object({
  payment_request_id: z.string().min(1),
  reference_id: z.string(),
  status: z.string(),
  request_amount: z.number().optional(),
  updated: z.string().optional(),
  actions: z
    .array(z.object({ type: z.string(), descriptor: z.string(), value: z.string() }))
    .optional()
    .default([]),
});

export const payoutSchema = z.object({
  id: z.string().min(1),
  reference_id: z.string(),
  amount: z.number(),
  status: z.string(),
  failure_code: z.string().nullish(),
  updated: z.string().optional(),
});

export const transactionsPageSchema = z.object({
  has_more: z.boolean(),
  data: z.array(
    z.object({
      id: z.string(),
      product_id: z.string().nullish(),
      type: z.string(),
      status: z.string(),
      reference_id: z.string(),
      amount: z.number(),
      cashflow: z.string().optional(),
      created: z.string(),
    }),
  ),
});

const capture = z.object({ capture_amount: z.number(), capture_timestamp: z.string().optional() });

/** The webhooks we act on; any other event is acknowledged and ignored. */
export const xenditWebhookSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('payment.capture'),
    created: z.string().optional(),
    data: z.object({
      payment_id: z.string().optional(),
      payment_request_id: z.string().min(1),
      reference_id: z.string().min(1).max(64),
      status: z.string(),
      request_amount: z.number(),
      captures: z.array(capture).optional(),
      updated: z.string().optional(),
    }),
  }),
  z.object({
    event: z.literal('payment_request.expiry'),
    data: z.object({ payment_request_id: z.string().optional(), reference_id: z.string().min(1) }),
  }),
  z.object({
    event: z.enum(['payout.succeeded', 'payout.failed']),
    created: z.string().optional(),
    data: payoutSchema,
  }),
]);

export type XenditWebhook = z.output<typeof xenditWebhookSchema>;
