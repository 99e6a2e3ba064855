import type { z } from 'zod';
import type { reconciliationSchema } from './ops.schemas.ts';

export type Reconciliation = z.infer<typeof reconciliationSchema>;

const pesos = (minor: number) => (minor / 100).toFixed(2);

/** The reconciliation report as the CLI prints it. */
export function reconciliationLines(r: Reconciliation): string[] {
  const side = (name: string, t: Reconciliation['gateway']) =>
    `  ${name.padEnd(8)} ${t.payments} payment(s) ${pesos(t.paidIn)} in, ${t.payouts} payout(s) ${pesos(t.paidOut)} out`;
  const lines = [
    `reconciliation of ${r.date} (Philippine day) with ${r.provider}`,
    side('gateway', r.gateway),
    side('ours', r.ours),
    `matched: ${r.matched}, exceptions: ${r.exceptions}`,
  ];
  const section = (title: string, items: string[]) => {
    lines.push(`${title}: ${items.length === 0 ? 'none' : items.length}`);
    for (const item of items) lines.push(`  ${item}`);
  };
  section(
    'missing on our side',
    r.missingOnOurSide.map(
      (m) =>
        `${m.kind} ${m.reference} ${pesos(m.amount)}: ${m.booked ? 'booked now' : `not booked (${m.result})`}`,
    ),
  );
  section(
    'unknown to the gateway',
    r.unknownToGateway.map((u) => `${u.kind} ${u.reference} ${pesos(u.amount)}`),
  );
  section(
    'amount mismatches',
    r.amountMismatches.map(
      (m) => `${m.kind} ${m.reference}: gateway ${pesos(m.gateway)}, ours ${pesos(m.ours)}`,
    ),
  );
  section(
    'duplicates',
    r.duplicates.map((d) => `${d.kind} ${d.reference}: ${d.count} times on the ${d.side} side`),
  );
  section(
    'flagged gateway events',
    r.flagged.map(
      (f) =>
        `${f.reference} ${f.reason}${f.amount === null ? '' : ` ${pesos(f.amount)}`}${f.asked === null ? '' : ` (asked ${pesos(f.asked)})`}: ${f.detail}`,
    ),
  );
  section(
    'booked by operators (maker-checker)',
    r.manualBookings.map(
      (m) =>
        `${m.receiptNo} ${m.orderId} ${pesos(m.amount)} ref ${m.reference} (${m.channel}) value ${m.valueDate ?? '-'}: made by ${m.maker}, checked by ${m.checker ?? 'nobody (under the limit)'}${m.evidence ? `, evidence ${m.evidence}` : ''}`,
    ),
  );
  return lines;
}
