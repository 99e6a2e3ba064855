import { parseArgs } from 'node:util';
import type { AppConfig } from '../../config.ts';
import type { OrderDetail, OrderSummary } from './ops.schemas.ts';
import { access } from './ops-cli-access.ts';
import { approvals, printSent, sentForApproval } from './ops-cli-approvals.ts';
import { audit } from './ops-cli-audit.ts';
import { ledger, moneyAction, reconcile as reconcileOrders } from './ops-cli-ledger.ts';
import { type Reconciliation, reconciliationLines } from './ops-cli-reconcile.ts';
import {
  bindItems,
  complaints,
  landingStats,
  type SupportFlags,
  templates,
} from './ops-cli-support.ts';
import { tokens } from './ops-cli-tokens.ts';
import { OpsClient, OpsRefused, OpsUnreachable, OpsUsage, opsTarget } from './ops-client.ts';

export const OPS_USAGE = `usage: npm run ops -w @loan/server -- <command> [options]

  orders list [--status <code>] [--phone <09XXXXXXXXX>] [--q <start of a phone or order number>]
              [--limit <n>] [--after <next>]
  orders show <orderId>
  orders approve <orderId> [--note <text>]
  orders reject <orderId> [--note <text>]
  orders disburse <orderId>
  orders ledger <orderId> [--json]   the loan entries and the balances derived from them
  orders reconcile           every order's balances and payments against its entries, and the
                             receipt numbers against their series (exit 1 on differences)
  orders waive <orderId> --amount <pesos> --reason <text> --reference <ref>
                             [--part penalty|defaultInterest|interest|principal]
                             above MAKER_CHECKER_WAIVER_ABOVE_PESOS sent for approval
  orders reverse <orderId> --payment <receipt no> --reason <text>
  orders refund <orderId> --amount <pesos> --reference <ref> [--reason <text>]
  payments list <orderId>
  payments reconcile --date <YYYY-MM-DD> [--json]   the gateway's settled payments and payouts of a
                             Philippine day against ours; books what we missed (exit 1 on
                             exceptions)
  payments record <orderId> --amount <pesos> --reference <ref> [--kind rollover] [--channel <text>]
                             [--value-date <YYYY-MM-DD>] [--evidence /api/uploads/<name>]
                             money received outside the provider (once per reference); above
                             MAKER_CHECKER_BOOKING_ABOVE_PESOS sent for a second operator's approval
  approvals [--status pending|approved|rejected]   manual bookings and waivers waiting or decided
  approvals approve <id> | approvals reject <id> --reason <text>   as a checker, never the maker
  complaints list [--status 1|2|3] [--limit <n>] [--after <next>] | complaints show <problemId>
  complaints reply <problemId> --text <reply> [--image /api/uploads/<name>]... [--need-score] [--status 1|2|3]
  bind-items list | bind-items set <code> [--title <t>] [--subtitle <t>] [--active true|false]
  templates list | templates add <name> | templates enable|disable <id>   landing pages
  landing-stats [--days 7]   visits and clicks per landing template, channel and day
  users revoke-sessions <09XXXXXXXXX>   end every session of that borrower
  tick                       apply the clock to the orders it moves today (also: orders tick)
  jobs                       scheduled jobs' last runs (the order sweep runs every 10 minutes)
  operators add <email> --role <role>   an operator account: prints its one-time setup link
  operators list | operators role <email> --role <role> | operators remove <email>
                             change a role, or remove access (sessions end at once)
  tokens add <name> --role <role> [--days <1-365, 90>]   a named bearer token with that role's
                             permissions, expiring after that many days
                             roles: admin, approver, collector, support, auditor
  tokens list | tokens revoke <name>   owner, role, expiry, last use; revoked at once
  audit verify               the audit trail against its hash chain: names a changed, inserted or
                             removed record (exit 1 when one is found)
  clock show | clock advance <days> | clock reset      (clock changes: outside production)
  migrate | migrate:down     database migrations (server stopped)
  uploads:to-database        copy the images in UPLOADS_DIR into the database (server stopped on PGlite)

  --as <name>   the person behind the automation token (OPS_TOKEN), recorded as
                token:automation/<name> (default: OPS_OPERATOR, or none)
The server's address comes from PUBLIC_URL or HOST/PORT, the token from OPS_TOKEN or
DATA_DIR/ops-token. Exit codes: 0 done, 1 refused by the server, 2 usage, 3 server unreachable.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out(line: string): void;
  err(line: string): void;
}

type Config = Pick<AppConfig, 'opsToken' | 'dataDir' | 'host' | 'port' | 'publicUrl'>;

/** Runs one operations command against the running server; returns the exit code. */
export async function runOpsCli(args: string[], config: Config, io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        phone: { type: 'string' },
        q: { type: 'string' },
        limit: { type: 'string' },
        after: { type: 'string' },
        note: { type: 'string' },
        as: { type: 'string' },
        amount: { type: 'string' },
        reference: { type: 'string' },
        kind: { type: 'string' },
        channel: { type: 'string' },
        text: { type: 'string' },
        image: { type: 'string', multiple: true },
        'need-score': { type: 'boolean' },
        title: { type: 'string' },
        subtitle: { type: 'string' },
        active: { type: 'string' },
        days: { type: 'string' },
        role: { type: 'string' },
        date: { type: 'string' },
        json: { type: 'boolean' },
        reason: { type: 'string' },
        part: { type: 'string' },
        payment: { type: 'string' },
        'value-date': { type: 'string' },
        evidence: { type: 'string' },
      },
    });
    const target = opsTarget(config, io.env);
    const operator = values.as ?? io.env.OPS_OPERATOR;
    const client = new OpsClient({ ...target, operator, fetch: io.fetch });
    // Reconcile's differences are its answer, not a refusal: exit code 1 with the report.
    if (positionals[0] === 'orders' && positionals[1] === 'reconcile') {
      return await reconcileOrders(client, io);
    }
    if (positionals[0] === 'audit') return await audit(client, positionals[1], io);
    if (positionals[0] === 'payments' && positionals[1] === 'reconcile') {
      return await reconcilePayments(client, values, io);
    }
    await dispatch(client, positionals, values, io);
    return 0;
  } catch (error) {
    if (error instanceof OpsRefused) return fail(io, `refused: ${error.message}`, 1);
    if (error instanceof OpsUnreachable) return fail(io, error.message, 3);
    if (
      error instanceof OpsUsage ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      return fail(io, `${(error as Error).message}\n\n${OPS_USAGE}`, 2);
    }
    throw error;
  }
}

function fail(io: CliIo, message: string, code: number): number {
  io.err(message);
  return code;
}

type Flags = SupportFlags & {
  role?: string;
  status?: string;
  phone?: string;
  q?: string;
  limit?: string;
  note?: string;
  amount?: string;
  reference?: string;
  kind?: string;
  channel?: string;
  date?: string;
  json?: boolean;
  reason?: string;
  part?: string;
  payment?: string;
  'value-date'?: string;
  evidence?: string;
};

async function dispatch(
  client: OpsClient,
  words: string[],
  flags: Flags,
  io: CliIo,
): Promise<void> {
  const [group, action, arg] = words;
  if (group === 'tick' || (group === 'orders' && action === 'tick')) {
    const result = await client.call<{ checked: number; changes: Change[] }>('POST', '/tick');
    io.out(`checked ${result.checked} order(s), ${result.changes.length} changed`);
    for (const c of result.changes) io.out(`  ${c.orderId}: ${c.from} -> ${c.to}`);
    return;
  }
  if (group === 'jobs') return jobs(client, io);
  if (group === 'clock') return clock(client, action, arg, io);
  if (group === 'payments') return payments(client, action, arg, flags, io);
  if (group === 'approvals') return approvals(client, action, arg, flags, io);
  if (group === 'users') return users(client, action, arg, io);
  if (group === 'complaints') return complaints(client, action, arg, flags, io);
  if (group === 'bind-items') return bindItems(client, action, arg, flags, io);
  if (group === 'templates') return templates(client, action, arg, io);
  if (group === 'landing-stats') return landingStats(client, flags, io);
  if (group === 'tokens' && action !== 'add') return tokens(client, action, arg, io);
  if (group === 'operators' || group === 'tokens')
    return access(client, group, action, arg, flags, io);
  if (group !== 'orders') throw new OpsUsage(group ? `unknown command: ${group}` : 'no command');
  if (action === 'ledger') return ledger(client, arg, flags.json === true, io);
  if (action === 'waive' || action === 'reverse' || action === 'refund') {
    return moneyAction(client, action, arg, flags, io);
  }
  if (action === 'list') {
    const query = new URLSearchParams();
    for (const key of ['status', 'phone', 'q', 'limit', 'after'] as const) {
      if (flags[key] !== undefined) query.set(key, flags[key]);
    }
    const page = await client.call<{ orders: OrderSummary[]; next: string | null }>(
      'GET',
      `/orders?${query}`,
    );
    printList(page.orders, io);
    printNext(page.next, io);
    return;
  }
  if (!['show', 'approve', 'reject', 'disburse'].includes(action ?? '')) {
    throw new OpsUsage(`unknown orders command: ${action ?? ''}`);
  }
  if (!arg) throw new OpsUsage(`orders ${action}: which order?`);
  const path = `/orders/${encodeURIComponent(arg)}`;
  if (action === 'show') return printOrder(await client.call<OrderDetail>('GET', path), io);
  if (action === 'approve' || action === 'reject' || action === 'disburse') {
    const body = flags.note ? { note: flags.note } : {};
    const order = await client.call<OrderDetail>('POST', `${path}/${action}`, body);
    io.out(`${order.orderId}: ${action} done, now ${order.status} (${order.statusName})`);
  }
}

async function users(
  client: OpsClient,
  action: string | undefined,
  phone: string | undefined,
  io: CliIo,
) {
  if (action !== 'revoke-sessions') throw new OpsUsage(`unknown users command: ${action ?? ''}`);
  if (!phone) throw new OpsUsage('users revoke-sessions: which phone?');
  const path = `/users/${encodeURIComponent(phone)}/revoke-sessions`;
  const result = await client.call<{ phone: string; endedSessions: number }>('POST', path);
  io.out(`${result.phone}: ${result.endedSessions} session(s) ended`);
}

type Change = { orderId: string; from: number; to: number };
type OpsPayment = {
  receiptNo: string;
  amount: number;
  kind: string;
  reference: string;
  channel: string;
  paidAt: string;
  source: string;
  actor: string;
  allocation: { penalty: number; interest: number; principal: number; unapplied: number };
};

const pesos = (minor: number) => (minor / 100).toFixed(2);

async function payments(
  client: OpsClient,
  action: string | undefined,
  orderId: string | undefined,
  flags: Flags,
  io: CliIo,
) {
  if (action !== 'list' && action !== 'record') {
    throw new OpsUsage(`unknown payments command: ${action ?? ''}`);
  }
  if (!orderId) throw new OpsUsage(`payments ${action}: which order?`);
  const path = `/orders/${encodeURIComponent(orderId)}/payments`;
  if (action === 'record') {
    if (!flags.amount || !/^\d+(\.\d{1,2})?$/.test(flags.amount)) {
      throw new OpsUsage('payments record: --amount in pesos, e.g. 1500.00');
    }
    if (!flags.reference) throw new OpsUsage('payments record: --reference is required');
    const body = {
      amount: Math.round(Number(flags.amount) * 100),
      reference: flags.reference,
      ...(flags.kind ? { kind: flags.kind } : {}),
      ...(flags.channel ? { channel: flags.channel } : {}),
      ...(flags['value-date'] ? { valueDate: flags['value-date'] } : {}),
      ...(flags.evidence ? { evidence: flags.evidence } : {}),
    };
    const p = await client.call<OpsPayment>('POST', path, body);
    const pending = sentForApproval(p);
    if (pending) return printSent(pending, io);
    io.out(`${orderId}: ${p.kind} payment ${pesos(p.amount)} booked, receipt ${p.receiptNo}`);
    return;
  }
  const list = await client.call<{ status: number; outstanding: number; payments: OpsPayment[] }>(
    'GET',
    path,
  );
  io.out(`order ${orderId}, status ${list.status}, outstanding ${pesos(list.outstanding)}`);
  if (list.payments.length === 0) return io.out('no payments');
  for (const p of list.payments) {
    const a = p.allocation;
    io.out(
      `  ${p.paidAt}  ${p.receiptNo}  ${p.kind.padEnd(10)} ${pesos(p.amount).padStart(10)}  ` +
        `penalty ${pesos(a.penalty)} interest ${pesos(a.interest)} principal ${pesos(a.principal)}  ` +
        `${p.source}/${p.actor}  ref ${p.reference}`,
    );
  }
}
/** Exit code 1 when the day has exceptions, so a scheduler notices; 0 when it is clean. */
async function reconcilePayments(client: OpsClient, flags: Flags, io: CliIo): Promise<number> {
  if (!flags.date || !/^\d{4}-\d{2}-\d{2}$/.test(flags.date)) {
    throw new OpsUsage('payments reconcile: --date YYYY-MM-DD (a Philippine day)');
  }
  const report = await client.call<Reconciliation>('POST', '/payments/reconcile', {
    date: flags.date,
  });
  if (flags.json) io.out(JSON.stringify(report));
  else for (const line of reconciliationLines(report)) io.out(line);
  return report.exceptions === 0 ? 0 : 1;
}

type ClockView = { now: string; today: string; offsetDays: number };

async function clock(
  client: OpsClient,
  action: string | undefined,
  arg: string | undefined,
  io: CliIo,
) {
  let view: ClockView;
  if (action === 'show' || action === undefined) view = await client.call('GET', '/clock');
  else if (action === 'reset') view = await client.call('POST', '/clock/reset');
  else if (action === 'advance') {
    const days = Number(arg);
    if (!Number.isInteger(days) || days < 1)
      throw new OpsUsage('clock advance: a whole number of days, at least 1');
    view = await client.call('POST', '/clock/advance', { days });
  } else throw new OpsUsage(`unknown clock command: ${action}`);
  io.out(`now ${view.now} (Philippine date ${view.today}), offset ${view.offsetDays} day(s)`);
}

async function jobs(client: OpsClient, io: CliIo) {
  type Run = { name: string; startedAt: string; finishedAt: string | null };
  const result = await client.call<{ jobs: Run[] }>('GET', '/jobs');
  if (result.jobs.length === 0) return io.out('no job has run yet');
  for (const job of result.jobs) {
    io.out(
      `${job.name}: started ${job.startedAt}, ${job.finishedAt ? `finished ${job.finishedAt}` : 'running'}`,
    );
  }
}

function printNext(next: string | null, io: CliIo) {
  if (next) io.out(`more: --after ${next}`);
}

function printList(orders: OrderSummary[], io: CliIo) {
  if (orders.length === 0) return io.out('no orders');
  const rows = orders.map((o) => [
    o.orderId,
    String(o.status),
    o.productId,
    (o.principal / 100).toFixed(2),
    o.phone,
    o.appliedAt.slice(0, 16).replace('T', ' '),
    o.dueDate ?? '',
  ]);
  const header = ['ORDER', 'STATUS', 'PRODUCT', 'PRINCIPAL', 'PHONE', 'APPLIED (UTC)', 'DUE'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    io.out(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
}

function printOrder(order: OrderDetail, io: CliIo) {
  io.out(`order      ${order.orderId}`);
  io.out(`status     ${order.status} (${order.statusName})`);
  io.out(`borrower   ${order.phone}`);
  io.out(`product    ${order.productId}`);
  io.out(`principal  ${(order.principal / 100).toFixed(2)}`);
  io.out(`applied    ${order.appliedAt}`);
  io.out(`accepted   ${order.withdrawnAt ?? '-'}`);
  io.out(`released   ${order.releaseDate ?? '-'}   due ${order.dueDate ?? '-'}`);
  io.out('history');
  for (const e of order.events) {
    const move = `${e.from ?? '-'} -> ${e.to}`;
    io.out(`  ${e.at}  ${e.actor.padEnd(16)} ${move}  ${e.event ?? '-'}  ${e.note}`);
  }
  if (order.payouts.length === 0) return;
  io.out('payouts');
  for (const p of order.payouts) {
    const why = p.reason ? `  ${p.failureCode}: ${p.reason}` : '';
    io.out(`  ${p.at}  ${p.reference}  ${(p.amount / 100).toFixed(2)}  ${p.status}${why}`);
  }
}
