import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock as QueueClock } from 'pg-boss';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import { type LogDestination, loggerOptions } from './logging.ts';
import agreementsRoutes from './modules/agreements/agreements.routes.ts';
import applicantRoutes from './modules/applicant/applicant.routes.ts';
import deviceRoutes from './modules/applicant/device.routes.ts';
import assetsRoutes from './modules/catalogue/assets.routes.ts';
import offHoursConsentRoutes from './modules/collections/off-hours-consent.routes.ts';
import complaintRoutes from './modules/complaint/complaint.routes.ts';
import customerServiceRoutes from './modules/customer-service/customer-service.routes.ts';
import dataRightsRoutes from './modules/data-rights/data-rights.routes.ts';
import docsRoutes from './modules/docs/docs.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import languageRoutes from './modules/language/language.routes.ts';
import loanConfirmRoutes from './modules/loan-confirm/loan-confirm.routes.ts';
import loanDetailsRoutes from './modules/loan-details/loan-details.routes.ts';
import myLoansRoutes from './modules/my-loans/my-loans.routes.ts';
import operatorsRoutes from './modules/operators/operators.routes.ts';
import opsRoutes, { OPS_PREFIX } from './modules/ops/ops.routes.ts';
import paymentCallbackRoutes from './modules/payments/payment-callback.routes.ts';
import sandboxCheckoutRoutes from './modules/payments/sandbox-checkout.routes.ts';
import payoutRoutes from './modules/payout/payout.routes.ts';
import promotionRoutes from './modules/promotion/promotion.routes.ts';
import legacyRepaymentRoutes from './modules/repayment/legacy-repayment.routes.ts';
import repaymentRoutes from './modules/repayment/repayment.routes.ts';
import devSmsRoutes from './modules/sms/dev-sms.routes.ts';
import type { SmsProvider } from './modules/sms/sms-provider.ts';
import unionRoutes from './modules/union/union.routes.ts';
import uploadsRoutes from './modules/uploads/uploads.routes.ts';
import userRoutes from './modules/user/user.routes.ts';
import auth from './plugins/app/auth.ts';
import clock from './plugins/app/clock.ts';
import clockOffset from './plugins/app/clock-offset.ts';
import configPlugin from './plugins/app/config.ts';
import dataErasure from './plugins/app/data-erasure.ts';
import db from './plugins/app/db.ts';
import errorHandler from './plugins/app/error-handler.ts';
import inputGuard from './plugins/app/input-guard.ts';
import jobs from './plugins/app/jobs.ts';
import loanReminders from './plugins/app/loan-reminders.ts';
import loanSweeper from './plugins/app/loan-sweeper.ts';
import metrics from './plugins/app/metrics.ts';
import opsWeb from './plugins/app/ops-web.ts';
import paymentChecks from './plugins/app/payment-checks.ts';
import payments from './plugins/app/payments.ts';
import requestCeiling from './plugins/app/request-ceiling.ts';
import sms from './plugins/app/sms.ts';
import tableUpkeep from './plugins/app/table-upkeep.ts';
import uploads from './plugins/app/uploads.ts';
import webApp from './plugins/app/web-app.ts';
import compression from './plugins/external/compression.ts';
import cookie from './plugins/external/cookie.ts';
import formbody from './plugins/external/formbody.ts';
import multipart from './plugins/external/multipart.ts';
import openapi from './plugins/external/openapi.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticFiles from './plugins/external/static.ts';
import tracing from './plugins/external/tracing.ts';

export interface AppOptions {
  config: AppConfig;
  /** Replacements for tests; by default the app opens its own database, clock and SMS provider. */
  db?: Db;
  clock?: Clock;
  sms?: SmsProvider;
  /** The job queue's PostgreSQL when `db` is one (tests), and its clock (tests drive it). */
  queueDatabaseUrl?: string;
  queueClock?: QueueClock;
}

/** The whole server as one plugin. */
async function loanApp(app: FastifyInstance, opts: AppOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config: opts.config });
  await app.register(tracing);
  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(formbody);
  await app.register(multipart);
  await app.register(clock, { clock: opts.clock });
  await app.register(db, { db: opts.db });
  await app.register(metrics);
  await app.register(clockOffset);
  await app.register(requestCeiling);
  await app.register(sms, { sms: opts.sms });
  await app.register(auth);
  await app.register(payments);
  await app.register(uploads);

  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(customerServiceRoutes);
  await app.register(assetsRoutes);
  await app.register(loanConfirmRoutes);
  await app.register(agreementsRoutes);
  await app.register(loanDetailsRoutes);
  await app.register(unionRoutes);
  await app.register(repaymentRoutes);
  await app.register(dataRightsRoutes);
  await app.register(offHoursConsentRoutes);
  await app.register(myLoansRoutes);
  await app.register(languageRoutes);
  await app.register(legacyRepaymentRoutes);
  await app.register(payoutRoutes);
  await app.register(uploadsRoutes);
  await app.register(applicantRoutes);
  await app.register(deviceRoutes);
  await app.register(complaintRoutes);
  await app.register(promotionRoutes);
  await app.register(paymentCallbackRoutes);
  // Fake money only where the sandbox is the provider (production refuses it: config.ts).
  if (opts.config.payments.provider === 'sandbox') await app.register(sandboxCheckoutRoutes);
  await app.register(jobs, {
    queueDatabaseUrl: opts.queueDatabaseUrl,
    queueClock: opts.queueClock,
  });
  await app.register(docsRoutes);
  await app.register(loanSweeper);
  await app.register(loanReminders);
  await app.register(dataErasure);
  await app.register(paymentChecks);
  await app.register(tableUpkeep);
  // Operators sign in with their accounts; OPS_TOKEN, when set, is the automation token.
  await app.register(cookie);
  await app.register(operatorsRoutes, { prefix: OPS_PREFIX });
  await app.register(opsRoutes, { prefix: OPS_PREFIX });
  if (opts.config.devRoutes) {
    app.log.warn(
      `DEVELOPMENT ROUTES ARE ON: GET /api/dev/sms hands out login codes (listening on ${opts.config.host}; DEV_ROUTES=false turns them off)`,
    );
    await app.register(devSmsRoutes);
  }

  await app.register(opsWeb);
  await app.register(staticFiles);
  await app.register(webApp);
}

const loanAppPlugin = fp(loanApp, { name: 'loan-app' });
export default loanAppPlugin;

export interface BuildOptions extends Omit<AppOptions, 'config'> {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: LogDestination;
}

/** A ready app: migrations and seed done, routes registered, not listening yet. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { logStream, ...overrides } = options;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening the embedded database, migrating and seeding can take a while on a busy machine.
    pluginTimeout: 60_000,
  });
  try {
    await app.register(loanAppPlugin, { config, ...overrides });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
