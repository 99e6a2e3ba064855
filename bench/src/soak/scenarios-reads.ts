import { randomBytes } from 'node:crypto';
import { APP_ROUTES, endpoints } from '@loan/contract';
import { api, borrower, data, randomTarget, type Scenario, step } from './mix-step.ts';
import { tinyPng } from './tiny-png.ts';

/** The order pages a borrower reads, and complaints with their photos. */
export const readScenarios = {
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
} satisfies Record<string, Scenario>;
