import { COMPLAINT_IMAGE_FIELD, COMPLAINT_IMAGE_MAX_BYTES } from '@loan/contract';
import {
  APPROVAL_STATUSES,
  approvalRejectBodySchema,
  moneyApprovalListSchema,
  moneyApprovalSchema,
  opsUploadSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { pageCursorSchema } from '../../lib/page-cursor.ts';
import { moneyOperator } from '../ledger/ledger-ops.routes.ts';
import { eventActorOf, UNAUTHORIZED } from '../operators/ops-identity.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { imageBytes } from '../uploads/uploads.routes.ts';
import { storeOperatorImage } from '../uploads/uploads.service.ts';
import { approve, listApprovals, reject, showApproval } from './money-approvals.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });
const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({
  status: z.enum(APPROVAL_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: pageCursorSchema.optional(),
});
const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Maker-checker of manual bookings and waivers (decision 0067): the requests, a checker's
 * approval or rejection, and the maker's evidence image.
 */
export default async function moneyApprovalsRoutes(app: FastifyInstance) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/approvals',
    {
      schema: {
        summary: 'Manual bookings and waivers by status (pending first by default), newest first',
        querystring: listQuery,
        response: opsResponse(moneyApprovalListSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await listApprovals(app.db, request.query)),
  );
  ops.get(
    '/approvals/:id',
    {
      schema: {
        summary: 'One manual booking or waiver request',
        params: idParams,
        response: opsResponse(moneyApprovalSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await showApproval(app.db, request.params.id)),
  );
  const before = (request: { params: unknown }) =>
    showApproval(app.db, (request.params as { id: string }).id).catch(() => null);
  ops.post(
    '/approvals/:id/approve',
    {
      schema: {
        summary:
          "Approves another operator's request: books the payment (and its receipt) or the waiver; once",
        params: idParams,
        response: opsResponse(moneyApprovalSchema),
      },
      config: { permission: 'payments.approve', auditBefore: before },
    },
    async (request) => {
      const { db, clock, config, sms } = app;
      const deps = { db, clock, config, sms, jobs: app.jobs, log: request.log };
      return ok(await approve(deps, request.params.id, moneyOperator(request)));
    },
  );
  ops.post(
    '/approvals/:id/reject',
    {
      schema: {
        summary: "Rejects another operator's request, with a reason: nothing is booked",
        params: idParams,
        body: approvalRejectBodySchema,
        response: opsResponse(moneyApprovalSchema),
      },
      config: { permission: 'payments.approve', auditBefore: before },
    },
    async (request) =>
      ok(await reject(app, request.params.id, request.body.reason, moneyOperator(request))),
  );
  app.post(
    '/uploads/evidence',
    {
      schema: { response: opsResponse(opsUploadSchema) },
      config: {
        permission: 'payments.record',
        openapi: {
          summary:
            'Stores the image of a manual booking or waiver (a deposit slip): checked by its content, re-encoded without its metadata',
          consumes: ['multipart/form-data'],
          body: z.object({
            [COMPLAINT_IMAGE_FIELD]: z
              .string()
              .meta({ format: 'binary' })
              .describe(`A JPG, PNG, GIF or WebP image of at most ${MB} MB`),
          }),
        },
      },
    },
    async (request) => {
      const identity = request.opsIdentity;
      if (!identity) throw UNAUTHORIZED();
      const stored = await storeOperatorImage(
        app,
        eventActorOf(identity),
        await imageBytes(request),
      );
      return ok(stored);
    },
  );
}
