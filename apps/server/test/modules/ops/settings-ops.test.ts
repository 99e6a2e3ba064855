import { CONTACT_INFO_OVERALL, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest } from '../../helpers/operators.ts';

describe('brand and customer service contact in the back office', () => {
  const t = useTestApp({ env: { ...OPS_ENV, BRAND_RECEIPT_PREFIX: 'PN-OR-' } });

  it('shows the brand config read-only with its variables, and the contact kept in the database', async () => {
    const me = await operatorOf(t.app, t.clock, 'auditor');
    const { statusCode, body } = await opsRequest(t.app, {
      method: 'GET',
      url: '/brand',
      cookie: me.cookie,
    });
    expect(statusCode).toBe(200);
    expect(body.data.fields).toContainEqual({
      field: 'receiptPrefix',
      label: 'Official receipt number prefix',
      value: 'PN-OR-',
      source: 'config',
      env: 'BRAND_RECEIPT_PREFIX',
    });
    expect(body.data.fields).toContainEqual(
      expect.objectContaining({ field: 'dpoContact', source: 'not-stored' }),
    );
    expect(body.data.contact).toEqual({ email: expect.any(String), smWa: expect.any(String) });
  });

  it('lets an admin change the contact the borrower screens show, audited before and after', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const before = (await opsRequest(t.app, { method: 'GET', url: '/brand', cookie: admin.cookie }))
      .body.data.contact;
    const contact = { email: 'help@lender.example', smWa: '+63 917 555 0101' };
    const changed = await opsRequest(t.app, {
      method: 'PATCH',
      url: '/brand/contact',
      body: contact,
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.contact).toEqual(contact);
    const shown = await call(
      t.app,
      endpoints.contactKfInfo,
      { overall: CONTACT_INFO_OVERALL },
      { sessionid: await logIn(t.app) },
    );
    expect(shown.body.data).toEqual(contact);

    const bad = await opsRequest(t.app, {
      method: 'PATCH',
      url: '/brand/contact',
      body: { email: 'not an email', smWa: 'x' },
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(bad.statusCode).toBe(400);
    const [record] = (await auditRecords(t.db)).filter(
      (r) => r.action === 'PATCH /api/ops/brand/contact' && r.outcome === 'done',
    );
    expect(record).toMatchObject({ before, after: expect.objectContaining({ contact }) });
  });

  it('documents the new routes: the reply image as multipart, the product change with its body', async () => {
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const upload = document.paths['/api/ops/uploads'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty(
      'problemImage',
    );
    const change = document.paths['/api/ops/products/{productId}'].patch;
    expect(change.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'dailyInterestBps',
    );
    expect(document.paths['/api/ops/landing-overview'].get.summary).toMatch(/registrations/);
  });
});
