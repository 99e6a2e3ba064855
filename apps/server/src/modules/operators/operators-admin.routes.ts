import { BUSINESS_CODE } from '@loan/contract';
import {
  newOperatorBodySchema,
  newTokenBodySchema,
  operatorAddedSchema,
  operatorChangedSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorRoleBodySchema,
  tokenCreatedSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { randomToken } from './credentials.ts';
import { changeOperatorRole, operatorBefore, removeOperator } from './operator-access.service.ts';
import { addOperator, listOperators } from './operator-setup.service.ts';
import { auditActorOf } from './ops-identity.ts';
import { insertScopedToken } from './scoped-token.repository.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** Operator accounts and scoped tokens (inside the guarded operations API). */
export default async function operatorsAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/operators',
    {
      schema: {
        summary: 'Every operator account with its role and whether it is set up',
        response: opsResponse(operatorListSchema),
      },
      config: { permission: 'operators.manage' },
    },
    async () => ok(await listOperators(app)),
  );
  routes.post(
    '/operators',
    {
      schema: {
        summary:
          'Adds an operator with a role (or renews a not yet used setup link): the setup link',
        body: newOperatorBodySchema,
        response: opsResponse(operatorAddedSchema),
      },
      config: { permission: 'operators.manage' },
    },
    async (request) => ok(await addOperator(app, request.body.email, request.body.role)),
  );
  const before = (request: FastifyRequest) =>
    operatorBefore(app, (request.params as { operatorId: string }).operatorId);
  routes.patch(
    '/operators/:operatorId',
    {
      schema: {
        summary:
          "Changes an operator's role (refused for the last admin); their sessions act with it at once",
        params: operatorParamsSchema,
        body: operatorRoleBodySchema,
        response: opsResponse(operatorChangedSchema),
      },
      config: { permission: 'operators.manage', auditBefore: before },
    },
    async (request) =>
      ok(await changeOperatorRole(app, request.params.operatorId, request.body.role)),
  );
  routes.post(
    '/operators/:operatorId/remove',
    {
      schema: {
        summary:
          "Removes an operator's access: every session ends at once (refused for the last admin)",
        params: operatorParamsSchema,
        response: opsResponse(operatorChangedSchema),
      },
      config: { permission: 'operators.manage', auditBefore: before },
    },
    async (request) => ok(await removeOperator(app, request.params.operatorId)),
  );
  routes.post(
    '/tokens',
    {
      schema: {
        summary: 'Creates a named bearer token acting with a role',
        body: newTokenBodySchema,
        response: opsResponse(tokenCreatedSchema),
      },
      config: { permission: 'operators.manage' },
    },
    async (request) => {
      const { name, role } = request.body;
      const token = randomToken();
      const created = await insertScopedToken(app.db, {
        name,
        role,
        tokenHash: sha256Hex(token),
        createdBy: auditActorOf(request.opsIdentity!),
      });
      if (!created) throw new AppError(BUSINESS_CODE.failed, `A token named ${name} exists`, 409);
      return ok({ name, role, token });
    },
  );
}
