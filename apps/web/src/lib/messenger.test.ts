import { describe, expect, it } from 'vitest';
import { isMessengerBrowser } from './messenger.ts';

describe('isMessengerBrowser', () => {
  it("recognises Facebook's in-app browsers", () => {
    expect(isMessengerBrowser('Mozilla/5.0 (iPhone) [FBAN/MessengerForiOS;FBAV/440.0]')).toBe(true);
    expect(isMessengerBrowser('Mozilla/5.0 (Linux; Android 14) [FB_IAB/Orca-Android;FBAV/4]')).toBe(
      true,
    );
    expect(isMessengerBrowser('Mozilla/5.0 Messenger/1.0')).toBe(true);
  });

  it('is false for ordinary browsers', () => {
    expect(isMessengerBrowser('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari')).toBe(
      false,
    );
    expect(isMessengerBrowser()).toBe(false);
  });
});
