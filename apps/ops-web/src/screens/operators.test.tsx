import type { OperatorList } from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, refused, sessionOf } from '../testing/ops-handlers.ts';

const API = 'http://localhost:3000/api/ops';
const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';

function accounts(anaRole: 'approver' | 'auditor'): OperatorList {
  return {
    operators: [
      {
        id: ANA,
        email: 'ana@lender.example',
        role: anaRole,
        active: true,
        removed: false,
        createdAt: '2026-03-01T00:00:00.000Z',
      },
      {
        id: BEN,
        email: 'ben@lender.example',
        role: 'admin',
        active: true,
        removed: false,
        createdAt: '2026-03-01T00:00:00.000Z',
      },
    ],
  };
}

async function operatorsScreen(list: () => OperatorList) {
  server.use(
    opsGet('/session', () => sessionOf('admin', 'ben@lender.example')),
    opsGet('/operators', list),
  );
  window.history.replaceState(null, '', '/ops/operators');
  render(<App />);
  await screen.findByRole('heading', { name: 'Operators and roles', level: 1 });
  await screen.findByRole('cell', { name: 'ana@lender.example' });
}

describe('operators and roles', () => {
  it('changes a role with the keyboard alone, after a confirmation that names both roles', async () => {
    let anaRole: 'approver' | 'auditor' = 'approver';
    const sent: unknown[] = [];
    server.use(
      http.patch(`${API}/operators/${ANA}`, async ({ request }) => {
        sent.push(await request.json());
        anaRole = 'auditor';
        return ok({ id: ANA, email: 'ana@lender.example', role: 'auditor', removed: false });
      }),
    );
    await operatorsScreen(() => accounts(anaRole));
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Role of ana@lender.example' });
    select.focus();
    await user.selectOptions(select, 'auditor');
    await user.tab();
    expect(document.activeElement).toHaveProperty('textContent', 'Change role');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the role of ana@lender.example?',
    });
    expect(within(dialog).getByText('approver')).toBeTruthy();
    expect(within(dialog).getByText('auditor')).toBeTruthy();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('ana@lender.example is now auditor.')).toBeTruthy();
    expect(sent).toEqual([{ role: 'auditor' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the dialog, and Escape backs out to the button", async () => {
    server.use(
      http.post(`${API}/operators/${BEN}/remove`, () =>
        refused(409, 'This is the last administrator with access'),
      ),
    );
    await operatorsScreen(() => accounts('approver'));
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remove access of ben@lender.example' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the access of ben@lender.example?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This is the last administrator with access',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
  });

  it('resets an operator’s sign-in after a confirmation and shows the new setup link once', async () => {
    let resets = 0;
    server.use(
      http.post(`${API}/operators/${ANA}/reset`, () => {
        resets += 1;
        return ok({
          operatorId: ANA,
          email: 'ana@lender.example',
          role: 'approver',
          setupLink: 'http://localhost:3000/ops/setup#fresh-link-token',
          expiresAt: '2026-03-02T00:00:00.000Z',
          sessionsEnded: 2,
          tokensRevoked: 0,
        });
      }),
    );
    await operatorsScreen(() => accounts('approver'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset sign-in of ana@lender.example' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset the sign-in of ana@lender.example?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));
    expect(
      await screen.findByText('http://localhost:3000/ops/setup#fresh-link-token'),
    ).toBeTruthy();
    expect(screen.getByText(/2 open sessions ended/)).toBeTruthy();
    expect(resets).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
