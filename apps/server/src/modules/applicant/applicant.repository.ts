import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ApplicantProfilesTable } from '../../db/schema.ts';

export type ProfileRow = Selectable<ApplicantProfilesTable>;
export type ProfileValues = Omit<Insertable<ApplicantProfilesTable>, 'created_at'>;

export function findProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('applicant_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks the borrower's profile row (or finds none) for a change. */
export function lockProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('applicant_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function upsertProfileRow(db: Db, values: ProfileValues): Promise<void> {
  const { user_id: _userId, ...changes } = values;
  await db
    .insertInto('applicant_profiles')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function insertProfileChange(
  db: Db,
  values: { user_id: string; at: Date; fields: string[] },
): Promise<void> {
  await db.insertInto('applicant_profile_changes').values(values).execute();
}

export function listProfileChanges(db: Db, userId: string) {
  return db
    .selectFrom('applicant_profile_changes')
    .select(['at', 'fields'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** Whether another borrower's profile holds this ID number. */
export async function idNumberHolder(db: Db, idType: string, idNumber: string) {
  const row = await db
    .selectFrom('applicant_profiles')
    .select('user_id')
    .where('id_type', '=', idType)
    .where('id_number', '=', idNumber)
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether another borrower's profile has this name and birth date. */
export async function hasNamesake(db: Db, userId: string, nameKey: string, birthDate: string) {
  const row = await db
    .selectFrom('applicant_profiles')
    .select('user_id')
    .where('name_key', '=', nameKey)
    .where('birth_date', '=', birthDate)
    .where('user_id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Erasure: the profile and its change trail. */
export async function deleteProfileRows(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('applicant_profile_changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('applicant_profiles').where('user_id', '=', userId).execute();
}

export async function upsertDeviceReport(
  db: Db,
  values: Insertable<import('../../db/schema.ts').DeviceReportsTable>,
): Promise<void> {
  const { user_id: _u, device_id: _d, ...changes } = values;
  await db
    .insertInto('device_reports')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet(changes))
    .execute();
}

export async function deleteDeviceReports(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('device_reports').where('user_id', '=', userId).execute();
}
