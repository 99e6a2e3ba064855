import { randomBytes } from 'node:crypto';
import {
  BUSINESS_CODE,
  COLLECTION_COMPLAINT_TYPE,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_STATUS,
  type ComplaintStatus,
  type endpoints,
  formatPhilippineTime,
  type Locale,
  ORDER_STATUS,
  type ParsedRequestOf,
  type ResponseOf,
  UPLOADS_PATH,
} from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

import { runIdempotent } from '../idempotency/idempotency.ts';
import { findOwnOrder, listUserOrders } from '../order/order-access.ts';
import { ownUploadNames, uploadNameOf } from '../uploads/uploads.service.ts';
import {
  anonymiseUserComplaintRows,
  findComplaintRow,
  insertComplaintRow,
  listUserComplaintRows,
  setScoreOnce,
} from './complaint.repository.ts';
import { complaintOrder, supportsCollection } from './complaint-orders.ts';
import {
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  sonTypeTitle,
  typesIn,
  typeTitle,
} from './complaint-types.ts';
import { COMPLAINT_WORDS } from './complaint-words.ts';

export interface ComplaintDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'brand'>;
}

type Init = ResponseOf<typeof endpoints.problemInit>;
type Detail = ResponseOf<typeof endpoints.problemDetail>;
type SaveInput = ParsedRequestOf<typeof endpoints.problemSave>;

const ALL_STATUSES = Object.values(ORDER_STATUS);

export const COMPLAINT_NOT_FOUND = 'Complaint not found';
export const COLLECTION_NOT_SUPPORTED =
  'The selected order does not support sending collection types';

/** The complaint start page: types, sub-types, the chosen order (or the newest) and the rest. */
export async function problemInit(
  deps: ComplaintDeps,
  userId: string,
  orderId?: string,
  lang: Locale = 'en',
): Promise<Init> {
  const orders = (await listUserOrders(deps.db, userId, ALL_STATUSES)).sort(
    (a, b) => b.appliedAt.getTime() - a.appliedAt.getTime(),
  );
  const chosen = (orderId && orders.find((order) => order.publicId === orderId)) || orders[0];
  const orderList = await Promise.all(orders.map((order) => complaintOrder(deps, order, lang)));
  return {
    problemType: typesIn(PROBLEM_TYPES, typeTitle, lang),
    problemSonType: typesIn(PROBLEM_SON_TYPES, sonTypeTitle, lang),
    orderDetail: orderList.find((order) => order.orderNo === chosen?.publicId) ?? null,
    orderList,
  };
}

/** The images must be this borrower's uploads; answers their URLs as stored. */
async function ownImages(db: Db, userId: string, joined: string): Promise<string[]> {
  const urls = joined === '' ? [] : joined.split(',').map((url) => url.trim());
  if (urls.length > COMPLAINT_IMAGES_MAX) {
    throw new AppError(
      BUSINESS_CODE.complaintImageInvalid,
      `At most ${COMPLAINT_IMAGES_MAX} images`,
    );
  }
  const names = urls.map(uploadNameOf);
  if (names.some((name) => name === null) || new Set(names).size !== names.length) {
    throw new AppError(BUSINESS_CODE.complaintImageInvalid, 'Please upload the images again');
  }
  const own = await ownUploadNames(db, userId, names as string[]);
  if (own.length !== names.length) {
    throw new AppError(BUSINESS_CODE.complaintImageInvalid, 'Please upload the images again');
  }
  return urls;
}

/** Files a complaint about one of the borrower's orders; a repeat with the same key files one. */
export async function problemSave(
  deps: ComplaintDeps,
  userId: string,
  input: SaveInput,
  idempotencyKey: string | undefined,
) {
  if (!PROBLEM_TYPES.some((type) => type.value === input.problemType)) {
    throw new AppError(BUSINESS_CODE.invalidRequest, 'Invalid request: problemType', 400);
  }
  const collection = input.problemType === COLLECTION_COMPLAINT_TYPE;
  const son = collection ? (input.problemSonType ?? 0) : 0;
  if (collection && !PROBLEM_SON_TYPES.some((type) => type.value === son)) {
    throw new AppError(BUSINESS_CODE.invalidRequest, 'Invalid request: problemSonType', 400);
  }
  const order = await findOwnOrder(deps.db, userId, input.orderNo);
  if (collection && !supportsCollection(order)) {
    throw new AppError(BUSINESS_CODE.collectionNotSupported, COLLECTION_NOT_SUPPORTED);
  }
  const images = await ownImages(deps.db, userId, input.problemImage);
  const now = deps.clock.now();
  const call = { userId, scope: 'complaint-save', key: idempotencyKey, request: input, now };
  return runIdempotent(deps.db, call, async (tx) => {
    const row = await insertComplaintRow(tx, {
      public_id: `C${randomBytes(6).toString('hex').toUpperCase()}`,
      user_id: userId,
      order_id: order.id,
      problem_type: input.problemType,
      problem_son_type: son,
      detail: input.problemDetail,
      images: JSON.stringify(images),
      created_at: now,
      updated_at: now,
    });
    return { problemId: row.public_id };
  });
}

