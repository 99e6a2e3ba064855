import {
  BUSINESS_CODE,
  COLLECTION_COMPLAINT_TYPE,
  DEMO_ORDER_IDS,
  endpoints,
} from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { uploadImage } from '../../helpers/upload.ts';

describe('complaints', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const save = (
    sessionid: string,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app
      .inject({
        method: 'POST',
        url: endpoints.problemSave.path,
        query: { sessionid },
        headers,
        payload: input,
      })
      .then((response) => response.json());
  const complaintCount = async () =>
    (await t.db.selectFrom('complaints').selectAll().execute()).length;
  const images = async (sessionid: string, count: number) => {
    const urls: string[] = [];
    for (let i = 0; i < count; i += 1)
      urls.push((await uploadImage(t.app, sessionid)).body.data.url);
    return urls;
  };

  it('offers the types, the collection sub-types and the borrower’s orders with collection support', async () => {
    const sessionid = demo;
    const { body } = await call(
      t.app,
      endpoints.problemInit,
      { orderId: DEMO_ORDER_IDS.overdue },
      { sessionid },
    );
    const data = body.data!;
    expect(data.problemType[0]).toEqual({ value: COLLECTION_COMPLAINT_TYPE, title: 'Collection' });
    expect(data.problemSonType.length).toBeGreaterThan(0);
    expect(data.orderDetail).toMatchObject({ orderNo: DEMO_ORDER_IDS.overdue, isShow: 1 });
    const rejected = data.orderList.find((order) => order.orderNo === DEMO_ORDER_IDS.rejected);
    expect(rejected?.isShow).toBe(0);
    // The form page asks again with GET.
    const again = await call(
      t.app,
      endpoints.problemInitGet,
      { orderId: DEMO_ORDER_IDS.rejected },
      { sessionid },
    );
    expect(again.body.data?.orderDetail?.orderNo).toBe(DEMO_ORDER_IDS.rejected);
  });

  it('files a collection complaint with three images once per key, and refuses it on an order without collection', async () => {
    const sessionid = demo;
    const urls = await images(sessionid, 3);
    const input = {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'They called my mother twice.',
      problemImage: urls.join(','),
      orderNo: DEMO_ORDER_IDS.overdue,
    };
    const before = await complaintCount();
    const first = await save(sessionid, input, { 'idempotency-key': 'c-1' });
    expect(first.code).toBe(0);
    expect((await save(sessionid, input, { 'idempotency-key': 'c-1' })).data).toEqual(first.data);
    expect(await complaintCount()).toBe(before + 1);

    const refused = await save(sessionid, { ...input, orderNo: DEMO_ORDER_IDS.rejected });
    expect(refused).toMatchObject({
      code: BUSINESS_CODE.collectionNotSupported,
      message: 'The selected order does not support sending collection types',
    });
    expect(await complaintCount()).toBe(before + 1);

    const detail = await call(
      t.app,
      endpoints.problemDetail,
      { problemId: first.data.problemId },
      { sessionid },
    );
    expect(detail.body.data).toMatchObject({
      type: 'Collection',
      content: 'They called my mother twice.',
      images: urls,
      disposeDetail: '',
      isNeedScore: 0,
    });
  });

  it('refuses bad input through the API and stores nothing', async () => {
    const sessionid = demo;
    const other = await logIn(t.app);
    const [foreignImage] = await images(other, 1);
    const ten = await images(sessionid, 10);
    const base = { problemType: 2, problemDetail: 'Late receipt', orderNo: DEMO_ORDER_IDS.overdue };
    const before = await complaintCount();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...base, problemDetail: 'x'.repeat(201) }, BUSINESS_CODE.invalidRequest],
      [{ ...base, problemDetail: '   ' }, BUSINESS_CODE.invalidRequest],
      [{ ...base, problemImage: ten.join(',') }, BUSINESS_CODE.invalidRequest],
      [{ ...base, problemImage: foreignImage }, BUSINESS_CODE.complaintImageInvalid],
      [
        { ...base, problemImage: 'https://evil.example/x.png' },
        BUSINESS_CODE.complaintImageInvalid,
      ],
      [{ ...base, problemType: 99 }, BUSINESS_CODE.invalidRequest],
    ];
    for (const [input, code] of cases) {
      expect((await save(sessionid, input)).code, JSON.stringify(input).slice(0, 80)).toBe(code);
    }
    const othersOrder = await save(other, base);
    expect(othersOrder.code).toBe(BUSINESS_CODE.orderNotFound);
    expect(await complaintCount()).toBe(before);
  });

  it('is answered by an operator, then rated once by its borrower only', async () => {
    const sessionid = demo;
    const saved = await save(sessionid, {
      problemType: 2,
      problemDetail: 'My payment is not shown.',
      orderNo: DEMO_ORDER_IDS.due,
    });
    const problemId = saved.data.problemId as string;
    const list = await call(t.app, endpoints.problemList, {}, { sessionid });
    const submitted = list.body.data!.tabs.find((tab) => tab.status === 1);
    expect(submitted?.list.some((entry) => entry.id === problemId)).toBe(true);
    // Filed at the clock's instant, read in Manila's time (UTC+8) and labelled.
    const manila = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString();
    const filedAt = `${manila.slice(0, 10)} ${manila.slice(11, 19)} PHT`;
    expect(submitted?.list.find((entry) => entry.id === problemId)?.time).toBe(filedAt);

    const stranger = await logIn(t.app);
    expect(
      (await call(t.app, endpoints.problemDetail, { problemId }, { sessionid: stranger })).body
        .code,
    ).toBe(BUSINESS_CODE.complaintNotFound);
    const early = await call(t.app, endpoints.saveScore, { problemId, score: 5 }, { sessionid });
    expect(early.body.code).toBe(BUSINESS_CODE.complaintAlreadyRated);

    const reply = await ops(t.app, 'POST', `/complaints/${problemId}/reply`, {
      body: { text: 'We found it: it is booked now.', images: [], needScore: true },
    });
    expect(reply.body.data).toMatchObject({ statusName: 'Resolved', needScore: true });
    const detail = await call(t.app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data).toMatchObject({
      disposeDetail: 'We found it: it is booked now.',
      isNeedScore: 1,
      time: filedAt,
    });
    expect(detail.body.data?.rows).toContainEqual({ text: 'Sent on', value: filedAt });

    expect(
      (await call(t.app, endpoints.saveScore, { problemId, score: 6 }, { sessionid })).body.code,
    ).toBe(BUSINESS_CODE.invalidRequest);
    const rated = await call(t.app, endpoints.saveScore, { problemId, score: 4 }, { sessionid });
    expect(rated.body).toEqual({ code: '00', data: { score: 4 }, message: 'success' });
    expect(
      (await call(t.app, endpoints.saveScore, { problemId, score: 5 }, { sessionid })).body.code,
    ).toBe(BUSINESS_CODE.complaintAlreadyRated);
    expect(
      (await call(t.app, endpoints.problemDetail, { problemId }, { sessionid })).body.data
        ?.isNeedScore,
    ).toBe(0);
  });

  it('are listed to operators a page at a time, newest first', async () => {
    for (const problemDetail of ['First of three.', 'Second of three.', 'Third of three.']) {
      t.clock.advance(60_000);
      await save(demo, { problemType: 2, problemDetail, orderNo: DEMO_ORDER_IDS.due });
    }
    const all = (await ops(t.app, 'GET', '/complaints?limit=500')).body.data;
    expect(all.next).toBeNull();
    expect(all.complaints.length).toBeGreaterThanOrEqual(3);
    const first = (await ops(t.app, 'GET', '/complaints?limit=2')).body.data;
    expect(first.complaints).toEqual(all.complaints.slice(0, 2));
    const second = (await ops(t.app, 'GET', `/complaints?limit=2&after=${first.next}`)).body.data;
    expect(second.complaints).toEqual(all.complaints.slice(2, 4));
    expect(all.complaints[0].content).toBe('Third of three.');
  });
});
