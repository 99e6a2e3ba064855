import { BUSINESS_CODE, devCaptcha, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { call, lastCode, uniqueIp, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { solvedProof } from '../../helpers/proof-of-work.ts';

const BURST = 100;

describe('captcha answers and proofs of work: refused, counted, and a burst compared once', () => {
  const t = useTestApp();

  const freshSid = async () => (await call(t.app, endpoints.getSid, {})).body.data!.sid;
  const picture = (sid: string) =>
    t.app.inject({ url: `/api/v2/youmi/promotion/get-captcha?sid=${sid}&t=1` });
  const answerOf = async (sid: string) =>
    (await call(t.app, devCaptcha, { sid })).body.data!.answer;
  const device = (phone: string, sid: string, capcode: string) => ({
    phone,
    capcode,
    sid,
    deviceId: sid,
    appName: 'ymgj' as const,
  });
  const sms = (phone: string, sid: string, capcode: string, proof: string) =>
    call(t.app, endpoints.getSms, { ...device(phone, sid, capcode), proof }, { ip: uniqueIp() });
  const register = (phone: string, sid: string, capcode: string, smsCode: string) =>
    call(t.app, endpoints.register, {
      ...device(phone, sid, capcode),
      merchantNumber: 0,
      userName: phone,
      smsCode,
      invite_code: '',
      id: 1,
    });
  const counts = async () => {
    const rows = await t.db
      .selectFrom('bot_refusal_counts')
      .selectAll()
      .where('day', '=', phDate(t.clock.now()))
      .execute();
    return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
  };
  const wrongFor = (answer: string) => (answer.toLowerCase() === 'abcd' ? 'abce' : 'abcd');
  type Proof = {
    challenge: { parameters: Record<string, unknown> };
    solution: Record<string, unknown>;
  };
  const reencode = (proof: string, change: (payload: Proof) => void) => {
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Proof;
    change(payload);
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  };

  it('refuses a forged, replayed, stale or foreign proof before the picture is looked at, and counts each', async () => {
    const before = await counts();
    const sid = await freshSid();
    await picture(sid);
    const answer = await answerOf(sid);
    const proof = await solvedProof(t.app, sid);

    const forgedKey = reencode(proof, (p) => {
      p.solution.derivedKey = '00'.repeat(32);
    });
    const forgedCost = reencode(proof, (p) => {
      p.challenge.parameters.cost = 0;
    });
    const other = await freshSid();
    const foreign = await solvedProof(t.app, other);
    for (const bad of [forgedKey, forgedCost, foreign, 'bm90IGpzb24=']) {
      const refused = await sms(uniquePhone(), sid, answer, bad);
      expect(refused.body.code).toBe(BUSINESS_CODE.wrongCaptcha);
    }
    // The picture was not spent by those: the right proof and answer send the SMS.
    expect((await sms(uniquePhone(), sid, answer, proof)).body.code).toBe(0);
    // The same proof again is a replay.
    await picture(sid);
    const replay = await sms(uniquePhone(), sid, await answerOf(sid), proof);
    expect(replay.body.code).toBe(BUSINESS_CODE.wrongCaptcha);

    const late = await solvedProof(t.app, sid);
    t.clock.advance(11 * 60_000);
    await picture(sid);
    expect((await sms(uniquePhone(), sid, await answerOf(sid), late)).body.code).toBe(
      BUSINESS_CODE.wrongCaptcha,
    );
    const after = await counts();
    const added = (kind: string) => (after[kind] ?? 0) - (before[kind] ?? 0);
    expect(added('proof-forged')).toBe(4);
    expect(added('proof-replayed')).toBe(1);
    expect(added('proof-stale')).toBe(1);
  });

  it(`compares one of ${BURST} concurrent wrong answers to a picture, and the right one is refused after`, async () => {
    const phone = uniquePhone();
    const sid = await freshSid();
    await picture(sid);
    const answer = await answerOf(sid);
    expect((await sms(phone, sid, answer, await solvedProof(t.app, sid))).body.code).toBe(0);
    const code = await lastCode(t.app, phone);
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: BURST }, () => register(phone, sid, wrongFor(answer), code)),
    );
    expect(results.every((r) => r.body.code === BUSINESS_CODE.registerWrongCaptcha)).toBe(true);
    const after = await counts();
    // One compared (and wrong, so the picture is spent); the others found it taken.
    expect((after['captcha-wrong'] ?? 0) - (before['captcha-wrong'] ?? 0)).toBe(1);
    expect((after['captcha-stale'] ?? 0) - (before['captcha-stale'] ?? 0)).toBe(BURST - 1);
    expect((await register(phone, sid, answer, code)).body.code).toBe(
      BUSINESS_CODE.registerWrongCaptcha,
    );
  });

  it('compares one of several concurrent wrong answers sent with proofs for an SMS', async () => {
    const sid = await freshSid();
    await picture(sid);
    const answer = await answerOf(sid);
    const proofs = await Promise.all(Array.from({ length: 8 }, () => solvedProof(t.app, sid)));
    const before = await counts();
    const results = await Promise.all(
      proofs.map((proof) => sms(uniquePhone(), sid, wrongFor(answer), proof)),
    );
    expect(results.every((r) => r.body.code === BUSINESS_CODE.wrongCaptcha)).toBe(true);
    const after = await counts();
    expect((after['captcha-wrong'] ?? 0) - (before['captcha-wrong'] ?? 0)).toBe(1);
    expect((after['captcha-stale'] ?? 0) - (before['captcha-stale'] ?? 0)).toBe(7);
  });
});
