import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ApiError,
  channelLimitError,
  hasCentavosOnly,
  transactionsQueryError,
} from './fake-xendit-rules.ts';

// The fake gateway's records and how its API writes and shows them (fake-xendit.ts serves them).

export interface PaymentRequest {
  payment_request_id: string;
  reference_id: string;
  status: 'REQUIRES_ACTION' | 'SUCCEEDED' | 'EXPIRED' | 'CANCELED';
  capture_method: string;
  request_amount: number;
  channel_code: string;
  success_return_url: string | undefined;
  /** The channel's expiry the lender asked for (channel_properties.expires_at). */
  expires_at?: string | undefined;
  actions: Array<{ type: string; descriptor: string; value: string }>;
  created: string;
  updated: string;
}

export interface Payout {
  id: string;
  reference_id: string;
  amount: number;
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  description: string | undefined;
  status: 'ACCEPTED' | 'SUCCEEDED' | 'FAILED' | 'REVERSED';
  failure_code: string | null;
  created: string;
  updated: string;
}

export interface Transaction {
  id: string;
  product_id: string;
  type: 'PAYMENT' | 'DISBURSEMENT';
  status: 'SUCCESS' | 'REVERSED';
  channel_code: string;
  reference_id: string;
  amount: number;
  cashflow: 'MONEY_IN' | 'MONEY_OUT';
  created: string;
  updated: string;
}

const BUSINESS_ID = 'fake-business';

export const WALLETS = new Set(['GCASH', 'PAYMAYA']);
const STORES = new Set(['7ELEVEN', 'CEBUANA']);
const PAYOUT_CHANNELS = /^PH_[A-Z]+$/;

/** POST /v3/payment_requests: a new request, or the documented error. */
export function createPaymentRequest(
  req: IncomingMessage,
  body: string,
  book: { requests: Map<string, PaymentRequest>; url: string; now: () => string },
): ReturnType<typeof requestView> | ApiError {
  const { requests, url, now } = book;
  const input = JSON.parse(body) as Record<string, unknown>;
  const channel = String(input.channel_code ?? '');
  const amount = Number(input.request_amount);
  if (req.headers['api-version'] !== '2024-11-11') {
    return { error_code: 'API_VALIDATION_ERROR', message: 'api-version header' };
  }
  const valid =
    input.reference_id &&
    amount > 0 &&
    hasCentavosOnly(amount) &&
    input.currency === 'PHP' &&
    input.country === 'PH' &&
    input.type === 'PAY';
  if (!valid) return { error_code: 'API_VALIDATION_ERROR', message: 'invalid payment request' };
  if (!WALLETS.has(channel) && !STORES.has(channel) && channel !== 'QRPH') {
    return { error_code: 'CHANNEL_NOT_ACTIVATED', message: `${channel} is not activated` };
  }
  const outside = channelLimitError(channel, amount);
  if (outside) return outside;
  const id = `pr-${randomUUID()}`;
  const props = (input.channel_properties ?? {}) as Record<string, string>;
  const action = WALLETS.has(channel)
    ? { type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: `${url}/checkout/${id}` }
    : channel === 'QRPH'
      ? { type: 'PRESENT_TO_CUSTOMER', descriptor: 'QR_STRING', value: `00020101021228${id}` }
      : {
          type: 'PRESENT_TO_CUSTOMER',
          descriptor: 'PAYMENT_CODE',
          value: `XND${String(requests.size + 1).padStart(8, '0')}`,
        };
  const request: PaymentRequest = {
    payment_request_id: id,
    reference_id: String(input.reference_id),
    status: 'REQUIRES_ACTION',
    capture_method: String(input.capture_method ?? 'AUTOMATIC'),
    request_amount: amount,
    channel_code: channel,
    success_return_url: props.success_return_url,
    expires_at: props.expires_at,
    actions: [action],
    created: now(),
    updated: now(),
  };
  requests.set(id, request);
  return requestView(request);
}

