import { createHmac, randomBytes } from 'node:crypto';
import {
  APP_ROUTES,
  CAPTCHA_IMAGE_PATH,
  DEMO_LANDING_TEMPLATE,
  devCaptcha,
  devSms,
  type EndpointDescriptor,
  endpoints,
  ORDER_STATUS,
  PAY_CODE_IS_DELAY,
  PAY_CODE_IS_INSTALMENT,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  REGISTRATION_APP_NAME,
  REGISTRATION_MERCHANT_NUMBER,
} from '@loan/contract';
import type { Reply, SoakHttp } from './http-client.ts';
import type { Recorder } from './recorder.ts';
import type { SoakBorrower, SoakTracked } from './soak-db.ts';
import { tinyPng } from './tiny-png.ts';

/** One arrival of the open loop: a borrower's (or operator's, or provider's) action. */
type Scenario = (ctx: SoakContext, scheduledAt: number) => Promise<void>;

/** The mix: relative weights of the actions. Change a weight here to change the load. */
export const MIX_WEIGHTS = {
  orderPage: 18,
  loanDetails: 18,
  apply: 4,
  payCode: 10,
  refusedPayCode: 1,
  callbackRetry: 2,
  rollover: 2,
  history: 8,
  complaint: 3,
  refusedComplaint: 1,
  acceptLoan: 2,
  loginLogout: 2,
  registration: 1,
  opsApprove: 1,
  opsDisburse: 1,
  opsSweep: 0.05,
} as const satisfies Record<string, number>;

export interface SoakContext {
  http: SoakHttp;
  recorder: Recorder;
  borrowers: SoakBorrower[];
  webhookSecret: string;
  opsToken: string;
  tracked: SoakTracked;
  /** Complaint images uploaded through one process and read back through the other. */
  crossImageReads: { ok: number; failed: number };
  /** Signed callbacks acknowledged so far: some are sent again, as a provider retries. */
  acknowledged: string[];
  sequence: number;
  /** Distinguishes this run's provider ids, phones and texts from another run's. */
  runTag: string;
}

const GCASH = 20001;
const APPLY_PRODUCT = '1002';
const OPS_ADDRESS = '203.177.12.10';
const PROVIDER_ADDRESSES = Array.from({ length: 8 }, (_, i) => `3.1.${40 + i}.${17 + i}`);
const PART_PAYMENT = 10_000;
const CHANNEL_FIELDS = { app_from: 'fb', user_from: 'ad1', utm_tag: 'soak' };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Borrowers come from two mobile carriers' ranges, one address each. */
export function clientAddress(index: number): string {
  const a = (index >> 8) & 255;
  const b = index & 255;
  return index % 2 === 0 ? `112.198.${a}.${b}` : `49.145.${a}.${b}`;
}

function isRefused(reply: Reply): boolean {
  const code = reply.json?.code;
  return reply.status === 200 && code !== undefined && code !== 0 && code !== '00';
}

function reasonOf(reply: Reply): string | undefined {
  if (reply.status === 200 && !isRefused(reply)) return undefined;
  const json = reply.json ?? {};
  const message = String(json.message ?? json.result ?? '').slice(0, 120);
  return `${reply.status} ${json.code ?? ''} ${message}`.trim();
}

interface Step {
  route: string;
  /** When the step counts from: the arrival's scheduled time for the first step. */
  since?: number;
  target?: number;
  method?: 'GET' | 'POST';
  path: string;
  session?: string;
  clientIp?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  rawBody?: string;
}

