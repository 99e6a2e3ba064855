import type { OpsToken } from '@loan/contract/ops';
import type { CliIo } from './ops-cli.ts';
import { type OpsClient, OpsUsage } from './ops-client.ts';

/** `tokens list` and `tokens revoke <name>` (`tokens add` is with the operators' commands). */
export async function tokens(
  client: OpsClient,
  action: string | undefined,
  name: string | undefined,
  io: CliIo,
) {
  if (action === 'list') {
    const { tokens: rows } = await client.call<{ tokens: OpsToken[] }>('GET', '/tokens');
    io.out(
      ['NAME', 'ROLE', 'STATE', 'OWNER', 'CREATED', 'EXPIRES', 'LAST USED', 'REVOKED'].join('\t'),
    );
    for (const row of rows) {
      io.out(
        [
          row.name,
          row.role,
          row.state,
          row.owner ?? row.createdBy,
          row.createdAt,
          row.expiresAt,
          row.lastUsedAt ?? '-',
          row.revokedAt ? `${row.revokedAt} by ${row.revokedBy ?? '?'}` : '-',
        ].join('\t'),
      );
    }
    return;
  }
  if (action !== 'revoke') throw new OpsUsage(`unknown tokens command: ${action ?? ''}`);
  if (!name) throw new OpsUsage('tokens revoke: which name?');
  const revoked = await client.call<OpsToken & { revokedNow: boolean }>(
    'POST',
    `/tokens/${encodeURIComponent(name)}/revoke`,
  );
  io.out(
    revoked.revokedNow
      ? `token ${revoked.name}: revoked, refused from its next request on`
      : `token ${revoked.name}: already revoked at ${revoked.revokedAt} by ${revoked.revokedBy}`,
  );
}
