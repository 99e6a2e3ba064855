import { z } from 'zod';

// The answers the back office reads and the bodies it sends live in the contract.
export {
  balancesSchema,
  entrySchema,
  moneyActionSchema,
  orderLedgerSchema,
  refundBodySchema,
  reversalBodySchema,
  waiverBodySchema,
} from '@loan/contract/ops-schemas';

export const reconcileReportSchema = z.object({
  orders: z.number().int(),
  entries: z.number().int(),
  payments: z.number().int(),
  differences: z.number().int(),
  listed: z.array(
    z.object({
      orderId: z.string(),
      what: z.string(),
      projection: z.unknown(),
      entries: z.unknown(),
    }),
  ),
});
