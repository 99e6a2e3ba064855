import { APP_ROUTES, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

describe("customer service's reply images on the borrower's complaint page", () => {
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

  async function setReplyImages(problemId: string, images: string[]) {
    await t.db
      .updateTable('complaints')
      .set({ dispose_detail: 'Here is the receipt.', dispose_images: JSON.stringify(images) })
      .where('public_id', '=', problemId)
      .execute();
  }

  it('are served from our own storage, which the page’s image policy allows', async () => {
    const problemId = await fileComplaint();
    const name = `${'c'.repeat(32)}.png`;
    await t.app.uploads.put(name, { contentType: 'image/png', bytes: PNG_1X1 });
    const url = `/api/uploads/${name}`;
    await setReplyImages(problemId, [url]);

    const detail = await call(t.app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data!.disposeImages).toEqual([url]);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const page = await t.app.inject({
      method: 'GET',
      url: `${APP_ROUTES.complaintDetail}?sessionid=${sessionid}&problemId=${problemId}`,
    });
    const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toContain("'self'");
  });

  it('leave out an older reply image kept elsewhere rather than show it broken', async () => {
    const problemId = await fileComplaint();
    await setReplyImages(problemId, ['https://images.example/receipt.png']);
    const detail = await call(t.app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data!.disposeImages).toEqual([]);
    expect(detail.body.data!.disposeDetail).toBe('Here is the receipt.');
  });

  it('may not be an address elsewhere: the reply is refused', async () => {
    const problemId = await fileComplaint();
    const reply = await ops(t.app, 'POST', `/complaints/${problemId}/reply`, {
      body: { text: 'See the picture.', images: ['https://images.example/receipt.png'] },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body.message).toMatch(/must be one of our uploads/);
  });
});
