import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import {
  grantOffHoursConsent,
  offHoursConsent,
  withdrawOffHoursConsent,
} from './off-hours-consent.service.ts';

/** The borrower's own consent to collection contact outside the hours (decision 0075). */
export default async function offHoursConsentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.offHoursConsent, async (input, { user }) =>
    offHoursConsent(app, user().id, input),
  );
  registerEndpoint(app, endpoints.grantOffHoursConsent, async (input, { user }) =>
    grantOffHoursConsent(app, user().id, input),
  );
  registerEndpoint(app, endpoints.withdrawOffHoursConsent, async (input, { user }) =>
    withdrawOffHoursConsent(app, user().id, input),
  );
}
