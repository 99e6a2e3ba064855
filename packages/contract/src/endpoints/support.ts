import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  bindCardCodeSchemas,
  bindCardSchemas,
  cardInitSchemas,
  problemDetailSchemas,
  problemInitSchemas,
  problemListSchemas,
  problemSaveSchemas,
  saveScoreSchemas,
  uploadProblemImgSchemas,
} from '../schemas/support.ts';

/** The binding page's fields for a product (foundation-and-support §7). */
export const cardInit = defineEndpoint<typeof cardInitSchemas>({
  id: 'bindCard.init',
  method: 'POST',
  path: h5Path('/v3/bind-card/card-init'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Binds (or, with a fresh SMS code, changes) the borrower's payout account. Idempotent. */
export const bindCardNew = defineEndpoint<typeof bindCardSchemas>({
  id: 'bindCard.bind',
  method: 'POST',
  path: h5Path('/v3/bind-card/bind-card-new'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The spec's alternate path of the same call, used when the page was opened from an order. */
export const bindCardLoanDetail = defineEndpoint<typeof bindCardSchemas>({
  id: 'bindCard.bindFromLoanDetail',
  method: 'POST',
  path: h5Path('/v3/bind-card/bind-card-loan-detail'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: texts the borrower the code that confirms a change of a bound account. */
export const bindCardCode = defineEndpoint<typeof bindCardCodeSchemas>({
  id: 'bindCard.code',
  method: 'POST',
  path: h5Path('/v3/bind-card/send-code'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Complaint start: types, sub-types and the borrower's orders (the form page asks with GET). */
export const problemInit = defineEndpoint<typeof problemInitSchemas>({
  id: 'complaint.init',
  method: 'POST',
  path: h5Path('/user-problem/problem-init'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

export const problemInitGet = defineEndpoint<typeof problemInitSchemas>({
  id: 'complaint.initGet',
  method: 'GET',
  path: h5Path('/user-problem/problem-init'),
  encoding: 'query',
  successCode: 0,
  auth: 'session',
});

/** One image (multipart field `problemImage`), checked by content; answers its URL. */
export const uploadProblemImg = defineEndpoint<typeof uploadProblemImgSchemas>({
  id: 'complaint.uploadImage',
  method: 'POST',
  path: h5Path('/user-problem/upload-problem-img'),
  encoding: 'multipart',
  successCode: 0,
  auth: 'session',
});

export const problemSave = defineEndpoint<typeof problemSaveSchemas>({
  id: 'complaint.save',
  method: 'POST',
  path: h5Path('/user-problem/problem-save'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

export const problemList = defineEndpoint<typeof problemListSchemas>({
  id: 'complaint.list',
  method: 'POST',
  path: h5Path('/user-problem/problem-list'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

export const problemDetail = defineEndpoint<typeof problemDetailSchemas>({
  id: 'complaint.detail',
  method: 'POST',
  path: h5Path('/user-problem/problem-detail'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The rating of a complaint's handling; success is the string '00'. */
export const saveScore = defineEndpoint<typeof saveScoreSchemas>({
  id: 'complaint.saveScore',
  method: 'POST',
  path: h5Path('/user-problem/save-score'),
  encoding: 'json',
  successCode: '00',
  auth: 'session',
});
