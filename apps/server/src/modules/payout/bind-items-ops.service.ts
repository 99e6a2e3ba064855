import { BUSINESS_CODE } from '@loan/contract';
import { bindItemParamsSchema, bindItemPatchSchema } from '@loan/contract/ops-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBindItemRows, updateBindItemRow } from './bind-item.repository.ts';

export { bindItemParamsSchema, bindItemPatchSchema };

export async function listBindItemsForOps(deps: { db: Db }) {
  return { items: await listBindItemRows(deps.db, { includeInactive: true }) };
}

/** Operators change what the binding page asks: titles, options, and which items show. */
export async function changeBindItem(
  deps: { db: Db },
  code: string,
  patch: z.infer<typeof bindItemPatchSchema>,
) {
  const row = await updateBindItemRow(deps.db, code, patch);
  if (!row) throw new AppError(BUSINESS_CODE.notFound, `No binding item ${code}`, 404);
  return row;
}
