import type { OpsProduct, ProductList } from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, refused, sessionOf } from '../testing/ops-handlers.ts';

const product = (overrides: Partial<OpsProduct> = {}): OpsProduct => ({
  id: '1001',
  name: 'PesoNow Flex',
  active: true,
  rolloverAllowed: true,
  minAmount: 100_000,
  maxAmount: 2_000_000,
  amountStep: 50_000,
  defaultAmount: 500_000,
  termDays: 91,
  periods: 1,
  dailyInterestBps: 10,
  serviceFeeBps: 500,
  rateDescription: 'Interest 0.1% per day, service fee 5%',
  rateDescriptionFil: null,
  highestCostBps: 1410,
  ...overrides,
});

const PRODUCTS = 'http://localhost:3000/api/ops/products';

describe('the catalogue', () => {
  it('lists products with pricing, rollover and the cost cap, and saves an edit for new loans', async () => {
    let list: ProductList = { costCapBps: 10_000, products: [product()] };
    const patches: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('admin')),
      opsGet('/products', () => list),
      http.patch(`${PRODUCTS}/1001`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (body.dailyInterestBps === 120) {
          return refused(
            422,
            'Fee and interest would exceed the legal cost cap of 100% of the principal',
          );
        }
        const changed = product({ name: String(body.name), serviceFeeBps: 300 });
        list = { ...list, products: [changed] };
        return ok(changed);
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/catalogue');
    render(<App />);
    const row = (await screen.findByRole('button', { name: 'PesoNow Flex' })).closest('tr')!;
    expect(within(row).getByText('₱1,000.00 to ₱20,000.00')).toBeVisible();
    expect(within(row).getByText('0.1% a day')).toBeVisible();
    expect(within(row).getByText('14.1%')).toBeVisible();
    expect(within(row).getByText('allowed')).toBeVisible();
    expect(
      screen.getByText(/legal cap on a loan's total cost is 100% of the principal/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'PesoNow Flex' }));
    const form = screen.getByRole('form', { name: 'Edit PesoNow Flex' });
    const interest = within(form).getByLabelText(/Daily interest/);
    await user.clear(interest);
    await user.type(interest, '120');
    await user.click(within(form).getByRole('button', { name: 'Save for new loans' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/legal cost cap/);

    await user.clear(interest);
    await user.type(interest, '10');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'PesoNow Flex Plus');
    await user.clear(within(form).getByLabelText(/Service fee/));
    await user.type(within(form).getByLabelText(/Service fee/), '300');
    await user.click(within(form).getByLabelText('Rollover allowed'));
    await user.type(
      within(form).getByLabelText(/Rate text in Filipino/),
      'Interes na 0.1% kada araw, service fee na 3%',
    );
    await user.click(within(form).getByRole('button', { name: 'Save for new loans' }));
    expect(await screen.findByText('Saved. New applications get these terms.')).toBeVisible();
    expect(patches[1]).toEqual({
      name: 'PesoNow Flex Plus',
      minAmount: 100_000,
      maxAmount: 2_000_000,
      amountStep: 50_000,
      defaultAmount: 500_000,
      termDays: 91,
      periods: 1,
      dailyInterestBps: 10,
      serviceFeeBps: 300,
      rateDescription: 'Interest 0.1% per day, service fee 5%',
      rateDescriptionFil: 'Interes na 0.1% kada araw, service fee na 3%',
      active: true,
      rolloverAllowed: false,
    });
    expect(await screen.findByRole('button', { name: 'PesoNow Flex Plus' })).toBeVisible();
  });

  it('shows the catalogue to a collector without anything to edit', async () => {
    server.use(
      opsGet('/session', () => sessionOf('collector')),
      opsGet('/products', () => ({ costCapBps: 10_000, products: [product({ active: false })] })),
    );
    window.history.replaceState(null, '', '/ops/catalogue');
    render(<App />);
    expect(await screen.findByText('PesoNow Flex')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'PesoNow Flex' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Brand' })).toBeNull();
  });
});
