import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrandConfig, DEFAULT_COST_CAP_BPS } from '@loan/contract';
import { brandConfigSchema } from '@loan/contract/schemas';
import { type CreditPolicyConfig, DEFAULT_CREDIT_POLICY } from '@loan/loan-engine';
import { z } from 'zod';
import { brandEnvName, readBrandEnv } from './config-brand.ts';
import { DEFAULT_POOL_SIZE } from './db/pool-size.ts';
import { PH_NATIONAL_HOLIDAYS } from './modules/complaint/ph-holidays.ts';
import { DEFAULT_REMINDER_DAYS, parseReminderDays } from './modules/messages/reminder-steps.ts';
import { XENDIT_API_URL } from './modules/payments/xendit-api.ts';
import { SEMAPHORE_API_URL } from './modules/sms/semaphore-sms-provider.ts';
import type { S3StorageConfig } from './modules/uploads/s3-upload-storage.ts';

// `npm start` at the root runs the server with cwd apps/server (npm workspaces), so defaults are
// anchored to the repository root computed from this file, not to the process cwd.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_CODE_PEPPER = 'dev-only-login-code-pepper-not-a-secret';
const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-not-a-secret';
// 32 bytes, base64: the key payout account numbers are encrypted with outside production.
const DEV_ACCOUNT_KEY = 'ZGV2LW9ubHktYWNjb3VudC1rZXktbm90LXNlY3JldCE=';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // Loopback by default so a dev machine does not expose the demo; production binds all
    // interfaces unless HOST says otherwise.
    HOST: z.string().optional(),
    DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // The role that owns the tables and runs the migrations; the server's own DATABASE_URL role is
    // granted only what it needs (docs/decisions/0073). Unset: DATABASE_URL's role does both.
    DATABASE_MIGRATION_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Connections each server process keeps open to PostgreSQL (docs/decisions/0051).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
    WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
    OPS_WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/ops-web/dist')),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    CODE_PEPPER: z.string().min(16).optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().positive().default(720),
    // A session unused this long ends before its absolute expiry (decision 0012).
    SESSION_IDLE_HOURS: z.coerce.number().int().positive().default(24),
    // `true` or comma-separated proxy addresses/CIDRs: per-IP limits need the client's address
    // behind a load balancer.
    TRUST_PROXY: z.string().optional(),
    // manual: operators decide (the automatic rule decides what is still open after a day);
    // immediate: the automatic rule decides at push, and acceptance disburses at once.
    LOAN_DECISION: z.enum(['manual', 'immediate']).default('manual'),
    OPS_TOKEN: z.string().min(24).max(200).optional(),
    LOAN_COST_CAP_BPS: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_COST_CAP_BPS),
    // The credit policy's figures that differ from its defaults, as JSON (docs/decisions/0084).
    CREDIT_POLICY: z.string().optional(),
    CONTRACT_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    // Shared with the payment provider: it signs every callback with it (docs/decisions/0013).
    PAYMENT_WEBHOOK_SECRET: z.string().min(24).optional(),
    // sandbox: fake money, this server plays the gateway; xendit: the real gateway (decision 0032).
    PAYMENT_PROVIDER: z.enum(['sandbox', 'xendit']).default('sandbox'),
    XENDIT_SECRET_KEY: z.string().min(16).optional(),
    // The verification token Xendit sends in x-callback-token with every webhook.
    XENDIT_CALLBACK_TOKEN: z.string().min(16).optional(),
    XENDIT_BASE_URL: z.url({ protocol: /^https?$/ }).default(XENDIT_API_URL),
    // A pay code or payout left without a webhook this long is asked about by a status query.
    PAYMENT_STATUS_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    ACCOUNT_ENCRYPTION_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
      .optional(),
    UPLOADS_DIR: z.string().optional(),
    // database or s3: every server process reaches the images (decisions 0025, 0079); disk: one
    // machine only.
    UPLOAD_STORAGE: z.enum(['disk', 'database', 's3']).optional(),
    // The private bucket of UPLOAD_STORAGE=s3, and where it is (decision 0079).
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    // An S3-compatible server (MinIO, Ceph, R2...); AWS's own endpoint when unset.
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // The Prometheus endpoint's own listener (decision 0078): off unless a port is given.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(24).max(200).optional(),
    // Traces go to an OpenTelemetry collector only when an OTLP endpoint is set (decision 0078).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('loan-server'),
    OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
    // Development routes (the dev SMS route): on when listening on loopback only, or when `true`.
    DEV_ROUTES: z.enum(['true', 'false']).optional(),
    // Collectors may reach immediate family recorded on a loan: off unless a reading of SEC MC 18
    // s.2019 allows it (decision 0074).
    COLLECTIONS_FAMILY_CONTACT: z.enum(['true', 'false']).default('false'),
    // Requests per client address and minute on /api, over all server processes (decision 0012).
    REQUEST_CEILING_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    SMS_PROVIDER: z.enum(['console', 'semaphore']).default('console'),
    SMS_API_KEY: z.string().min(8).optional(),
    SMS_SENDER: z.string().max(11).optional(),
    SMS_API_URL: z.url({ protocol: /^https?$/ }).default(SEMAPHORE_API_URL),
    SMS_DAILY_CAP: z.coerce.number().int().min(1).default(20_000),
    // PBKDF2 rounds of each try at the registration page's proof of work (decision 0080).
    PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(100_000).default(500),
    // Days the records of a borrower's last closed loan are kept before an erasure request is
    // carried out (decision 0041): five years, the AMLA's record-keeping period.
    ERASURE_RETENTION_DAYS: z.coerce.number().int().min(0).default(1826),
    // Days a kept reconciliation run is kept, counted from the day it compared; 0 keeps every
    // run (decision 0048).
    RECONCILIATION_RETENTION_DAYS: z.coerce.number().int().min(0).default(0),
    // Pesos above which a manual booking, or a waiver, waits for a second operator (decision
    // 0067): every booking by default, waivers above ₱500.
    MAKER_CHECKER_BOOKING_ABOVE_PESOS: z.coerce.number().int().min(0).default(0),
    MAKER_CHECKER_WAIVER_ABOVE_PESOS: z.coerce.number().int().min(0).default(500),
    // Days from a due date on which reminders go: '3,1,0,-1,-3,-7' (negative: overdue days).
    REMINDER_DAYS: z
      .string()
      .transform((text, ctx) => {
        const days = parseReminderDays(text);
        if (typeof days !== 'string') return days;
        ctx.addIssue({ code: 'custom', message: days });
        return z.NEVER;
      })
      .optional(),
    // Holidays proclaimed after the release, added to the built-in list (complaint deadlines).
    PH_HOLIDAYS: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*$/,
        'must be YYYY-MM-DD dates, comma-separated',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_MIGRATION_URL'],
        message: "needs DATABASE_URL: the server's own role on the same database",
      });
    }
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'console') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'must name a real gateway in production (semaphore): the console provider sends nothing',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEV_ROUTES === 'true') {
      ctx.addIssue({ code: 'custom', path: ['DEV_ROUTES'], message: 'cannot be on in production' });
    }
    if (env.SMS_PROVIDER === 'semaphore' && !env.SMS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_API_KEY'],
        message: 'is required with SMS_PROVIDER=semaphore',
      });
    }
    if (env.NODE_ENV === 'production' && !env.CODE_PEPPER) {
      ctx.addIssue({ code: 'custom', path: ['CODE_PEPPER'], message: 'is required in production' });
    }
    for (const issue of paymentProviderIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be an https:// address in production: the gateway sends borrowers back to it and takes HTTPS return URLs only',
      });
    }
    for (const issue of observabilityIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
    if (env.NODE_ENV === 'production' && !env.ACCOUNT_ENCRYPTION_KEY) {
      const path = ['ACCOUNT_ENCRYPTION_KEY'];
      ctx.addIssue({ code: 'custom', path, message: 'is required in production' });
    }
  });

