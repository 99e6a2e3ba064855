import type { JobQueueOverview, ProblemJob } from '@loan/contract/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, sessionOf } from '../testing/ops-handlers.ts';

const ID = '0b8f6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const dead = (overrides: Partial<ProblemJob> = {}): ProblemJob => ({
  id: ID,
  queue: 'sms-send',
  state: 'failed',
  attempts: 13,
  maxAttempts: 13,
  error: 'SMS gateway answered HTTP 503',
  createdAt: '2026-03-02T01:00:00.000Z',
  at: '2026-03-02T05:00:00.000Z',
  ...overrides,
});

const overviewWith = (deadLetters: ProblemJob[]): JobQueueOverview => ({
  queues: [
    { name: 'order-sweep', waiting: 1, active: 0, retrying: 0, deadLetters: 0 },
    { name: 'sms-send', waiting: 0, active: 0, retrying: 1, deadLetters: deadLetters.length },
  ],
  deadLetters,
  retrying: [dead({ id: 'c3d4e5f6-0000-4000-8000-000000000001', state: 'retry', attempts: 2 })],
});

async function open(role: 'admin' | 'support', overview: () => JobQueueOverview) {
  server.use(
    opsGet('/session', () => sessionOf(role)),
    opsGet('/job-queue', overview),
  );
  window.history.replaceState(null, '', '/ops/jobs');
  render(<App />);
  await screen.findByRole('heading', { name: 'Jobs', level: 1 });
}

describe('the jobs screen', () => {
  it('shows each queue, the dead letters with their error, and an admin retries one', async () => {
    let deadLetters = [dead()];
    let retried = 0;
    await open('admin', () => overviewWith(deadLetters));
    server.use(
      opsPost(`/job-queue/sms-send/${ID}/retry`, () => {
        retried += 1;
        deadLetters = [];
        return ok({ retried: true });
      }),
    );
    const queue = (await screen.findByText('order-sweep')).closest('tr')!;
    expect(
      within(queue)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['order-sweep', '1', '0', '0', '0']);
    const row = screen.getByText(ID).closest('tr')!;
    expect(within(row).getByText('SMS gateway answered HTTP 503')).toBeTruthy();
    expect(within(row).getByText('13 of 13')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: `Retry sms-send ${ID}` }));
    await screen.findByText('sms-send: tried once more.');
    expect(retried).toBe(1);
    await waitFor(() => expect(screen.getByText('No dead letter.')).toBeTruthy());
  });

  it('offers no retry to a role that may not run jobs', async () => {
    await open('support', () => overviewWith([dead()]));
    await screen.findByText(ID);
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
  });
});
