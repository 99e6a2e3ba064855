import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  myDataExportSchemas,
  myDataSchemas,
  requestErasureSchemas,
  withdrawErasureSchemas,
} from '../schemas/data-rights.ts';

/** Ours (Data Privacy Act, RA 10173): everything held about the borrower, to see and download. */
export const myData = defineEndpoint<typeof myDataSchemas>({
  id: 'dataRights.myData',
  method: 'POST',
  path: h5Path('/v3/my-data'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: a request to erase the borrower's data, recorded with a reference; repeated, the same one. */
export const requestErasure = defineEndpoint<typeof requestErasureSchemas>({
  id: 'dataRights.requestErasure',
  method: 'POST',
  path: h5Path('/v3/my-data/erasure'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the borrower's data as a person reads it, in the reader's language, to download. */
export const myDataExport = defineEndpoint<typeof myDataExportSchemas>({
  id: 'dataRights.myDataExport',
  method: 'POST',
  path: h5Path('/v3/my-data/export'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: withdraws the borrower's open erasure request, until it is carried out. */
export const withdrawErasure = defineEndpoint<typeof withdrawErasureSchemas>({
  id: 'dataRights.withdrawErasure',
  method: 'POST',
  path: h5Path('/v3/my-data/erasure/withdraw'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
