/**
 * Payment-account binding and complaints (foundation-and-support §2-§5, §9): the values both
 * sides need.
 */

/** `cate` of a binding item: how its value is entered. */
export const BIND_ITEM_CATE = {
  text: 'text',
  citySelect: 'citySelect',
  day: 'day',
  enum: 'enum',
} as const;
export type BindItemCate = (typeof BIND_ITEM_CATE)[keyof typeof BIND_ITEM_CATE];

/** `cardTypeMi` 0: the item applies to every card type. */
export const BIND_ITEM_ALL_CARD_TYPES = 0;
/** `channelNumber` 0: the item applies to every channel. */
export const BIND_ITEM_ALL_CHANNELS = 0;

/** The codes of the items that choose the card type and the channel (the rest are fields). */
export const BIND_CARD_TYPE_CODE = 'cardType';
export const BIND_CHANNEL_CODE = 'channelNumber';
/** A text item holding an e-wallet's mobile number: read by the one mobile number rule. */
export const BIND_INPUT_TYPE_MOBILE = 'mobile';
/** A fresh SMS code confirms a change of an already-bound account. */
export const BIND_SMS_CODE_FIELD = 'smsCode';

/** Where the binding page was opened from; `loanDetail` binds through the alternate path. */
export const BIND_SOURCE_LOAN_DETAIL = 'loanDetail';

/** A complaint's tab on the list; an operator moves it. */
export const COMPLAINT_STATUS = { pending: 1, processing: 2, done: 3 } as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];
export const COMPLAINT_STATUS_TITLES: Record<ComplaintStatus, string> = {
  1: 'Submitted',
  2: 'In progress',
  3: 'Resolved',
};

/** Uploaded complaint images: content-checked, at most this many bytes each. */
export const COMPLAINT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Where uploaded images are served from (random names, their type, nosniff). */
export const UPLOADS_PATH = '/api/uploads';
/** The multipart field of the upload call. */
export const COMPLAINT_IMAGE_FIELD = 'problemImage';
/** `isShow` 1: the order supports collection complaints. */
export const COLLECTION_SUPPORTED = 1;
/** The rating dialog's score range. */
export const COMPLAINT_SCORE_MIN = 1;
export const COMPLAINT_SCORE_MAX = 5;
