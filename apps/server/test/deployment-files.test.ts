import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

// No container runs on the test machines: these checks read the deployment files as text.
const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The variables the server reads: the keys of its environment schema, as written in config.ts. */
function configVariables(): string[] {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(source.indexOf('const envSchema = z'), source.indexOf('\n  })\n'));
  return [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

/** The variables README.md's configuration table lists. */
function readmeVariables(): string[] {
  return [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map((m) => m[1]!);
}

/** .env.example's lines: set (`NAME=value`) and shown at their default (`# NAME=value`). */
function envExample() {
  const set = new Map<string, string>();
  const shown = new Set<string>();
  for (const line of read('.env.example').split('\n')) {
    const active = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (active) set.set(active[1]!, active[2]!);
    const commented = /^# ([A-Z][A-Z0-9_]*)=/.exec(line);
    if (commented) shown.add(commented[1]!);
  }
  return { set, shown };
}

const SECRETS = {
  CODE_PEPPER: randomBytes(24).toString('base64'),
  ACCOUNT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  OPS_TOKEN: randomBytes(24).toString('base64'),
  SMS_API_KEY: randomBytes(16).toString('hex'),
  XENDIT_SECRET_KEY: `xnd_production_${randomBytes(16).toString('hex')}`,
  XENDIT_CALLBACK_TOKEN: randomBytes(24).toString('hex'),
  DATABASE_URL: 'postgres://loan:secret@postgres:5432/loan',
};

describe('deployment files', () => {
  it('the README documents every variable the server reads', () => {
    expect(readmeVariables()).toEqual(expect.arrayContaining(configVariables()));
  });

  it('.env.example names every documented variable, set or at its default', () => {
    const { set, shown } = envExample();
    const named = new Set([...set.keys(), ...shown]);
    expect(readmeVariables().filter((name) => !named.has(name))).toEqual([]);
    expect(named.has('BRAND_APP_NAME_EN')).toBe(true);
  });

  it('.env.example leaves exactly the secrets empty, and loads in production once they are filled', () => {
    const { set } = envExample();
    const empty = [...set].filter(([, value]) => value === '').map(([name]) => name);
    expect(empty.sort()).toEqual(Object.keys(SECRETS).sort());
    const env = Object.fromEntries(set);
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const config = loadConfig({ ...env, ...SECRETS });
    expect(config).toMatchObject({ isProduction: true, host: '0.0.0.0' });
    expect(config.publicUrl).toMatch(/^https:/);
  });

  it('the image runs Node 24 as an unprivileged user, with the production start', () => {
    const dockerfile = read('Dockerfile');
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(stages).toEqual([
      ['node:24-bookworm-slim', 'build'],
      ['node:24-bookworm-slim', 'runtime'],
    ]);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/src\/server.ts"\]$/m);
    // What the server loads at run time: both web builds and the screens' renderer.
    for (const built of ['apps/web/dist', 'apps/web/dist-server', 'apps/ops-web/dist']) {
      expect(runtime).toContain(`/app/${built} ${built}`);
    }
  });

  it('compose runs PostgreSQL, the migrations once, then two servers on the same database', () => {
    const compose = read('compose.yaml');
    const section = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nvolumes:'));
    const services = [...section.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map((m) => m[1]);
    expect(services).toEqual(['postgres', 'migrate', 'server-1', 'server-2']);
    expect(compose).toContain('command: ["node", "apps/server/src/cli.ts", "migrate"]');
    expect(compose).toMatch(/migrate:\n\s+condition: service_completed_successfully/);
    expect(compose).toMatch(/postgres:\n\s+condition: service_healthy/);
    expect(compose.match(/env_file: \.env/g)).toHaveLength(2);
    // The servers and the migration step sign in as the role that owns nothing; only the
    // migration step has the owner's (decision 0073), and the database makes that role.
    expect(compose.match(/DATABASE_URL: postgres:\/\/loan_app:/g)).toHaveLength(2);
    expect(compose.match(/DATABASE_MIGRATION_URL: postgres:\/\/loan:/g)).toHaveLength(1);
    expect(compose).toContain(
      './deploy/postgres-app-role.sh:/docker-entrypoint-initdb.d/app-role.sh:ro',
    );
    expect(read('deploy/postgres-app-role.sh')).toContain('create role loan_app login password');
  });
});
