import type { z } from 'zod';
import { sameDigest, sha256Hex } from '../../lib/hash.ts';
import { appCodePage } from './code-page.ts';
import {
  AmountOutsideChannel,
  type CallbackReading,
  type PaymentProvider,
  type PayoutAnswer,
  type ProviderEvent,
  ProviderRefused,
  ProviderUnavailable,
  type RefusedEvent,
  type SettledItem,
} from './payment-provider.ts';
import {
  paymentRequestSchema,
  payoutSchema,
  toCentavos,
  toPesos,
  transactionsPageSchema,
  XENDIT_HEADERS,
  XENDIT_PATHS,
  XENDIT_PAY_IN_CHANNELS,
  XENDIT_PAY_IN_LIMITS,
  XENDIT_PAYMENTS_API_VERSION,
  XENDIT_PAYOUT_BANKS,
  XENDIT_PAYOUT_FAILED,
  XENDIT_PAYOUT_WALLETS,
  XENDIT_PROVIDER,
  XENDIT_REQUEST_CLOSED,
  type XenditWebhook,
  xenditErrorSchema,
  xenditWebhookSchema,
} from './xendit-api.ts';

export interface XenditOptions {
  secretKey: string;
  callbackToken: string;
  baseUrl: string;
  /** Where e-wallets send the borrower back to. */
  publicUrl: string;
  /** The logo of a channel, for the app's code page. */
  channelLogo: (channelNumber: number) => Promise<string>;
  fetch?: typeof fetch;
  /** Our clock: stands in for a time the gateway's answer leaves out. */
  now: () => Date;
}

const TIMEOUT_MS = 15_000;
const PAGE_SIZE = 50;
const PAID = 'SUCCEEDED';
const CLOSED_REQUEST = XENDIT_REQUEST_CLOSED;
const FAILED_PAYOUT = XENDIT_PAYOUT_FAILED;

