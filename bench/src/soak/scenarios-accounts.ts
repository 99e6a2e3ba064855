import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_IMAGE_PATH,
  DEMO_LANDING_TEMPLATE,
  devCaptcha,
  devSms,
  endpoints,
  REGISTRATION_APP_NAME,
  REGISTRATION_MERCHANT_NUMBER,
} from '@loan/contract';
import { type ProofChallenge, solveProofChallenge } from '@loan/contract/proof-of-work';
import {
  APPLY_PRODUCT,
  api,
  borrower,
  CHANNEL_FIELDS,
  clientAddress,
  data,
  randomTarget,
  type Scenario,
  step,
} from './mix-step.ts';

/** Applying, accepting a loan, signing in and registering. */
export const accountScenarios = {
  async apply(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx)!;
    const quote = data(
      await step(ctx, {
        route: 'loan confirm (quote)',
        since: scheduledAt,
        ...api(endpoints.loanDetailConfirm),
        session: b.token,
        clientIp: ip,
        json: { productId: APPLY_PRODUCT },
      }),
    );
    if (!quote) return;
    await step(ctx, {
      route: 'loan push (apply)',
      ...api(endpoints.loanDetailPush),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
      json: {
        amount: quote.amount,
        periods: quote.periods,
        termUnit: quote.termUnit,
        productId: APPLY_PRODUCT,
      },
    });
  },

  /** An approved loan: the borrower binds a payout account and accepts the loan. */
  async acceptLoan(ctx, scheduledAt) {
    const chosen = borrower(ctx, (b) => !b.hasPayoutAccount);
    if (!chosen) return;
    const { b, ip } = chosen;
    const init = await step(ctx, {
      route: 'payout account form',
      since: scheduledAt,
      ...api(endpoints.cardInit),
      session: b.token,
      clientIp: ip,
      json: { product_id: b.order.productId },
    });
    if (!data(init)) return;
    await step(ctx, {
      route: 'payout account bind',
      ...api(endpoints.bindCardNew),
      session: b.token,
      clientIp: ip,
      json: {
        product_id: b.order.productId,
        cardType: '1',
        channelNumber: '90006',
        gcashNumber: b.phone,
      },
    });
    await step(ctx, {
      route: 'loan accept (withdraw)',
      ...api(endpoints.loanWithdraw),
      session: b.token,
      clientIp: ip,
      json: { orderId: b.order.orderId },
    });
  },

  async loginLogout(ctx, scheduledAt) {
    const index = Math.floor(Math.random() * ctx.borrowers.length);
    const { phone } = ctx.borrowers[index]!;
    const ip = clientAddress(index);
    const sender = randomTarget(ctx);
    const sent = await step(ctx, {
      route: 'login code',
      since: scheduledAt,
      ...api(endpoints.loginCode),
      target: sender,
      clientIp: ip,
      json: { phone },
    });
    if (!data(sent)) return;
    const sms = data(
      await step(ctx, {
        route: 'dev SMS inbox',
        method: 'GET',
        path: `${devSms.path}?phone=${phone}`,
        target: sender,
        clientIp: ip,
      }),
    );
    if (!sms) return;
    const login = data(
      await step(ctx, {
        route: 'login',
        ...api(endpoints.login),
        clientIp: ip,
        json: { phone, code: sms.code },
      }),
    );
    const session = login?.sessionid as string | undefined;
    if (!session) return;
    await step(ctx, {
      route: 'logout',
      ...api(endpoints.logout),
      session,
      clientIp: ip,
      json: {},
    });
  },

  async registration(ctx, scheduledAt) {
    ctx.sequence += 1;
    const phone = `0918${String((Number.parseInt(ctx.runTag, 36) + ctx.sequence) % 10_000_000).padStart(7, '0')}`;
    const ip = `110.54.${(ctx.sequence >> 8) & 255}.${ctx.sequence & 255}`;
    const target = randomTarget(ctx);
    const sidReply = data(
      await step(ctx, {
        route: 'registration sid',
        since: scheduledAt,
        ...api(endpoints.getSid),
        target,
        clientIp: ip,
      }),
    );
    const sid = sidReply?.sid as string | undefined;
    if (!sid) return;
    await step(ctx, {
      route: 'registration captcha picture',
      method: 'GET',
      path: `${CAPTCHA_IMAGE_PATH}?sid=${encodeURIComponent(sid)}`,
      target,
      clientIp: ip,
    });
    const captcha = data(
      await step(ctx, {
        route: 'dev captcha answer',
        method: 'GET',
        path: `${devCaptcha.path}?sid=${encodeURIComponent(sid)}`,
        target,
        clientIp: ip,
      }),
    );
    if (!captcha) return;
    const challenge = data(
      await step(ctx, {
        route: 'registration challenge',
        method: 'GET',
        path: `${endpoints.getChallenge.path}?sid=${encodeURIComponent(sid)}`,
        target,
        clientIp: ip,
      }),
    );
    if (!challenge) return;
    // Solved here as the page solves it (the soak's servers ask one round a try).
    const proof = await solveProofChallenge(challenge as unknown as ProofChallenge);
    if (!proof) return;
    const device = {
      phone,
      capcode: String(captcha.answer),
      sid,
      deviceId: sid,
      appName: REGISTRATION_APP_NAME,
      ...CHANNEL_FIELDS,
    };
    const sender = randomTarget(ctx);
    const sent = await step(ctx, {
      route: 'registration SMS code',
      ...api(endpoints.getSms),
      target: sender,
      clientIp: ip,
      json: { ...device, proof },
    });
    if (!data(sent)) return;
    const sms = data(
      await step(ctx, {
        route: 'dev SMS inbox',
        method: 'GET',
        path: `${devSms.path}?phone=${phone}`,
        target: sender,
        clientIp: ip,
      }),
    );
    if (!sms) return;
    await step(ctx, {
      route: 'registration',
      ...api(endpoints.register),
      clientIp: ip,
      json: {
        ...device,
        merchantNumber: REGISTRATION_MERCHANT_NUMBER,
        userName: phone,
        smsCode: sms.code,
        id: DEMO_LANDING_TEMPLATE.id,
      },
    });
  },
} satisfies Record<string, Scenario>;
