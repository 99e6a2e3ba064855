import {
  APPLICANT_DOCUMENT_KINDS,
  type ApplicantDocumentKind,
  BUSINESS_CODE,
} from '@loan/contract';
import type { Permission } from '@loan/contract/ops';
import { applicantViewSchema } from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';
import { opsResponse, orderParamsSchema } from '../ops/ops.schemas.ts';
import { findOrderWithPhone } from '../order/order-reads.service.ts';
import { applicantDocumentForOperators } from './applicant.service.ts';
import { applicantView } from './applicant-view.ts';

const may = (permission: Permission) => ({ permission });

const photoParamsSchema = orderParamsSchema.extend({ kind: z.enum(APPLICANT_DOCUMENT_KINDS) });

async function userOf(app: FastifyInstance, orderId: string) {
  const found = await findOrderWithPhone(app.db, orderId);
  if (!found) throw new AppError(BUSINESS_CODE.orderNotFound, 'Order not found', 404);
  return found.order;
}

/** The approver's view of an application's applicant, and their identity photos. */
export default async function applicantOpsRoutes(app: FastifyInstance) {
  app.get(
    '/orders/:orderId/applicant',
    {
      schema: {
        summary:
          "The applicant's profile, their photos' paths, duplicate check, profile changes (field names) and the credit policy's rules on this application",
        params: orderParamsSchema,
        response: opsResponse(applicantViewSchema),
      },
      config: may('applicants.read'),
    },
    async (request) => {
      const { orderId } = request.params as { orderId: string };
      const order = await userOf(app, orderId);
      return { code: 0, data: await applicantView(app.db, order), message: SUCCESS_MESSAGE };
    },
  );
  app.get(
    '/orders/:orderId/applicant/:kind',
    {
      schema: {
        summary: "The applicant's ID photo or selfie (kind=idPhoto|selfie)",
        params: photoParamsSchema,
      },
      config: {
        ...may('applicants.read'),
        openapi: {
          response: { 200: contentResponse('The image', 'image/*'), 404: NOT_FOUND_RESPONSE },
        },
      },
    },
    async (request, reply) => {
      const { orderId, kind } = request.params as { orderId: string; kind: ApplicantDocumentKind };
      const order = await userOf(app, orderId);
      const image = await applicantDocumentForOperators(app, order.userId, kind);
      if (!image) throw new AppError(BUSINESS_CODE.notFound, 'No such photo', 404);
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
}
