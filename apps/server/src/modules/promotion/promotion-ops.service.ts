import { BUSINESS_CODE } from '@loan/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { phDate, phDateTime } from '../../lib/ph-date.ts';
import {
  insertTemplateRow,
  listCountRows,
  listTemplateRows,
  setTemplateActive,
  sumCountsByTemplate,
} from './promotion.repository.ts';

export const templateParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const newTemplateBodySchema = z.object({ name: z.string().trim().min(1).max(100) });
export const statsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(7),
});

const DAY_MS = 86_400_000;

export async function listTemplatesForOps(deps: { db: Db }) {
  return { templates: await listTemplateRows(deps.db) };
}

export async function addTemplate(deps: { db: Db }, name: string) {
  return insertTemplateRow(deps.db, name);
}

export async function switchTemplate(deps: { db: Db }, id: number, active: boolean) {
  const row = await setTemplateActive(deps.db, id, active);
  if (!row) throw new AppError(BUSINESS_CODE.notFound, `No landing template ${id}`, 404);
  return row;
}

/** Visits and clicks per template, channel and day, for the last `days` Philippine days. */
export async function landingStats(deps: { db: Db; clock: Clock }, days: number) {
  const from = phDate(new Date(deps.clock.now().getTime() - (days - 1) * DAY_MS));
  const rows = await listCountRows(deps.db, from);
  return {
    from,
    rows: rows.map((row) => ({
      day: row.day,
      templateId: row.template_id,
      appFrom: row.app_from,
      userFrom: row.user_from,
      utmTag: row.utm_tag,
      clientType: row.client_type,
      kind: row.kind,
      count: row.count,
    })),
  };
}

/** Every template with its visits, register-button clicks and registrations since `days` ago. */
export async function landingOverview(deps: { db: Db; clock: Clock }, days: number) {
  const from = phDate(new Date(deps.clock.now().getTime() - (days - 1) * DAY_MS));
  const [templates, sums] = await Promise.all([
    listTemplateRows(deps.db),
    sumCountsByTemplate(deps.db, from),
  ]);
  const count = (id: number, kind: string) =>
    Number(sums.find((row) => row.template_id === id && row.kind === kind)?.total ?? 0);
  return {
    from,
    templates: templates.map((row) => ({
      id: row.id,
      name: row.name,
      active: row.active,
      createdAt: phDateTime(row.created_at),
      visits: count(row.id, 'visit'),
      clicks: count(row.id, 'click'),
      registrations: count(row.id, 'registration'),
    })),
  };
}
