// Written by scripts/philippine-mobile-plan.ts from libphonenumber-js's metadata: do not edit.
/** Philippine mobile national numbers (ten digits) in Google's numbering plan. */
export const PHILIPPINE_MOBILE_NUMBER =
  /^(?:8(?:1[37]|9[5-8])|9(?:0[5-9]|1[0-24-9]|[235-7]\d|4[2-9]|8[135-9]|9[1-9]))\d{7}$/;
