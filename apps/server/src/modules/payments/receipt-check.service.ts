import type { BrandConfig } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { findOrderById } from '../order/order-reads.service.ts';
import {
  countReceiptSeries,
  listMalformedReceipts,
  seriesGapsAndRepeats,
} from './receipt-check.repository.ts';

/** A receipt number that is not what decisions 0033 and 0042 make it. */
export interface ReceiptDifference {
  orderId: string;
  what: string;
  projection: unknown;
  entries: unknown;
}

/**
 * The official receipt numbers against their series (`orders reconcile`, decision 0068): every
 * committed payment has a number of its issuer's form, and each lender's numbers run 1..last_no,
 * each once. A number changed in the database reads as a gap and a number out of the series.
 */
export async function checkReceiptNumbers(
  db: Db,
  brand: Pick<BrandConfig, 'secRegistrationNumber' | 'receiptPrefix'>,
): Promise<ReceiptDifference[]> {
  const found: ReceiptDifference[] = [];
  for (const row of await listMalformedReceipts(db)) {
    const order = await findOrderById(db, row.orderId);
    found.push({
      orderId: order?.publicId ?? row.orderId,
      what: `receipt number of payment ${row.paymentId}`,
      projection: row.receiptNo,
      entries: row.prefix ? `${row.prefix} and at least six digits` : 'a number',
    });
  }
  const issuer = { lender: brand.secRegistrationNumber, prefix: brand.receiptPrefix };
  for (const series of await countReceiptSeries(db, issuer)) {
    const { lastNo, numbered, distinct, highest } = series;
    if (numbered === lastNo && distinct === lastNo && highest === lastNo) continue;
    const { gaps, repeats } = await seriesGapsAndRepeats(db, issuer, series.lender, lastNo);
    found.push({
      orderId: '-',
      what: `receipt series ${series.lender}`,
      projection: { numbered, distinct, highest, missing: gaps, repeated: repeats },
      entries: { lastNo, expected: `1 to ${lastNo}, each once` },
    });
  }
  return found;
}
