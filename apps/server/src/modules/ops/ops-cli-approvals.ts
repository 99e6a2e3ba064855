import type { MoneyApproval, MoneyApprovalList } from '@loan/contract/ops';
import type { OpsClient } from './ops-client.ts';
import { OpsUsage } from './ops-client.ts';

interface Io {
  out: (line: string) => void;
}

const pesos = (minor: number) => (minor / 100).toFixed(2);

function what(a: MoneyApproval): string {
  return a.kind === 'payment'
    ? `${a.paymentKind} payment ${pesos(a.amount)} (${a.channel})`
    : `waiver of ${pesos(a.amount)} of ${a.part}: ${a.reason}`;
}

/** A money answer that was recorded for a checker rather than booked (202). */
export function sentForApproval(data: unknown): MoneyApproval | undefined {
  return (data as { pendingApproval?: MoneyApproval }).pendingApproval;
}

export function printSent(a: MoneyApproval, io: Io) {
  io.out(
    `${a.orderId}: ${what(a)} sent for approval (request ${a.id}); a second operator approves it with: approvals approve ${a.id}`,
  );
}

function line(a: MoneyApproval): string {
  const decided = a.checker
    ? `  ${a.status} by ${a.checker}${a.rejectReason ? `: ${a.rejectReason}` : ''}`
    : '';
  const receipt = a.receiptNo ? `  receipt ${a.receiptNo}` : '';
  return `  ${a.id}  ${a.madeAt}  ${a.orderId}  ${what(a)}  ref ${a.reference}  value ${a.valueDate}  by ${a.maker}${decided}${receipt}`;
}

/** `approvals [list] [--status s] | approvals approve <id> | approvals reject <id> --reason r`. */
export async function approvals(
  client: OpsClient,
  action: string | undefined,
  id: string | undefined,
  flags: { status?: string | undefined; reason?: string | undefined; after?: string | undefined },
  io: Io,
) {
  if (action === undefined || action === 'list') {
    const query = new URLSearchParams();
    if (flags.status) query.set('status', flags.status);
    if (flags.after) query.set('after', flags.after);
    const page = await client.call<MoneyApprovalList>('GET', `/approvals?${query}`);
    io.out(`${page.approvals.length} ${flags.status ?? 'pending'} request(s)`);
    for (const a of page.approvals) io.out(line(a));
    if (page.next) io.out(`more: --after ${page.next}`);
    return;
  }
  if (action !== 'approve' && action !== 'reject') {
    throw new OpsUsage(`unknown approvals command: ${action}`);
  }
  if (!id) throw new OpsUsage(`approvals ${action}: which request?`);
  const path = `/approvals/${encodeURIComponent(id)}/${action}`;
  if (action === 'reject' && !flags.reason) {
    throw new OpsUsage('approvals reject: --reason is required');
  }
  const a = await client.call<MoneyApproval>(
    'POST',
    path,
    action === 'reject' ? { reason: flags.reason } : {},
  );
  io.out(`${a.orderId}: ${what(a)} ${a.status}${a.receiptNo ? `, receipt ${a.receiptNo}` : ''}`);
}
