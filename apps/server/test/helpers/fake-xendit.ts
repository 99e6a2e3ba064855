import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutPage,
  createPaymentRequest,
  createPayout,
  json,
  listTransactions,
  notFound,
  type PaymentRequest,
  type Payout,
  payoutView,
  requestView,
  type Transaction,
} from './fake-xendit-records.ts';
import { DUPLICATE_PAYOUT, type FakeXenditSwitches, RATE_LIMITED } from './fake-xendit-rules.ts';

/**
 * A local Xendit that speaks the documented protocol (decision 0032): Basic auth with the secret
 * key, Payments API v3 payment requests and Payouts v2 with idempotency keys (a replay answers
 * the first answer), GET status, GET /transactions, webhooks with x-callback-token and
 * webhook-id, documented error codes, delays, and a hosted checkout page for e-wallets. It
 * refuses what Xendit refuses (per-channel limits, unknown query parameters, more than two
 * decimals) and, switched on, answers 429, refuses duplicate payouts or loses an answer
 * (`switches`, fake-xendit-rules.ts); a payout can be reversed after it succeeded.
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
  /** Runs when a payment request is made, before it is answered (a webhook that overtakes it). */
  beforeCreateAnswer: ((request: PaymentRequest) => Promise<void>) | undefined;
  /** The next create answers this documented error instead. */
  failNextCreate(status: number, errorCode: string): void;
  /** Xendit's behaviours a test turns on (all off by default). */
  switches: FakeXenditSwitches;
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
  /** Takes back a succeeded payout (REVERSED) and sends its webhook (payout.reversed). */
  reversePayout(id: string, options?: { send?: boolean }): Promise<number | undefined>;
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
    beforeCreateAnswer: undefined,
    requests,
    payouts,
    transactions,
    calls,
    webhooksSent,
    failNextCreate(status, errorCode) {
      nextError = { status, errorCode };
    },
    switches: { rateLimited: 0, duplicatePayouts: 'replay', lostAnswer: undefined },
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
        channel_code: request.channel_code,
        reference_id: request.reference_id,
        amount,
        cashflow: 'MONEY_IN',
        created: now(),
        updated: now(),
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
          channel_code: payout.channel_code,
          reference_id: payout.reference_id,
          amount: payout.amount,
          cashflow: 'MONEY_OUT',
          created: now(),
          updated: now(),
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
    async reversePayout(id, reverseOptions = {}) {
      const payout = payouts.get(id);
      if (payout?.status !== 'SUCCEEDED') throw new Error(`no succeeded payout ${id}`);
      payout.status = 'REVERSED';
      payout.updated = now();
      for (const t of transactions) {
        if (t.product_id === id) Object.assign(t, { status: 'REVERSED', updated: now() });
      }
      if (reverseOptions.send === false) return undefined;
      const data = payoutView(payout);
      return send({ event: 'payout.reversed', business_id: 'fake-business', created: now(), data });
    },
    addForeignPayment(referenceId, amount, at) {
      transactions.push({
        id: `txn_${randomUUID()}`,
        product_id: `pr-${randomUUID()}`,
        type: 'PAYMENT',
        status: 'SUCCESS',
        channel_code: 'GCASH',
        reference_id: referenceId,
        amount,
        cashflow: 'MONEY_IN',
        created: at.toISOString(),
        updated: at.toISOString(),
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
    if (fake.switches.rateLimited > 0) {
      fake.switches.rateLimited -= 1;
      res.setHeader('retry-after', '1');
      return json(res, 429, RATE_LIMITED);
    }
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
      if (path === '/v2/payouts' && fake.switches.duplicatePayouts === 'refuse') {
        const reference = (JSON.parse(body) as { reference_id?: unknown }).reference_id;
        const reused = [...payouts.values()].some((p) => p.reference_id === reference);
        if (seen || reused) return json(res, 409, DUPLICATE_PAYOUT);
      }
      if (seen) {
        if (seen.body !== body) {
          return json(res, 400, {
            error_code: 'IDEMPOTENCY_ERROR',
            message: 'different body for the key',
          });
        }
        return json(res, 200, seen.answer);
      }
      const answer =
        path === '/v2/payouts'
          ? createPayout(body, { payouts, now })
          : createPaymentRequest(req, body, { requests, url, now });
      if ('error_code' in answer) return json(res, 400, answer);
      idempotent.set(`${path} ${key}`, { body, answer });
      const made =
        'payment_request_id' in answer ? requests.get(answer.payment_request_id) : undefined;
      if (made && fake.beforeCreateAnswer) await fake.beforeCreateAnswer(made);
      const lost = fake.switches.lostAnswer;
      if (lost) {
        fake.switches.lostAnswer = undefined;
        return json(res, lost.status, { error_code: lost.errorCode, message: 'answer lost' });
      }
      return json(res, path === '/v2/payouts' ? 200 : 201, answer);
    }
    const requestMatch = /^\/v3\/payment_requests\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && requestMatch) {
      const found = requests.get(decodeURIComponent(requestMatch[1]!));
      return found ? json(res, 200, requestView(found)) : notFound(res);
    }
    const cancelMatch = /^\/v3\/payment_requests\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancelMatch) {
      const found = requests.get(decodeURIComponent(cancelMatch[1]!));
      if (!found) return notFound(res);
      // Only a request still waiting for the borrower can be cancelled.
      if (found.status !== 'REQUIRES_ACTION') {
        return json(res, 409, { error_code: 'INVALID_STATUS', message: `it is ${found.status}` });
      }
      found.status = 'CANCELED';
      found.updated = now();
      return json(res, 200, requestView(found));
    }
    if (req.method === 'GET' && path === '/v2/payouts') {
      const reference = query.get('reference_id');
      if (!reference)
        return json(res, 400, { error_code: 'API_VALIDATION_ERROR', message: 'reference_id' });
      const data = [...payouts.values()].filter((p) => p.reference_id === reference);
      return json(res, 200, { data: data.map(payoutView), has_more: false, links: {} });
    }
    const payoutMatch = /^\/v2\/payouts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && payoutMatch) {
      const found = payouts.get(decodeURIComponent(payoutMatch[1]!));
      return found ? json(res, 200, payoutView(found)) : notFound(res);
    }
    if (req.method === 'GET' && path === '/transactions') {
      return listTransactions(res, transactions, query);
    }
    return notFound(res);
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
    res.end(checkoutPage(request));
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
