import { BUSINESS_CODE, DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode, logIn, mentionsSecret } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, userIdOf } from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';

const CARD_NUMBER = '4111222233334444';

describe('legacy payment-way flow', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'info' } });
  let demo: string;
  let cardId: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
    const card = await t.db
      .insertInto('payout_accounts')
      .values({
        user_id: await userIdOf(t.db, demo),
        channel_number: 20201,
        account_name: 'Juan Dela Cruz',
        account_number: CARD_NUMBER,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardId = card.id;
  });
  const way = async (sessionid = demo) =>
    (await call(t.app, endpoints.repaymentWay, { orderId: DEMO_ORDER_IDS.due }, { sessionid }))
      .body;
  const records = async () =>
    (await t.db.selectFrom('card_repayments').select('status').execute()).map((r) => r.status);

  it('lists saved cards masked, and refuses a bad commit without writing', async () => {
    const data = (await way()).data!;
    expect(data.bankCards).toEqual([
      {
        id: cardId,
        bankName: 'Bank transfer (InstaPay)',
        cardNo: '**** **** **** 4444',
        bankCode: '20201',
      },
    ]);
    expect(data.amount).toBeGreaterThan(0);
    const base = {
      orderId: DEMO_ORDER_IDS.due,
      amount: data.amount,
      repayToken: data.repayToken,
      cardId,
    };
    const noCard = await call(
      t.app,
      endpoints.repaymentCommit,
      { ...base, cardId: '' },
      { sessionid: demo },
    );
    expect(noCard.statusCode).toBe(400);
    const forged = await call(
      t.app,
      endpoints.repaymentCommit,
      { ...base, repayToken: `x.${'0'.repeat(64)}` },
      { sessionid: demo },
    );
    expect(forged.body.code).toBe(BUSINESS_CODE.repayTokenInvalid);
    const stranger = await logIn(t.app);
    const foreign = await call(t.app, endpoints.repaymentCommit, base, { sessionid: stranger });
    expect(foreign.body.code).toBe(BUSINESS_CODE.orderNotFound);
    const over = await call(
      t.app,
      endpoints.repaymentCommit,
      { ...base, amount: data.amount + 1 },
      { sessionid: demo },
    );
    expect(over.body.code).toBe(BUSINESS_CODE.amountNotPayable);
    expect(await records()).toEqual([]);
    expect(t.logs.text).not.toContain(CARD_NUMBER);
  });

  it('commits, refuses a wrong code (800006), pays with the right one, refuses a repeat (800005)', async () => {
    const data = (await way()).data!;
    const commit = await call(
      t.app,
      endpoints.repaymentCommit,
      {
        orderId: DEMO_ORDER_IDS.due,
        amount: data.amount,
        repayToken: data.repayToken,
        cardId,
        cardNo: data.bankCards[0]!.cardNo,
        bankName: data.bankCards[0]!.bankName,
        bankCode: '20201',
        couponId: '',
        sendMsg: 1,
      },
      { sessionid: demo },
    );
    expect(commit.body.data).toMatchObject({ needValid: 1, amount: data.amount });
    const repaymentRecordId = commit.body.data!.repayRecordId;
    const code = await lastCode(t.app, DEMO_BORROWER_PHONE);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const confirm = (verifyCode: string) =>
      call(
        t.app,
        endpoints.repaymentConfirm,
        { orderId: DEMO_ORDER_IDS.due, verifyCode, repaymentRecordId },
        { sessionid: demo },
      );
    expect((await confirm(wrongCode)).body.code).toBe(BUSINESS_CODE.wrongVerifyCode);
    expect((await confirm(code)).body.code).toBe(0);
    expect((await confirm(code)).body.code).toBe(BUSINESS_CODE.duplicatePayment);
    expect((await details(t.app, demo, DEMO_ORDER_IDS.due)).body.data?.orderStatus).toBe(200);
    const history = await call(
      t.app,
      endpoints.repaymentHistory,
      { orderId: DEMO_ORDER_IDS.due },
      { sessionid: demo },
    );
    expect(history.body.data?.payments).toHaveLength(1);
    expect(history.body.data?.payments[0]).toMatchObject({
      amount: data.amount,
      channel: 'Bank transfer (InstaPay)',
    });
    expect(t.logs.text).not.toContain(CARD_NUMBER);
    // Outside production the console SMS provider logs texts on purpose (DESIGN: development SMS).
    const leaks = t.logs.lines.filter((l) => mentionsSecret(l, code) && !l.includes('SMS: '));
    expect(leaks).toEqual([]);
  });

  it('answers a repeated commit with the same Idempotency-Key once, texting one code', async () => {
    const { body } = await call(
      t.app,
      endpoints.repaymentWay,
      { orderId: DEMO_ORDER_IDS.overdue },
      { sessionid: demo },
    );
    const form = new URLSearchParams({
      orderId: DEMO_ORDER_IDS.overdue,
      amount: '5000',
      repayToken: body.data!.repayToken,
      cardId,
      sendMsg: '1',
    });
    const texts = async () => (await t.db.selectFrom('sms_outbox').select('id').execute()).length;
    const before = await texts();
    const commit = () =>
      t.app.inject({
        method: 'POST',
        url: endpoints.repaymentCommit.path,
        query: { sessionid: demo },
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'commit-180-1',
        },
        payload: form.toString(),
      });
    const first = (await commit()).json();
    // Past the resend gap: only the key keeps the repeat from texting a new code.
    t.clock.advanceSeconds(61);
    const second = (await commit()).json();
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(await texts()).toBe(before + 1);
  });

  it('gives the alipay-style repayment a pay page url', async () => {
    const { body } = await call(
      t.app,
      endpoints.repaymentHuichao,
      { orderId: DEMO_ORDER_IDS.overdue, amount: 5_000, userId: 'ignored' },
      { sessionid: demo },
    );
    expect(body.data?.url).toMatch(/^\/api\/payments\/sandbox\/checkout\/PN\d{12}$/);
  });
});

describe('legacy payment-way flow: an e-wallet account', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'warn' } });

  it('is listed as the phone number it is, masked like one', async () => {
    const demo = await logInDemoBorrower(t.app);
    await bindGcash(t.app, demo, '09171230123');
    const { body } = await call(
      t.app,
      endpoints.repaymentWay,
      { orderId: DEMO_ORDER_IDS.due },
      { sessionid: demo },
    );
    expect(body.data!.bankCards.map((card) => card.cardNo)).toEqual(['0917 *** 0123']);
  });
});
