/**
 * One line per call for the API reference (the server's OpenAPI document), by the call's id. Kept
 * beside the schemas, not in the descriptors, so no page's bundle carries them.
 */
export const endpointSummaries: Readonly<Record<string, string>> = {
  'dev.sms': 'The last login code texted to a phone (development only)',
  'dev.smsOutbox': 'The newest texts the SMS outbox keeps for a phone (development only)',
  'dev.captcha': 'The answer of the last captcha picture drawn for a sid (development only)',
  'legacy.repaymentWay':
    'Saved cards of the borrower (masked), the amount payable and a repay token',
  'legacy.repaymentCommit': 'Starts a card payment; `needValid` 1: an SMS code confirms it',
  'legacy.repaymentConfirm': 'Confirms a committed payment with its SMS code',
  'legacy.repaymentHuichao': 'A pay code whose `url` the app opens',
  'variant2.satire': 'Variant 2: the quote for a product',
  'variant2.cultures': 'Variant 2: the agreements of a scene',
  'variant2.misunderstood': 'Variant 2: where one agreement is read',
  'variant2.depush': 'Variant 2: applies for the quoted loan',
  'loanConfirm.detailConfirm': "The server's quote for a product",
  'loanConfirm.detailPush': 'Applies for the quoted loan (one order however often it is sent)',
  'contract.list': 'The agreements of a scene (3: loan confirmation)',
  'contract.jump': "Where one agreement is read, with the borrower's figures filled in",
  'loanDetails.details': "The order details page's one read",
  'loanDetails.withdraw': 'The borrower accepts an approved loan',
  'loanDetails.googleScore': "The rating modal's submit, for the session's order",
  'event.save': 'An analytics event',
  'personalCenter.contactKfInfo': 'Customer service contact: e-mail and telephone/WhatsApp',
  'promotion.channelTemplate': "The landing page's configuration, by template id",
  'promotion.trackVisit': 'Counts a visit of a landing page',
  'promotion.getSid': 'A fresh sid: the captcha picture and the SMS request are bound to it',
  'promotion.getChallenge': 'A proof-of-work challenge bound to the sid, solved before an SMS',
  'promotion.getSms': 'Texts a registration code, once the captcha of the sid is answered',
  'promotion.trackClick': 'Counts a click on a landing page',
  'promotion.register': 'Registers a visitor with the phone and its code',
  'repayment.installmentDetail': 'The instalment repayment page',
  'repayment.delayDetail': 'The delay (rollover) repayment page',
  'repayment.confirmRollover': 'Confirms a rollover that costs nothing now (no pay code)',
  'repayment.generateVcode': 'A pay code for an amount through a channel (idempotent)',
  'repayment.history': "The payments of one of the borrower's orders",
  'repayment.receipt': 'The official receipt of one payment, with the lender that issued it',
  'myLoans.home': "The borrower's home: the current loan, earlier loans, payments and messages",
  'myLoans.messagesRead': "Marks the borrower's own messages read",
  'myLoans.messageSettings': 'Saves whether the reminders before a due date come by SMS too',
  'myLoans.messagesUnread': "How many of the borrower's messages are unread",
  'myLoans.language': "Saves the borrower's language; later pages open in it",
  'certification.profile':
    "The applicant's profile as saved (or none yet), and the days the terms give to report changes",
  'certification.save':
    "Saves the applicant's profile: every rule checked first, nothing stored from a refused one",
  'certification.document':
    'A photo of the ID or a selfie: checked by content, re-encoded without metadata, kept private',
  'certification.places':
    'PSGC regions, provinces, cities and municipalities, barangays: one level below a code',
  'device.report':
    "The phone the native app runs on; a location only with the borrower's permission",
  'device.contacts': 'Always refused: the contact list is never collected (SEC MC 18)',
  'dataRights.myData': 'Everything held about the borrower (Data Privacy Act): to see and download',
  'dataRights.myDataExport':
    'The borrower’s data as a person reads it, in their language: the download',
  'dataRights.withdrawErasure':
    'Withdraws the borrower’s open erasure request, until it is carried out',
  'dataRights.requestErasure':
    "Records the borrower's request to erase their data (same request if asked again)",
  'offHoursConsent.read':
    'Whether the borrower allows collection contact outside 06:00-22:00 on their order, and the words to agree to',
  'offHoursConsent.grant':
    'The borrower allows collection contact outside 06:00-22:00 (SEC MC 18 s.2019): the words and the time are kept',
  'offHoursConsent.withdraw': 'The borrower takes back their consent to contact outside the hours',
  'bindCard.init': "The binding page's fields for a product",
  'bindCard.bind': "Binds or changes the borrower's payout account (idempotent)",
  'bindCard.bindFromLoanDetail': 'The same call, when the page was opened from an order',
  'bindCard.code': 'Texts the code that confirms a change of a bound account',
  'complaint.init': "Complaint start: types, sub-types and the borrower's orders",
  'complaint.initGet': 'Complaint start, asked with GET by the form page',
  'complaint.uploadImage': 'Uploads one image of a complaint; answers its URL',
  'complaint.save': 'Files a complaint',
  'complaint.list': "The borrower's complaints",
  'complaint.detail': 'A complaint with its reply',
  'complaint.saveScore': "Rates a complaint's handling",
  'union.errorInfo': 'Joint login failure: the error and the recommended products',
  'union.because': 'Logs a click on a recommended product',
  'union.define': 'Opens a recommended product: its URL',
  'user.loginCode': 'Sends a one-time login code by SMS',
  'user.login': 'Trades a phone and its login code for a session',
  'user.logout': 'Ends this session',
  'user.logoutAll': 'Ends every session of the borrower',
};
