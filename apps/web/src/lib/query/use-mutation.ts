import { useRef, useState } from 'react';
import { inTurn } from './mutation-turns.ts';

type MutationState<TData> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: TData; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export interface MutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Awaited before the mutation counts as done (an invalidation, say). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /**
   * Writes of one scope run one after another, in the order they were asked for (the screens'
   * writes to one record share one). Without it, the calls of this hook are the scope.
   */
  scope?: string;
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
  const ownScope = useRef<object>({});
  // Only the latest call's outcome is shown: an earlier one settling later cannot overwrite it.
  const latest = useRef(0);
  const mutateAsync = (variables: TVariables) => {
    const call = ++latest.current;
    const show = (next: MutationState<TData>) => {
      if (call === latest.current) setState(next);
    };
    show({ status: 'pending' });
    return inTurn(options.scope ?? ownScope.current, async () => {
      try {
        const data = await options.mutationFn(variables);
        await options.onSuccess?.(data, variables);
        show({ status: 'success', data });
        return data;
      } catch (error) {
        show({ status: 'error', error });
        throw error;
      }
    });
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
    reset: () => {
      latest.current += 1;
      setState({ status: 'idle' });
    },
  };
}
