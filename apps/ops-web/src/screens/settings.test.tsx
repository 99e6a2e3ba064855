import type { BindItem, BrandView, LandingOverview } from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, sessionOf } from '../testing/ops-handlers.ts';

const API = 'http://localhost:3000/api/ops';

const wallet: BindItem = {
  code: 'channelNumber',
  cate: 'enum',
  title: 'E-wallet',
  subtitle: 'Choose your e-wallet',
  value: '',
  note: [
    { name: 'GCash', type: '90006' },
    { name: 'Maya', type: '90007' },
  ],
  title_fil: 'E-wallet',
  subtitle_fil: 'Piliin ang e-wallet mo',
  note_fil: null,
  card_type_mi: 1,
  channel_number: 0,
  input_type: 'select',
  position: 2,
  active: true,
};

const BRAND: BrandView = {
  fields: [
    {
      field: 'receiptPrefix',
      label: 'Official receipt number prefix',
      value: 'OR-',
      source: 'config',
      env: 'BRAND_RECEIPT_PREFIX',
    },
    {
      field: 'dpoContact',
      label: 'Data protection officer contact',
      value: '',
      source: 'not-stored',
      env: null,
    },
  ],
  contact: { email: 'help@pesonow.example', smWa: '+63 917 000 0000' },
};

describe('the payout form, brand and landing screens', () => {
  it('edits a payout form field: its title, options and whether it shows, in English and Filipino', async () => {
    const patches: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('admin')),
      opsGet('/bind-items', () => ({ items: [wallet] })),
      http.patch(`${API}/bind-items/channelNumber`, async ({ request }) => {
        patches.push(await request.json());
        return ok(wallet);
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/payout-form');
    render(<App />);
    expect(await screen.findByText('GCash, Maya')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'E-wallet' }));
    const form = screen.getByRole('form', { name: 'Edit E-wallet' });
    const options = within(form).getByLabelText(/^Options, one a line/);
    expect(options).toHaveValue('GCash = 90006\nMaya = 90007');
    await user.type(options, '\nShopeePay = 90008');
    const hintFil = within(form).getByLabelText('Hint in Filipino');
    expect(hintFil).toHaveValue('Piliin ang e-wallet mo');
    await user.clear(hintFil);
    await user.type(hintFil, 'Saan mo gustong matanggap ang pera');
    expect(within(form).getByLabelText(/^Options in Filipino/)).toHaveValue('');
    await user.click(within(form).getByLabelText('Shown on the form'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The form shows it from now on.')).toBeVisible();
    expect(patches).toEqual([
      {
        title: 'E-wallet',
        subtitle: 'Choose your e-wallet',
        title_fil: 'E-wallet',
        subtitle_fil: 'Saan mo gustong matanggap ang pera',
        note_fil: null,
        active: false,
        note: [
          { name: 'GCash', type: '90006' },
          { name: 'Maya', type: '90007' },
          { name: 'ShopeePay', type: '90008' },
        ],
      },
    ]);
  });

  it('shows the brand config read-only with its variables, and saves the contact', async () => {
    const sent: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('admin')),
      opsGet('/brand', () => BRAND),
      http.patch(`${API}/brand/contact`, async ({ request }) => {
        sent.push(await request.json());
        return ok(BRAND);
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/brand');
    render(<App />);
    const prefix = (
      await screen.findByRole('rowheader', { name: 'Official receipt number prefix' })
    ).parentElement!;
    expect(within(prefix).getByText('OR-')).toBeVisible();
    expect(prefix).toHaveTextContent('BRAND_RECEIPT_PREFIX');
    expect(screen.getByText('Not stored anywhere yet')).toBeVisible();
    expect(screen.getByText(/Read-only here/)).toBeVisible();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'care@pesonow.example');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('Saved. Borrowers see the new contact now.')).toBeVisible();
    expect(sent).toEqual([{ email: 'care@pesonow.example', smWa: '+63 917 000 0000' }]);
  });

  it('lists landing templates with visits and registrations, and unpublishes one', async () => {
    let overview: LandingOverview = {
      from: '2026-02-01',
      templates: [
        {
          id: 1,
          name: 'Summer',
          active: true,
          createdAt: '2026-01-05 10:00:00',
          visits: 200,
          clicks: 40,
          registrations: 25,
        },
      ],
    };
    const asked: string[] = [];
    server.use(
      opsGet('/session', () => sessionOf('admin')),
      http.get(`${API}/landing-overview`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days') ?? '');
        return ok(overview);
      }),
      http.post(`${API}/landing-templates/1/disable`, () => {
        overview = { ...overview, templates: [{ ...overview.templates[0]!, active: false }] };
        return ok({ id: 1, name: 'Summer', active: false, created_at: '2026-01-05' });
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/landing');
    render(<App />);
    const row = (await screen.findByRole('button', { name: 'Unpublish Summer' })).closest('tr')!;
    expect(within(row).getByText('200')).toBeVisible();
    expect(within(row).getByText('25')).toBeVisible();
    expect(within(row).getByText('12.5%')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Unpublish Summer' }));
    expect(await within(row).findByRole('button', { name: 'Publish Summer' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/Counted over the last/), '7');
    expect(asked).toContain('7');
  });

  it('shows a support agent the landing counts with nothing to change', async () => {
    server.use(
      opsGet('/session', () => sessionOf('support')),
      opsGet('/landing-overview', () => ({ from: '2026-02-01', templates: [] })),
    );
    window.history.replaceState(null, '', '/ops/landing');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Landing pages' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
  });
});