async function step(ctx: SoakContext, s: Step): Promise<Reply> {
  const since = s.since ?? performance.now();
  const path = s.session
    ? `${s.path}${s.path.includes('?') ? '&' : '?'}sessionid=${encodeURIComponent(s.session)}`
    : s.path;
  try {
    const reply = await ctx.http.call({
      method: s.method ?? 'POST',
      path,
      target: s.target ?? randomTarget(ctx),
      ...(s.clientIp === undefined ? {} : { clientIp: s.clientIp }),
      ...(s.json === undefined ? {} : { json: s.json }),
      ...(s.form === undefined ? {} : { form: s.form }),
      ...(s.headers === undefined ? {} : { headers: s.headers }),
      ...(s.rawBody === undefined ? {} : { rawBody: s.rawBody }),
    });
    ctx.recorder.record(
      s.route,
      performance.now() - since,
      reply.status,
      isRefused(reply),
      reasonOf(reply),
    );
    return reply;
  } catch (error) {
    ctx.recorder.record(s.route, performance.now() - since, 0, false, String(error).slice(0, 120));
    throw error;
  }
}

function randomTarget(ctx: SoakContext): number {
  return Math.floor(Math.random() * ctx.http.baseUrls.length);
}

function api(descriptor: EndpointDescriptor): { path: string; method: 'GET' | 'POST' } {
  return { path: descriptor.path, method: descriptor.method };
}

function data(reply: Reply): Record<string, unknown> | undefined {
  return reply.json?.code === 0 ? (reply.json.data as Record<string, unknown>) : undefined;
}

function borrower(ctx: SoakContext, filter?: (b: SoakBorrower) => boolean) {
  for (let tries = 0; tries < 20; tries += 1) {
    const index = Math.floor(Math.random() * ctx.borrowers.length);
    const b = ctx.borrowers[index]!;
    if (!filter || filter(b)) return { b, ip: clientAddress(index) };
  }
  return undefined;
}

const loanOut = (b: SoakBorrower) => b.order.status !== ORDER_STATUS.approved;

function signedCallback(ctx: SoakContext, body: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', ctx.webhookSecret).update(`${t}.${body}`).digest('hex');
  return { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: `t=${t},v1=${v1}` };
}

async function sendCallback(ctx: SoakContext, route: string, body: string, paymentId: string) {
  const reply = await step(ctx, {
    route,
    path: PAYMENT_PATHS.callback,
    clientIp: pick(PROVIDER_ADDRESSES),
    headers: signedCallback(ctx, body),
    rawBody: body,
  });
  const result = reply.json?.result;
  if (reply.status === 200 && (result === 'booked' || result === 'duplicate')) {
    ctx.tracked.acknowledgedPaymentIds.push(paymentId);
    if (ctx.acknowledged.length < 5_000) ctx.acknowledged.push(body);
  }
}

function callbackBody(ctx: SoakContext, reference: string, amount: number) {
  ctx.sequence += 1;
  const id = `soak_${ctx.runTag}_${ctx.sequence}`;
  const body = JSON.stringify({
    type: 'payment.paid',
    data: { id, reference, amount, paid_at: new Date().toISOString() },
  });
  return { id, body };
}

/** A pay code for the borrower's order, then the provider's signed callback paying it. */
async function payAndCallback(ctx: SoakContext, scheduledAt: number, rollover: boolean) {
  const chosen = borrower(ctx, (b) =>
    rollover
      ? b.order.status === ORDER_STATUS.due || b.order.status === ORDER_STATUS.overdue
      : loanOut(b),
  );
  if (!chosen) return;
  const { b, ip } = chosen;
  const order = { productId: b.order.productId, orderId: b.order.orderId };
  const detail = data(
    await step(ctx, {
      route: rollover ? 'rollover details' : 'repayment details',
      since: scheduledAt,
      ...api(rollover ? endpoints.delayDetail : endpoints.installmentDetail),
      session: b.token,
      clientIp: ip,
      json: order,
    }),
  );
  if (!detail) return;
  const due = rollover
    ? Number((detail.delayInfo as { delayAmount: number }).delayAmount)
    : Number(detail.repayAmount);
  if (!(due > 0)) return;
  const amount = rollover || Math.random() < 0.2 ? due : Math.min(PART_PAYMENT, due);
  const code = data(
    await step(ctx, {
      route: rollover ? 'pay code (rollover)' : 'pay code',
      ...api(endpoints.generateVcode),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
      json: {
        ...order,
        amount,
        isDelay: rollover ? PAY_CODE_IS_DELAY : PAY_CODE_IS_INSTALMENT,
        channelNumber: GCASH,
      },
    }),
  );
  if (!code) return;
  const { id, body } = callbackBody(ctx, String(code.payCode), amount);
  const kind = rollover ? 'rollover' : amount === due ? 'full' : 'part';
  await sendCallback(ctx, `payment callback (${kind})`, body, id);
}

