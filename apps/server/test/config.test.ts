import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { DEMO_BRAND } from '../src/config-brand.ts';
import { PRODUCTION_ENV } from './helpers/build-test-app.ts';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 8080,
      host: '127.0.0.1',
      dataDir: `${REPO_ROOT}/data`,
      databaseUrl: undefined,
      databasePoolSize: 20,
      webDist: `${REPO_ROOT}/apps/web/dist`,
      publicUrl: 'http://localhost:8080',
      sessionTtlHours: 720,
      trustProxy: false,
      brand: DEMO_BRAND,
      loanDecision: 'manual',
      opsToken: undefined,
      costCap: { totalCostCapBps: 10_000 },
      contractLinkTtlMinutes: 30,
    });
    expect(config.codePepper.length).toBeGreaterThanOrEqual(16);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      DATABASE_URL: 'postgres://app@db:5432/loans',
      DATABASE_POOL_SIZE: '40',
      PUBLIC_URL: 'https://loans.example/',
      CODE_PEPPER: 'p'.repeat(32),
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: 'xnd_production_key_for_tests',
      XENDIT_CALLBACK_TOKEN: 'c'.repeat(32),
      ACCOUNT_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      SESSION_TTL_HOURS: '24',
      SMS_PROVIDER: 'semaphore',
      SMS_API_KEY: 'semaphore-key-123',
      SMS_SENDER: 'LOANS',
      TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
      LOG_LEVEL: 'warn',
      BRAND_APP_NAME_EN: 'Acme',
      BRAND_CURRENCY_PARAMETER: '1',
      BRAND_ALLOWED_REDIRECT_HOSTS: 'pay.example, www.pay.example',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db:5432/loans',
      databasePoolSize: 40,
      publicUrl: 'https://loans.example',
      sessionTtlHours: 24,
      trustProxy: ['10.0.0.0/8', '192.168.0.1'],
      logLevel: 'warn',
    });
    expect(config.brand).toMatchObject({
      appNameEn: 'Acme',
      currencyParameter: 1,
      allowedRedirectHosts: ['pay.example', 'www.pay.example'],
    });
  });

  it('reads the loan settings', () => {
    const config = loadConfig({
      LOAN_DECISION: 'immediate',
      OPS_TOKEN: 'o'.repeat(32),
      LOAN_COST_CAP_BPS: '5000',
      CONTRACT_LINK_TTL_MINUTES: '5',
    });
    expect(config).toMatchObject({
      loanDecision: 'immediate',
      opsToken: 'o'.repeat(32),
      costCap: { totalCostCapBps: 5000 },
      contractLinkTtlMinutes: 5,
    });
    expect(() => loadConfig({ LOAN_DECISION: 'sometimes' })).toThrow(/LOAN_DECISION/);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
    expect(() => loadConfig({ LOAN_COST_CAP_BPS: '20000' })).toThrow(/LOAN_COST_CAP_BPS/);
  });

  it('keeps uploads in the database when there is a PostgreSQL server, else on the disk', () => {
    const url = 'postgres://app@db:5432/loans';
    expect(loadConfig({}).uploadStorage).toBe('disk');
    expect(loadConfig({ DATABASE_URL: url }).uploadStorage).toBe('database');
    expect(loadConfig({ DATABASE_URL: url, UPLOAD_STORAGE: 'disk' }).uploadStorage).toBe('disk');
    expect(loadConfig({ UPLOAD_STORAGE: 'database' }).uploadStorage).toBe('database');
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(
      /S3_BUCKET is required with UPLOAD_STORAGE=s3/,
    );
  });

  it('reads the bucket of the S3 store: path style with an endpoint, a key pair set whole', () => {
    const bucket = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'loan-photos' };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'loan-photos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const local = loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ph-1' });
    expect(local.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'AKIA0000' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
  });

  it('serves metrics only on a port of their own, with a token beyond loopback', () => {
    expect(loadConfig({}).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics.port).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN is required when METRICS_HOST is not a loopback address/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080 });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    const owner = 'postgres://loan@db:5432/loans';
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL needs DATABASE_URL/,
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://loan_app@db:5432/loans',
        DATABASE_MIGRATION_URL: owner,
      }).databaseMigrationUrl,
    ).toBe(owner);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    for (const size of ['0', '500', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
    }
    expect(() => loadConfig({ BRAND_CURRENCY_PARAMETER: 'rupee' })).toThrow(
      /BRAND_CURRENCY_PARAMETER/,
    );
    // A prefix ending in a digit would read as part of the number.
    for (const prefix of ['OR-1', 'or-', '-OR']) {
      expect(() => loadConfig({ BRAND_RECEIPT_PREFIX: prefix })).toThrow(/BRAND_RECEIPT_PREFIX/);
    }
    expect(loadConfig({ BRAND_RECEIPT_PREFIX: 'PN-OR-' }).brand.receiptPrefix).toBe('PN-OR-');
    expect(() => loadConfig({ CODE_PEPPER: 'short' })).toThrow(/CODE_PEPPER/);
  });

  it('requires a pepper and a real SMS gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment: SMS_PROVIDER must name a real gateway in production (semaphore): the console provider sends nothing; CODE_PEPPER is required in production',
    );
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, CODE_PEPPER: 'p'.repeat(32), DEV_ROUTES: 'true' }),
    ).toThrow('Invalid environment: DEV_ROUTES cannot be on in production');
    const { ACCOUNT_ENCRYPTION_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig({ ...withoutKey, CODE_PEPPER: 'p'.repeat(32) })).toThrow(
      'ACCOUNT_ENCRYPTION_KEY is required in production',
    );
    expect(() => loadConfig({ ACCOUNT_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      'ACCOUNT_ENCRYPTION_KEY must be 32 bytes, base64',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'semaphore' })).toThrow(
      'Invalid environment: SMS_API_KEY is required with SMS_PROVIDER=semaphore',
    );
  });

  it('refuses fake money in production: the sandbox, or the gateway without its keys', () => {
    const production = { ...PRODUCTION_ENV, CODE_PEPPER: 'p'.repeat(32) };
    expect(loadConfig(production).payments).toMatchObject({
      provider: 'xendit',
      xenditBaseUrl: 'http://127.0.0.1:9',
    });
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'Invalid environment: PAYMENT_PROVIDER must name a real gateway in production (xendit): the sandbox books payments no one made',
    );
    const { XENDIT_SECRET_KEY: _key, XENDIT_CALLBACK_TOKEN: _token, ...keyless } = production;
    expect(() => loadConfig(keyless)).toThrow(
      'Invalid environment: XENDIT_SECRET_KEY is required with PAYMENT_PROVIDER=xendit; XENDIT_CALLBACK_TOKEN is required with PAYMENT_PROVIDER=xendit',
    );
    // Outside production the sandbox is the default; its public URL is Xendit's by default.
    expect(loadConfig({}).payments).toMatchObject({
      provider: 'sandbox',
      xenditBaseUrl: 'https://api.xendit.co',
    });
  });

  it("requires an HTTPS PUBLIC_URL in production: the gateway's return URLs are HTTPS only", () => {
    const production = { ...PRODUCTION_ENV, CODE_PEPPER: 'p'.repeat(32) };
    const message =
      'Invalid environment: PUBLIC_URL must be an https:// address in production: the gateway sends borrowers back to it and takes HTTPS return URLs only';
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://loans.example' })).toThrow(
      message,
    );
    const { PUBLIC_URL: _url, ...unset } = production;
    expect(() => loadConfig(unset)).toThrow(message);
    expect(loadConfig(production).publicUrl).toBe('https://loans.example');
    // Outside production a plain http address (a developer's machine) stays allowed.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
  });
});

describe('the server start', () => {
  it('exits naming PAYMENT_PROVIDER when production is given the sandbox', () => {
    const server = new URL('../src/server.ts', import.meta.url).pathname;
    const { XENDIT_SECRET_KEY: _k, XENDIT_CALLBACK_TOKEN: _t, ...env } = PRODUCTION_ENV;
    const result = spawnSync(process.execPath, [server], {
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        CODE_PEPPER: 'p'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
        DATA_DIR: '/nonexistent-never-opened',
      },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.toString()).toBe(
      'Invalid environment: PAYMENT_PROVIDER must name a real gateway in production (xendit): the sandbox books payments no one made\n',
    );
  });
});
