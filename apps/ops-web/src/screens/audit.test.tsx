import type { AuditPage, AuditRecord } from '@loan/contract/ops';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, sessionOf } from '../testing/ops-handlers.ts';

const record = (id: string, overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  id,
  at: '2026-03-02T15:00:00.000Z',
  actor: 'operator:collector@lender.example',
  operatorId: 'op-1',
  action: 'POST /api/ops/collections/:orderId/contacts',
  outcome: 'done',
  reason: null,
  target: 'orderId=PN-9',
  before: null,
  after: { promiseAmount: 150_000 },
  ip: '10.0.0.7',
  ...overrides,
});

describe('the audit trail', () => {
  it('pages newest first with the next cursor and shows refusals with their reason', async () => {
    const asked: (string | null)[] = [];
    server.use(
      opsGet('/session', () => sessionOf('auditor')),
      http.get('http://localhost:3000/api/ops/audit', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        asked.push(after);
        const page: AuditPage = after
          ? { records: [record('1')], next: null }
          : {
              records: [record('2', { outcome: 'failed', reason: 'SEC MC 18 s.2019: no contact' })],
              next: 'cursor-1',
            };
        return ok(page);
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/audit');
    render(<App />);
    expect(await screen.findByText('SEC MC 18 s.2019: no contact')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More' }));
    // The header row and one row per record.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(asked).toEqual([null, 'cursor-1']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    // An auditor reads: no screen that changes anything is offered.
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull();
  });
});
