import { BUSINESS_CODE } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_CODE_POLICY,
  resendGapSeconds,
} from '../../../src/modules/user/login-code.policy.ts';
import { requestCode, uniqueIp, uniquePhone } from '../../helpers/api.ts';
import { buildTestApp, useTestApp } from '../../helpers/build-test-app.ts';
import { StatementLog } from '../../helpers/statement-log.ts';

const GAP_S = LOGIN_CODE_POLICY.resendGapSeconds;

describe('login code limits', () => {
  const t = useTestApp();

  it('one address cannot lock a phone out: 5 codes per phone and address in an hour', async () => {
    const phone = uniquePhone();
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(t.app, phone, attacker)).body.code).toBe(0);
      t.clock.advanceSeconds(resendGapSeconds(i + 1));
    }
    const sixth = await requestCode(t.app, phone, attacker);
    expect(sixth.body).toMatchObject({ code: BUSINESS_CODE.tooManyRequests, data: null });
    // The owner, from their own network, still gets a code.
    expect((await requestCode(t.app, phone, uniqueIp())).body.code).toBe(0);
  });

  it('spaces codes for one phone further apart as they pile up, never a day-long lockout', async () => {
    const phone = uniquePhone();
    const gaps: number[] = [];
    for (let i = 0; i < 14; i++) {
      const { body } = await requestCode(t.app, phone, uniqueIp());
      expect(body.code).toBe(0);
      const gap = body.data?.resendAfterSeconds ?? 0;
      gaps.push(gap);
      t.clock.advanceSeconds(gap - 1);
      expect((await requestCode(t.app, phone, uniqueIp())).body.code).toBe(
        BUSINESS_CODE.loginCodeTooSoon,
      );
      t.clock.advanceSeconds(1);
    }
    expect(gaps).toEqual([
      ...Array(4).fill(GAP_S),
      ...Array(5).fill(10 * 60),
      ...Array(5).fill(60 * 60),
    ]);
  });

  it('allows 30 codes per IP in an hour, for any phones', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect((await requestCode(t.app, uniquePhone(), ip)).body.code).toBe(0);
    }
    const refused = await requestCode(t.app, uniquePhone(), ip);
    expect(refused.body.code).toBe(BUSINESS_CODE.tooManyRequests);
    expect((await requestCode(t.app, uniquePhone(), uniqueIp())).body.code).toBe(0);

    t.clock.advance(3_600_000);
    expect((await requestCode(t.app, uniquePhone(), ip)).body.code).toBe(0);
  });

  it('does not let codes stamped later than now (the demo clock moved back) block the phone', async () => {
    const phone = uniquePhone();
    t.clock.advance(30 * 24 * 3_600_000);
    expect((await requestCode(t.app, phone, uniqueIp())).body.code).toBe(0);
    t.clock.advance(-30 * 24 * 3_600_000);
    expect((await requestCode(t.app, phone, uniqueIp())).body.code).toBe(0);
    expect((await requestCode(t.app, phone, uniqueIp())).body.code).toBe(
      BUSINESS_CODE.loginCodeTooSoon,
    );
  });

  it('keeps the limits in the database: a second app (process) sees them', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await requestCode(t.app, phone, ip)).body.code).toBe(0);
    for (let i = 0; i < 29; i++) await requestCode(t.app, uniquePhone(), ip);

    const second = await buildTestApp({ db: t.db, clock: t.clock });
    try {
      expect((await requestCode(second, phone)).body.code).toBe(BUSINESS_CODE.loginCodeTooSoon);
      expect((await requestCode(second, uniquePhone(), ip)).body.code).toBe(
        BUSINESS_CODE.tooManyRequests,
      );
    } finally {
      await second.close();
    }
  });

  it('serialises concurrent requests for one phone: only one code is sent', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => requestCode(t.app, phone, uniqueIp())),
    );
    const codes = results.map((result) => result.body.code).sort();
    expect(codes).toEqual([0, ...Array(4).fill(BUSINESS_CODE.loginCodeTooSoon)]);
  });
});

describe('what a login code costs the database', () => {
  const log = new StatementLog();
  const t = useTestApp({ statementLog: log });

  // Each statement is a round trip that holds the phone's lock; under load they queue for a core.
  it('locks, checks every limit and replaces the live code in three statements, then texts it', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await requestCode(t.app, phone, ip)).body.code).toBe(0);
    log.take();
    expect((await requestCode(t.app, phone, ip)).body.code).toBe(BUSINESS_CODE.loginCodeTooSoon);
    expect(log.take()).toEqual(['RawNode ?', 'SelectQueryNode login_codes']);
    expect((await requestCode(t.app, uniquePhone(), ip)).body.code).toBe(0);
    expect(log.take()).toEqual([
      'RawNode ?',
      'SelectQueryNode login_codes',
      'InsertQueryNode login_codes',
      'InsertQueryNode sms_outbox',
    ]);
  });
});