/** Xendit (docs/decisions/0032): Payments API v3 for pay-ins, Payouts v2 for releases. */
export function createXenditProvider(options: XenditOptions): PaymentProvider {
  const request = xenditClient(options);
  return {
    name: XENDIT_PROVIDER,
    async createPayCode(code) {
      const channelCode = XENDIT_PAY_IN_CHANNELS[code.channelNumber];
      if (!channelCode) throw new ProviderRefused('CHANNEL_NOT_ACTIVATED', 'no channel code', 400);
      const limits = XENDIT_PAY_IN_LIMITS[channelCode];
      if (limits && (code.amount < limits.min || code.amount > limits.max)) {
        throw new AmountOutsideChannel(channelCode, limits);
      }
      const back = `${options.publicUrl}${code.returnPath}`;
      const body = {
        reference_id: code.reference,
        type: 'PAY',
        country: 'PH',
        currency: 'PHP',
        request_amount: toPesos(code.amount),
        capture_method: 'AUTOMATIC',
        channel_code: channelCode,
        channel_properties: {
          success_return_url: back,
          failure_return_url: back,
          ...(channelCode === 'QRPH' ? {} : { expires_at: code.expiresAt.toISOString() }),
        },
        description: code.description,
      };
      const answer = await request('POST', XENDIT_PATHS.paymentRequests, paymentRequestSchema, {
        body,
        idempotencyKey: code.reference,
        apiVersion: true,
      });
      const redirect = answer.actions.find((a) => a.type === 'REDIRECT_CUSTOMER');
      if (redirect) return { payUrl: redirect.value, providerRef: answer.payment_request_id };
      const shown = answer.actions.find((a) => a.type === 'PRESENT_TO_CUSTOMER');
      if (!shown) throw new ProviderUnavailable('payment request without an action');
      const qr = shown.descriptor === 'QR_STRING';
      const logo = await options.channelLogo(code.channelNumber);
      return {
        payUrl: appCodePage({
          code: shown.value,
          qr,
          logo,
          amount: code.amount,
          expiresAt: code.expiresAt,
          clears: code.clears,
          order: code.order,
        }),
        providerRef: answer.payment_request_id,
        ...(qr ? {} : { providerCode: shown.value }),
      };
    },
    async chargeSavedAccount() {
      // Xendit debits saved accounts through tokenised direct debit, which we do not offer.
      throw new ProviderRefused('CHANNEL_NOT_ACTIVATED', 'saved-account debits are off', 400);
    },
    readCallback(rawBody, headers, now): CallbackReading {
      const token = headers[XENDIT_HEADERS.callbackToken];
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'token missing' };
      // Hashing first makes the comparison constant-time whatever the lengths.
      if (!sameDigest(sha256Hex(token), sha256Hex(options.callbackToken))) {
        return { ok: false, reason: 'token mismatch' };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const webhookHeader = headers[XENDIT_HEADERS.webhookId];
      const webhookId = typeof webhookHeader === 'string' ? webhookHeader : undefined;
      const event = (json as { event?: unknown })?.event;
      const parsed = xenditWebhookSchema.safeParse(json);
      if (!parsed.success) {
        if (typeof event === 'string' && !KNOWN_EVENTS.has(event)) {
          return { ok: true, event: { type: 'ignored', what: event }, webhookId };
        }
        return { ok: false, reason: 'unknown event shape' };
      }
      const refused = subCentavoCapture(parsed.data);
      if (refused) return { ok: 'refused', reason: refused.detail, flag: refused };
      return { ok: true, event: toEvent(parsed.data, now), webhookId };
    },
    async createPayout(payout): Promise<PayoutAnswer> {
      const { account } = payout;
      const channelCode =
        XENDIT_PAYOUT_WALLETS[account.channelNumber] ?? XENDIT_PAYOUT_BANKS[account.bankCode ?? ''];
      if (!channelCode)
        return { status: 'failed', failureCode: 'CHANNEL_CODE_NOT_SUPPORTED_ERROR' };
      const body = {
        reference_id: payout.reference,
        channel_code: channelCode,
        channel_properties: {
          account_number: account.number,
          account_holder_name: account.holderName,
        },
        amount: toPesos(payout.amount),
        currency: 'PHP',
        description: payout.description,
      };
      try {
        const answer = await request('POST', XENDIT_PATHS.payouts, payoutSchema, {
          body,
          idempotencyKey: payout.reference,
        });
        if (answer.status === PAID) return { status: 'succeeded', providerPayoutId: answer.id };
        if (FAILED_PAYOUT.has(answer.status)) {
          const failureCode = answer.failure_code ?? answer.status;
          return { status: 'failed', failureCode, providerPayoutId: answer.id };
        }
        return { status: 'pending', providerPayoutId: answer.id };
      } catch (error) {
        if (error instanceof ProviderRefused)
          return { status: 'failed', failureCode: error.errorCode };
        throw error;
      }
    },
    async queryPayCode(code) {
      if (!code.providerRef) return null;
      const path = `${XENDIT_PATHS.paymentRequests}/${encodeURIComponent(code.providerRef)}`;
      const answer = await request('GET', path, paymentRequestSchema, { apiVersion: true });
      if (answer.status === PAID) {
        return {
          type: 'payment.paid',
          paymentId: answer.payment_request_id,
          requestId: answer.payment_request_id,
          reference: answer.reference_id,
          amount: toCentavos(answer.request_amount ?? 0),
          paidAt: answer.updated ? new Date(answer.updated) : options.now(),
        };
      }
      if (CLOSED_REQUEST.has(answer.status)) {
        return { type: 'payment.expired', reference: answer.reference_id };
      }
      return null;
    },
    async cancelPayCode(code) {
      if (!code.providerRef) return;
      const path = `${XENDIT_PATHS.paymentRequests}/${encodeURIComponent(code.providerRef)}/cancel`;
      await request('POST', path, paymentRequestSchema, { apiVersion: true });
    },
    async queryPayout(payout) {
      const path = `${XENDIT_PATHS.payouts}/${encodeURIComponent(payout.providerPayoutId)}`;
      return payoutEvent(await request('GET', path, payoutSchema, {}), options.now());
    },
    async listSettled(from, to) {
      const items: SettledItem[] = [];
      let afterId: string | undefined;
      for (;;) {
        const query = new URLSearchParams([
          ['types', 'PAYMENT'],
          ['types', 'DISBURSEMENT'],
          ['statuses', 'SUCCESS'],
          ['currency', 'PHP'],
          ['created[gte]', from.toISOString()],
          // Xendit's date filter has gte and lte only (DateRangeFilter): the day's last millisecond.
          ['created[lte]', new Date(to.getTime() - 1).toISOString()],
          ['limit', String(PAGE_SIZE)],
        ]);
        if (afterId) query.set('after_id', afterId);
        const path = `${XENDIT_PATHS.transactions}?${query}`;
        const page = await request('GET', path, transactionsPageSchema, {});
        for (const row of page.data) {
          items.push({
            kind: row.type === 'PAYMENT' ? 'payment' : 'payout',
            providerId: row.product_id ?? row.id,
            reference: row.reference_id,
            amount: toCentavos(row.amount),
            at: new Date(row.created),
          });
        }
        if (!page.has_more || page.data.length === 0) return items;
        afterId = page.data[page.data.length - 1]!.id;
      }
    },
  };
}

