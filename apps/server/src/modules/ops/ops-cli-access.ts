import type { CliIo } from './ops-cli.ts';
import { type OpsClient, OpsUsage } from './ops-client.ts';

interface OperatorRow {
  id: string;
  email: string;
  role: string;
  active: boolean;
  removed: boolean;
}

/** `operators add|list|role|remove` and `tokens add`: who may use the operations API. */
export async function access(
  client: OpsClient,
  group: 'operators' | 'tokens',
  action: string | undefined,
  name: string | undefined,
  flags: { role?: string | undefined; days?: string | undefined },
  io: CliIo,
) {
  if (group === 'operators' && action === 'list') return listOperators(client, io);
  if (group === 'operators' && (action === 'role' || action === 'remove')) {
    return changeOperator(client, action, name, flags, io);
  }
  if (action !== 'add') throw new OpsUsage(`unknown ${group} command: ${action ?? ''}`);
  if (!name) throw new OpsUsage(`${group} add: which ${group === 'operators' ? 'email' : 'name'}?`);
  if (!flags.role) throw new OpsUsage(`${group} add: --role is required`);
  if (group === 'operators') {
    const added = await client.call<{
      email: string;
      role: string;
      setupLink: string;
      expiresAt: string;
    }>('POST', '/operators', { email: name, role: flags.role });
    io.out(
      `${added.email} (${added.role}): send this one-time setup link, valid until ${added.expiresAt}:`,
    );
    io.out(`  ${added.setupLink}`);
    return;
  }
  const days = flags.days === undefined ? undefined : Number(flags.days);
  if (days !== undefined && !Number.isInteger(days)) {
    throw new OpsUsage('tokens add: --days is a whole number of days (1-365)');
  }
  const token = await client.call<{ name: string; role: string; token: string; expiresAt: string }>(
    'POST',
    '/tokens',
    { name, role: flags.role, ...(days === undefined ? {} : { expiresInDays: days }) },
  );
  io.out(
    `token ${token.name} (${token.role}), shown once: keep it where your automation reads it; it expires at ${token.expiresAt}`,
  );
  io.out(`  ${token.token}`);
}

async function operators(client: OpsClient): Promise<OperatorRow[]> {
  return (await client.call<{ operators: OperatorRow[] }>('GET', '/operators')).operators;
}

async function listOperators(client: OpsClient, io: CliIo) {
  for (const row of await operators(client)) {
    const state = row.removed ? 'access removed' : row.active ? 'set up' : 'waiting for setup';
    io.out(`${row.email} ${row.role} ${state}`);
  }
}

async function changeOperator(
  client: OpsClient,
  action: 'role' | 'remove',
  email: string | undefined,
  flags: { role?: string | undefined },
  io: CliIo,
) {
  if (!email) throw new OpsUsage(`operators ${action}: which email?`);
  if (action === 'role' && !flags.role) throw new OpsUsage('operators role: --role is required');
  const row = (await operators(client)).find((o) => o.email === email.trim().toLowerCase());
  if (!row) throw new OpsUsage(`operators ${action}: no operator ${email}`);
  if (action === 'role') {
    await client.call('PATCH', `/operators/${row.id}`, { role: flags.role });
    io.out(`${row.email}: now ${flags.role}`);
    return;
  }
  const removed = await client.call<{ sessionsEnded?: number }>(
    'POST',
    `/operators/${row.id}/remove`,
  );
  io.out(`${row.email}: access removed, ${removed.sessionsEnded ?? 0} session(s) ended`);
}
