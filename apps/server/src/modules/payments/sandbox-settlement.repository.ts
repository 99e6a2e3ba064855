import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SandboxSettlementsTable } from '../../db/schema.ts';

export async function insertSandboxSettlement(db: Db, values: Insertable<SandboxSettlementsTable>) {
  await db
    .insertInto('sandbox_settlements')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function listSandboxSettlements(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('sandbox_settlements')
    .selectAll()
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .orderBy('settled_at')
    .execute();
}
