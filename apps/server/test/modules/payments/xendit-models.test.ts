import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AmountOutsideChannel,
  type PaymentProvider,
} from '../../../src/modules/payments/payment-provider.ts';
import {
  XENDIT_PAY_IN_CHANNELS,
  XENDIT_PAY_IN_LIMITS,
  XENDIT_PAYOUT_BANKS,
  XENDIT_PAYOUT_FAILED,
  XENDIT_PAYOUT_WALLETS,
  XENDIT_REQUEST_CLOSED,
} from '../../../src/modules/payments/xendit-api.ts';
import { payoutFailureReason } from '../../../src/modules/payments/xendit-errors.ts';
import { createXenditProvider } from '../../../src/modules/payments/xendit-provider.ts';
import * as M from '../../fixtures/xendit-models/xendit-node-models.ts';
import { type FakeXendit, startFakeXendit } from '../../helpers/fake-xendit.ts';
import { TestClock } from '../../helpers/test-clock.ts';

/**
 * The adapter's requests and the fake's answers against Xendit's published models
 * (test/fixtures/xendit-models, from the xendit-node SDK; decision 0064).
 */
const KEY = 'xnd_development_models';
const TOKEN = 'models-callback-token';

interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
  status: number;
  answer: Record<string, unknown> & { error_code?: string };
}

const keysOf = (value: unknown) => Object.keys(value as object);
const missing = (value: unknown, required: readonly string[]) =>
  required.filter((name) => !(name in (value as object)));
const unknownKeys = (value: unknown, fields: readonly string[]) =>
  keysOf(value).filter((name) => !fields.includes(name));

const PAY_IN_CODES: readonly string[] = Object.values(M.PAY_IN_CHANNEL_CODES).flat();
const ERROR_CODES = new Set<string>([
  ...M.PAYMENT_REQUEST_ERROR_CODES,
  ...Object.keys(M.FROM_API_REFERENCE.errors),
]);

