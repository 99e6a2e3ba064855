import { describe, expect, it } from 'vitest';
import { getSmsSchemas, registerSchemas, trackVisitSchemas } from './promotion.ts';

const sms = {
  phone: '09171234567',
  capcode: 'a7Kq',
  sid: 's-1',
  deviceId: 's-1',
  appName: 'ymgj',
  app_from: 'fb',
  user_from: 'ad1',
  utm_tag: 'summer',
};
const registration = {
  ...sms,
  merchantNumber: 0,
  userName: '09171234567',
  smsCode: '123456',
  id: 1,
};

function failedPath(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues[0]?.path.join('.');
}

describe('getSmsSchemas', () => {
  const withProof = { ...sms, proof: 'e30=' };
  it('accepts the spec payload with its proof of work', () => {
    expect(getSmsSchemas.request.safeParse(withProof).success).toBe(true);
  });
  it('refuses a request without a proof of work', () => {
    expect(failedPath(getSmsSchemas.request.safeParse(sms))).toBe('proof');
  });
  it.each([
    [{ phone: '091712345678' }, 'phone'],
    [{ capcode: 'abcde' }, 'capcode'],
    [{ appName: 'other' }, 'appName'],
    [{ deviceId: 's-2' }, 'deviceId'],
  ])('refuses %o naming %s', (change, field) => {
    expect(failedPath(getSmsSchemas.request.safeParse({ ...withProof, ...change }))).toBe(field);
  });
});

describe('registerSchemas', () => {
  it('accepts the spec payload', () => {
    expect(registerSchemas.request.safeParse(registration).success).toBe(true);
  });
  it('reads an autofilled phone and user name in the stored form, so they compare equal', () => {
    const autofilled = { ...registration, phone: '+63 917 123 4567', userName: '0917-123-4567' };
    expect(registerSchemas.request.parse(autofilled)).toMatchObject({
      phone: '09171234567',
      userName: '09171234567',
    });
  });
  it.each([
    [{ smsCode: '12a456' }, 'smsCode'],
    [{ merchantNumber: 1 }, 'merchantNumber'],
    [{ userName: '09170000000' }, 'userName'],
  ])('refuses %o naming %s', (change, field) => {
    expect(failedPath(registerSchemas.request.safeParse({ ...registration, ...change }))).toBe(
      field,
    );
  });
});

describe('trackVisitSchemas', () => {
  it('reads the query strings and fixes page type 1', () => {
    const query = { page_id: '3', client_type: 'ios', page_type: '1' };
    expect(trackVisitSchemas.request.parse(query)).toMatchObject({
      page_id: 3,
      page_type: 1,
      utm_tag: '',
    });
    expect(trackVisitSchemas.request.safeParse({ ...query, page_type: '2' }).success).toBe(false);
  });
});
