import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import { requestLanguage } from '../language/language.service.ts';
import { generatePayCode } from './pay-code.service.ts';
import { repaymentHistory, repaymentReceipt } from './repayment-history.service.ts';
import { delayDetail, installmentDetail } from './repayment-page.service.ts';
import { confirmRollover } from './rollover-confirm.service.ts';

export default async function repaymentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.installmentDetail, async ({ orderId }, { user, request }) =>
    installmentDetail(app, user().id, orderId, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.delayDetail, async ({ orderId }, { user, request }) =>
    delayDetail(app, user().id, orderId, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.confirmRollover, async ({ orderId }, { user }) =>
    confirmRollover(app, user().id, orderId),
  );
  registerEndpoint(app, endpoints.generateVcode, async (input, { user, request }) =>
    generatePayCode(app, user().id, input, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.repaymentHistory, async ({ orderId }, { user }) =>
    repaymentHistory(app, user().id, orderId),
  );
  registerEndpoint(app, endpoints.repaymentReceipt, async ({ receiptNo }, { user }) =>
    repaymentReceipt(app, user().id, receiptNo),
  );
}
