import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  eventSaveSchemas,
  googleScoreSchemas,
  loanDetailsSchemas,
  withdrawSchemas,
} from '../schemas/loan-details.ts';

/** The order details page's one read. */
export const loanDetails = defineEndpoint<typeof loanDetailsSchemas>({
  id: 'loanDetails.details',
  method: 'POST',
  path: h5Path('/v3/loan-details/loan-details'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The borrower withdraws (accepts) an approved loan. */
export const loanWithdraw = defineEndpoint<typeof withdrawSchemas>({
  id: 'loanDetails.withdraw',
  method: 'POST',
  path: h5Path('/v3/loan-details/withdraw'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The rating modal's submit (the score sent is always 5); the order is the session's orderId. */
export const googleScore = defineEndpoint<typeof googleScoreSchemas>({
  id: 'loanDetails.googleScore',
  method: 'POST',
  path: h5Path('/v3/loan-details/google-score'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Analytics event (module 30 position 0: borrow again). The response is unused. */
export const eventSave = defineEndpoint<typeof eventSaveSchemas>({
  id: 'event.save',
  method: 'POST',
  path: h5Path('/service/event/save'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
