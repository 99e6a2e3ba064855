import type { OpsToken, TokenList } from '@loan/contract/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, refused, sessionOf } from '../testing/ops-handlers.ts';

const API = 'http://localhost:3000/api/ops';
const LIVE: OpsToken = {
  name: 'nightly-export',
  role: 'auditor',
  owner: 'ben@lender.example',
  createdBy: 'operator:ben@lender.example',
  createdAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2026-05-30T00:00:00.000Z',
  lastUsedAt: '2026-03-02T01:30:00.000Z',
  revokedAt: null,
  revokedBy: null,
  state: 'live',
};
const REVOKED: OpsToken = {
  ...LIVE,
  name: 'old-bot',
  role: 'admin',
  owner: null,
  createdBy: 'token:automation',
  lastUsedAt: null,
  revokedAt: '2026-03-03T00:00:00.000Z',
  revokedBy: 'operator:ben@lender.example',
  state: 'revoked',
};

const rowOf = (header: HTMLElement) => header.closest('tr') as HTMLElement;

async function tokensScreen(list: () => TokenList) {
  server.use(
    opsGet('/session', () => sessionOf('admin', 'ben@lender.example')),
    opsGet('/tokens', list),
  );
  window.history.replaceState(null, '', '/ops/tokens');
  render(<App />);
  await screen.findByRole('heading', { name: 'API tokens', level: 1 });
}

describe('API tokens', () => {
  it('lists each token with its owner, role, dates, last use and revocation', async () => {
    await tokensScreen(() => ({ tokens: [LIVE, REVOKED] }));
    const live = rowOf(await screen.findByRole('rowheader', { name: 'nightly-export auditor' }));
    const cells = within(live)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'ben@lender.example',
      '2026-03-01 08:00 PHT',
      '2026-05-30 08:00 PHT',
      '2026-03-02 09:30 PHT',
      'liveRevoke',
    ]);
    const revoked = rowOf(screen.getByRole('rowheader', { name: 'old-bot admin' }));
    expect(revoked.textContent).toContain('token:automation');
    expect(revoked.textContent).toContain('never');
    expect(revoked.textContent).toContain('revoked 2026-03-03 08:00 PHT');
    expect(revoked.textContent).toContain('by operator:ben@lender.example');
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('creates a token with its lifetime and shows it once', async () => {
    const sent: unknown[] = [];
    let tokens: OpsToken[] = [];
    server.use(
      opsPost('/tokens', (body) => {
        sent.push(body);
        const made = { ...LIVE, name: 'report-bot', lastUsedAt: null };
        tokens = [made];
        return ok({ ...made, token: 'the-secret-token-shown-once' });
      }),
    );
    await tokensScreen(() => ({ tokens }));
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'report-bot');
    const days = screen.getByRole('spinbutton', { name: 'Expires after (days)' });
    expect(days).toHaveProperty('value', '90');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('the-secret-token-shown-once')).toBeTruthy();
    expect(sent).toEqual([{ name: 'report-bot', role: 'auditor', expiresInDays: 30 }]);
    expect(await screen.findByRole('rowheader', { name: 'report-bot auditor' })).toBeTruthy();
  });

  it("revokes after a confirmation, and shows the server's refusal in the dialog", async () => {
    let state: OpsToken = LIVE;
    let fail = true;
    server.use(
      http.post(`${API}/tokens/${LIVE.name}/revoke`, () => {
        if (fail) return refused(403, 'The support role may not do this (operators.manage)');
        state = { ...LIVE, state: 'revoked', revokedAt: '2026-03-04T00:00:00.000Z' };
        return ok({ ...state, revokedNow: true });
      }),
    );
    await tokensScreen(() => ({ tokens: [state] }));
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Revoke nightly-export' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token nightly-export?' });
    expect(within(dialog).getByText('ben@lender.example')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The support role may not do this (operators.manage)',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('nightly-export is revoked: its next request is refused.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke nightly-export' })).toBeNull(),
    );
    const row = rowOf(screen.getByRole('rowheader', { name: 'nightly-export auditor' }));
    expect(row.textContent).toContain('revoked 2026-03-04 08:00 PHT');
  });
});
