import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages.ts';
import { callFailureMessage } from './call-failure.ts';

describe('callFailureMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the borrower is offline when the browser knows it, or the network failed', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(callFailureMessage(new Error('x'))).toBe(messages.common.offline);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(callFailureMessage(new TypeError('Failed to fetch'))).toBe(messages.common.offline);
  });

  it('says the server was too slow on a time-out, and something went wrong otherwise', () => {
    const timeout = new DOMException('The request timed out.', 'TimeoutError');
    expect(callFailureMessage(timeout)).toBe(messages.common.timedOut);
    expect(callFailureMessage(new Error('HTTP 502'))).toBe(messages.common.requestFailed);
  });
});
