import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import {
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  saveScore,
} from './complaint.service.ts';

/** Complaints (foundation-and-support §2, §7): start, save, list, detail, rating. */
export default async function complaintRoutes(app: FastifyInstance): Promise<void> {
  for (const descriptor of [endpoints.problemInit, endpoints.problemInitGet]) {
    registerEndpoint(app, descriptor, async ({ orderId }, { user }) =>
      problemInit(app, user().id, orderId || undefined),
    );
  }
  registerEndpoint(app, endpoints.problemSave, async (input, { user, request }) =>
    problemSave(app, user().id, input, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.problemList, async (_input, { user }) =>
    problemList(app, user().id),
  );
  registerEndpoint(app, endpoints.problemDetail, async ({ problemId }, { user }) =>
    problemDetail(app, user().id, problemId),
  );
  registerEndpoint(app, endpoints.saveScore, async ({ problemId, score }, { user }) =>
    saveScore(app, user().id, problemId, score),
  );
}