const KNOWN_EVENTS = new Set([
  'payment.capture',
  'payment_request.expiry',
  'payout.succeeded',
  'payout.failed',
]);

/** `now` stands in for a time the webhook leaves out: when we heard of it. */
function toEvent(body: XenditWebhook, now: Date): ProviderEvent {
  if (body.event === 'payment_request.expiry') {
    return { type: 'payment.expired', reference: body.data.reference_id };
  }
  if (body.event === 'payment.capture') {
    const { data } = body;
    if (data.status !== PAID) return { type: 'ignored', what: `payment ${data.status}` };
    const captured = data.captures?.reduce((sum, c) => sum + c.capture_amount, 0);
    const at = data.captures?.[0]?.capture_timestamp ?? data.updated ?? body.created;
    return {
      type: 'payment.paid',
      // One PAY request is paid once: its id is what the status query and the webhook share.
      paymentId: data.payment_request_id,
      requestId: data.payment_request_id,
      reference: data.reference_id,
      amount: toCentavos(captured ?? data.request_amount),
      paidAt: at ? new Date(at) : now,
    };
  }
  return payoutEvent(body.data, now) ?? { type: 'ignored', what: `payout ${body.data.status}` };
}

/** Pesos with more than two decimals name no amount we could book: refused, not rounded. */
function subCentavoCapture(body: XenditWebhook): RefusedEvent | undefined {
  if (body.event !== 'payment.capture' || body.data.status !== PAID) return undefined;
  const { data } = body;
  const amounts = [data.request_amount, ...(data.captures ?? []).map((c) => c.capture_amount)];
  const odd = amounts.find((pesos) => !wholeCentavos(pesos));
  if (odd === undefined) return undefined;
  return {
    reason: 'sub-centavo',
    reference: data.reference_id,
    paymentId: data.payment_request_id,
    requestId: data.payment_request_id,
    detail: `amount ${odd} has more than two decimals`,
  };
}

function wholeCentavos(pesos: number): boolean {
  const centavos = pesos * 100;
  return Number.isFinite(centavos) && Math.abs(centavos - Math.round(centavos)) < 1e-6;
}

function payoutEvent(payout: z.output<typeof payoutSchema>, now: Date): ProviderEvent | null {
  if (payout.status === PAID) {
    return {
      type: 'payout.succeeded',
      payoutId: payout.id,
      reference: payout.reference_id,
      amount: toCentavos(payout.amount),
      at: payout.updated ? new Date(payout.updated) : now,
    };
  }
  if (FAILED_PAYOUT.has(payout.status)) {
    return {
      type: 'payout.failed',
      payoutId: payout.id,
      reference: payout.reference_id,
      failureCode: payout.failure_code ?? payout.status,
    };
  }
  return null;
}

interface CallOptions {
  body?: unknown;
  idempotencyKey?: string;
  apiVersion?: boolean;
}

/** One authenticated call: Basic auth with the secret key as user name and no password. */
function xenditClient(options: XenditOptions) {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  return async function request<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    call: CallOptions,
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers[XENDIT_HEADERS.idempotencyKey] = call.idempotencyKey;
    if (call.apiVersion) headers[XENDIT_HEADERS.apiVersion] = XENDIT_PAYMENTS_API_VERSION;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`${method} ${path}: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.status >= 500)
      throw new ProviderUnavailable(`${method} ${path}: ${response.status}`);
    if (!response.ok) {
      const error = xenditErrorSchema.safeParse(json);
      const code = error.success ? error.data.error_code : `HTTP_${response.status}`;
      const message = error.success ? (error.data.message ?? code) : code;
      throw new ProviderRefused(code, message, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailable(`${method} ${path}: unexpected answer`);
    return parsed.data;
  };
}
