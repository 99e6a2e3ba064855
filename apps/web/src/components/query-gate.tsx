import type { ReactNode } from 'react';
import { messages } from '@/lib/messages.ts';
import type { UseQueryResult } from '@/lib/query/use-query.ts';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

/**
 * A screen's section until its query has an answer: `pending` (nothing by default: the call shows
 * its own indicator) while it loads; a notice with Try again when the call got no answer; the
 * answer, whatever its code, otherwise.
 */
export function QueryGate<T>({
  query,
  unavailable,
  pending = null,
  children,
}: {
  query: UseQueryResult<T>;
  /** The notice's title when the call got no answer. */
  unavailable: string;
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) {
    return (
      <Notice
        title={unavailable}
        action={
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  return children(query.data);
}
