import { z } from 'zod';

/** The session query every call carries (see SESSION_QUERY_KEYS). */
const optionalText = (max: number) => z.string().max(max).optional();

export const sessionQuerySchema = z.looseObject({
  sessionid: optionalText(200),
  appVersion: optionalText(100),
  deviceName: optionalText(200),
  deviceId: optionalText(200),
  osVersion: optionalText(100),
  adId: optionalText(200),
  productId: optionalText(64),
  product_id: optionalText(64),
  orderId: optionalText(64),
});
