import type { Db } from '../../db/database.ts';

export async function listBindItemRows(db: Db, options: { includeInactive?: boolean } = {}) {
  let query = db.selectFrom('bind_items').selectAll().orderBy('position');
  if (!options.includeInactive) query = query.where('active', '=', true);
  return query.execute();
}

export interface BindItemPatch {
  title?: string;
  subtitle?: string;
  note?: Array<{ name: string; type: string }>;
  active?: boolean;
}

export async function updateBindItemRow(db: Db, code: string, patch: BindItemPatch) {
  const { note, ...rest } = patch;
  return db
    .updateTable('bind_items')
    .set({ ...rest, ...(note ? { note: JSON.stringify(note) } : {}) })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirst();
}
