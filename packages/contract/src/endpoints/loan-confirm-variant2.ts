import { defineEndpoint } from '../endpoint.ts';
import { FIELD_OBFUSCATION } from '../obfuscation.ts';
import { h5Path } from '../paths.ts';
import type {
  culturesSchemas,
  depushSchemas,
  misunderstoodSchemas,
  satireSchemas,
} from '../schemas/loan-confirm-variant2.ts';

// Variant 2 of confirm loan: obfuscated names, client two (form-encoded), success '00'.

/** Variant 2: the quote (detail). */
export const satire = defineEndpoint<typeof satireSchemas>({
  id: 'variant2.satire',
  method: 'POST',
  path: h5Path('/gopia/goya/satire'),
  encoding: 'form',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'alteration', fields: FIELD_OBFUSCATION },
});

/** Variant 2: the agreements of scene 3. */
export const cultures = defineEndpoint<typeof culturesSchemas>({
  id: 'variant2.cultures',
  method: 'GET',
  path: h5Path('/gopia/goya/cultures'),
  encoding: 'query',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'treatment', fields: FIELD_OBFUSCATION },
});

/** Variant 2: where one agreement is read. */
export const misunderstood = defineEndpoint<typeof misunderstoodSchemas>({
  id: 'variant2.misunderstood',
  method: 'GET',
  path: h5Path('/gopia/goya/misunderstood'),
  encoding: 'query',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'treatment', fields: FIELD_OBFUSCATION },
});

/** Variant 2: the push. */
export const depush = defineEndpoint<typeof depushSchemas>({
  id: 'variant2.depush',
  method: 'POST',
  path: h5Path('/gopia/goya/depush'),
  encoding: 'form',
  successCode: '00',
  auth: 'session',
  obfuscated: { messageField: 'alteration', fields: FIELD_OBFUSCATION },
});
