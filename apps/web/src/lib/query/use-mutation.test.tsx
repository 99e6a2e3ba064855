import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMutation } from './use-mutation.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useMutation', () => {
  it('is pending while its call is under way and resolves after its onSuccess', async () => {
    const call = deferred<string>();
    const followUp = deferred<void>();
    const seen: string[] = [];
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (name: string) => {
          seen.push(name);
          return call.promise;
        },
        onSuccess: () => followUp.promise,
      }),
    );
    expect(result.current.status).toBe('idle');
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.mutateAsync('ana');
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('done'));
    // Still pending until the follow-up (an invalidation) is done.
    expect(result.current.isPending).toBe(true);
    await act(async () => followUp.resolve());
    await expect(answer).resolves.toBe('done');
    expect(result.current).toMatchObject({ isSuccess: true, data: 'done' });
    expect(seen).toEqual(['ana']);
  });

  it("keeps a failure in error for mutate, rejects with it for mutateAsync, and runs a call's own onSuccess", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: async () => {
          if (fail) throw new Error('refused');
          return 7;
        },
      }),
    );
    await act(async () => result.current.mutate());
    expect(result.current).toMatchObject({ isError: true, error: new Error('refused') });
    await act(() => expect(result.current.mutateAsync()).rejects.toThrow('refused'));
    fail = false;
    const answers: number[] = [];
    await act(async () => result.current.mutate(undefined, { onSuccess: (n) => answers.push(n) }));
    expect(answers).toEqual([7]);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('sends a later call only after an earlier one settled, and shows the later outcome even when the earlier one is slower', async () => {
    const calls = new Map<string, ReturnType<typeof deferred<string>>>();
    const started: string[] = [];
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (name: string) => {
          started.push(name);
          const call = deferred<string>();
          calls.set(name, call);
          return call.promise;
        },
      }),
    );
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.mutateAsync('old');
      second = result.current.mutateAsync('new');
    });
    await act(async () => undefined);
    // The later write waits for the earlier one: the server gets them in the borrower's order.
    expect(started).toEqual(['old']);
    await act(async () => calls.get('old')?.resolve('old done'));
    await expect(first).resolves.toBe('old done');
    // The earlier call's answer is not shown while the later one is under way.
    expect(result.current.isPending).toBe(true);
    expect(started).toEqual(['old', 'new']);
    await act(async () => calls.get('new')?.resolve('new done'));
    await expect(second).resolves.toBe('new done');
    expect(result.current).toMatchObject({ isSuccess: true, data: 'new done' });
  });

  it('orders the writes of two screens that share a scope, a failure not holding back the next', async () => {
    const order: string[] = [];
    const slow = deferred<string>();
    const a = renderHook(() =>
      useMutation({
        scope: 'payout-account',
        mutationFn: async (name: string) => {
          order.push(`start ${name}`);
          const answer = await slow.promise;
          order.push(`end ${name}`);
          throw new Error(answer);
        },
      }),
    );
    const b = renderHook(() =>
      useMutation({
        scope: 'payout-account',
        mutationFn: async (name: string) => {
          order.push(`start ${name}`);
          return name;
        },
      }),
    );
    let earlier: Promise<string> | undefined;
    let later: Promise<string> | undefined;
    act(() => {
      earlier = a.result.current.mutateAsync('first');
      later = b.result.current.mutateAsync('second');
    });
    await act(async () => undefined);
    expect(order).toEqual(['start first']);
    await act(async () => slow.resolve('refused'));
    await expect(earlier).rejects.toThrow('refused');
    await expect(later).resolves.toBe('second');
    expect(order).toEqual(['start first', 'end first', 'start second']);
    expect(b.result.current).toMatchObject({ isSuccess: true, data: 'second' });
  });

  it('runs writes of different hooks without a scope side by side', async () => {
    const slow = deferred<string>();
    const a = renderHook(() => useMutation({ mutationFn: () => slow.promise }));
    const b = renderHook(() => useMutation({ mutationFn: async () => 'quick' }));
    let first: Promise<string> | undefined;
    act(() => {
      first = a.result.current.mutateAsync();
    });
    await act(async () => {
      await expect(b.result.current.mutateAsync()).resolves.toBe('quick');
    });
    expect(a.result.current.isPending).toBe(true);
    await act(async () => slow.resolve('slow'));
    await expect(first).resolves.toBe('slow');
  });
});
