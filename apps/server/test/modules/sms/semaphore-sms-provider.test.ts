import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSemaphoreSmsProvider } from '../../../src/modules/sms/semaphore-sms-provider.ts';
import { call, mentionsSecret, uniqueIp, uniquePhone } from '../../helpers/api.ts';
import {
  buildTestApp,
  LogCapture,
  PRODUCTION_ENV,
  useTestApp,
} from '../../helpers/build-test-app.ts';

interface Received {
  method: string;
  url: string;
  body: string;
}

/** A stand-in for the gateway on loopback: records requests, answers like Semaphore. */
function gateway(answer: (request: Received) => { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const entry = { method: request.method ?? '', url: request.url ?? '', body };
    received.push(entry);
    const { status, body: out } = answer(entry);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Semaphore SMS provider', () => {
  const t = useTestApp();
  let failNext = false;
  const fake = gateway(({ method }) => {
    if (failNext) return { status: 500, body: { error: 'echo apikey=secret-key-1' } };
    if (method === 'POST') return { status: 200, body: [{ message_id: 4242, status: 'Pending' }] };
    return { status: 200, body: [{ message_id: 4242, status: 'Sent' }] };
  });
  let apiUrl = '';
  beforeAll(async () => {
    apiUrl = await fake.start();
  });
  afterAll(() => fake.stop());

  it('sends with the API key and sender, and reads the delivery status', async () => {
    const provider = createSemaphoreSmsProvider({
      apiKey: 'secret-key-1',
      sender: 'LOANS',
      apiUrl,
    });
    const delivery = await provider.send({
      phone: '09171112222',
      text: '123456 is your code',
      code: '123456',
    });
    expect(delivery).toEqual({ provider: 'semaphore', messageId: '4242', status: 'Pending' });
    const sent = fake.received.at(-1);
    expect(sent?.url).toBe('/api/v4/messages');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      apikey: 'secret-key-1',
      number: '09171112222',
      message: '123456 is your code',
      sendername: 'LOANS',
    });
    expect(await provider.deliveryStatus('4242')).toBe('Sent');
    expect(fake.received.at(-1)?.url).toBe('/api/v4/messages/4242?apikey=secret-key-1');
  });

  it('fails on a gateway error without repeating what the gateway said', async () => {
    const provider = createSemaphoreSmsProvider({
      apiKey: 'secret-key-1',
      sender: undefined,
      apiUrl,
    });
    failNext = true;
    try {
      await expect(provider.send({ phone: '09171112222', text: 'hi' })).rejects.toThrow(
        /^SMS gateway answered HTTP 500$/,
      );
    } finally {
      failNext = false;
    }
  });

  it('is what a production server sends login codes through; the outbox keeps no code', async () => {
    const logs = new LogCapture();
    const env = {
      ...PRODUCTION_ENV,
      CODE_PEPPER: 'a-production-pepper-for-tests',
      SMS_API_KEY: 'secret-key-2',
      SMS_API_URL: apiUrl,
      LOG_LEVEL: 'info',
    };
    const app = await buildTestApp({ db: t.db, env, logs });
    try {
      const phone = uniquePhone();
      const { body } = await call(app, endpoints.loginCode, { phone }, { ip: uniqueIp() });
      expect(body.code).toBe(0);
      // The app's jobs may text other borrowers meanwhile: this phone's request is the code.
      const forms = fake.received.map((request) => new URLSearchParams(request.body));
      const form = forms.find((sent) => sent.get('number') === phone) ?? new URLSearchParams();
      const code = form.get('message')?.slice(0, 6) ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(form.get('apikey')).toBe('secret-key-2');
      const rows = await t.db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('phone', '=', phone)
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          provider: 'semaphore',
          provider_message_id: '4242',
          status: 'Pending',
        }),
      ]);
      expect(mentionsSecret(JSON.stringify(rows), code)).toBe(false);
      expect(mentionsSecret(logs.text, code)).toBe(false);
      expect(logs.text).not.toContain('secret-key-2');
    } finally {
      await app.close();
    }
  });
});
