import {
  BUSINESS_CODE,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_STATUS,
  COMPLAINT_STATUS_TITLES,
  type ComplaintStatus,
} from '@loan/contract';
import { COMPLAINT_NEAR_DEADLINE_HOURS } from '@loan/contract/ops';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PageCursor, pageCursorSchema, pageOf } from '../../lib/page-cursor.ts';
import { phDateTime } from '../../lib/ph-date.ts';
import { deliverComplaintReply } from '../messages/complaint-messages.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { operatorUploadNames, uploadNameOf } from '../uploads/uploads.service.ts';
import {
  findComplaintRow,
  listComplaintRows,
  listOpenComplaintTimes,
  updateComplaintRow,
} from './complaint.repository.ts';
import { COMPLAINT_NOT_FOUND, type ComplaintDeps } from './complaint.service.ts';
import { sonTypeTitle, typeTitle } from './complaint-types.ts';
import { minutesUntil, replyDueAt } from './reply-deadline.ts';

export type ComplaintOpsDeps = ComplaintDeps & { config: Pick<AppConfig, 'phHolidays'> };
type OpsDeps = ComplaintOpsDeps;

const complaintStatus = z.coerce.number().int().min(1).max(3);

export const listComplaintsQuerySchema = z.object({
  status: complaintStatus.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  after: pageCursorSchema.optional(),
});

export const complaintParamsSchema = z.object({ problemId: z.string().trim().min(1).max(64) });

/**
 * An image of the reply: one of our uploads (the back office uploads it first). An address
 * elsewhere would be blocked by the borrower page's image policy and show broken.
 */
const replyImage = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/api\/uploads\/[^\s"'<>/?#]+$/, 'must be one of our uploads: attach the image again');

export const replyBodySchema = z.object({
  text: z.string().trim().min(1, 'is required').max(2000),
  images: z.array(replyImage).max(COMPLAINT_IMAGES_MAX).default([]),
  needScore: z.boolean().default(false),
  status: complaintStatus.default(3),
});

type Row = NonNullable<Awaited<ReturnType<typeof findComplaintRow>>>;

function opsView(deps: OpsDeps, row: Row) {
  const due = replyDueAt(row.created_at, deps.config.phHolidays);
  const answered = row.dispose_detail !== '' || row.status === COMPLAINT_STATUS.done;
  return {
    problemId: row.public_id,
    orderId: row.order_public_id,
    type: typeTitle(row.problem_type),
    sonType: sonTypeTitle(row.problem_son_type),
    content: row.detail,
    images: row.images,
    status: row.status,
    statusName: COMPLAINT_STATUS_TITLES[row.status as ComplaintStatus] ?? String(row.status),
    reply: row.dispose_detail,
    replyImages: row.dispose_images,
    needScore: row.need_score,
    score: row.score,
    createdAt: phDateTime(row.created_at),
    replyDueAt: due.toISOString(),
    minutesLeft: answered ? null : minutesUntil(due, deps.clock.now()),
  };
}

export async function listComplaintsForOps(
  deps: OpsDeps,
  query: z.infer<typeof listComplaintsQuerySchema>,
) {
  const rows = await listComplaintRows(deps.db, { ...query, limit: query.limit + 1 });
  const page = pageOf(rows, query.limit, (row) => ({ at: row.created_at, id: row.public_id }));
  return { complaints: page.items.map((row) => opsView(deps, row)), next: page.next };
}

/** Complaints filed in [from, to), newest first, a page after `after` (the CSV export). */
export async function complaintsFiledBetween(
  deps: OpsDeps,
  range: { from: Date; to: Date },
  after: PageCursor | undefined,
  limit: number,
) {
  const rows = await listComplaintRows(deps.db, {
    createdFrom: range.from,
    createdBefore: range.to,
    after,
    limit,
  });
  return rows.map((row) => ({
    complaint: opsView(deps, row),
    cursor: { at: row.created_at, id: row.public_id },
  }));
}

async function findForOps(deps: OpsDeps, problemId: string) {
  const row = await findComplaintRow(deps.db, problemId);
  if (!row) throw new AppError(BUSINESS_CODE.complaintNotFound, COMPLAINT_NOT_FOUND, 404);
  return row;
}

export async function showComplaintForOps(deps: OpsDeps, problemId: string) {
  return opsView(deps, await findForOps(deps, problemId));
}

/** Customer service answers: the reply, its images, the tab, and whether to ask for a rating. */
export async function replyToComplaint(
  deps: OpsDeps & { sms: SmsProvider },
  problemId: string,
  reply: z.infer<typeof replyBodySchema>,
) {
  const row = await findForOps(deps, problemId);
  await checkReplyImages(deps, reply.images);
  await updateComplaintRow(deps.db, row.id, {
    dispose_detail: reply.text,
    dispose_images: JSON.stringify(reply.images),
    status: reply.status,
    need_score: reply.needScore && row.score === null,
    updated_at: deps.clock.now(),
  });
  await deliverComplaintReply(deps, {
    userId: row.user_id,
    complaintId: row.public_id,
    text: reply.text,
  });
  return showComplaintForOps(deps, problemId);
}

/** Our images in a reply must be ones the back office uploaded, not a borrower's. */
async function checkReplyImages(deps: OpsDeps, images: readonly string[]) {
  const names = images.map(uploadNameOf).filter((name) => name !== null);
  const known = await operatorUploadNames(deps.db, names);
  if (known.length !== new Set(names).size) {
    throw new AppError(
      BUSINESS_CODE.complaintImageInvalid,
      'An image is not one the back office uploaded: attach it again',
      422,
    );
  }
}

/** Complaints waiting for a reply: how many, how many due within a day, how many overdue. */
export async function complaintDeadlines(deps: OpsDeps) {
  const now = deps.clock.now();
  const minutes = (await listOpenComplaintTimes(deps.db)).map((filedAt) =>
    minutesUntil(replyDueAt(filedAt, deps.config.phHolidays), now),
  );
  return {
    open: minutes.length,
    nearDeadline: minutes.filter((m) => m >= 0 && m < COMPLAINT_NEAR_DEADLINE_HOURS * 60).length,
    overdue: minutes.filter((m) => m < 0).length,
  };
}
