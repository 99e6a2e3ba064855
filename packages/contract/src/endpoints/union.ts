import { defineEndpoint } from '../endpoint.ts';
import { FIELD_OBFUSCATION } from '../obfuscation.ts';
import { h5Path } from '../paths.ts';
import type { becauseSchemas, defineSchemas, unionErrorInfoSchemas } from '../schemas/union.ts';

/** Joint login failure: the error and the family of recommended products. */
export const unionErrorInfo = defineEndpoint<typeof unionErrorInfoSchemas>({
  id: 'union.errorInfo',
  method: 'POST',
  path: h5Path('/service/new/union-error-info'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Logs a recommended-product click. */
export const because = defineEndpoint<typeof becauseSchemas>({
  id: 'union.because',
  method: 'POST',
  path: h5Path('/gopia/goya/because'),
  encoding: 'form',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'treatment', fields: FIELD_OBFUSCATION },
});

/** Opens a recommended product: returns its URL. */
export const define = defineEndpoint<typeof defineSchemas>({
  id: 'union.define',
  method: 'POST',
  path: h5Path('/gopia/goya/define'),
  encoding: 'form',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'treatment', fields: FIELD_OBFUSCATION },
});
