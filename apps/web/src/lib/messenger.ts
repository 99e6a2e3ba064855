const MESSENGER_PATTERN = /FBAN|FBAV|Messenger/;

/** True inside Facebook Messenger's (and Facebook's) built-in browser. */
export function isMessengerBrowser(userAgent: string = navigator.userAgent): boolean {
  return MESSENGER_PATTERN.test(userAgent);
}