/** A bucket for the S3 store; a token for metrics reachable beyond this machine. */
function observabilityIssues(env: {
  UPLOAD_STORAGE?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  METRICS_PORT?: number | undefined;
  METRICS_HOST: string;
  METRICS_TOKEN?: string | undefined;
}): Array<{ path: string[]; message: string }> {
  const issues: Array<{ path: string[]; message: string }> = [];
  if (env.UPLOAD_STORAGE === 's3' && !env.S3_BUCKET) {
    issues.push({ path: ['S3_BUCKET'], message: 'is required with UPLOAD_STORAGE=s3' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const message = 'and S3_SECRET_ACCESS_KEY are set together, or neither';
    issues.push({ path: ['S3_ACCESS_KEY_ID'], message });
  }
  if (env.METRICS_PORT !== undefined && !isLoopback(env.METRICS_HOST) && !env.METRICS_TOKEN) {
    const message = 'is required when METRICS_HOST is not a loopback address';
    issues.push({ path: ['METRICS_TOKEN'], message });
  }
  return issues;
}

/** Production takes real money only: no sandbox, and the gateway's keys are all set. */
function paymentProviderIssues(env: {
  NODE_ENV: string;
  PAYMENT_PROVIDER: string;
  XENDIT_SECRET_KEY?: string | undefined;
  XENDIT_CALLBACK_TOKEN?: string | undefined;
}): Array<{ path: string[]; message: string }> {
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
    const message =
      'must name a real gateway in production (xendit): the sandbox books payments no one made';
    return [{ path: ['PAYMENT_PROVIDER'], message }];
  }
  if (env.PAYMENT_PROVIDER !== 'xendit') return [];
  const missing = (['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN'] as const).filter(
    (name) => !env[name],
  );
  return missing.map((name) => ({
    path: [name],
    message: 'is required with PAYMENT_PROVIDER=xendit',
  }));
}

export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The table owner's connection, for migrations (DATABASE_URL's when not set). */
  databaseMigrationUrl: string | undefined;
  /** Connections this process keeps open to PostgreSQL (unused on PGlite). */
  databasePoolSize: number;
  webDist: string;
  /** The back office's build, served under /ops. */
  opsWebDist: string;
  publicUrl: string;
  logLevel: string;
  codePepper: string;
  sessionTtlHours: number;
  sessionIdleHours: number;
  trustProxy: boolean | string[];
  brand: BrandConfig;
  loanDecision: 'manual' | 'immediate';
  /** Bearer token of the operations API; without one the API is off. */
  opsToken: string | undefined;
  /** The regulatory cap on a loan's total cost (the loan engine's CostCap). */
  costCap: { totalCostCapBps: number };
  /** The credit policy's rules' figures (the loan engine's CreditPolicyConfig). */
  creditPolicy: CreditPolicyConfig;
  contractLinkTtlMinutes: number;
  /** HMAC-SHA256 key of the payment provider's callbacks. */
  paymentWebhookSecret: string;
  payments: {
    provider: 'sandbox' | 'xendit';
    xenditSecretKey: string | undefined;
    xenditCallbackToken: string | undefined;
    xenditBaseUrl: string;
    /** Minutes without a webhook before a status query asks the gateway. */
    statusCheckMinutes: number;
  };
  /** Registration codes sent in one Philippine day, over every phone (docs/decisions/0016). */
  smsDailyCap: number;
  /** PBKDF2 rounds of each try at the proof of work before a registration SMS (decision 0080). */
  proofOfWorkCost: number;
  /** Days after a borrower's last loan closed before their erasure request is carried out. */
  erasureRetentionDays: number;
  /** 0: kept reconciliation runs are never deleted. */
  reconciliationRetentionDays: number;
  /** Centavos above which a manual booking or a waiver needs a checker (decision 0067). */
  makerChecker: { bookingAbove: number; waiverAbove: number };
  /** AES-256-GCM key of payout account numbers at rest. */
  accountEncryptionKey: Buffer;
  /** Where uploaded images are kept: the database or a bucket (shared by every process), or the disk. */
  uploadStorage: 'disk' | 'database' | 's3';
  /** The bucket of `uploadStorage: 's3'`. */
  s3: S3StorageConfig | undefined;
  /** The Prometheus endpoint's listener; none: metrics are collected but not served. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** OpenTelemetry traces: exported only when `endpoint` is set. */
  tracing: {
    /** The OTLP/HTTP traces URL (`<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`), or none: off. */
    endpoint: string | undefined;
    headers: Record<string, string>;
    serviceName: string;
  };
  /** The folder of the disk storage. */
  uploadsDir: string;
  /** The development routes (GET /api/dev/sms) are registered. */
  devRoutes: boolean;
  requestCeilingPerMinute: number;
  /** Collectors may reach immediate family recorded on a loan (off by default, decision 0074). */
  collectionsFamilyContact: boolean;
  /** Philippine non-working days besides weekends: the built-in list and PH_HOLIDAYS. */
  phHolidays: ReadonlySet<string>;
  /** Days from a due date on which the reminders go (REMINDER_DAYS), before it first. */
  reminderDays: readonly number[];
  sms: {
    provider: 'console' | 'semaphore';
    apiKey: string | undefined;
    sender: string | undefined;
    apiUrl: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment. Empty values count as unset. */
export function loadConfig(rawEnv: Env = process.env): AppConfig {
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  const brand = brandConfigSchema.safeParse(readBrandEnv(env));
  const problems = [
    ...(parsed.error?.issues.map((issue) => describe(String(issue.path[0]), issue.message)) ?? []),
    ...(brand.error?.issues.map((issue) =>
      describe(brandEnvName(String(issue.path[0])), issue.message),
    ) ?? []),
  ];
  if (!parsed.success || !brand.success) {
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webDist: resolve(e.WEB_DIST),
    opsWebDist: resolve(e.OPS_WEB_DIST),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    codePepper: e.CODE_PEPPER ?? DEV_CODE_PEPPER,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleHours: Math.min(e.SESSION_IDLE_HOURS, e.SESSION_TTL_HOURS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    brand: brand.data,
    loanDecision: e.LOAN_DECISION,
    opsToken: e.OPS_TOKEN,
    costCap: { totalCostCapBps: e.LOAN_COST_CAP_BPS },
    creditPolicy: creditPolicyOf(e.CREDIT_POLICY),
    contractLinkTtlMinutes: e.CONTRACT_LINK_TTL_MINUTES,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      xenditSecretKey: e.XENDIT_SECRET_KEY,
      xenditCallbackToken: e.XENDIT_CALLBACK_TOKEN,
      xenditBaseUrl: e.XENDIT_BASE_URL.replace(/\/$/, ''),
      statusCheckMinutes: e.PAYMENT_STATUS_CHECK_MINUTES,
    },
    accountEncryptionKey: Buffer.from(e.ACCOUNT_ENCRYPTION_KEY ?? DEV_ACCOUNT_KEY, 'base64'),
    uploadStorage: e.UPLOAD_STORAGE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    uploadsDir: resolve(e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    tracing: {
      endpoint: e.OTEL_SDK_DISABLED === 'true' ? undefined : tracesEndpoint(e),
      headers: parseOtlpHeaders(e.OTEL_EXPORTER_OTLP_HEADERS),
      serviceName: e.OTEL_SERVICE_NAME,
    },
    smsDailyCap: e.SMS_DAILY_CAP,
    proofOfWorkCost: e.PROOF_OF_WORK_COST,
    erasureRetentionDays: e.ERASURE_RETENTION_DAYS,
    reconciliationRetentionDays: e.RECONCILIATION_RETENTION_DAYS,
    makerChecker: {
      bookingAbove: e.MAKER_CHECKER_BOOKING_ABOVE_PESOS * 100,
      waiverAbove: e.MAKER_CHECKER_WAIVER_ABOVE_PESOS * 100,
    },
    requestCeilingPerMinute: e.REQUEST_CEILING_PER_MINUTE,
    collectionsFamilyContact: e.COLLECTIONS_FAMILY_CONTACT === 'true',
    phHolidays: new Set([
      ...PH_NATIONAL_HOLIDAYS,
      ...(e.PH_HOLIDAYS?.split(',').map((day) => day.trim()) ?? []),
    ]),
    reminderDays: e.REMINDER_DAYS ?? DEFAULT_REMINDER_DAYS,
    devRoutes: !isProduction && (e.DEV_ROUTES ? e.DEV_ROUTES === 'true' : isLoopback(host)),
    sms: {
      provider: e.SMS_PROVIDER,
      apiKey: e.SMS_API_KEY,
      sender: e.SMS_SENDER,
      apiUrl: e.SMS_API_URL,
    },
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** The signal-specific URL as given, or the base one with the traces path (the OTLP rule). */
function tracesEndpoint(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
}): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/$/, '')}/v1/traces` : undefined;
}

/** `key1=value1,key2=value2`, values URL-encoded, as OTEL_EXPORTER_OTLP_HEADERS is written. */
function parseOtlpHeaders(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '').split(',').map((pair) => pair.split('='));
  return Object.fromEntries(
    pairs
      .filter(([key, ...value]) => key?.trim() && value.length > 0)
      .map(([key, ...value]) => [key!.trim(), decodeURIComponent(value.join('=').trim())]),
  );
}

function describe(variable: string, message: string): string {
  return `${variable} ${message}`;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim());
}

const amount = z.number().int().min(0);
const creditPolicySchema = z
  .object({
    minAge: z.number().int().min(18).max(100),
    reviewFromAge: z.number().int().min(18).max(150),
    maxInstalmentShareBps: z.number().int().min(1).max(10_000),
    maxOpenLoans: z.number().int().min(0).max(10),
    reviewAfterDaysLate: z.number().int().min(1).max(3650),
    firstLoanLimit: amount,
    repeatStepUp: amount,
    repeatLimitCap: amount,
  })
  .partial()
  .strict();

/** The default credit policy with the figures CREDIT_POLICY changes; an unknown key is an error. */
function creditPolicyOf(json: string | undefined): CreditPolicyConfig {
  if (!json) return DEFAULT_CREDIT_POLICY;
  const parsed = creditPolicySchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`CREDIT_POLICY: ${parsed.error.message}`);
  return { ...DEFAULT_CREDIT_POLICY, ...parsed.data } as CreditPolicyConfig;
}
