import { CONTACT_INFO_OVERALL, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, lastCode, requestCode, uniquePhone } from './helpers/api.ts';
import { useTestApp } from './helpers/build-test-app.ts';

describe('logs', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'info' } });

  it('never contain the session token, the phone or the token-bearing URL', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const { body } = await call(t.app, endpoints.login, { phone, code });
    const sessionid = body.data?.sessionid ?? '';
    await call(t.app, endpoints.contactKfInfo, { overall: CONTACT_INFO_OVERALL }, { sessionid });
    await t.app.inject({ method: 'GET', url: `/api/nope?sessionid=${sessionid}&x=1` });

    const text = t.logs.text;
    expect(text).toContain(
      '"url":"/api/h5/v3/personal-center/contact-kf-info?sessionid=[redacted]"',
    );
    expect(text).toContain('/api/nope?sessionid=[redacted]&x=1');
    expect(sessionid).not.toBe('');
    expect(text).not.toContain(sessionid);
    expect(text).not.toContain(phone);
  });

  it('redact secrets passed as fields', async () => {
    t.app.log.info(
      { phone: '09170000001', sessionid: 'tok', req: { headers: { authorization: 'Bearer x' } } },
      'probe',
    );
    const line = t.logs.lines.find((entry) => entry.includes('"probe"')) ?? '';
    expect(line).not.toContain('09170000001');
    expect(line).not.toContain('tok');
    expect(line).not.toContain('Bearer x');
  });
});
