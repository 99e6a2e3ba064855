import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import { requestLanguage } from '../language/language.service.ts';
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
    registerEndpoint(app, descriptor, async ({ orderId }, { user, request }) =>
      problemInit(app, user().id, orderId || undefined, await requestLanguage(app, request)),
    );
  }
  registerEndpoint(app, endpoints.problemSave, async (input, { user, request }) =>
    problemSave(app, user().id, input, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.problemList, async (_input, { user, request }) =>
    problemList(app, user().id, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.problemDetail, async ({ problemId }, { user, request }) =>
    problemDetail(app, user().id, problemId, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.saveScore, async ({ problemId, score }, { user }) =>
    saveScore(app, user().id, problemId, score),
  );
}
