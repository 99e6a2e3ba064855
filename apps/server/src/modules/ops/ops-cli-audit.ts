import type { AuditChainReport } from '@loan/contract/ops';
import type { CliIo } from './ops-cli.ts';
import { type OpsClient, OpsUsage } from './ops-client.ts';

/** `audit verify`: the trail against its hash chain; exit 1 when a record is out of it. */
export async function audit(
  client: OpsClient,
  action: string | undefined,
  io: CliIo,
): Promise<number> {
  if (action !== 'verify') throw new OpsUsage(`unknown audit command: ${action ?? '(none)'}`);
  const report = await client.call<AuditChainReport>('GET', '/audit/verify');
  const last = report.lastId === null ? 'no records' : `last record ${report.lastId}`;
  if (report.ok) {
    io.out(`audit chain OK: ${report.checked} record(s), ${last}, digest ${report.lastDigest}`);
    return 0;
  }
  io.out(`audit chain BROKEN: ${report.problemCount} problem(s) in ${report.checked} record(s)`);
  for (const problem of report.problems) io.out(`  ${problem}`);
  if (report.problemCount > report.problems.length) {
    io.out(`  ... and ${report.problemCount - report.problems.length} more`);
  }
  return 1;
}