/** The borrower's complaints under the tabs (submitted, in progress, resolved). */
export async function problemList(deps: ComplaintDeps, userId: string, lang: Locale = 'en') {
  const rows = await listUserComplaintRows(deps.db, userId);
  const statuses = Object.values(COMPLAINT_STATUS) as ComplaintStatus[];
  return {
    tabs: statuses.map((status) => ({
      status,
      title: COMPLAINT_WORDS[lang].statuses[status],
      list: rows
        .filter((row) => row.status === status)
        .map((row) => ({
          id: row.public_id,
          time: formatPhilippineTime(row.created_at),
          type: typeTitle(row.problem_type, lang),
          content: row.detail,
        })),
    })),
  };
}

async function findOwnComplaint(db: Db, userId: string, problemId: string) {
  const row = await findComplaintRow(db, problemId);
  if (!row || row.user_id !== userId) {
    throw new AppError(BUSINESS_CODE.complaintNotFound, COMPLAINT_NOT_FOUND);
  }
  return row;
}

export async function problemDetail(
  deps: ComplaintDeps,
  userId: string,
  problemId: string,
  lang: Locale = 'en',
): Promise<Detail> {
  const row = await findOwnComplaint(deps.db, userId, problemId);
  const words = COMPLAINT_WORDS[lang];
  return {
    problemId: row.public_id,
    type: typeTitle(row.problem_type, lang),
    sonType: sonTypeTitle(row.problem_son_type, lang),
    content: row.detail,
    images: row.images,
    disposeDetail: row.dispose_detail,
    // Only our own storage's: an address elsewhere (older replies) would show broken.
    disposeImages: row.dispose_images.filter((url) => url.startsWith(`${UPLOADS_PATH}/`)),
    isNeedScore: row.need_score && row.score === null ? 1 : 0,
    orderNo: row.order_public_id,
    time: formatPhilippineTime(row.created_at),
    rows: [
      { text: words.row.orderNumber, value: row.order_public_id },
      { text: words.row.sentOn, value: formatPhilippineTime(row.created_at) },
      { text: words.row.status, value: words.statuses[row.status as ComplaintStatus] ?? '' },
    ],
  };
}

/** One rating per complaint, once customer service asked for it. */
export async function saveScore(
  deps: ComplaintDeps,
  userId: string,
  problemId: string,
  score: number,
) {
  const row = await findOwnComplaint(deps.db, userId, problemId);
  if (!row.need_score || row.score !== null) {
    throw new AppError(BUSINESS_CODE.complaintAlreadyRated, 'This complaint cannot be rated now');
  }
  if (!(await setScoreOnce(deps.db, row.id, score, deps.clock.now()))) {
    throw new AppError(BUSINESS_CODE.complaintAlreadyRated, 'This complaint cannot be rated now');
  }
  return { score };
}

/** The borrower's complaints, newest first, as their data export lists them. */
export async function userComplaints(db: Db, userId: string) {
  const rows = await listUserComplaintRows(db, userId);
  return rows.map((row) => ({
    publicId: row.public_id,
    orderPublicId: row.order_public_id,
    problemType: row.problem_type,
    detail: row.detail,
    images: row.images,
    status: row.status,
    reply: row.dispose_detail,
    createdAt: row.created_at,
  }));
}

/** Erasure: the complaints stay as records of type, order and dates, without their words or images. */
export function anonymiseUserComplaints(db: Db, userId: string): Promise<void> {
  return anonymiseUserComplaintRows(db, userId);
}
