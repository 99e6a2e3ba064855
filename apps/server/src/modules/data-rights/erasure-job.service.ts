import { ORDER_STATUSES } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { phDate } from '../../lib/ph-date.ts';
import { forgetUserEvents } from '../analytics/analytics.service.ts';
import { eraseApplicant } from '../applicant/applicant.service.ts';
import { anonymiseOrderContacts } from '../collections/collections.service.ts';
import { anonymiseUserComplaints } from '../complaint/complaint.service.ts';
import { forgetUserKeys } from '../idempotency/idempotency.ts';
import { deleteBorrowerMessages } from '../messages/messages.service.ts';
import { listUserOrders } from '../order/order-access.ts';
import { forgetPayoutAccount } from '../payout/payout.service.ts';
import { anonymiseSentSms } from '../sms/sms-outbox.service.ts';
import type { UploadStorage } from '../uploads/upload-storage.ts';
import { deleteUserUploads } from '../uploads/uploads.service.ts';
import { erasedPhone, eraseUserIdentity } from '../user/user.service.ts';
import {
  completeErasureRequest,
  listOpenErasureRequests,
  lockOpenErasureRequest,
} from './erasure-request.repository.ts';
import { erasureDate } from './erasure-schedule.ts';

export interface ErasureJobDeps {
  db: Db;
  clock: Clock;
  uploads: UploadStorage;
  config: { erasureRetentionDays: number };
}

const BATCH = 100;

/**
 * Carries out every erasure request whose borrower's loans are closed and whose retention period
 * has passed (decision 0041). Each request is done whole in one transaction and marked completed
 * there, so a run cut short, or a second run, leaves nothing half done or done twice.
 */
export async function carryOutErasures(
  deps: ErasureJobDeps,
  signal?: AbortSignal,
): Promise<{ completed: number }> {
  let completed = 0;
  let after: { requestedAt: Date; id: string } | null = null;
  for (;;) {
    const requests = await listOpenErasureRequests(deps.db, after, BATCH);
    for (const request of requests) {
      if (signal?.aborted) return { completed };
      if (await eraseIfDue(deps, request)) completed += 1;
    }
    const last = requests.at(-1);
    if (!last || requests.length < BATCH) return { completed };
    after = { requestedAt: last.requested_at, id: last.id };
  }
}

async function eraseIfDue(
  deps: ErasureJobDeps,
  request: { id: string; user_id: string; requested_at: Date },
): Promise<boolean> {
  const userId = request.user_id;
  const orders = await listUserOrders(deps.db, userId, ORDER_STATUSES);
  const from = erasureDate(orders, deps.config.erasureRetentionDays, request.requested_at);
  if (from === null || phDate(deps.clock.now()) < from) return false;
  // The image files are outside the transaction: removing one twice is harmless.
  await deleteUserUploads(deps, userId);
  return deps.db.transaction().execute(async (tx) => {
    if (!(await lockOpenErasureRequest(tx, request.id))) return false;
    const phone = await eraseUserIdentity(tx, userId);
    if (phone) await anonymiseSentSms(tx, phone, erasedPhone(userId));
    await anonymiseUserComplaints(tx, userId);
    await anonymiseOrderContacts(
      tx,
      orders.map((order) => order.id),
    );
    await forgetPayoutAccount(tx, userId);
    await eraseApplicant(tx, userId);
    await deleteBorrowerMessages(tx, userId);
    await forgetUserEvents(tx, userId);
    await forgetUserKeys(tx, userId);
    await completeErasureRequest(tx, request.id, deps.clock.now());
    return true;
  });
}