const scenarios: Record<keyof typeof MIX_WEIGHTS, Scenario> = {
  async orderPage(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx)!;
    const query = new URLSearchParams({
      sessionid: b.token,
      productId: b.order.productId,
      orderId: b.order.orderId,
    });
    await step(ctx, {
      route: 'order page (GET /loanDetail, rendered)',
      since: scheduledAt,
      method: 'GET',
      path: `${APP_ROUTES.loanDetail}?${query}`,
      clientIp: ip,
    });
  },

  async loanDetails(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx)!;
    await step(ctx, {
      route: 'loan details API',
      since: scheduledAt,
      ...api(endpoints.loanDetails),
      session: b.token,
      clientIp: ip,
      json: { productId: b.order.productId, orderId: b.order.orderId },
    });
  },

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

  payCode: (ctx, scheduledAt) => payAndCallback(ctx, scheduledAt, false),
  rollover: (ctx, scheduledAt) => payAndCallback(ctx, scheduledAt, true),

  async refusedPayCode(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx, loanOut)!;
    const key = `soak-refused-${randomBytes(10).toString('hex')}`;
    const reply = await step(ctx, {
      route: 'pay code (more than payable: refused)',
      since: scheduledAt,
      ...api(endpoints.generateVcode),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': key },
      json: {
        productId: b.order.productId,
        orderId: b.order.orderId,
        amount: 999_999_999,
        isDelay: PAY_CODE_IS_INSTALMENT,
        channelNumber: GCASH,
      },
    });
    if (reply.json?.code !== 0) ctx.tracked.refusedKeys.push(key);
  },

  async callbackRetry(ctx, scheduledAt) {
    if (ctx.acknowledged.length === 0) return;
    const body = pick(ctx.acknowledged);
    const id = (JSON.parse(body) as { data: { id: string } }).data.id;
    const reply = await step(ctx, {
      route: 'payment callback (provider retry)',
      since: scheduledAt,
      path: PAYMENT_PATHS.callback,
      clientIp: pick(PROVIDER_ADDRESSES),
      headers: signedCallback(ctx, body),
      rawBody: body,
    });
    if (reply.status === 200) ctx.tracked.acknowledgedPaymentIds.push(id);
  },

  async history(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx, loanOut)!;
    const history = data(
      await step(ctx, {
        route: 'repayment history',
        since: scheduledAt,
        ...api(endpoints.repaymentHistory),
        session: b.token,
        clientIp: ip,
        json: { orderId: b.order.orderId },
      }),
    );
    const payments = (history?.payments ?? []) as Array<{ receiptNo: string }>;
    if (payments.length === 0) return;
    await step(ctx, {
      route: 'repayment receipt',
      ...api(endpoints.repaymentReceipt),
      session: b.token,
      clientIp: ip,
      json: { receiptNo: pick(payments).receiptNo },
    });
  },

  async complaint(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx)!;
    const uploadTarget = randomTarget(ctx);
    const form = new FormData();
    form.append('problemImage', new Blob([tinyPng()], { type: 'image/png' }), 'photo.png');
    const upload = data(
      await step(ctx, {
        route: 'complaint image upload (multipart)',
        since: scheduledAt,
        ...api(endpoints.uploadProblemImg),
        target: uploadTarget,
        session: b.token,
        clientIp: ip,
        form,
      }),
    );
    if (!upload) return;
    const url = String(upload.url);
    await step(ctx, {
      route: 'complaint save',
      ...api(endpoints.problemSave),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
      json: {
        problemType: 2,
        problemSonType: 0,
        problemDetail: `Payment not showing yet (${ctx.runTag})`,
        problemImage: url,
        orderNo: b.order.orderId,
      },
    });
    const processes = ctx.http.baseUrls.length;
    const other = processes > 1 ? (uploadTarget + 1) % processes : uploadTarget;
    const image = await step(ctx, {
      route: processes > 1 ? 'complaint image read (other process)' : 'complaint image read',
      method: 'GET',
      path: new URL(url, 'http://127.0.0.1').pathname,
      target: other,
      clientIp: ip,
    });
    if (processes > 1) {
      if (image.status === 200) ctx.crossImageReads.ok += 1;
      else ctx.crossImageReads.failed += 1;
    }
  },

  async refusedComplaint(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx)!;
    const other = borrower(ctx, (x) => x.phone !== b.phone)!;
    const key = `soak-refused-${randomBytes(10).toString('hex')}`;
    const text = `Someone else's order (${ctx.runTag} ${key})`;
    const reply = await step(ctx, {
      route: "complaint about another's order (refused)",
      since: scheduledAt,
      ...api(endpoints.problemSave),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': key },
      json: {
        problemType: 2,
        problemDetail: text,
        problemImage: '',
        orderNo: other.b.order.orderId,
      },
    });
    if (reply.json?.code !== 0) {
      ctx.tracked.refusedKeys.push(key);
      ctx.tracked.refusedComplaintTexts.push(text);
    }
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
      json: device,
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

  opsApprove: (ctx, scheduledAt) => opsAct(ctx, scheduledAt, ORDER_STATUS.underReview, 'approve'),
  opsDisburse: (ctx, scheduledAt) => opsAct(ctx, scheduledAt, ORDER_STATUS.approved, 'disburse'),

  async opsSweep(ctx, scheduledAt) {
    await step(ctx, {
      route: 'ops clock sweep',
      since: scheduledAt,
      path: '/api/ops/tick',
      clientIp: OPS_ADDRESS,
      headers: opsHeaders(ctx),
      rawBody: '',
    });
  },
};

