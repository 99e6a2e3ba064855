import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import { requestLanguage } from '../language/language.service.ts';
import { loanConfirmData, satireData } from './loan-confirm.service.ts';
import { pushLoan } from './loan-push.service.ts';
import { withdrawLoan } from './loan-withdraw.service.ts';

/** Confirm loan v3 and variant 2 (the same services behind both), and withdrawing the application. */
export default async function loanConfirmRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.loanDetailConfirm, async ({ productId }, { user, request }) =>
    loanConfirmData(app, user().id, productId, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.satire, async ({ productId }, { user, request }) =>
    satireData(app, user().id, productId, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.loanDetailPush, async (input, { user, request }) =>
    pushLoan(app, user().id, input, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.depush, async (input, { user, request }) => {
    const { amount, periods, termUnit, productId } = input;
    return pushLoan(
      app,
      user().id,
      { amount, periods, termUnit, productId },
      idempotencyKeyOf(request),
    );
  });
  registerEndpoint(app, endpoints.loanWithdraw, async ({ orderId }, { user, request }) =>
    withdrawLoan(app, user().id, orderId, idempotencyKeyOf(request)),
  );
}
