import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './api-result.ts';
import { retryReads } from './retry-reads.ts';

describe('reads tried again when the network drops them', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers once a later try gets through, after 1 s and then 3 s', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('answer');
    const answer = retryReads(read, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(answer).resolves.toBe('answer');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after three tries with the network failure', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = retryReads(read, new AbortController().signal);
    const failed = expect(answer).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(4000);
    await failed;
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not try again after an answer that is not an envelope, or a time-out', async () => {
    for (const error of [
      new HttpError(502, 'bad gateway'),
      new DOMException('The request timed out.', 'TimeoutError'),
    ]) {
      const read = vi.fn<() => Promise<string>>().mockRejectedValue(error);
      await expect(retryReads(read, new AbortController().signal)).rejects.toBe(error);
      expect(read).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when nobody wants the answer any more', async () => {
    const controller = new AbortController();
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = retryReads(read, controller.signal);
    const aborted = expect(answer).rejects.toThrow('gone');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('gone'));
    await aborted;
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
