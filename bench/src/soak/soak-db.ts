import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OrderStatus } from '@loan/contract';

const run = promisify(execFile);

/** A seeded borrower (apps/server/scripts/soak-db.ts writes them). */
export interface SoakBorrower {
  phone: string;
  token: string;
  order: { orderId: string; productId: string; status: OrderStatus };
  hasPayoutAccount: boolean;
}

/** What the load generator saw, for the invariants. */
export interface SoakTracked {
  acknowledgedPaymentIds: string[];
  refusedKeys: string[];
  refusedComplaintTexts: string[];
}

export interface InvariantResult {
  ok: boolean;
  acknowledgedCallbacks: number;
  acknowledgedBooked: number;
  providerIdsBookedTwice: number;
  ordersWithPayments: number;
  ordersPaidMismatch: string[];
  settledWithOutstanding: string[];
  refusedKeysWithRow: string[];
  refusedComplaintsStored: number;
  ordersPaidOutTwice: string[];
}

export interface DatabaseTarget {
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * The server's own code writes the seed and reads the invariants (the bench imports only the
 * contract): a child process of the server's script, with the project's Node.
 */
async function soakDb(repoRoot: string, args: string[], target: DatabaseTarget): Promise<void> {
  const where = target.databaseUrl
    ? ['--database-url', target.databaseUrl]
    : ['--data-dir', target.dataDir ?? ''];
  await run(
    process.execPath,
    [join(repoRoot, 'apps/server/scripts/soak-db.ts'), ...args, ...where],
    {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

export async function seedBorrowers(
  repoRoot: string,
  workDir: string,
  count: number,
  target: DatabaseTarget,
): Promise<SoakBorrower[]> {
  const out = join(workDir, 'borrowers.json');
  await soakDb(repoRoot, ['seed', '--borrowers', String(count), '--out', out], target);
  return JSON.parse(readFileSync(out, 'utf8')) as SoakBorrower[];
}

export async function checkInvariants(
  repoRoot: string,
  workDir: string,
  tracked: SoakTracked,
  target: DatabaseTarget,
): Promise<InvariantResult> {
  const input = join(workDir, 'tracked.json');
  const out = join(workDir, 'invariants.json');
  writeFileSync(input, JSON.stringify(tracked));
  await soakDb(repoRoot, ['check', '--in', input, '--out', out], target);
  return JSON.parse(readFileSync(out, 'utf8')) as InvariantResult;
}
