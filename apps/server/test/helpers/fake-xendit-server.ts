import { startFakeXendit } from './fake-xendit.ts';

/**
 * The fake Xendit as a process of its own, for the e2e run: FAKE_XENDIT_PORT, the lender's
 * LENDER_URL (its webhooks go to LENDER_URL/api/payments/callback), XENDIT_SECRET_KEY and
 * XENDIT_CALLBACK_TOKEN as the server under test has them.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const callback = `${env('LENDER_URL')}/api/payments/callback`;
const fake = await startFakeXendit({
  port: Number(env('FAKE_XENDIT_PORT')),
  secretKey: env('XENDIT_SECRET_KEY'),
  callbackToken: env('XENDIT_CALLBACK_TOKEN'),
  deliver: async (body, headers) =>
    (await fetch(callback, { method: 'POST', headers, body })).status,
});
console.log(`fake Xendit listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
