import type { ReversedPayout } from '@loan/contract/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, sessionOf } from '../testing/ops-handlers.ts';

const reversed = (reference: string, overrides: Partial<ReversedPayout> = {}): ReversedPayout => ({
  reference,
  orderId: 'PN-7',
  orderStatus: 151,
  amount: 450_000,
  failureCode: 'REJECTED_BY_CHANNEL',
  reversedAt: '2026-03-02T01:30:00.000Z',
  account: 'GCash 0917 *** 0000',
  actions: ['release-again', 'cancel'],
  ...overrides,
});

async function open(role: 'admin' | 'support', payouts: ReversedPayout[]) {
  server.use(
    opsGet('/session', () => sessionOf(role)),
    opsGet('/payouts/reversed', () => ({ payouts })),
  );
  window.history.replaceState(null, '', '/ops/payouts');
  render(<App />);
  await screen.findByRole('heading', { name: 'Reversed payouts', level: 1 });
}

describe('reversed payouts', () => {
  it('lists each held loan; an operator releases it again with a reason', async () => {
    let sent: unknown;
    let payouts = [reversed('PO000000000001'), reversed('PO000000000002', { actions: ['close'] })];
    await open('admin', payouts);
    server.use(
      opsGet('/payouts/reversed', () => ({ payouts })),
      opsPost('/payouts/PO000000000001/resolve', (body) => {
        sent = body;
        payouts = payouts.slice(1);
        return ok({ orderId: 'PN-7', orderStatus: 151, payouts: [] });
      }),
    );
    const row = (await screen.findByText('PO000000000001')).closest('tr')!;
    expect(within(row).getByText('₱4,500.00')).toBeTruthy();
    const other = screen.getByText('PO000000000002').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Release again' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Release again' }));
    const dialog = screen.getByRole('dialog', { name: 'Release this loan again?' });
    const confirm = within(dialog).getByRole('button', { name: 'Release again' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'borrower bound a new GCash');
    await userEvent.click(confirm);
    await screen.findByText('A new payout was sent to the borrower’s bound account.');
    expect(sent).toEqual({ action: 'release-again', note: 'borrower bound a new GCash' });
    // The list is read again: the resolved payout is gone from it.
    await waitFor(() => expect(screen.queryByText('PO000000000001')).toBeNull());
  });

  it('shows support the list without the actions', async () => {
    await open('support', [reversed('PO000000000003')]);
    await screen.findByText('PO000000000003');
    expect(screen.queryByRole('button', { name: 'Release again' })).toBeNull();
  });
});
