import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPayouts } from './order-payouts.tsx';

const base = {
  amount: 450_000,
  failureCode: null,
  reason: null,
  requestedBy: 'ops:admin@lender.example',
  at: '2026-03-02T01:30:00.000Z',
};

describe("an order's payouts", () => {
  it('says what each payout was for and where it stands; a reversed one leads to the list', () => {
    render(
      <OrderPayouts
        payouts={[
          {
            ...base,
            reference: 'RF000000000001',
            purpose: 'refund',
            status: 'pending',
            amount: 10_000,
          },
          { ...base, reference: 'PO000000000002', purpose: 'release', status: 'reversed' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Payouts' });
    const refund = within(table).getByRole('row', { name: /RF000000000001/ });
    expect(refund).toHaveTextContent('refund of credit');
    expect(refund).toHaveTextContent('₱100.00');
    expect(refund).toHaveTextContent('on its way');
    const reversed = within(table).getByRole('row', { name: /PO000000000002/ });
    expect(
      within(reversed).getByRole('link', { name: 'reversed: awaiting an operator' }),
    ).toHaveAttribute('href', '/ops/payouts');
  });

  it('shows nothing for an order without payouts', () => {
    const { container } = render(<OrderPayouts payouts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
