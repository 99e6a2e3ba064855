/**
 * The zod schemas of the contract: for the server (validation) and for tests. The web app imports
 * only `@loan/contract`, which links to these by type, so no zod reaches the browser.
 */
import type { EndpointDescriptor, EndpointSchemas } from '../endpoint.ts';
import {
  applicantProfile,
  contactsUpload,
  deviceReport,
  places,
  saveApplicantProfile,
  uploadApplicantDocument,
} from '../endpoints/applicant.ts';
import { myData, myDataExport, requestErasure, withdrawErasure } from '../endpoints/data-rights.ts';
import { devCaptcha, devSms, devSmsOutbox } from '../endpoints/dev.ts';
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '../endpoints/legacy-repayment.ts';
import {
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
} from '../endpoints/loan-confirm.ts';
import { cultures, depush, misunderstood, satire } from '../endpoints/loan-confirm-variant2.ts';
import { eventSave, googleScore, loanDetails, loanWithdraw } from '../endpoints/loan-details.ts';
import {
  languageSave,
  messageSettings,
  messagesRead,
  messagesUnread,
  myLoans,
} from '../endpoints/my-loans.ts';
import {
  grantOffHoursConsent,
  offHoursConsent,
  withdrawOffHoursConsent,
} from '../endpoints/off-hours-consent.ts';
import { contactKfInfo } from '../endpoints/personal-center.ts';
import {
  channelTemplate,
  getChallenge,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../endpoints/promotion.ts';
import {
  confirmRollover,
  delayDetail,
  generateVcode,
  installmentDetail,
  repaymentHistory,
  repaymentReceipt,
} from '../endpoints/repayment.ts';
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
} from '../endpoints/support.ts';
import { because, define, unionErrorInfo } from '../endpoints/union.ts';
import { login, loginCode, logout, logoutAll } from '../endpoints/user.ts';
import {
  applicantProfileSchemas,
  contactsUploadSchemas,
  deviceReportSchemas,
  placesSchemas,
  saveApplicantProfileSchemas,
  uploadApplicantDocumentSchemas,
} from './applicant.ts';

import {
  myDataExportSchemas,
  myDataSchemas,
  requestErasureSchemas,
  withdrawErasureSchemas,
} from './data-rights.ts';
import { devCaptchaSchemas, devSmsOutboxSchemas, devSmsSchemas } from './dev.ts';
import {
  repaymentCommitSchemas,
  repaymentConfirmSchemas,
  repaymentHuichaoSchemas,
  repaymentWaySchemas,
} from './legacy-repayment.ts';
import {
  contractJumpSchemas,
  contractListSchemas,
  loanDetailConfirmSchemas,
  loanDetailPushSchemas,
} from './loan-confirm.ts';
import {
  culturesSchemas,
  depushSchemas,
  misunderstoodSchemas,
  satireSchemas,
} from './loan-confirm-variant2.ts';
import {
  eventSaveSchemas,
  googleScoreSchemas,
  loanDetailsSchemas,
  withdrawSchemas,
} from './loan-details.ts';
import {
  languageSaveSchemas,
  messageSettingsSchemas,
  messagesReadSchemas,
  messagesUnreadSchemas,
  myLoansSchemas,
} from './my-loans.ts';
import {
  offHoursConsentGrantSchemas,
  offHoursConsentReadSchemas,
  offHoursConsentWithdrawSchemas,
} from './off-hours-consent.ts';
import { contactKfInfoSchemas } from './personal-center.ts';
import {
  channelTemplateSchemas,
  getChallengeSchemas,
  getSidSchemas,
  getSmsSchemas,
  registerSchemas,
  trackClickSchemas,
  trackVisitSchemas,
} from './promotion.ts';
import {
  confirmRolloverSchemas,
  delayDetailSchemas,
  generateVcodeSchemas,
  installmentDetailSchemas,
  repaymentHistorySchemas,
  repaymentReceiptSchemas,
} from './repayment.ts';
import {
  bindCardCodeSchemas,
  bindCardSchemas,
  cardInitSchemas,
  problemDetailSchemas,
  problemInitSchemas,
  problemListSchemas,
  problemSaveSchemas,
  saveScoreSchemas,
  uploadProblemImgSchemas,
} from './support.ts';
import { becauseSchemas, defineSchemas, unionErrorInfoSchemas } from './union.ts';
import { loginCodeSchemas, loginSchemas, logoutAllSchemas, logoutSchemas } from './user.ts';