/** POST /v2/payouts: a new payout, or the documented error. */
export function createPayout(
  body: string,
  book: { payouts: Map<string, Payout>; now: () => string },
): ReturnType<typeof payoutView> | ApiError {
  const { payouts, now } = book;
  const input = JSON.parse(body) as Record<string, unknown>;
  const props = (input.channel_properties ?? {}) as Record<string, string>;
  const channel = String(input.channel_code ?? '');
  if (!PAYOUT_CHANNELS.test(channel)) {
    return { error_code: 'CHANNEL_CODE_NOT_SUPPORTED_ERROR', message: channel };
  }
  const amount = Number(input.amount);
  const valid =
    input.reference_id &&
    input.currency === 'PHP' &&
    props.account_number &&
    props.account_holder_name &&
    amount > 0 &&
    hasCentavosOnly(amount);
  if (!valid) return { error_code: 'API_VALIDATION_ERROR', message: 'invalid payout' };
  const payout: Payout = {
    id: `disb-${randomUUID()}`,
    reference_id: String(input.reference_id),
    amount,
    channel_code: channel,
    account_number: String(props.account_number),
    account_holder_name: String(props.account_holder_name),
    description: typeof input.description === 'string' ? input.description : undefined,
    status: 'ACCEPTED',
    failure_code: null,
    created: now(),
    updated: now(),
  };
  payouts.set(payout.id, payout);
  return payoutView(payout);
}

/** GET /transactions: filtered by type and time, paged by id. */
export function listTransactions(
  res: ServerResponse,
  transactions: readonly Transaction[],
  query: URLSearchParams,
) {
  const refused = transactionsQueryError(query);
  if (refused) return json(res, 400, refused);
  const types = query.getAll('types');
  const statuses = query.getAll('statuses');
  const from = query.get('created[gte]');
  const to = query.get('created[lte]');
  const limit = Number(query.get('limit') ?? 10);
  const after = query.get('after_id');
  let rows = transactions.filter(
    (t) =>
      (types.length === 0 || types.includes(t.type)) &&
      (statuses.length === 0 || statuses.includes(t.status)) &&
      (!from || t.created >= from) &&
      (!to || t.created <= to),
  );
  if (after) rows = rows.slice(rows.findIndex((t) => t.id === after) + 1);
  const page = rows.slice(0, limit);
  return json(res, 200, {
    has_more: rows.length > limit,
    data: page.map(transactionView),
    links: [],
  });
}

/** The hosted e-wallet page: Pay posts back to the fake. */
export function checkoutPage(request: PaymentRequest): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">` +
    `<title>Xendit test checkout</title></head><body><main>` +
    `<h1>${request.channel_code} test payment</h1><p>Amount: PHP ${request.request_amount.toFixed(2)}</p>` +
    `<p>Status: ${request.status}</p>` +
    `<form method="post" action="/checkout/${request.payment_request_id}/pay"><button type="submit">Pay</button></form>` +
    `</main></body></html>`
  );
}

export function requestView(request: PaymentRequest) {
  const { success_return_url: _back, expires_at: _expiry, ...view } = request;
  return { ...view, business_id: BUSINESS_ID, country: 'PH', currency: 'PHP', type: 'PAY' };
}

/** A row of GET /transactions (TransactionResponse). */
export function transactionView(t: Transaction) {
  const wallet = WALLETS.has(t.channel_code) || /^PH_(GCASH|PAYMAYA)$/.test(t.channel_code);
  const category = wallet
    ? 'EWALLET'
    : STORES.has(t.channel_code)
      ? 'RETAIL_OUTLET'
      : t.channel_code === 'QRPH'
        ? 'QR_CODE'
        : 'BANK';
  return {
    ...t,
    channel_category: category,
    account_identifier: null,
    currency: 'PHP',
    settlement_status: 'SETTLED',
    business_id: BUSINESS_ID,
    fee: { xendit_fee: 0, value_added_tax: 0 },
  };
}

export function payoutView(payout: Payout) {
  return {
    id: payout.id,
    reference_id: payout.reference_id,
    channel_code: payout.channel_code,
    channel_properties: {
      account_number: payout.account_number,
      account_holder_name: payout.account_holder_name,
    },
    amount: payout.amount,
    ...(payout.description === undefined ? {} : { description: payout.description }),
    currency: 'PHP',
    status: payout.status,
    // Optional in the model, not nullable: absent until a payout fails.
    ...(payout.failure_code === null ? {} : { failure_code: payout.failure_code }),
    created: payout.created,
    updated: payout.updated,
    business_id: BUSINESS_ID,
  };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function notFound(res: ServerResponse) {
  json(res, 404, { error_code: 'DATA_NOT_FOUND', message: 'not found' });
}
