import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedProducts } from '../../../src/modules/catalogue/catalogue.service.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, userIdOf } from '../../helpers/loan.ts';
import { generateCode } from '../../helpers/repayment.ts';

const FIL = { headers: { 'x-lang': 'fil' } };
const EN = { headers: { 'x-lang': 'en' } };
const GCASH_CHANNEL = 20001;

describe('texts held in the database, in the reader’s language', () => {
  const t = useTestApp();
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  const bindForm = async (sessionid: string, lang: typeof FIL) =>
    (await call(t.app, endpoints.cardInit, {}, { sessionid, ...lang })).body.data!;

  it('says the payout form’s labels, hints and options in Filipino, names kept as they are', async () => {
    const sessionid = await logIn(t.app);
    const [fil, en] = [await bindForm(sessionid, FIL), await bindForm(sessionid, EN)];
    const item = (form: typeof fil, code: string) => form.items.find((i) => i.code === code)!;
    expect(item(fil, 'cardType')).toMatchObject({
      title: 'Uri ng account',
      subtitle: 'Kung saan namin ipapadala ang loan mo',
      note: [
        { name: 'E-wallet', type: '1' },
        { name: 'Account sa bangko', type: '2' },
      ],
    });
    expect(item(en, 'cardType')).toMatchObject({ title: 'Account type' });
    expect(item(en, 'cardType').note[1]).toEqual({ name: 'Bank account', type: '2' });
    expect(item(fil, 'bankCode').title).toBe('Bangko');
    // Options without a Filipino side (the e-wallets' own names) show as written.
    expect(item(fil, 'channelNumber').note).toEqual(item(en, 'channelNumber').note);
    expect(fil.items.map((i) => i.code)).toEqual(en.items.map((i) => i.code));
  });

  it('shows the English text where an operator wrote none in Filipino', async () => {
    const sessionid = await logIn(t.app);
    await t.db
      .updateTable('bind_items')
      .set({ subtitle_fil: null })
      .where('code', '=', 'bankCode')
      .execute();
    const fil = await bindForm(sessionid, FIL);
    expect(fil.items.find((i) => i.code === 'bankCode')).toMatchObject({
      title: 'Bangko',
      subtitle: 'Choose your bank',
    });
  });

  it('says the product’s rate and exit texts in Filipino on the confirm page', async () => {
    const confirm = async (lang: typeof FIL) =>
      (
        await call(
          t.app,
          endpoints.loanDetailConfirm,
          { productId: DEMO_PRODUCT_ID },
          { sessionid: demo, ...lang },
        )
      ).body.data!;
    expect(await confirm(FIL)).toMatchObject({
      pRateDsc: 'Interes na 0.1% kada araw, service fee na 5%',
      popTitle: 'Malapit nang maging handa ang loan mo',
      // The demo borrower's loan is overdue: told so before applying, in Filipino too.
      applyBlockedMessage:
        'May overdue kang loan. Bayaran mo muna ito: puwede kang mag-apply ulit kapag bayad na.',
    });
    expect(await confirm(EN)).toMatchObject({
      pRateDsc: 'Interest 0.1% per day, service fee 5%',
      popTitle: 'Your loan is almost ready',
    });
    await t.db
      .updateTable('products')
      .set({ rate_description_fil: null })
      .where('id', '=', DEMO_PRODUCT_ID)
      .execute();
    forgetCachedProducts(t.db);
    expect((await confirm(FIL)).pRateDsc).toBe('Interest 0.1% per day, service fee 5%');
  });

  const page = async (lang: typeof FIL) =>
    (
      await call(
        t.app,
        endpoints.installmentDetail,
        { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due },
        { sessionid: demo, ...lang },
      )
    ).body.data!;

  it('gives the payment channels’ steps in Filipino on the repayment page', async () => {
    const payable = await page(EN);
    await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: payable.repayAmount,
      channelNumber: GCASH_CHANNEL,
    });
    const [fil, en] = [(await page(FIL)).defDetail!, (await page(EN)).defDetail!];
    const gcash = (data: typeof fil) =>
      data.payNotice.flatMap((group) => group.items).find((item) => item.name === 'GCash')!;
    expect(gcash(fil).steps[0]).toBe('Buksan ang GCash at i-tap ang Bills, tapos Loans.');
    expect(gcash(en).steps[0]).toBe('Open GCash and tap Bills, then Loans.');
    expect(fil.payNotice.map((group) => group.title)).toContain('Bayad sa bills ng e-wallet');
    expect(fil.payNotice.flatMap((g) => g.items).length).toBe(
      en.payNotice.flatMap((g) => g.items).length,
    );
  });
});

describe('a payout account bound before the e-wallet mask', () => {
  const t = useTestApp();
  const gcash = { cardType: '1', channelNumber: '90006', gcashNumber: '09171230123' };

  async function boundWithOldMask() {
    const sessionid = await logIn(t.app);
    await call(t.app, endpoints.bindCardNew, gcash, { sessionid });
    const userId = await userIdOf(t.db, sessionid);
    await t.db
      .updateTable('payout_accounts')
      .set({ account_number: '**** **** **** 0123' })
      .where('user_id', '=', userId)
      .execute();
    return { sessionid, userId };
  }
  const shown = async (sessionid: string) =>
    (await call(t.app, endpoints.cardInit, {}, { sessionid })).body.data!.boundAccount;

  it('reads as an e-wallet number on the binding page and on My loans', async () => {
    const { sessionid } = await boundWithOldMask();
    expect(await shown(sessionid)).toBe('GCash 0917 *** 0123');
    const myLoans = await call(t.app, endpoints.myLoans, {}, { sessionid });
    expect(JSON.stringify(myLoans.body.data)).toContain('GCash 0917 *** 0123');
    expect(JSON.stringify(myLoans.body.data)).not.toContain('**** **** ****');
  });

  it('reads the same when the row holds the number itself, and keeps its mask once erased', async () => {
    const { sessionid, userId } = await boundWithOldMask();
    const row = t.db.updateTable('payout_accounts').where('user_id', '=', userId);
    await row.set({ account_number: '09171230123', number_ciphertext: null }).execute();
    expect(await shown(sessionid)).toBe('GCash 0917 *** 0123');
    await row.set({ account_number: '**** **** **** 0123', number_ciphertext: null }).execute();
    expect(await shown(sessionid)).toBe('GCash **** **** **** 0123');
  });
});