function opsHeaders(ctx: SoakContext): Record<string, string> {
  return { authorization: `Bearer ${ctx.opsToken}` };
}

async function opsAct(
  ctx: SoakContext,
  scheduledAt: number,
  status: number,
  action: 'approve' | 'disburse',
) {
  const list = data(
    await step(ctx, {
      route: `ops order list (${status})`,
      since: scheduledAt,
      method: 'GET',
      path: `/api/ops/orders?status=${status}&limit=50`,
      clientIp: OPS_ADDRESS,
      headers: opsHeaders(ctx),
    }),
  );
  // Operators disburse only what the borrower accepted; they decide on anything under review.
  const orders = (
    (list?.orders ?? []) as Array<{ orderId: string; withdrawnAt: string | null }>
  ).filter((order) => action !== 'disburse' || order.withdrawnAt !== null);
  if (orders.length === 0) return;
  await step(ctx, {
    route: `ops ${action}`,
    path: `/api/ops/orders/${encodeURIComponent(pick(orders).orderId)}/${action}`,
    clientIp: OPS_ADDRESS,
    headers: opsHeaders(ctx),
    json: { note: 'soak run' },
  });
}

/** Picks the next arrival's action by weight. */
export function mixPicker(weights: Record<string, number> = MIX_WEIGHTS): () => Scenario {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [name, weight] of entries) {
      roll -= weight;
      if (roll < 0) return scenarios[name as keyof typeof MIX_WEIGHTS];
    }
    return scenarios[entries[0]![0] as keyof typeof MIX_WEIGHTS];
  };
}

/** The bare one-row query (GET /api/health), from a borrower's address: the knee's baseline. */
export const oneRowQuery: Scenario = async (ctx, scheduledAt) => {
  const index = Math.floor(Math.random() * ctx.borrowers.length);
  await step(ctx, {
    route: 'one-row query (GET /api/health)',
    since: scheduledAt,
    method: 'GET',
    path: '/api/health',
    clientIp: clientAddress(index),
  });
};
