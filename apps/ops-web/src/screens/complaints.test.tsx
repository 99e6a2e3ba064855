import type { ComplaintList, OpsComplaint } from '@loan/contract/ops';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, sessionOf } from '../testing/ops-handlers.ts';

const complaint = (overrides: Partial<OpsComplaint>): OpsComplaint => ({
  problemId: 'C1',
  orderId: 'PN-174',
  type: 'Repayment',
  sonType: '',
  content: 'My payment is not shown.',
  images: [],
  status: 1,
  statusName: 'Submitted',
  reply: '',
  replyImages: [],
  needScore: false,
  score: null,
  createdAt: '2026-03-02 17:00:00',
  replyDueAt: '2026-03-05T16:00:00.000Z',
  minutesLeft: 2 * 1440 + 3 * 60,
  ...overrides,
});

describe('the complaints inbox', () => {
  it('shows each deadline as time left or overdue, and sends a reply', async () => {
    const list: ComplaintList = {
      complaints: [
        complaint({}),
        complaint({ problemId: 'C2', type: 'Collection', minutesLeft: -90 }),
        complaint({ problemId: 'C3', type: 'Other', minutesLeft: null, reply: 'Done.' }),
      ],
      next: null,
    };
    const replies: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('support')),
      opsGet('/complaints', () => list),
      opsPost('/complaints/C1/reply', (body) => {
        replies.push(body);
        return ok(complaint({ reply: 'Found it.', minutesLeft: null, status: 3 }));
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/complaints');
    render(<App />);
    expect(await screen.findByText(/^2 d 3 h left \(due 2026-03-06 00:00 PHT\)$/)).toBeVisible();
    expect(screen.getByText(/^1 h 30 min overdue/)).toBeVisible();
    expect(screen.getByText('Answered')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await user.type(screen.getByLabelText('Reply to the borrower'), 'Found it.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(replies).toEqual([{ text: 'Found it.' }]);
  });

  it('offers no reply to an auditor', async () => {
    server.use(
      opsGet('/session', () => sessionOf('auditor')),
      opsGet('/complaints', () => ({ complaints: [complaint({})], next: null })),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/complaints');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Repayment' }));
    expect(screen.getByText('My payment is not shown.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });
});
