import { defineEndpoint } from '../endpoint.ts';
import type {
  repaymentCommitSchemas,
  repaymentConfirmSchemas,
  repaymentHuichaoSchemas,
  repaymentWaySchemas,
} from '../schemas/legacy-repayment.ts';

/** The legacy payment-way flow's older prefix, exactly as the spec writes it. */
export const LEGACY_LOAN_PREFIX = '/api/v1/youmi/youmi-api/service/loan';

/** Saved cards of the borrower (numbers masked), the amount payable and a repay token. */
export const repaymentWay = defineEndpoint<typeof repaymentWaySchemas>({
  id: 'legacy.repaymentWay',
  method: 'POST',
  path: `${LEGACY_LOAN_PREFIX}/repayment-way`,
  encoding: 'form',
  successCode: 0,
  auth: 'session',
});

/** Starts a card payment; `needValid` 1: an SMS code (sent when `sendMsg` is 1) confirms it. */
export const repaymentCommit = defineEndpoint<typeof repaymentCommitSchemas>({
  id: 'legacy.repaymentCommit',
  method: 'POST',
  path: `${LEGACY_LOAN_PREFIX}/repayment-commit`,
  encoding: 'form',
  successCode: 0,
  auth: 'session',
});

/** Confirms a committed payment with its SMS code (800006 wrong code, 800005 duplicate). */
export const repaymentConfirm = defineEndpoint<typeof repaymentConfirmSchemas>({
  id: 'legacy.repaymentConfirm',
  method: 'POST',
  path: `${LEGACY_LOAN_PREFIX}/repayment-confirm`,
  encoding: 'form',
  successCode: 0,
  auth: 'session',
});

/** The alipay-style repayment: a pay code whose `url` the app opens. */
export const repaymentHuichao = defineEndpoint<typeof repaymentHuichaoSchemas>({
  id: 'legacy.repaymentHuichao',
  method: 'POST',
  path: `${LEGACY_LOAN_PREFIX}/repayment-huichao`,
  encoding: 'form',
  successCode: 0,
  auth: 'session',
});
