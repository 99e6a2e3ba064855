import { File as NodeFile } from 'node:buffer';
import type { ComplaintList, OpsComplaint } from '@loan/contract/ops';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, opsPost, refused, sessionOf } from '../testing/ops-handlers.ts';

// The chosen files are jsdom's, as a browser's would be. Node's fetch, parsing the multipart upload
// for the MSW handler, builds its files with the global `File` and refuses jsdom's: while a test
// runs, the global is Node's.
const BrowserFile = File;
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    expect(replies).toEqual([{ text: 'Found it.', images: [] }]);
  });

  it('sends images with the reply, each uploaded first, and shows the server’s refusal of one', async () => {
    const uploads: string[] = [];
    const replies: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('support')),
      opsGet('/complaints', () => ({ complaints: [complaint({})], next: null })),
      http.post('http://localhost:3000/api/ops/uploads', async ({ request }) => {
        expect(request.headers.get('x-csrf-token')).toBe('csrf-of-support');
        const file = (await request.formData()).get('problemImage') as unknown as NodeFile;
        uploads.push(file.type);
        if (uploads.length === 2)
          return refused(200, 'Please choose a JPG, PNG, GIF or WebP image');
        return ok({ url: `/api/uploads/${'a'.repeat(31)}${uploads.length}.png` });
      }),
      opsPost('/complaints/C1/reply', (body) => {
        replies.push(body);
        return ok(complaint({ reply: 'See the receipt.', minutesLeft: null, status: 3 }));
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/complaints');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Repayment' }));
    await user.type(screen.getByLabelText('Reply to the borrower'), 'See the receipt.');
    const png = (name: string) =>
      new BrowserFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Images for the borrower/), [
      png('receipt.png'),
      png('notes.png'),
      png('bank.png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.png: Please choose a JPG, PNG, GIF or WebP image',
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(uploads).toEqual(['image/png', 'image/png', 'image/png']);
    expect(replies).toEqual([
      { text: 'See the receipt.', images: [`/api/uploads/${'a'.repeat(31)}3.png`] },
    ]);
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

  it('pages with the keyset cursor, and starts over when the status changes', async () => {
    const asked: string[] = [];
    server.use(
      opsGet('/session', () => sessionOf('support')),
      http.get('http://localhost:3000/api/ops/complaints', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const after = query.get('after');
        return ok<ComplaintList>(
          after
            ? { complaints: [complaint({ problemId: 'C2', type: 'Other' })], next: null }
            : { complaints: [complaint({})], next: 'cursor-1' },
        );
      }),
    );
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ops/complaints');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByRole('button', { name: 'Other' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Show'), '1');
    expect(await screen.findByRole('button', { name: 'More' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull();
    expect(asked).toEqual(['limit=100', 'limit=100&after=cursor-1', 'limit=100&status=1']);
  });
});
