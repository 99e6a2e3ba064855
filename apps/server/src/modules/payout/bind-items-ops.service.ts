import { BUSINESS_CODE } from '@loan/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBindItemRows, updateBindItemRow } from './bind-item.repository.ts';

export const bindItemParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

export const bindItemPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(100).optional(),
    subtitle: z.string().trim().max(200).optional(),
    note: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(100),
          type: z.string().trim().min(1).max(20),
        }),
      )
      .max(100)
      .optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

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
