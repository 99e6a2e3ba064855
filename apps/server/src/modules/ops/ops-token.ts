import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';

export const OPS_TOKEN_FILE = 'ops-token';

export interface OpsTokenSource {
  token: string;
  /** Where a generated token was written (outside production, without OPS_TOKEN). */
  file?: string;
}

/**
 * The automation token (admin, named `automation`): OPS_TOKEN, or outside production a fresh
 * random one written to DATA_DIR/ops-token (mode 0600) for the ops CLI. In production without
 * OPS_TOKEN: none, and only signed-in operators and named tokens reach the operations API.
 */
export function ensureOpsToken(
  config: Pick<AppConfig, 'opsToken' | 'isProduction' | 'dataDir'>,
): OpsTokenSource | undefined {
  if (config.opsToken) return { token: config.opsToken };
  if (config.isProduction) return undefined;
  const token = randomBytes(32).toString('base64url');
  const file = opsTokenFile(config.dataDir);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // The mode of writeFileSync applies only when it creates the file.
  chmodSync(file, 0o600);
  return { token, file };
}

export function opsTokenFile(dataDir: string): string {
  return join(dataDir, OPS_TOKEN_FILE);
}

export function readOpsTokenFile(dataDir: string): string | undefined {
  try {
    return readFileSync(opsTokenFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
