import { BUSINESS_CODE, endpoints, ORDER_STATUS, UPLOADS_PATH } from '@loan/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import {
  MANILA_ADDRESS,
  profileInput,
  saveProfile,
  uploadDocument,
} from '../../helpers/applicant.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { DEMO_PUSH, OPS_ENV, ops, push, statusOf } from '../../helpers/loan.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

const FIL = { headers: { 'x-lang': 'fil' } };

describe('applicant profile', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOAN_DECISION: 'immediate' } });

  const profileOf = async (sessionid: string) =>
    (await call(t.app, endpoints.applicantProfile, {}, { sessionid })).body.data!;
  const changeCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('applicant_profile_changes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves a profile with the address in PSGC words, audits the fields changed, never values', async () => {
    const sessionid = await logIn(t.app);
    expect(await profileOf(sessionid)).toEqual({ profile: null, noticeDays: 3 });
    const input = await profileInput(t.app, sessionid, { idNumber: '34-1234567-8' });
    expect((await saveProfile(t.app, sessionid, input)).body.code).toBe(0);
    const { profile } = await profileOf(sessionid);
    expect(profile).toMatchObject({
      fullName: input.fullName,
      idNumber: '3412345678',
      address: {
        region: { code: MANILA_ADDRESS.regionCode, name: 'National Capital Region (NCR)' },
        city: { name: 'Binondo' },
        barangay: { name: 'Barangay 287' },
      },
    });
    // Saved again with a new income: one more change naming only that field.
    await saveProfile(t.app, sessionid, { ...input, monthlyIncome: 3_000_000 });
    await saveProfile(t.app, sessionid, { ...input, monthlyIncome: 3_000_000 });
    const changes = await t.db
      .selectFrom('applicant_profile_changes')
      .selectAll()
      .orderBy('id')
      .execute();
    const mine = changes.slice(-2).map((change) => change.fields);
    expect(mine[0]).toContain('fullName');
    expect(mine[1]).toEqual(['monthlyIncome']);
    expect(JSON.stringify(changes)).not.toContain(input.fullName);
  });

  it('refuses bad input with a message in the borrower’s language, storing nothing', async () => {
    const sessionid = await logIn(t.app);
    const good = await profileInput(t.app, sessionid);
    const before = await changeCount();
    const refused = [
      [{ birthDate: '2010-01-01' }, 'Dapat 18 taong gulang ka pataas para makautang.'],
      [{ birthDate: '2030-01-01' }, 'Hindi puwedeng nasa hinaharap ang petsa ng kapanganakan mo.'],
      [{ birthDate: '1990-02-30' }, 'Ilagay ang petsa ng kapanganakan mo: taon, buwan at araw.'],
      [
        { idType: 'philsys', idNumber: '1234' },
        'Hindi tugma ang ID number sa format ng ID na pinili mo.',
      ],
      [
        { barangayCode: '0102801001' },
        'Piliin ang rehiyon, probinsya, lungsod o munisipyo, at barangay mo mula sa mga listahan.',
      ],
      [
        { selfie: 'id-00000000000000000000000000000000.png' },
        'I-upload ulit ang litrato ng ID mo at ang selfie mo.',
      ],
    ] as const;
    for (const [change, message] of refused) {
      const { body } = await call(
        t.app,
        endpoints.saveApplicantProfile,
        { ...good, ...change },
        {
          sessionid,
          ...FIL,
        },
      );
      expect(body, JSON.stringify(change)).toMatchObject({
        code: BUSINESS_CODE.profileInvalid,
        message,
      });
    }
    expect((await profileOf(sessionid)).profile).toBeNull();
    expect(await changeCount()).toBe(before);
  });

  it('refuses a second account with the same ID number; a namesake goes to review', async () => {
    const first = await logIn(t.app);
    const input = await profileInput(t.app, first);
    await saveProfile(t.app, first, input);
    const second = await logIn(t.app);
    const copy = { ...(await profileInput(t.app, second)), idNumber: input.idNumber };
    const { body } = await call(t.app, endpoints.saveApplicantProfile, copy, { sessionid: second });
    expect(body).toMatchObject({ code: BUSINESS_CODE.identityTaken });
    expect((await profileOf(second)).profile).toBeNull();

    // Same name and birth date, another ID: saved, and the application waits for an approver.
    const namesake = { ...(await profileInput(t.app, second)), fullName: input.fullName };
    expect((await saveProfile(t.app, second, namesake)).body.code).toBe(0);
    const orderId = (await push(t.app, second, DEMO_PUSH)).data!.orderId;
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.underReview);
    const order = (await ops(t.app, 'GET', `/orders/${orderId}/applicant`)).body.data;
    expect(order.policy).toMatchObject({ outcome: 'review' });
  });

  it('keeps photos private: not an image or 20 MB refused, served only to their borrower', async () => {
    const sessionid = await logIn(t.app);
    const script = Buffer.from('<script>alert(1)</script>');
    expect(
      (await uploadDocument(t.app, sessionid, script, 'x.png', 'image/png')).body,
    ).toMatchObject({
      code: BUSINESS_CODE.uploadRejected,
    });
    const huge = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const twentyMb = Buffer.concat([huge, Buffer.alloc(20 * 1024 * 1024)]);
    const big = await uploadDocument(t.app, sessionid, twentyMb);
    expect(big.body.code).not.toBe(0);
    const { body } = await uploadDocument(t.app, sessionid, PNG_1X1);
    const name = body.data!.documentId;
    expect(name).toMatch(/^id-/);
    expect((await t.app.inject({ url: `${UPLOADS_PATH}/${name}` })).statusCode).toBe(404);
    await saveProfile(t.app, sessionid, {
      ...(await profileInput(t.app, sessionid)),
      selfie: name,
    });
    const photo = (s: string) =>
      t.app.inject({
        url: '/api/h5/v3/certification/photo',
        query: { sessionid: s, kind: 'selfie' },
      });
    expect((await photo(sessionid)).headers['content-type']).toBe('image/png');
    const other = await logIn(t.app);
    expect((await photo(other)).statusCode).toBe(404);
  });

  it('lists the PSGC places level by level, and nothing under an unknown parent', async () => {
    const regions = await call(t.app, endpoints.places, { level: 'region' });
    expect(regions.body.data!.places).toHaveLength(18);
    const cities = await call(t.app, endpoints.places, {
      level: 'city',
      parent: MANILA_ADDRESS.provinceCode,
    });
    expect(cities.body.data!.places.map((p) => p.name)).toContain('Binondo');
    const none = await call(t.app, endpoints.places, { level: 'barangay', parent: '9999999999' });
    expect(none.body.data!.places).toEqual([]);
  });
});

