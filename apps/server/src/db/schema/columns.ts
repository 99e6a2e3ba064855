import type { ColumnType } from 'kysely';

/** Set by the database on insert, never updated by the app. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
