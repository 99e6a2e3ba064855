import { phDateTime } from '@loan/contract';
import { printSent, sentForApproval } from './ops-cli-approvals.ts';
import { type OpsClient, OpsUsage } from './ops-client.ts';

interface Io {
  out(line: string): void;
}

type Entry = {
  seq: number;
  type: string;
  effectiveOn: string;
  recordedAt: string;
  recordedBy: string;
  recorderRole: string | null;
  reason: string | null;
  amount: number;
  principal: number;
  interest: number;
  penalty: number;
  defaultInterest: number;
  overpayment: number;
  reversesEntryId: string | null;
  id: string;
  details?: { seq?: number; rebooks?: number };
};
type Component = { charged: number; paid: number; waived: number; owed: number };
type Balances = {
  asOf: string;
  phase: string;
  penalty: Component;
  defaultInterest: Component & { booked: number; accruing: number };
  interest: Component;
  principal: Component;
  credit: number;
  totalOwed: number;
  amountDue: number;
  paidTotal: number;
  waivedTotal: number;
  nextDue?: { n: number; total: number; dueDate: string; unpaid: number };
  rollovers: number;
};
type Ledger = {
  orderId: string;
  status: number;
  statusName: string;
  entries: Entry[];
  balances: Balances | null;
};
type Report = {
  orders: number;
  entries: number;
  payments: number;
  differences: number;
  listed: Array<{ orderId: string; what: string; projection: unknown; entries: unknown }>;
};

const pesos = (minor: number) => (minor / 100).toFixed(2);

/** `orders ledger <orderId> [--json]`: the entries and the balances derived from them. */
export async function ledger(
  client: OpsClient,
  orderId: string | undefined,
  json: boolean,
  io: Io,
) {
  if (!orderId) throw new OpsUsage('orders ledger: which order?');
  const found = await client.call<Ledger>('GET', `/orders/${encodeURIComponent(orderId)}/ledger`);
  if (json) {
    io.out(JSON.stringify({ entries: found.entries, balances: found.balances }));
    return;
  }
  io.out(`order ${found.orderId}, status ${found.status} (${found.statusName})`);
  // Each entry's value date (the day the money moved) beside when it was recorded (PHT): a
  // payment booked after its value date reads as such, with the entries it booked again.
  io.out(`  ${'#'.padStart(3)}  ${'value date'.padEnd(10)}  ${'recorded (PHT)'.padEnd(16)}  entry`);
  const reversed = new Set(found.entries.map((e) => e.reversesEntryId));
  for (const e of found.entries) {
    const parts = (
      [
        ['principal', e.principal],
        ['interest', e.interest],
        ['penalty', e.penalty],
        ['default interest', e.defaultInterest],
        ['overpayment', e.overpayment],
      ] as const
    )
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${pesos(v)}`)
      .join(', ');
    const who = e.recorderRole ? `${e.recordedBy} (${e.recorderRole})` : e.recordedBy;
    const recorded = phDateTime(new Date(e.recordedAt)).slice(0, 16);
    const link =
      e.type === 'reversal' && e.details?.seq
        ? `reverses #${e.details.seq}, `
        : e.details?.rebooks
          ? `books #${e.details.rebooks} again, `
          : '';
    io.out(
      `  ${String(e.seq).padStart(3)}  ${e.effectiveOn}  ${recorded}  ${e.type.padEnd(18)} ${pesos(e.amount).padStart(12)}  ${link}${parts}` +
        `  by ${who}${e.reason ? `: ${e.reason}` : ''}${reversed.has(e.id) ? '  [reversed]' : ''}`,
    );
  }
  const b = found.balances;
  if (!b) return io.out('not released: no balances');
  io.out(`balances as of ${b.asOf} (${b.phase}):`);
  const rows = [
    ['one-time penalty', b.penalty],
    ['default interest', b.defaultInterest],
    ['interest', b.interest],
    ['principal', b.principal],
  ] as const;
  io.out(
    `  ${''.padEnd(18)} ${'charged'.padStart(12)} ${'paid'.padStart(12)} ${'waived'.padStart(12)} ${'owed'.padStart(12)}`,
  );
  for (const [name, c] of rows) {
    io.out(
      `  ${name.padEnd(18)} ${pesos(c.charged).padStart(12)} ${pesos(c.paid).padStart(12)} ${pesos(c.waived).padStart(12)} ${pesos(c.owed).padStart(12)}`,
    );
  }
  io.out(
    `  total owed ${pesos(b.totalOwed)}, due now ${pesos(b.amountDue)}, paid ${pesos(b.paidTotal)}, credit ${pesos(b.credit)}`,
  );
  if (b.nextDue)
    io.out(
      `  next due ${b.nextDue.dueDate} (${b.nextDue.n}/${b.nextDue.total}): ${pesos(b.nextDue.unpaid)}`,
    );
}

