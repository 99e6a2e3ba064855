import type { EndpointDescriptor } from '../endpoint.ts';
import {
  applicantProfile,
  contactsUpload,
  deviceReport,
  places,
  saveApplicantProfile,
  uploadApplicantDocument,
} from './applicant.ts';
import { myData, myDataExport, requestErasure, withdrawErasure } from './data-rights.ts';
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from './legacy-repayment.ts';
import { contractJump, contractList, loanDetailConfirm, loanDetailPush } from './loan-confirm.ts';
import { cultures, depush, misunderstood, satire } from './loan-confirm-variant2.ts';
import { eventSave, googleScore, loanDetails, loanWithdraw } from './loan-details.ts';
import {
  languageSave,
  messageSettings,
  messagesRead,
  messagesUnread,
  myLoans,
} from './my-loans.ts';
import {
  grantOffHoursConsent,
  offHoursConsent,
  withdrawOffHoursConsent,
} from './off-hours-consent.ts';
import { contactKfInfo } from './personal-center.ts';
import {
  channelTemplate,
  getChallenge,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from './promotion.ts';
import {
  confirmRollover,
  delayDetail,
  generateVcode,
  installmentDetail,
  repaymentHistory,
  repaymentReceipt,
} from './repayment.ts';
import {
  bindCardCode,
  bindCardLoanDetail,
  bindCardNew,
  cardInit,
  problemDetail,
  problemInit,
  problemInitGet,
  problemList,
  problemSave,
  saveScore,
  uploadProblemImg,
} from './support.ts';
import { because, define, unionErrorInfo } from './union.ts';
import { login, loginCode, logout, logoutAll } from './user.ts';

export const endpoints = {
  loginCode,
  login,
  logout,
  logoutAll,
  contactKfInfo,
  loanDetailConfirm,
  loanDetailPush,
  contractList,
  contractJump,
  satire,
  cultures,
  misunderstood,
  depush,
  loanDetails,
  loanWithdraw,
  googleScore,
  eventSave,
  unionErrorInfo,
  because,
  define,
  installmentDetail,
  delayDetail,
  confirmRollover,
  generateVcode,
  repaymentHistory,
  myData,
  myDataExport,
  requestErasure,
  offHoursConsent,
  grantOffHoursConsent,
  withdrawOffHoursConsent,
  withdrawErasure,
  repaymentReceipt,
  repaymentWay,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  cardInit,
  bindCardNew,
  bindCardLoanDetail,
  bindCardCode,
  problemInit,
  problemInitGet,
  uploadProblemImg,
  problemSave,
  problemList,
  problemDetail,
  saveScore,
  channelTemplate,
  trackVisit,
  getSid,
  getChallenge,
  getSms,
  trackClick,
  register,
  myLoans,
  messagesRead,
  messageSettings,
  messagesUnread,
  languageSave,
  applicantProfile,
  saveApplicantProfile,
  uploadApplicantDocument,
  places,
  deviceReport,
  contactsUpload,
} as const;

/** Every call of the contract; the server must register a handler for each. */
export const allEndpoints: readonly EndpointDescriptor[] = Object.values(endpoints);

/** Development-only calls (absent in production), kept out of `allEndpoints`. */
export { devCaptcha, devEndpoints, devSms, devSmsOutbox } from './dev.ts';

export { CAPTCHA_IMAGE_PATH, promotionEndpoints } from './promotion.ts';
