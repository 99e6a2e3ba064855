import { BUSINESS_CODE, DEMO_BORROWER_PHONE, devCaptcha, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, lastCode, mentionsSecret, uniqueIp, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import { solvedProof } from '../../helpers/proof-of-work.ts';

const CHANNEL = { app_from: 'fb', user_from: 'ad7', utm_tag: 'summer' };

describe('registration landing page', () => {
  const t = useTestApp({ env: OPS_ENV });

  const freshSid = async () => (await call(t.app, endpoints.getSid, {})).body.data!.sid;
  const picture = (sid: string) =>
    t.app.inject({ url: `/api/v2/youmi/promotion/get-captcha?sid=${sid}&t=1` });
  const answerOf = async (sid: string) =>
    (await call(t.app, devCaptcha, { sid })).body.data!.answer;
  const smsPayload = (phone: string, sid: string, capcode: string) => ({
    phone,
    capcode,
    sid,
    deviceId: sid,
    appName: 'ymgj',
    ...CHANNEL,
  });
  const sms = async (phone: string, sid: string, capcode: string, ip = uniqueIp()) =>
    call(
      t.app,
      endpoints.getSms,
      { ...smsPayload(phone, sid, capcode), proof: await solvedProof(t.app, sid) },
      { ip },
    );
  const register = (phone: string, sid: string, capcode: string, smsCode: string) =>
    call(t.app, endpoints.register, {
      ...smsPayload(phone, sid, capcode),
      merchantNumber: 0,
      userName: phone,
      smsCode,
      invite_code: '',
      id: 1,
    });
  const users = async (phone: string) =>
    (await t.db.selectFrom('users').selectAll().where('phone', '=', phone).execute()).length;

  it('serves the demo template, and refuses a disabled or unknown one', async () => {
    const { body } = await call(t.app, endpoints.channelTemplate, { templateId: 1 });
    expect(body.data?.id).toBe(1);
    expect((await call(t.app, endpoints.channelTemplate, { templateId: 999 })).body.code).toBe(
      BUSINESS_CODE.notFound,
    );
    const added = await ops(t.app, 'POST', '/landing-templates', { body: { name: 'Rainy days' } });
    const id = added.body.data.id as number;
    await ops(t.app, 'POST', `/landing-templates/${id}/disable`);
    expect((await call(t.app, endpoints.channelTemplate, { templateId: id })).body.code).toBe(
      BUSINESS_CODE.notFound,
    );
  });

  it('draws a captcha picture per sid as a PNG, and a new one on each request', async () => {
    const sid = await freshSid();
    const first = await picture(sid);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(first.rawPayload.toString('latin1')).not.toMatch(/<svg|<path/);
    const second = await picture(sid);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await picture('unknown-sid')).statusCode).toBe(404);
    // Only a hash of the answer is stored.
    const row = await t.db
      .selectFrom('promotion_sids')
      .selectAll()
      .where('sid', '=', sid)
      .executeTakeFirstOrThrow();
    expect(mentionsSecret(JSON.stringify(row), await answerOf(sid))).toBe(false);
  });

  it('registers a visitor: picture, SMS code, registration; the same phone again gets code 11', async () => {
    const phone = uniquePhone();
    const sid = await freshSid();
    await picture(sid);
    const capcode = await answerOf(sid);
    const sent = await sms(phone, sid, capcode.toUpperCase());
    expect(sent.body.code).toBe(0);
    const code = await lastCode(t.app, phone);
    // A mistyped SMS code keeps the picture; the right one registers.
    const wrong = await register(phone, sid, capcode, code === '000000' ? '111111' : '000000');
    expect(wrong.body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
    expect((await register(phone, sid, capcode, code)).body).toMatchObject({ code: 0 });
    expect(await users(phone)).toBe(1);

    const again = await freshSid();
    await picture(again);
    const repeat = await sms(phone, again, await answerOf(again));
    expect(repeat.body.code).toBe(BUSINESS_CODE.alreadyRegistered);
    expect(await users(phone)).toBe(1);
  });

  it('refuses a wrong, reused or expired picture code with 101 (SMS) or -1 (registration), writing nothing', async () => {
    const phone = uniquePhone();
    const sid = await freshSid();
    await picture(sid);
    const capcode = await answerOf(sid);
    expect((await sms(phone, sid, capcode === 'abcd' ? 'abce' : 'abcd')).body.code).toBe(
      BUSINESS_CODE.wrongCaptcha,
    );
    // A wrong answer spends the picture: the right one no longer works either.
    expect((await sms(phone, sid, capcode)).body.code).toBe(BUSINESS_CODE.wrongCaptcha);

    await picture(sid);
    const second = await answerOf(sid);
    expect((await sms(phone, sid, second)).body.code).toBe(0);
    // Used for one SMS, the picture cannot send another.
    expect((await sms(phone, sid, second)).body.code).toBe(BUSINESS_CODE.wrongCaptcha);
    expect((await register(phone, sid, 'zzzz', await lastCode(t.app, phone))).body.code).toBe(
      BUSINESS_CODE.registerWrongCaptcha,
    );

    const late = await freshSid();
    await picture(late);
    const lateAnswer = await answerOf(late);
    t.clock.advance(6 * 60_000);
    expect((await sms(uniquePhone(), late, lateAnswer)).body.code).toBe(BUSINESS_CODE.wrongCaptcha);
    expect(await users(phone)).toBe(0);
  });

  it('checks the payload: 12 digits, letters in the code, deviceId not the sid', async () => {
    const sid = await freshSid();
    const bad = [
      { ...smsPayload('091712345678', sid, 'abcd') },
      { ...smsPayload('09171234567', sid, 'abcd'), deviceId: 'other' },
      { ...smsPayload('09171234567', sid, 'ab') },
      // No proof of work.
      { ...smsPayload('09171234567', sid, 'abcd') },
    ].map((payload, index) => (index < 3 ? { ...payload, proof: 'e30=' } : payload));
    for (const payload of bad) {
      expect((await call(t.app, endpoints.getSms, payload)).body.code).toBe(
        BUSINESS_CODE.invalidRequest,
      );
    }
    const letters = await register(uniquePhone(), sid, 'abcd', '12a456');
    expect(letters.body.code).toBe(BUSINESS_CODE.invalidRequest);
  });

  it('sends one code when 20 requests for one phone arrive at once', async () => {
    const phone = uniquePhone();
    const sids: Array<[string, string]> = [];
    for (let i = 0; i < 20; i += 1) {
      const sid = await freshSid();
      await picture(sid);
      sids.push([sid, await answerOf(sid)]);
    }
    const results = await Promise.all(sids.map(([sid, answer]) => sms(phone, sid, answer)));
    expect(results.filter((result) => result.body.code === 0)).toHaveLength(1);
    const codes = await t.db
      .selectFrom('login_codes')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(codes).toHaveLength(1);
  });

  it('counts visits and clicks per template, channel and day for operators', async () => {
    const query = { page_id: 1, client_type: 'android', page_type: 1, ...CHANNEL };
    await call(t.app, endpoints.trackVisit, query);
    await call(t.app, endpoints.trackVisit, query);
    await call(t.app, endpoints.trackClick, { ...query, phone: DEMO_BORROWER_PHONE });
    const stats = await ops(t.app, 'GET', '/landing-stats?days=1');
    const rows = stats.body.data.rows as Array<{ kind: string; count: number; appFrom: string }>;
    expect(rows.find((row) => row.kind === 'visit' && row.appFrom === 'fb')?.count).toBe(2);
    expect(rows.find((row) => row.kind === 'click')?.count).toBe(1);
  });

  it('shows operators each template with its visits, clicks and registrations', async () => {
    const overview = await ops(t.app, 'GET', '/landing-overview?days=30');
    expect(overview.statusCode).toBe(200);
    // The visits and click counted above, and the one visitor registered earlier in this file.
    expect(overview.body.data.templates).toContainEqual(
      expect.objectContaining({ id: 1, active: true, visits: 2, clicks: 1, registrations: 1 }),
    );
  });
});
