import {
  newOperatorBodySchema,
  newTokenBodySchema,
  operatorAddedSchema,
  operatorChangedSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorResetSchema,
  operatorRoleBodySchema,
  tokenCreatedSchema,
  tokenListSchema,
  tokenParamsSchema,
  tokenRevokedSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import {
  changeOperatorRole,
  operatorBefore,
  removeOperator,
  resetOperator,
} from './operator-access.service.ts';
import { addOperator, listOperators } from './operator-setup.service.ts';
import { auditActorOf, operatorIdOf, ownerOf } from './ops-identity.ts';
import { createScopedToken, listTokens, revokeToken, tokenBefore } from './scoped-token.service.ts';

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
      ok(
        await changeOperatorRole(
          app,
          request.params.operatorId,
          request.body.role,
          auditActorOf(request.opsIdentity!),
        ),
      ),
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
    async (request) =>
      ok(await removeOperator(app, request.params.operatorId, auditActorOf(request.opsIdentity!))),
  );
  routes.post(
    '/operators/:operatorId/reset',
    {
      schema: {
        summary:
          "Resets an operator's password and authenticator: every session and token of theirs ends, and a new setup link sets them up again",
        params: operatorParamsSchema,
        response: opsResponse(operatorResetSchema),
      },
      config: { permission: 'operators.manage', auditBefore: before },
    },
    async (request) => {
      const identity = request.opsIdentity!;
      const reset = await resetOperator(
        app,
        request.params.operatorId,
        auditActorOf(identity),
        operatorIdOf(identity),
      );
      return ok(reset);
    },
  );
  routes.get(
    '/tokens',
    {
      schema: {
        summary: 'Every bearer token with its owner, role, expiry, last use and revocation',
        response: opsResponse(tokenListSchema),
      },
      config: { permission: 'operators.manage' },
    },
    async () => ok(await listTokens(app)),
  );
  routes.post(
    '/tokens',
    {
      schema: {
        summary:
          'Creates a named bearer token acting with a role until it expires (90 days unless said, a year at most), owned by whoever signed in: the token, shown once',
        body: newTokenBodySchema,
        response: opsResponse(tokenCreatedSchema),
      },
      config: { permission: 'operators.manage' },
    },
    async (request) => {
      const identity = request.opsIdentity!;
      return ok(
        await createScopedToken(app, request.body, {
          actor: auditActorOf(identity),
          ownerOperatorId: ownerOf(identity),
        }),
      );
    },
  );
  routes.post(
    '/tokens/:name/revoke',
    {
      schema: {
        summary:
          'Revokes a bearer token: refused from its next request on (a retry answers the same)',
        params: tokenParamsSchema,
        response: opsResponse(tokenRevokedSchema),
      },
      config: {
        permission: 'operators.manage',
        auditBefore: (request) => tokenBefore(app, (request.params as { name: string }).name),
      },
    },
    async (request) =>
      ok(await revokeToken(app, request.params.name, auditActorOf(request.opsIdentity!))),
  );
}
