import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Xendit that speaks the documented protocol (decision 0032): Basic auth with the secret
 * key, Payments API v3 payment requests and Payouts v2 with idempotency keys (a replay answers
 * the first answer), GET status, GET /transactions, webhooks with x-callback-token and
 * webhook-id, documented error codes, delays, and a hosted checkout page for e-wallets.
 */
export interface FakeXenditOptions {
  secretKey: string;
  callbackToken: string;
  /** Posts a webhook to the lender; answers its HTTP status. */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  /** Milliseconds every API answer waits (a slow gateway). */
  answerDelayMs?: number;
  /** The gateway's clock (the tests' clock; by default the wall clock). */
  now?: () => Date;
  /** A fixed port (a server started by the e2e run); a free one by default. */
  port?: number;
}

interface PaymentRequest {
  payment_request_id: string;
  reference_id: string;
  status: 'REQUIRES_ACTION' | 'SUCCEEDED' | 'EXPIRED';
  request_amount: number;
  channel_code: string;
  success_return_url: string | undefined;
  actions: Array<{ type: string; descriptor: string; value: string }>;
  created: string;
  updated: string;
}

interface Payout {
  id: string;
  reference_id: string;
  amount: number;
  channel_code: string;
  account_number: string;
  status: 'ACCEPTED' | 'SUCCEEDED' | 'FAILED';
  failure_code: string | null;
  created: string;
  updated: string;
}

interface Transaction {
  id: string;
  product_id: string;
  type: 'PAYMENT' | 'DISBURSEMENT';
  status: 'SUCCESS';
  reference_id: string;
  amount: number;
  cashflow: 'MONEY_IN' | 'MONEY_OUT';
  created: string;
}

const WALLETS = new Set(['GCASH', 'PAYMAYA']);
const STORES = new Set(['7ELEVEN', 'CEBUANA']);
const PAYOUT_CHANNELS = /^PH_[A-Z]+$/;

export interface FakeXendit {
  url: string;
  /** Milliseconds every API answer waits from now on (a slow gateway). */
  delayMs: number;
  requests: Map<string, PaymentRequest>;
  payouts: Map<string, Payout>;
  transactions: Transaction[];
  /** Every call received: method, path, headers. */
  calls: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>;
  webhooksSent: Array<{ body: string; status: number }>;
  /** The next create answers this documented error instead. */
  failNextCreate(status: number, errorCode: string): void;
  /** Pays a payment request (as a borrower at the channel would) and sends its webhook. */
  pay(
    id: string,
    options?: { amount?: number; send?: boolean; webhookId?: string },
  ): Promise<number | undefined>;
  /** Sends the request's expiry webhook. */
  expire(id: string): Promise<number>;
  /** Settles or fails a payout and sends its webhook. */
  settlePayout(
    id: string,
    outcome: 'SUCCEEDED' | { failureCode: string },
    options?: { send?: boolean },
  ): Promise<number | undefined>;
  /** A settled payment the lender never heard of (reconciliation). */
  addForeignPayment(referenceId: string, amount: number, at: Date): void;
  /** Sends a webhook body exactly as given, with the token and a webhook id. */
  send(body: unknown, webhookId?: string): Promise<number>;
  byReference(referenceId: string): PaymentRequest | undefined;
  close(): Promise<void>;
}

