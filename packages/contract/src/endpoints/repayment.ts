import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  confirmRolloverSchemas,
  delayDetailSchemas,
  generateVcodeSchemas,
  installmentDetailSchemas,
  repaymentHistorySchemas,
  repaymentReceiptSchemas,
} from '../schemas/repayment.ts';

/** The instalment repayment page (the spec shows no path: ours, beside the spec's v3 calls). */
export const installmentDetail = defineEndpoint<typeof installmentDetailSchemas>({
  id: 'repayment.installmentDetail',
  method: 'POST',
  path: h5Path('/v3/installment/loan-play-detail'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The delay (rollover) repayment page: the spec's `/regarding/preserved` under the h5 prefix. */
export const delayDetail = defineEndpoint<typeof delayDetailSchemas>({
  id: 'repayment.delayDetail',
  method: 'POST',
  path: h5Path('/regarding/preserved'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the borrower confirms a rollover that costs nothing now (no pay code). */
export const confirmRollover = defineEndpoint<typeof confirmRolloverSchemas>({
  id: 'repayment.confirmRollover',
  method: 'POST',
  path: h5Path('/v3/repayment/rollover-confirm'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** A pay code for an amount through a channel; the app then opens `payUrl`. Idempotent. */
export const generateVcode = defineEndpoint<typeof generateVcodeSchemas>({
  id: 'repayment.generateVcode',
  method: 'POST',
  path: h5Path('/v3/loan-details/generate-vcode'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the payments of one of the borrower's orders. */
export const repaymentHistory = defineEndpoint<typeof repaymentHistorySchemas>({
  id: 'repayment.history',
  method: 'POST',
  path: h5Path('/v3/repayment/history'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the receipt of one payment. */
export const repaymentReceipt = defineEndpoint<typeof repaymentReceiptSchemas>({
  id: 'repayment.receipt',
  method: 'POST',
  path: h5Path('/v3/repayment/receipt'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
