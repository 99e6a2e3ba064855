import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import type { OrderIds } from '@/lib/order-ids.ts';
import { storage } from '@/lib/storage.ts';

type PayBox = NonNullable<ResponseOf<typeof endpoints.installmentDetail>['defDetail']>;

/** What /repaymentOfCode2 shows: the pay box of the page it was opened from, and its total. */
export interface StoredRepaymentInfo {
  payBox: PayBox;
  /** repayAmount, or the delay amount on the rollover page (minor units). */
  total: number;
  /** The loan: its order id is the contract number; absent in info stored before it was kept. */
  ids?: OrderIds;
}

// The spec's /repaymentOfCode2 reads the repayment info from local storage; it lives in the
// 'main' group of the spec's storage groups (foundation-and-support §3).
const GROUP = 'main';

export function storeRepaymentInfo(info: StoredRepaymentInfo): void {
  storage.set(GROUP, { repaymentInfo: info });
}

export function readRepaymentInfo(): StoredRepaymentInfo | null {
  const saved = storage.get<{ repaymentInfo?: StoredRepaymentInfo }>(GROUP)?.repaymentInfo;
  return saved && typeof saved.total === 'number' && saved.payBox?.payCode ? saved : null;
}
