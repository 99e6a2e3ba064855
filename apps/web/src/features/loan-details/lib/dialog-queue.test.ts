import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LoanDetailDialog, useDialogQueue } from './dialog-queue.ts';

describe('the order page’s dialog queue', () => {
  it('follows the order read anew: the withdrawal once the account is there', () => {
    const { result, rerender } = renderHook(
      ({ due }: { due: LoanDetailDialog[] }) => useDialogQueue(due),
      { initialProps: { due: ['bankCard', 'kindTips'] } },
    );
    expect(result.current.active).toBe('bankCard');
    rerender({ due: ['withdraw', 'kindTips'] });
    expect(result.current.active).toBe('withdraw');
  });

  it('keeps a dialog the borrower closed closed, and shows one asked for', () => {
    const { result, rerender } = renderHook(
      ({ due }: { due: LoanDetailDialog[] }) => useDialogQueue(due),
      { initialProps: { due: ['kindTips', 'rating'] } },
    );
    act(() => result.current.close('kindTips'));
    expect(result.current.active).toBe('rating');
    rerender({ due: ['kindTips', 'rating'] });
    expect(result.current.active).toBe('rating');
    act(() => result.current.close('rating'));
    act(() => result.current.show('ratingResult'));
    expect(result.current.active).toBe('ratingResult');
    act(() => result.current.close('ratingResult'));
    expect(result.current.active).toBeNull();
  });
});
