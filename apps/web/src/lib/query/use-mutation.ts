import { useState } from 'react';

type MutationState<TData> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: TData; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export interface MutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Awaited before the mutation counts as done (an invalidation, say). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

export interface UseMutationResult<TVariables, TData> {
  status: MutationState<TData>['status'];
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Resolves with the answer; rejects with the call's failure. Never retried. */
  mutateAsync: (variables: TVariables) => Promise<TData>;
  /** The same, its failure left in `error`; `onSuccess` is this call's own follow-up. */
  mutate: (variables: TVariables, call?: { onSuccess?: (data: TData) => void }) => void;
  reset: () => void;
}

/** A write the borrower starts (a tap): its state for the screen while it is under way. */
export function useMutation<TVariables = void, TData = unknown>(
  options: MutationOptions<TVariables, TData>,
): UseMutationResult<TVariables, TData> {
  const [state, setState] = useState<MutationState<TData>>({ status: 'idle' });
  const mutateAsync = async (variables: TVariables) => {
    setState({ status: 'pending' });
    try {
      const data = await options.mutationFn(variables);
      await options.onSuccess?.(data, variables);
      setState({ status: 'success', data });
      return data;
    } catch (error) {
      setState({ status: 'error', error });
      throw error;
    }
  };
  return {
    status: state.status,
    data: state.data,
    error: state.error ?? null,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    mutateAsync,
    mutate: (variables, call) =>
      void mutateAsync(variables).then(
        (data) => call?.onSuccess?.(data),
        () => undefined,
      ),
    reset: () => setState({ status: 'idle' }),
  };
}
