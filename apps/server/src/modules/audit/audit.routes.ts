import { BUSINESS_CODE } from '@loan/contract';
import { auditChainReportSchema, auditPageSchema } from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { CSV_TYPE } from '../../lib/csv-download.ts';
import { contentResponse } from '../docs/route-docs.ts';
import { auditHandled } from '../operators/ops-guard.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { exportAuditCsv, exportRange, listAudit } from './audit.service.ts';
import { verifyAuditChain } from './audit-verify.service.ts';

const day = z.iso.date();
const listQuerySchema = z.object({
  after: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const exportQuerySchema = z.object({ from: day, to: day });

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
    '/audit/verify',
    {
      schema: {
        summary:
          'Checks the whole trail against its hash chain: a changed, inserted or removed record is named',
        response: opsResponse(auditChainReportSchema),
      },
      config: { permission: 'audit.read' },
    },
    async () => ({ code: 0, data: await verifyAuditChain(app), message: SUCCESS_MESSAGE }),
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
          response: { 200: contentResponse('The records as a CSV file', CSV_TYPE) },
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
        .header('content-type', CSV_TYPE)
        .header('content-disposition', `attachment; filename="audit-${from}-to-${to}.csv"`)
        .send(exportAuditCsv(app, range));
    },
  );
}
