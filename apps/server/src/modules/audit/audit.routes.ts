import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { contentResponse } from '../docs/route-docs.ts';
import { auditHandled } from '../operators/ops-guard.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { exportAuditCsv, exportRange, listAudit } from './audit.service.ts';

const day = z.iso.date();
const listQuerySchema = z.object({
  after: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const exportQuerySchema = z.object({ from: day, to: day });

const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z
    .string()
    .describe('operator:<email>, token:<name> (token:automation/<person>), or anonymous'),
  operatorId: z.string().nullable(),
  action: z.string().describe('The route as declared: METHOD /api/ops/...'),
  outcome: z.enum(['done', 'failed', 'refused']),
  reason: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown().describe('The record the write changed, as it was (JSON), or null'),
  after: z.unknown().describe("The write's answer (JSON, shown-once secrets left out), or null"),
  ip: z.string(),
});
const auditPageSchema = z.object({
  records: z.array(auditRecordSchema),
  next: z.string().nullable().describe('The cursor of the next page (`?after=`), null on the last'),
});
export const AUDIT_CSV_TYPE = 'text/csv; charset=utf-8';

/** The audit trail, for auditors: pages newest first, and a CSV file per range of days. */
export default async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/audit',
    {
      schema: {
        summary: 'The audit trail, newest first, a page at a time',
        querystring: listQuerySchema,
        response: opsResponse(auditPageSchema),
      },
      config: { permission: 'audit.read' },
    },
    async (request) => ({
      code: 0,
      data: await listAudit(app, request.query),
      message: SUCCESS_MESSAGE,
    }),
  );
  routes.get(
    '/audit/export',
    {
      schema: {
        summary: 'The audit records of a range of days (at most a year), oldest first, as CSV',
        querystring: exportQuerySchema,
      },
      config: {
        permission: 'audit.read',
        openapi: {
          response: { 200: contentResponse('The records as a CSV file', AUDIT_CSV_TYPE) },
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const range = exportRange(from, to);
      if (typeof range === 'string') {
        await auditHandled(app, request, reply, { outcome: 'refused', reason: range });
        throw new AppError(
          BUSINESS_CODE.invalidRequest,
          `Invalid request: export ${from} to ${to}: ${range}`,
          400,
        );
      }
      await auditHandled(app, request, reply, { outcome: 'done', after: { from, to } });
      return reply
        .header('content-type', AUDIT_CSV_TYPE)
        .header('content-disposition', `attachment; filename="audit-${from}-to-${to}.csv"`)
        .send(exportAuditCsv(app, range));
    },
  );
}