describe("the Xendit adapter and the fake against Xendit's published models", () => {
  const clock = new TestClock();
  const exchanges: Exchange[] = [];
  const webhooks: Array<Record<string, unknown>> = [];
  let fake: FakeXendit;
  let xendit: PaymentProvider;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const answer = (await response.clone().json()) as Exchange['answer'];
    exchanges.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      status: response.status,
      answer,
    });
    return response;
  };
  const last = () => exchanges.at(-1)!;
  const errorsSeen = () => exchanges.filter((e) => e.status >= 400);

  beforeAll(async () => {
    fake = await startFakeXendit({
      secretKey: KEY,
      callbackToken: TOKEN,
      now: () => clock.now(),
      deliver: async (body) => {
        webhooks.push(JSON.parse(body));
        return 200;
      },
    });
    xendit = createXenditProvider({
      secretKey: KEY,
      callbackToken: TOKEN,
      baseUrl: fake.url,
      publicUrl: 'https://lender.example',
      channelLogo: async () => '/logo.png',
      fetch: recordingFetch,
      now: () => clock.now(),
    });
  });
  afterAll(() => fake?.close());

  const payCode = (channelNumber: number, amount: number) =>
    xendit.createPayCode({
      reference: `PN${Math.random().toString().slice(2, 14)}`,
      amount,
      channelNumber,
      expiresAt: new Date(clock.now().getTime() + 86_400_000),
      description: 'repayment of loan L1',
      returnPath: '/loan?orderId=L1',
      order: { productId: 'P1', orderId: 'L1' },
    });

  it('asks for payment requests with the codes, enums and return URLs Xendit defines', async () => {
    for (const status of ['SUCCEEDED', ...XENDIT_REQUEST_CLOSED]) {
      expect(M.PAYMENT_REQUEST_STATUS).toContain(status);
    }
    for (const [channelNumber, channelCode] of Object.entries(XENDIT_PAY_IN_CHANNELS)) {
      expect(PAY_IN_CODES).toContain(channelCode);
      await payCode(Number(channelNumber), 10_000);
      const { body, headers, answer, status } = last();
      expect(status).toBe(201);
      expect(headers['idempotency-key']).toBe(body!.reference_id);
      expect(body!.channel_code).toBe(channelCode);
      expect(M.PAYMENT_REQUEST_CURRENCY).toContain(body!.currency);
      expect(M.PAYMENT_REQUEST_COUNTRY).toContain(body!.country);
      expect(M.PAYMENT_REQUEST_CAPTURE_METHOD).toContain(body!.capture_method);
      for (const url of ['success_return_url', 'failure_return_url']) {
        const back = (body!.channel_properties as Record<string, string>)[url]!;
        expect(new URL(back).protocol).toBe(M.FROM_API_REFERENCE.returnUrl.protocol);
        expect(back.length).toBeGreaterThanOrEqual(M.FROM_API_REFERENCE.returnUrl.minLength);
        expect(back.length).toBeLessThanOrEqual(M.FROM_API_REFERENCE.returnUrl.maxLength);
      }
      // The fake's answer carries what the model requires, with the model's values.
      expect(missing(answer, M.PAYMENT_REQUEST_REQUIRED)).toEqual([]);
      expect(M.PAYMENT_REQUEST_STATUS).toContain(answer.status);
      expect(M.PAYMENT_REQUEST_CURRENCY).toContain(answer.currency);
      expect(PAY_IN_CODES).toContain(answer.channel_code);
    }
  });

  it("keeps each channel's amount limits: the adapter refuses before asking, the fake as Xendit", async () => {
    const limits = M.FROM_API_REFERENCE.payInLimits as Record<string, readonly [number, number]>;
    for (const [channelNumber, channelCode] of Object.entries(XENDIT_PAY_IN_CHANNELS)) {
      const [min, max] = limits[channelCode]!;
      expect(XENDIT_PAY_IN_LIMITS[channelCode]).toEqual({ min: min * 100, max: max * 100 });
      for (const amount of [min * 100 - 1, max * 100 + 1]) {
        const calls = exchanges.length;
        await expect(payCode(Number(channelNumber), amount)).rejects.toBeInstanceOf(
          AmountOutsideChannel,
        );
        expect(exchanges.length).toBe(calls);
      }
      for (const amount of [min * 100, max * 100]) {
        await payCode(Number(channelNumber), amount);
        expect(last().status).toBe(201);
      }
      // Asked directly, the fake refuses what Xendit refuses, in the model's error shape.
      for (const [pesos, code] of [
        [min - 0.01, 'API_VALIDATION_ERROR'],
        [max + 0.01, 'MAX_AMOUNT_LIMIT_ERROR'],
      ] as const) {
        const refused = await rawPaymentRequest({
          channel_code: channelCode,
          request_amount: pesos,
        });
        expect(refused.status).toBe(400);
        expect(refused.answer).toEqual({ error_code: code, message: expect.any(String) });
      }
    }
    const thirdDecimal = await rawPaymentRequest({
      channel_code: 'GCASH',
      request_amount: 100.005,
    });
    expect(thirdDecimal.answer.error_code).toBe('API_VALIDATION_ERROR');
  });

  const rawPaymentRequest = async (input: Record<string, unknown>) => {
    const body = {
      reference_id: `raw-${Math.random()}`,
      type: 'PAY',
      country: 'PH',
      currency: 'PHP',
      capture_method: 'AUTOMATIC',
      ...input,
    };
    await recordingFetch(`${fake.url}/v3/payment_requests`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
        'idempotency-key': body.reference_id,
        'api-version': '2024-11-11',
      },
      body: JSON.stringify(body),
    });
    return last();
  };

  it('sends payouts as CreatePayoutRequest, and reads Payout answers and webhooks', async () => {
    const channels = [
      ...Object.values(XENDIT_PAYOUT_WALLETS),
      ...Object.values(XENDIT_PAYOUT_BANKS),
    ];
    expect(channels.every((code) => /^PH_[A-Z]+$/.test(code))).toBe(true);
    const answer = await xendit.createPayout({
      reference: 'PO-models-1',
      amount: 500_000,
      account: {
        channelNumber: 90006,
        bankCode: null,
        number: '09171234567',
        holderName: 'Ana Cruz',
      },
      description: 'loan L1',
    });
    expect(answer.status).toBe('pending');
    const sent = last();
    expect(sent.headers['idempotency-key']).toBe('PO-models-1');
    expect(unknownKeys(sent.body, M.CREATE_PAYOUT_REQUEST.fields)).toEqual([]);
    expect(missing(sent.body, M.CREATE_PAYOUT_REQUEST.required)).toEqual([]);
    const props = sent.body!.channel_properties;
    expect(unknownKeys(props, M.PAYOUT_CHANNEL_PROPERTIES.fields)).toEqual([]);
    expect(missing(props, M.PAYOUT_CHANNEL_PROPERTIES.required)).toEqual([]);
    expectPayout(sent.answer);
    // Every failure the model names is read as a failure and explained to the operator.
    expect([...XENDIT_PAYOUT_FAILED].filter((s) => !includes(M.PAYOUT.status, s))).toEqual([]);
    for (const failureCode of M.PAYOUT.failureCode) {
      expect(payoutFailureReason(failureCode)).not.toContain('the gateway refused it');
      const out = await xendit.createPayout({
        reference: `PO-fail-${failureCode}`,
        amount: 100_000,
        account: { channelNumber: 0, bankCode: 'BDO', number: '001234', holderName: 'Ana Cruz' },
        description: 'loan L2',
      });
      if (out.status !== 'pending') throw new Error('payout not pending');
      await fake.settlePayout(out.providerPayoutId, { failureCode });
      expectPayout(webhooks.at(-1)!.data);
      expect(missing(webhooks.at(-1), M.PAYMENT_CALLBACK_REQUIRED)).toEqual([]);
      const event = await xendit.queryPayout({
        reference: `PO-fail-${failureCode}`,
        providerPayoutId: out.providerPayoutId,
      });
      expect(event).toMatchObject({ type: 'payout.failed', failureCode });
      expectPayout(last().answer);
    }
  });

  const includes = (list: readonly string[], value: unknown) => list.includes(value as string);
  const expectPayout = (payout: unknown) => {
    expect(unknownKeys(payout, M.PAYOUT.fields)).toEqual([]);
    expect(missing(payout, M.PAYOUT.required)).toEqual([]);
    const { status, failure_code } = payout as { status: string; failure_code?: string };
    expect(M.PAYOUT.status).toContain(status);
    if (failure_code !== undefined) expect(M.PAYOUT.failureCode).toContain(failure_code);
  };

  it('lists a Philippine day of transactions with the DateRangeFilter Xendit has (gte, lte)', async () => {
    const from = new Date('2026-11-30T00:00:00+08:00');
    const to = new Date('2026-12-01T00:00:00+08:00');
    fake.addForeignPayment('PN-first-ms', 10, from);
    fake.addForeignPayment('PN-last-ms', 20, new Date(to.getTime() - 1));
    fake.addForeignPayment('PN-next-day', 30, to);
    const settled = await xendit.listSettled(from, to);
    expect(settled.map((s) => s.reference)).toEqual(['PN-first-ms', 'PN-last-ms']);
    const { url, answer } = last();
    for (const key of url.searchParams.keys()) {
      const date = /^created\[(\w+)\]$/.exec(key);
      if (date) expect(M.DATE_RANGE_FILTER).toContain(date[1]);
      else expect(M.LIST_TRANSACTIONS_QUERY).toContain(key);
    }
    expect(url.searchParams.get('created[lte]')).toBe('2026-11-30T15:59:59.999Z');
    for (const type of url.searchParams.getAll('types'))
      expect(M.TRANSACTION_TYPES).toContain(type);
    for (const s of url.searchParams.getAll('statuses'))
      expect(M.TRANSACTION_STATUSES).toContain(s);
    expect(missing(answer, M.TRANSACTIONS_RESPONSE.required)).toEqual([]);
    expect(unknownKeys(answer, M.TRANSACTIONS_RESPONSE.fields)).toEqual([]);
    for (const row of answer.data as Array<Record<string, unknown>>) {
      expect(missing(row, M.TRANSACTION_RESPONSE.required)).toEqual([]);
      expect(M.TRANSACTION_TYPES).toContain(row.type);
      expect(M.TRANSACTION_STATUSES).toContain(row.status);
      expect(M.CHANNEL_CATEGORIES).toContain(row.channel_category);
      expect(M.TRANSACTION_RESPONSE.cashflow).toContain(row.cashflow);
      expect(missing(row.fee, M.FEE_RESPONSE.required)).toEqual([]);
    }
    // A filter Xendit does not have is refused, not silently ignored.
    const lt = await recordingFetch(
      `${fake.url}/transactions?created%5Blt%5D=${to.toISOString()}`,
      {
        headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` },
      },
    );
    expect(lt.status).toBe(400);
  });

  it('answers 429, a duplicate payout and a reversal as Xendit does, when switched on', async () => {
    const account = { channelNumber: 90007, bankCode: null, number: '0918', holderName: 'Ben' };
    const request = { reference: 'PO-switch-1', amount: 200_000, account, description: 'loan L3' };
    const count = fake.payouts.size;
    // What the adapter then does is the payout release's business; here, what Xendit answers.
    const attempt = () => xendit.createPayout(request).catch(() => undefined);
    fake.switches.rateLimited = 1;
    await attempt();
    expect(last()).toMatchObject({ status: 429, answer: { error_code: 'RATE_LIMIT_EXCEEDED' } });
    expect(fake.payouts.size).toBe(count);
    const first = await xendit.createPayout(request);
    fake.switches.duplicatePayouts = 'refuse';
    await attempt();
    expect(last()).toMatchObject({
      status: 409,
      answer: { error_code: 'DUPLICATE_TRANSACTION_ERROR' },
    });
    fake.switches.duplicatePayouts = 'replay';
    expect(await xendit.createPayout(request)).toEqual(first);
    if (first.status !== 'pending') throw new Error('payout not pending');
    // The payout can be found by its reference (GET /v2/payouts?reference_id=).
    const found = await recordingFetch(`${fake.url}/v2/payouts?reference_id=PO-switch-1`, {
      headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` },
    });
    const list = (await found.json()) as { data: unknown[] };
    expect(unknownKeys(list, M.GET_PAYOUTS.fields)).toEqual([]);
    expect(list.data).toHaveLength(1);
    list.data.forEach(expectPayout);
    // Lost answer: the payout exists though the caller heard a 5xx.
    fake.switches.lostAnswer = { status: 503, errorCode: 'SERVER_ERROR' };
    await expect(xendit.createPayout({ ...request, reference: 'PO-lost-1' })).rejects.toThrow();
    expect([...fake.payouts.values()].some((p) => p.reference_id === 'PO-lost-1')).toBe(true);
    await fake.settlePayout(first.providerPayoutId, 'SUCCEEDED');
    await fake.reversePayout(first.providerPayoutId);
    const reversed = webhooks.at(-1)!;
    expect(M.FROM_API_REFERENCE.payoutEvents).toContain(reversed.event);
    expectPayout(reversed.data);
    expect((reversed.data as { status: string }).status).toBe('REVERSED');
    const row = fake.transactions.find((t) => t.product_id === first.providerPayoutId)!;
    expect(M.TRANSACTION_STATUSES).toContain(row.status);
    expect(row.status).toBe('REVERSED');
  });

  it("answers errors only with the models' codes, in their shape", () => {
    expect(errorsSeen().length).toBeGreaterThan(0);
    for (const { answer } of errorsSeen()) {
      expect(missing(answer, M.PAYOUT_ERROR.required)).toEqual([]);
      expect(unknownKeys(answer, M.PAYOUT_ERROR.fields)).toEqual([]);
      expect(ERROR_CODES.has(answer.error_code!)).toBe(true);
    }
  });

  it('sends payment webhooks in the callback envelope', async () => {
    const code = await payCode(20001, 12_345);
    await fake.pay(code.providerRef!);
    const hook = webhooks.at(-1)!;
    expect(missing(hook, M.PAYMENT_CALLBACK_REQUIRED)).toEqual([]);
    const data = hook.data as Record<string, unknown>;
    expect(M.PAYMENT_REQUEST_STATUS).toContain(data.status);
    expect(M.PAYMENT_REQUEST_CURRENCY).toContain(data.currency);
  });
});
