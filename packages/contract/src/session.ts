import { z } from 'zod';

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

export const sessionQuerySchema = z
  .object({
    sessionid: z.string().max(200).optional(),
    appVersion: z.string().max(100).optional(),
    deviceName: z.string().max(200).optional(),
    deviceId: z.string().max(200).optional(),
    osVersion: z.string().max(100).optional(),
    adId: z.string().max(200).optional(),
    productId: z.string().max(64).optional(),
    product_id: z.string().max(64).optional(),
    orderId: z.string().max(64).optional(),
  })
  .loose();
export type SessionQuery = z.infer<typeof sessionQuerySchema>;