describe('eligibility and the credit policy at application', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOAN_DECISION: 'immediate' } });

  it('asks for a profile first, refuses a non-Filipino, approves an eligible applicant', async () => {
    const sessionid = await logIn(t.app);
    const bare = await t.app.inject({
      method: 'POST',
      url: endpoints.loanDetailPush.path,
      query: { sessionid },
      headers: { 'x-lang': 'fil' },
      payload: DEMO_PUSH,
    });
    expect(bare.json()).toMatchObject({
      code: BUSINESS_CODE.profileRequired,
      message: 'Punan muna ang profile mo bago ka mag-apply.',
    });
    await saveProfile(
      t.app,
      sessionid,
      await profileInput(t.app, sessionid, { citizenship: 'other' }),
    );
    expect(await push(t.app, sessionid, DEMO_PUSH)).toMatchObject({
      code: BUSINESS_CODE.notEligible,
      message: 'Our loans are for Filipino citizens only',
    });

    const eligible = await logIn(t.app);
    const orderId = (await push(t.app, eligible, DEMO_PUSH)).data!.orderId;
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    const order = (await ops(t.app, 'GET', `/orders/${orderId}/applicant`)).body.data;
    expect(order.policy.outcome).toBe('approve');
    expect(order.policy.rules.map((r: { rule: string }) => r.rule)).toEqual([
      'age',
      'identity',
      'income',
      'openLoans',
      'pastRepayment',
      'amountLimit',
    ]);
  });

  it('rejects an income too small for the repayment, recording which rule said so', async () => {
    const sessionid = await logIn(t.app);
    await saveProfile(
      t.app,
      sessionid,
      await profileInput(t.app, sessionid, { monthlyIncome: 100_000 }),
    );
    const orderId = (await push(t.app, sessionid, DEMO_PUSH)).data!.orderId;
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.rejected);
    const order = (await ops(t.app, 'GET', `/orders/${orderId}/applicant`)).body.data;
    expect(order.policy.rules).toContainEqual(
      expect.objectContaining({
        rule: 'income',
        outcome: 'reject',
        reason: 'instalment-over-income-share',
      }),
    );
  });
});

describe('the native app’s calls', () => {
  const t = useTestApp();

  it('keeps the device, a location only when sent, and refuses the contact list', async () => {
    const sessionid = await logIn(t.app);
    const report = {
      deviceId: 'dev-1',
      deviceName: 'Pocket 12',
      osVersion: '14',
      appVersion: '2.1',
    };
    const first = await call(t.app, endpoints.deviceReport, report, { sessionid });
    expect(first.body.data).toMatchObject({ locationKept: false });
    const located = { ...report, location: { latitude: 14.6, longitude: 120.97 } };
    expect(
      (await call(t.app, endpoints.deviceReport, located, { sessionid })).body.data,
    ).toMatchObject({
      locationKept: true,
    });
    const rows = await t.db.selectFrom('device_reports').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device_name: 'Pocket 12', latitude: 14.6 });

    const contacts = { contacts: [{ name: 'Ana', phone: '09171234567' }] };
    const refused = await call(t.app, endpoints.contactsUpload, contacts, { sessionid });
    expect(refused.body).toMatchObject({ code: BUSINESS_CODE.contactsNeverCollected, data: null });
    expect(
      JSON.stringify(await t.db.selectFrom('device_reports').selectAll().execute()),
    ).not.toContain('Ana');
  });
});