/** `orders reconcile`: exit code 1 when any order or payment disagrees with its entries. */
export async function reconcile(client: OpsClient, io: Io): Promise<number> {
  const report = await client.call<Report>('GET', '/ledger/reconcile');
  io.out(
    `checked ${report.orders} order(s), ${report.entries} entr${report.entries === 1 ? 'y' : 'ies'}, ${report.payments} payment(s): ${report.differences} difference(s)`,
  );
  for (const d of report.listed) {
    io.out(
      `  ${d.orderId}  ${d.what}: columns ${JSON.stringify(d.projection)}, entries ${JSON.stringify(d.entries)}`,
    );
  }
  if (report.differences > report.listed.length) {
    io.out(`  ... and ${report.differences - report.listed.length} more`);
  }
  return report.differences === 0 ? 0 : 1;
}

type MoneyFlags = {
  amount?: string | undefined;
  reference?: string | undefined;
  reason?: string | undefined;
  part?: string | undefined;
  payment?: string | undefined;
};
type Action = { orderId: string; status: number; entries: Entry[] };

function centavos(flag: string | undefined, command: string): number {
  if (!flag || !/^\d+(\.\d{1,2})?$/.test(flag)) {
    throw new OpsUsage(`${command}: --amount in pesos, e.g. 150.00`);
  }
  return Math.round(Number(flag) * 100);
}

/** `orders waive|reverse|refund <orderId> ...`: the operator's money actions. */
export async function moneyAction(
  client: OpsClient,
  action: 'waive' | 'reverse' | 'refund',
  orderId: string | undefined,
  flags: MoneyFlags,
  io: Io,
) {
  if (!orderId) throw new OpsUsage(`orders ${action}: which order?`);
  const path = `/orders/${encodeURIComponent(orderId)}`;
  let result: Action;
  if (action === 'waive') {
    if (!flags.reason) throw new OpsUsage('orders waive: --reason is required');
    if (!flags.reference) throw new OpsUsage('orders waive: --reference is required');
    result = await client.call<Action>('POST', `${path}/waivers`, {
      part: flags.part ?? 'penalty',
      amount: centavos(flags.amount, 'orders waive'),
      reason: flags.reason,
      reference: flags.reference,
    });
  } else if (action === 'reverse') {
    if (!flags.payment) throw new OpsUsage('orders reverse: --payment <receipt no> is required');
    if (!flags.reason) throw new OpsUsage('orders reverse: --reason is required');
    result = await client.call<Action>('POST', `${path}/reversals`, {
      payment: flags.payment,
      reason: flags.reason,
    });
  } else {
    if (!flags.reference) throw new OpsUsage('orders refund: --reference is required');
    result = await client.call<Action>('POST', `${path}/refunds`, {
      amount: centavos(flags.amount, 'orders refund'),
      reference: flags.reference,
      ...(flags.reason ? { reason: flags.reason } : {}),
    });
  }
  const pending = sentForApproval(result);
  if (pending) return printSent(pending, io);
  const booked = result.entries.map((e) => `${e.type} ${pesos(e.amount)}`).join(', ');
  io.out(`${result.orderId}: ${booked || 'already booked, nothing new'}; now ${result.status}`);
}