export async function startFakeXendit(options: FakeXenditOptions): Promise<FakeXendit> {
  const requests = new Map<string, PaymentRequest>();
  const payouts = new Map<string, Payout>();
  const transactions: Transaction[] = [];
  const idempotent = new Map<string, { body: string; answer: unknown }>();
  const calls: FakeXendit['calls'] = [];
  const webhooksSent: FakeXendit['webhooksSent'] = [];
  let nextError: { status: number; errorCode: string } | undefined;
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  let url = '';

  const send = async (body: unknown, webhookId = `wh_${randomUUID()}`) => {
    const raw = JSON.stringify(body);
    const status = await options.deliver(raw, {
      'content-type': 'application/json',
      'x-callback-token': options.callbackToken,
      'webhook-id': webhookId,
    });
    webhooksSent.push({ body: raw, status });
    return status;
  };

  const now = () => (options.now?.() ?? new Date()).toISOString();

  const paymentWebhook = (request: PaymentRequest, amount: number) => ({
    event: 'payment.capture',
    business_id: 'fake-business',
    created: now(),
    data: {
      payment_id: `py-${randomUUID()}`,
      payment_request_id: request.payment_request_id,
      reference_id: request.reference_id,
      status: 'SUCCEEDED',
      request_amount: request.request_amount,
      currency: 'PHP',
      channel_code: request.channel_code,
      captures: [{ capture_amount: amount, capture_timestamp: now() }],
      updated: now(),
    },
  });

  const fake: FakeXendit = {
    url: '',
    delayMs: options.answerDelayMs ?? 0,
    requests,
    payouts,
    transactions,
    calls,
    webhooksSent,
    failNextCreate(status, errorCode) {
      nextError = { status, errorCode };
    },
    async pay(id, payOptions = {}) {
      const request = requests.get(id);
      if (!request) throw new Error(`no payment request ${id}`);
      const amount = payOptions.amount ?? request.request_amount;
      request.status = 'SUCCEEDED';
      request.updated = now();
      transactions.push({
        id: `txn_${randomUUID()}`,
        product_id: request.payment_request_id,
        type: 'PAYMENT',
        status: 'SUCCESS',
        reference_id: request.reference_id,
        amount,
        cashflow: 'MONEY_IN',
        created: now(),
      });
      if (payOptions.send === false) return undefined;
      return send(paymentWebhook(request, amount), payOptions.webhookId);
    },
    async expire(id) {
      const request = requests.get(id)!;
      request.status = 'EXPIRED';
      return send({
        event: 'payment_request.expiry',
        business_id: 'fake-business',
        created: now(),
        data: { payment_request_id: id, reference_id: request.reference_id, status: 'EXPIRED' },
      });
    },
    async settlePayout(id, outcome, settleOptions = {}) {
      const payout = payouts.get(id);
      if (!payout) throw new Error(`no payout ${id}`);
      payout.updated = now();
      if (outcome === 'SUCCEEDED') {
        payout.status = 'SUCCEEDED';
        transactions.push({
          id: `txn_${randomUUID()}`,
          product_id: payout.id,
          type: 'DISBURSEMENT',
          status: 'SUCCESS',
          reference_id: payout.reference_id,
          amount: payout.amount,
          cashflow: 'MONEY_OUT',
          created: now(),
        });
      } else {
        payout.status = 'FAILED';
        payout.failure_code = outcome.failureCode;
      }
      if (settleOptions.send === false) return undefined;
      const event = payout.status === 'SUCCEEDED' ? 'payout.succeeded' : 'payout.failed';
      return send({
        event,
        business_id: 'fake-business',
        created: now(),
        data: payoutView(payout),
      });
    },
    addForeignPayment(referenceId, amount, at) {
      transactions.push({
        id: `txn_${randomUUID()}`,
        product_id: `pr-${randomUUID()}`,
        type: 'PAYMENT',
        status: 'SUCCESS',
        reference_id: referenceId,
        amount,
        cashflow: 'MONEY_IN',
        created: at.toISOString(),
      });
    },
    send,
    byReference(referenceId) {
      return [...requests.values()].find((r) => r.reference_id === referenceId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const routes = async (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    if (path === '/health') return json(res, 200, { status: 'ok' });
    if (path.startsWith('/checkout/')) return checkout(req, res, path, body);
    calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (req.headers.authorization !== auth) {
      return json(res, 401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
    }
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    if (req.method === 'POST' && nextError) {
      const error = nextError;
      nextError = undefined;
      return json(res, error.status, {
        error_code: error.errorCode,
        message: `fake ${error.errorCode}`,
      });
    }
    if (req.method === 'POST' && (path === '/v3/payment_requests' || path === '/v2/payouts')) {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') {
        return json(res, 400, {
          error_code: 'API_VALIDATION_ERROR',
          message: 'idempotency-key is required',
        });
      }
      const seen = idempotent.get(`${path} ${key}`);
      if (seen) {
        if (seen.body !== body) {
          return json(res, 400, {
            error_code: 'IDEMPOTENCY_ERROR',
            message: 'different body for the key',
          });
        }
        return json(res, 200, seen.answer);
      }
      const answer = path === '/v2/payouts' ? createPayout(body) : createRequest(req, body);
      if ('error_code' in answer) return json(res, 400, answer);
      idempotent.set(`${path} ${key}`, { body, answer });
      return json(res, path === '/v2/payouts' ? 200 : 201, answer);
    }
    const requestMatch = /^\/v3\/payment_requests\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && requestMatch) {
      const found = requests.get(decodeURIComponent(requestMatch[1]!));
      return found ? json(res, 200, requestView(found)) : notFound(res);
    }
    const payoutMatch = /^\/v2\/payouts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && payoutMatch) {
      const found = payouts.get(decodeURIComponent(payoutMatch[1]!));
      return found ? json(res, 200, payoutView(found)) : notFound(res);
    }
    if (req.method === 'GET' && path === '/transactions') return listTransactions(res, query);
    return notFound(res);
  };

  const createRequest = (req: IncomingMessage, body: string) => {
    const input = JSON.parse(body) as Record<string, unknown>;
    const channel = String(input.channel_code ?? '');
    const amount = Number(input.request_amount);
    if (req.headers['api-version'] !== '2024-11-11') {
      return { error_code: 'API_VALIDATION_ERROR', message: 'api-version header' };
    }
    if (!input.reference_id || !(amount >= 1) || input.currency !== 'PHP' || input.type !== 'PAY') {
      return { error_code: 'API_VALIDATION_ERROR', message: 'invalid payment request' };
    }
    if (!WALLETS.has(channel) && !STORES.has(channel) && channel !== 'QRPH') {
      return { error_code: 'CHANNEL_NOT_ACTIVATED', message: `${channel} is not activated` };
    }
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
      request_amount: amount,
      channel_code: channel,
      success_return_url: props.success_return_url,
      actions: [action],
      created: now(),
      updated: now(),
    };
    requests.set(id, request);
    return requestView(request);
  };

  const createPayout = (body: string) => {
    const input = JSON.parse(body) as Record<string, unknown>;
    const props = (input.channel_properties ?? {}) as Record<string, string>;
    const channel = String(input.channel_code ?? '');
    if (!PAYOUT_CHANNELS.test(channel)) {
      return { error_code: 'CHANNEL_CODE_NOT_SUPPORTED_ERROR', message: channel };
    }
    if (!props.account_number || !props.account_holder_name || !(Number(input.amount) > 0)) {
      return { error_code: 'API_VALIDATION_ERROR', message: 'invalid payout' };
    }
    const payout: Payout = {
      id: `disb-${randomUUID()}`,
      reference_id: String(input.reference_id),
      amount: Number(input.amount),
      channel_code: channel,
      account_number: props.account_number,
      status: 'ACCEPTED',
      failure_code: null,
      created: now(),
      updated: now(),
    };
    payouts.set(payout.id, payout);
    return payoutView(payout);
  };

  const listTransactions = (res: ServerResponse, query: URLSearchParams) => {
    const types = query.getAll('types');
    const from = query.get('created[gte]');
    const to = query.get('created[lt]');
    const limit = Number(query.get('limit') ?? 10);
    const after = query.get('after_id');
    let rows = transactions.filter(
      (t) =>
        (types.length === 0 || types.includes(t.type)) &&
        (!from || t.created >= from) &&
        (!to || t.created < to),
    );
    if (after) rows = rows.slice(rows.findIndex((t) => t.id === after) + 1);
    const page = rows.slice(0, limit);
    return json(res, 200, { has_more: rows.length > limit, data: page, links: [] });
  };

  /** The hosted e-wallet page: Pay sends the webhook, then goes back to the lender's app. */
  const checkout = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    _body: string,
  ) => {
    const [, , id, action] = path.split('/');
    const request = requests.get(id ?? '');
    if (!request) return notFound(res);
    if (req.method === 'POST' && action === 'pay') {
      if (request.status === 'REQUIRES_ACTION') await fake.pay(request.payment_request_id);
      res.writeHead(303, { location: request.success_return_url ?? '/' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">` +
        `<title>Xendit test checkout</title></head><body><main>` +
        `<h1>${request.channel_code} test payment</h1><p>Amount: PHP ${request.request_amount.toFixed(2)}</p>` +
        `<p>Status: ${request.status}</p>` +
        `<form method="post" action="/checkout/${request.payment_request_id}/pay"><button type="submit">Pay</button></form>` +
        `</main></body></html>`,
    );
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      routes(req, res, body).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error_code: 'SERVER_ERROR', message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}

function requestView(request: PaymentRequest) {
  const { success_return_url: _back, ...view } = request;
  return view;
}

function payoutView(payout: Payout) {
  return {
    id: payout.id,
    reference_id: payout.reference_id,
    channel_code: payout.channel_code,
    channel_properties: { account_number: payout.account_number, account_holder_name: 'held' },
    amount: payout.amount,
    currency: 'PHP',
    status: payout.status,
    failure_code: payout.failure_code,
    created: payout.created,
    updated: payout.updated,
    business_id: 'fake-business',
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function notFound(res: ServerResponse) {
  json(res, 404, { error_code: 'DATA_NOT_FOUND', message: 'not found' });
}
