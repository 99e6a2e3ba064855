export const TEMPLATE_ID = 7;
export const SID = 'sid-abc-1';
export const MOBILE = '09171234567';
export const CAPTCHA = 'aB3d';
export const SMS_CODE = '123456';

/** The landing link: its template id and the channel the visitor came from. */
export const LANDING_QUERY = `id=${TEMPLATE_ID}&app_from=fb&user_from=u1&utm_tag=spring`;

/** The channel fields every landing call carries on, as the link gave them. */
export const CHANNEL = { app_from: 'fb', user_from: 'u1', utm_tag: 'spring' };

/** What the landing sends with a code request for the form `fillForm` types (loan-journey §3). */
export const SMS_REQUEST_BODY = {
  phone: MOBILE,
  capcode: CAPTCHA,
  sid: SID,
  deviceId: SID,
  appName: 'ymgj',
  ...CHANNEL,
};
