import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  contractJumpSchemas,
  contractListSchemas,
  loanDetailConfirmSchemas,
  loanDetailPushSchemas,
} from '../schemas/loan-confirm.ts';

/** Confirm loan v3: the server's quote for a product. */
export const loanDetailConfirm = defineEndpoint<typeof loanDetailConfirmSchemas>({
  id: 'loanConfirm.detailConfirm',
  method: 'POST',
  path: h5Path('/v3/loan-confirm/loan-detail-confirm'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Confirm loan v3: applies for the quoted loan (one order however often it is sent). */
export const loanDetailPush = defineEndpoint<typeof loanDetailPushSchemas>({
  id: 'loanConfirm.detailPush',
  method: 'POST',
  path: h5Path('/v3/loan-confirm/loan-detail-push'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The agreements of a scene (3: loan confirmation). */
export const contractList = defineEndpoint<typeof contractListSchemas>({
  id: 'contract.list',
  method: 'POST',
  path: h5Path('/v3/contract/contract-list'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Where one agreement of the list is read, with the borrower's figures filled in. */
export const contractJump = defineEndpoint<typeof contractJumpSchemas>({
  id: 'contract.jump',
  method: 'POST',
  path: h5Path('/v3/contract/contract-jump'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
