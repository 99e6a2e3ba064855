import { APP_ROUTES, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, OPS_TEST_TOKEN, ops } from '../../helpers/loan.ts';
import { multipartBody, PNG_1X1 } from '../../helpers/upload.ts';

describe("customer service's reply images", () => {
  const t = useTestApp({ env: OPS_ENV });

  let sessionid: string;
  beforeAll(async () => {
    sessionid = await logInDemoBorrower(t.app);
  });

  async function fileComplaint(): Promise<string> {
    const saved = await call(
      t.app,
      endpoints.problemSave,
      { problemType: 2, problemDetail: 'Where is my payment?', orderNo: DEMO_ORDER_IDS.due },
      { sessionid },
    );
    expect(saved.body.code).toBe(0);
    return (saved.body.data as { problemId: string }).problemId;
  }

  async function uploadReplyImage(problemId: string) {
    const { payload, headers } = multipartBody(PNG_1X1, 'receipt.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/ops/complaints/${problemId}/reply-images`,
      headers: { ...headers, authorization: `Bearer ${OPS_TEST_TOKEN}` },
      payload,
    });
    return response.json() as { code: number; data: { url: string } | null; message: string };
  }

  it('are kept in our storage and shown on the borrower page, whose image policy allows them', async () => {
    const problemId = await fileComplaint();

    const uploaded = await uploadReplyImage(problemId);
    expect(uploaded.code).toBe(0);
    const url = uploaded.data!.url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);

    const reply = await ops(t.app, 'POST', `/complaints/${problemId}/reply`, {
      body: { text: 'Here is the receipt.', images: [url] },
    });
    expect(reply.body.data.replyImages).toEqual([url]);
    const detail = await call(t.app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data!.disposeImages).toEqual([url]);

    // Served from our own origin with its type...
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // ...which the complaint page's image policy allows.
    const page = await t.app.inject({
      method: 'GET',
      url: `${APP_ROUTES.complaintDetail}?sessionid=${sessionid}&problemId=${problemId}`,
    });
    const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain("'self'");
  });

  it('refuses an image from elsewhere, which the borrower page would block, and a non-image', async () => {
    const problemId = await fileComplaint();
    const elsewhere = await ops(t.app, 'POST', `/complaints/${problemId}/reply`, {
      body: { text: 'See the picture.', images: ['https://images.example/receipt.png'] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body.message).toMatch(/upload the image first/);

    const { payload, headers } = multipartBody(Buffer.from('not an image'), 'x.png', 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/ops/complaints/${problemId}/reply-images`,
      headers: { ...headers, authorization: `Bearer ${OPS_TEST_TOKEN}` },
      payload,
    });
    expect(refused.json().data).toBeNull();
    expect(refused.json().message).toMatch(/JPG, PNG, GIF or WebP/);
  });

  it('leave out an older reply image kept elsewhere rather than show it broken', async () => {
    const problemId = await fileComplaint();
    await t.db
      .updateTable('complaints')
      .set({
        dispose_detail: 'Old reply',
        dispose_images: JSON.stringify(['https://x.example/a.png']),
      })
      .where('public_id', '=', problemId)
      .execute();
    const detail = await call(t.app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data!.disposeImages).toEqual([]);
  });
});
