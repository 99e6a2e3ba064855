export const TEMPLATE_ID = 7;
export const SID = 'sid-abc-1';
export const MOBILE = '09171234567';
export const CAPTCHA = 'aB3d';
export const SMS_CODE = '123456';

/** The landing link: its template id and the channel the visitor came from. */
export const LANDING_QUERY = `id=${TEMPLATE_ID}&app_from=fb&user_from=u1&utm_tag=spring`;

/** The channel fields every landing call carries on, as the link gave them. */
export const CHANNEL = { app_from: 'fb', user_from: 'u1', utm_tag: 'spring' };

/** A proof-of-work challenge the page solves at counter 3 (one PBKDF2 round a try). */
export const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '0123456789abcdef0123456789abcdef',
    salt: 'fedcba9876543210fedcba9876543210',
    cost: 1,
    keyLength: 32,
    keyPrefix: '6dc2809106397de41f80317a638b56e1',
    data: { sid: SID, expires: 1 },
  },
  signature: 'signed-by-the-server',
};

/** The proof the page sends for `CHALLENGE`: the counter and the key it derived. */
export const PROOF = btoa(
  JSON.stringify({
    challenge: CHALLENGE,
    solution: {
      counter: 3,
      derivedKey: '6dc2809106397de41f80317a638b56e1ddf1c89f6d94cd1c10e98f5f3bb89348',
    },
  }),
);

/** The device fields the landing sends with a code request and with the registration. */
export const DEVICE_FIELDS = {
  phone: MOBILE,
  capcode: CAPTCHA,
  sid: SID,
  deviceId: SID,
  appName: 'ymgj',
  ...CHANNEL,
};

/**
 * What the landing sends with a code request for the form `fillForm` types (loan-journey §3),
 * with its solved proof of work.
 */
export const SMS_REQUEST_BODY = { ...DEVICE_FIELDS, proof: PROOF };
