import { BUSINESS_CODE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';
import { multipartBody, PNG_1X1, uploadImage } from '../../helpers/upload.ts';

describe('a complaint reply with images', () => {
  const t = useTestApp({ env: OPS_ENV });
  const upload = async (me: SignedIn, bytes: Buffer, type = 'image/png') => {
    const { payload, headers } = multipartBody(bytes, 'reply.png', type);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ops/uploads',
      headers: { ...headers, cookie: me.cookie, 'x-csrf-token': me.csrf },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json() };
  };

  it('stores an operator’s real image re-encoded, and the borrower sees it under the reply', async () => {
    const support = await operatorOf(t.app, t.clock, 'support');
    const html = await upload(
      support,
      Buffer.from('<html><script>1</script></html>'),
      'image/jpeg',
    );
    expect(html.body.code).toBe(BUSINESS_CODE.uploadRejected);
    const big = await upload(support, Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.body.message).toMatch(/larger than 5 MB/);
    const stored = await upload(support, PNG_1X1);
    expect(stored.statusCode).toBe(200);
    const url: string = stored.body.data.url;
    expect(url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1 });
    // The demo applicant's private ID photos (`id-...`) are seeded beside the complaint photos.
    const rows = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', 'not like', 'id-%')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: null, operator_actor: `ops:${support.email}` }),
    ]);

    const borrower = await logInDemoBorrower(t.app);
    const filed = await t.app.inject({
      method: 'POST',
      url: endpoints.problemSave.path,
      query: { sessionid: borrower },
      payload: { problemType: 2, problemDetail: 'Late receipt', orderNo: DEMO_ORDER_IDS.overdue },
    });
    const { problemId } = filed.json().data;
    // A borrower's upload is not the back office's to send.
    const theirs = (await uploadImage(t.app, borrower)).body.data.url;
    const refused = await opsRequest(t.app, {
      method: 'POST',
      url: `/complaints/${problemId}/reply`,
      body: { text: 'Here is your receipt.', images: [url, theirs] },
      cookie: support.cookie,
      csrf: support.csrf,
    });
    expect(refused.statusCode).toBe(422);
    const replied = await opsRequest(t.app, {
      method: 'POST',
      url: `/complaints/${problemId}/reply`,
      body: { text: 'Here is your receipt.', images: [url] },
      cookie: support.cookie,
      csrf: support.csrf,
    });
    expect(replied.body.data).toMatchObject({ reply: 'Here is your receipt.', replyImages: [url] });
    const detail = await call(
      t.app,
      endpoints.problemDetail,
      { problemId },
      { sessionid: borrower },
    );
    expect(detail.body.data).toMatchObject({
      disposeDetail: 'Here is your receipt.',
      disposeImages: [url],
    });
  });

  it('takes images only from a role that may reply', async () => {
    const auditor = await operatorOf(t.app, t.clock, 'auditor');
    expect((await upload(auditor, PNG_1X1)).statusCode).toBe(403);
  });
});
