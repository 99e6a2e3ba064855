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
});