export * from './applicant.ts';
export * from './brand.ts';
export * from './data-rights.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './legacy-repayment.ts';
export * from './loan-fields.ts';
export * from './my-loans.ts';
export * from './off-hours-consent.ts';
export { getCaptchaQuerySchema } from './promotion.ts';
export * from './repayment.ts';
export * from './session.ts';
export * from './summaries.ts';
export * from './support.ts';

/** Every call's schemas, by the call's id. */
export const endpointSchemas: Readonly<Record<string, EndpointSchemas>> = {
  [loginCode.id]: loginCodeSchemas,
  [applicantProfile.id]: applicantProfileSchemas,
  [saveApplicantProfile.id]: saveApplicantProfileSchemas,
  [uploadApplicantDocument.id]: uploadApplicantDocumentSchemas,
  [places.id]: placesSchemas,
  [deviceReport.id]: deviceReportSchemas,
  [contactsUpload.id]: contactsUploadSchemas,
  [login.id]: loginSchemas,
  [logout.id]: logoutSchemas,
  [logoutAll.id]: logoutAllSchemas,
  [contactKfInfo.id]: contactKfInfoSchemas,
  [loanDetailConfirm.id]: loanDetailConfirmSchemas,
  [loanDetailPush.id]: loanDetailPushSchemas,
  [contractList.id]: contractListSchemas,
  [contractJump.id]: contractJumpSchemas,
  [satire.id]: satireSchemas,
  [cultures.id]: culturesSchemas,
  [misunderstood.id]: misunderstoodSchemas,
  [depush.id]: depushSchemas,
  [loanDetails.id]: loanDetailsSchemas,
  [loanWithdraw.id]: withdrawSchemas,
  [googleScore.id]: googleScoreSchemas,
  [eventSave.id]: eventSaveSchemas,
  [unionErrorInfo.id]: unionErrorInfoSchemas,
  [because.id]: becauseSchemas,
  [define.id]: defineSchemas,
  [installmentDetail.id]: installmentDetailSchemas,
  [delayDetail.id]: delayDetailSchemas,
  [confirmRollover.id]: confirmRolloverSchemas,
  [generateVcode.id]: generateVcodeSchemas,
  [repaymentHistory.id]: repaymentHistorySchemas,
  [repaymentReceipt.id]: repaymentReceiptSchemas,
  [myData.id]: myDataSchemas,
  [requestErasure.id]: requestErasureSchemas,
  [offHoursConsent.id]: offHoursConsentReadSchemas,
  [grantOffHoursConsent.id]: offHoursConsentGrantSchemas,
  [withdrawOffHoursConsent.id]: offHoursConsentWithdrawSchemas,
  [myDataExport.id]: myDataExportSchemas,
  [withdrawErasure.id]: withdrawErasureSchemas,
  [repaymentWay.id]: repaymentWaySchemas,
  [repaymentCommit.id]: repaymentCommitSchemas,
  [repaymentConfirm.id]: repaymentConfirmSchemas,
  [repaymentHuichao.id]: repaymentHuichaoSchemas,
  [devSms.id]: devSmsSchemas,
  [devSmsOutbox.id]: devSmsOutboxSchemas,
  [devCaptcha.id]: devCaptchaSchemas,
  [channelTemplate.id]: channelTemplateSchemas,
  [trackVisit.id]: trackVisitSchemas,
  [getSid.id]: getSidSchemas,
  [getChallenge.id]: getChallengeSchemas,
  [getSms.id]: getSmsSchemas,
  [trackClick.id]: trackClickSchemas,
  [register.id]: registerSchemas,
  [cardInit.id]: cardInitSchemas,
  [bindCardNew.id]: bindCardSchemas,
  [bindCardLoanDetail.id]: bindCardSchemas,
  [bindCardCode.id]: bindCardCodeSchemas,
  [problemInit.id]: problemInitSchemas,
  [problemInitGet.id]: problemInitSchemas,
  [uploadProblemImg.id]: uploadProblemImgSchemas,
  [problemSave.id]: problemSaveSchemas,
  [problemList.id]: problemListSchemas,
  [problemDetail.id]: problemDetailSchemas,
  [saveScore.id]: saveScoreSchemas,
  [myLoans.id]: myLoansSchemas,
  [languageSave.id]: languageSaveSchemas,
  [messagesRead.id]: messagesReadSchemas,
  [messageSettings.id]: messageSettingsSchemas,
  [messagesUnread.id]: messagesUnreadSchemas,
};

/** The schemas of one call, typed as its descriptor says. */
export function schemasOf<S extends EndpointSchemas>(descriptor: EndpointDescriptor<S>): S {
  const schemas = endpointSchemas[descriptor.id];
  if (!schemas) throw new Error(`the contract has no schemas for ${descriptor.id}`);
  return schemas as S;
}
