import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { CSV_TYPE } from '../../lib/csv-download.ts';
import { philippineDays } from '../../lib/ph-date.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contentResponse } from '../docs/route-docs.ts';
import { auditHandled } from '../operators/ops-guard.ts';
import { auditActorOf, operatorIdOf } from '../operators/ops-identity.ts';
import { type Permission, roleMay } from '../operators/permissions.ts';
import { type ExportKind, exportCsv, type PhoneShown } from './exports.service.ts';

const day = z.iso.date();
const rangeQuerySchema = z.object({ from: day, to: day });

/** Who may download what: the permission that reads the same records on screen. */
const EXPORTS: Record<ExportKind, { permission: Permission; what: string }> = {
  orders: { permission: 'orders.read', what: 'Orders applied for' },
  payments: { permission: 'payments.read', what: 'Payments received' },
  complaints: { permission: 'complaints.read', what: 'Complaints filed' },
};

/** CSV files of orders, payments and complaints for a range of Philippine days, streamed. */
export default async function exportsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, { permission, what }] of Object.entries(EXPORTS) as Array<
    [ExportKind, (typeof EXPORTS)[ExportKind]]
  >) {
    routes.get(
      `/exports/${kind}`,
      {
        schema: {
          summary: `${what} on a range of Philippine days (at most a year), as CSV`,
          querystring: rangeQuerySchema,
        },
        config: {
          permission,
          openapi: { response: { 200: contentResponse(`The ${kind} as a CSV file`, CSV_TYPE) } },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const range = philippineDays(from, to);
        if (typeof range === 'string') {
          await auditHandled(app, request, reply, { outcome: 'refused', reason: range });
          throw new AppError(
            BUSINESS_CODE.invalidRequest,
            `Invalid request: export ${from} to ${to}: ${range}`,
            400,
          );
        }
        const identity = request.opsIdentity!;
        const phones: PhoneShown = roleMay(identity.role, 'collections.contact')
          ? 'full'
          : 'masked';
        const asked = { kind, from, to, phones };
        await auditHandled(app, request, reply, { outcome: 'done', after: asked });
        // A second line once the file is out: how many borrowers' records left.
        const done = (rows: number) => {
          recordAudit(app, request, {
            actor: auditActorOf(identity),
            operatorId: operatorIdOf(identity),
            action: `GET /api/ops/exports/${kind} (rows sent)`,
            target: null,
            outcome: 'done',
            after: { ...asked, rows },
          }).catch((error) => request.log.error({ err: error }, 'export audit not written'));
        };
        return reply
          .header('content-type', CSV_TYPE)
          .header('content-disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
          .send(exportCsv(app, kind, range, { phones, done }));
      },
    );
  }
}
