import type { Db } from '../../db/database.ts';

export async function listBindItemRows(db: Db, options: { includeInactive?: boolean } = {}) {
  let query = db.selectFrom('bind_items').selectAll().orderBy('position');
  if (!options.includeInactive) query = query.where('active', '=', true);
  return query.execute();
}

type Options = Array<{ name: string; type: string }>;

export interface BindItemPatch {
  title?: string;
  subtitle?: string;
  note?: Options;
  title_fil?: string | null;
  subtitle_fil?: string | null;
  note_fil?: Options | null;
  active?: boolean;
}

export async function updateBindItemRow(db: Db, code: string, patch: BindItemPatch) {
  const { note, note_fil, ...rest } = patch;
  return db
    .updateTable('bind_items')
    .set({
      ...rest,
      ...(note ? { note: JSON.stringify(note) } : {}),
      ...(note_fil !== undefined && { note_fil: note_fil && JSON.stringify(note_fil) }),
    })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirst();
}
