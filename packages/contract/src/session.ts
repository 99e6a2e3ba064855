/**
 * Query parameters that identify the borrower and device. The page receives them in its address
 * and forwards them on every call. `product_id` and `productId` are aliases.
 */
export const SESSION_QUERY_KEYS = [
  'sessionid',
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'adId',
  'productId',
  'product_id',
  'orderId',
] as const;
export type SessionQueryKey = (typeof SESSION_QUERY_KEYS)[number];

/** Client one's custom headers and client two's, each read from the page query. */
export const CLIENT_ONE_HEADER_KEYS = ['building', 'gather'] as const;
export const CLIENT_TWO_HEADER_KEYS = ['swift', 'eyes'] as const;

export type SessionQuery = Partial<Record<SessionQueryKey, string>> & Record<string, unknown>;
