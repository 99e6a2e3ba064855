import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import type { MyData } from '../api/get-my-data.ts';
import { MyDataRoute } from './my-data.tsx';

const data: MyData = {
  exportedAt: '2026-11-25T17:00:00.000Z',
  profile: { phone: '09171234567', registeredAt: '2026-01-02T01:00:00.000Z' },
  orders: [
    {
      orderId: 'PN-1',
      productId: '1001',
      status: 170,
      principal: 500_000,
      appliedAt: '2026-11-01T01:00:00.000Z',
      releaseDate: '2026-11-02',
      dueDate: '2027-01-31',
      settledAt: null,
    },
  ],
  payments: [],
  complaints: [],
  consents: [
    {
      orderId: 'PN-1',
      at: '2026-11-01T01:00:00.000Z',
      text: 'agreed at ...',
      documents: [
        { document: 'loan-agreement', version: '2026-11-22' },
        { document: 'disclosure-statement', version: '2026-11-22' },
      ],
    },
  ],
  sessions: [
    {
      startedAt: '2026-11-25T16:00:00.000Z',
      lastSeenAt: '2026-11-25T16:59:00.000Z',
      expiresAt: '2026-12-25T16:00:00.000Z',
      endedAt: null,
      current: true,
    },
  ],
  erasureRequests: [],
  messages: [
    { title: 'Payment received', body: 'We received ₱50.00.', at: '2026-11-20T01:00:00Z' },
  ],
  payoutAccount: 'GCash 0917 *** 4567',
  language: null,
};

/** The download as the server words it (its own test checks the words). */
const readable = { 'Made on': '2026-11-26 01:00:00 PHT', Loans: [{ 'Loan amount': '₱5,000.00' }] };

describe('your data', () => {
  it('shows what is held, downloads it as a person reads it, and asks before recording an erasure request', async () => {
    const erasure = {
      reference: 'ER-0A1B2C3D4E',
      status: 'received' as const,
      requestedAt: '2026-11-25T17:01:00.000Z',
      eraseFrom: null,
      completedAt: null,
    };
    let requested = false;
    server.use(
      handleEndpoint(endpoints.myData, () =>
        ok(endpoints.myData, { ...data, erasureRequests: requested ? [erasure] : [] }),
      ),
      handleEndpoint(endpoints.requestErasure, () => {
        requested = true;
        return ok(endpoints.requestErasure, erasure);
      }),
      handleEndpoint(endpoints.withdrawErasure, () => {
        requested = false;
        return ok(endpoints.withdrawErasure, { withdrawn: true });
      }),
      handleEndpoint(endpoints.myDataExport, () => ok(endpoints.myDataExport, readable)),
    );
    const createUrl = vi.fn((_blob: Blob) => 'blob:my-data');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes(`${APP_ROUTES.myData}?sessionid=s`, { [APP_ROUTES.myData]: MyDataRoute });

    expect(await screen.findByText('09171234567')).toBeVisible();
    expect(screen.getByText('Loans').nextElementSibling).toHaveTextContent('1 record');
    expect(screen.getByText('Kept, because lending law requires it')).toBeVisible();
    expect(screen.getByText(/ledger, your payments and official receipts/)).toBeVisible();
    expect(screen.getByText('Payout account').nextElementSibling).toHaveTextContent('GCash 0917');
    // Each consent readable: the loan, when, and the documents with their versions.
    expect(screen.getByText('Agreed on 2026-11-01 09:00:00 PHT')).toBeVisible();
    expect(screen.getByText('Loan Agreement, version of 2026-11-22')).toBeVisible();
    expect(screen.getByText('Disclosure Statement, version of 2026-11-22')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const blob = createUrl.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toEqual(readable);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('my-data-2026-11-26.json');

    // Asked first, with what happens; kept, nothing is recorded.
    await userEvent.click(screen.getByRole('button', { name: 'Request erasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(dialog).toHaveTextContent(/you can withdraw the request here/);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my data' }));
    expect(requested).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Request erasure' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, erase' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('RequestER-0A1B2C3D4E'));
    expect(status).toHaveTextContent('Received2026-11-26 01:01:00 PHT');
    expect(status).toHaveTextContent('StatusWaiting: a loan is still open');
    expect(screen.queryByRole('button', { name: 'Request erasure' })).toBeNull();

    // Withdrawn before it is carried out: nothing will be erased.
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() =>
      expect(status).toHaveTextContent('Your request is withdrawn. Nothing will be erased.'),
    );
    expect(screen.getByRole('button', { name: 'Request erasure' })).toBeVisible();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('shows a scheduled request with its date, one being carried out, and one done', async () => {
    const request = (n: number, eraseFrom: string | null, completedAt: string | null = null) => ({
      reference: `ER-000000000${n}`,
      status: completedAt ? ('completed' as const) : ('received' as const),
      requestedAt: '2026-11-20T01:00:00.000Z',
      eraseFrom,
      completedAt,
    });
    const show = (erasureRequests: MyData['erasureRequests']) => {
      server.use(
        handleEndpoint(endpoints.myData, () => ok(endpoints.myData, { ...data, erasureRequests })),
      );
      return renderRoutes(`${APP_ROUTES.myData}?sessionid=s`, { [APP_ROUTES.myData]: MyDataRoute });
    };
    const first = show([request(1, '2031-11-26')]);
    expect(await screen.findByText('Scheduled')).toBeVisible();
    expect(screen.getByText('Carried out from').nextElementSibling).toHaveTextContent('2031-11-26');
    expect(screen.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
    first.unmount();
    // Due on the export's own Philippine day (2026-11-26).
    const second = show([request(2, '2026-11-26')]);
    expect(await screen.findByText('Being carried out')).toBeVisible();
    expect(screen.getByText(/within a day/)).toBeVisible();
    expect(screen.getByText(/starts a new, empty account/)).toBeVisible();
    second.unmount();
    show([request(3, null, '2026-11-26T02:00:00.000Z')]);
    expect(await screen.findByText('Done')).toBeVisible();
    expect(screen.getByText('Carried out on').nextElementSibling).toHaveTextContent('2026-11-26');
    expect(screen.getByRole('button', { name: 'Request erasure' })).toBeVisible();
  });

  it('tells a borrower with no loans what erasure does for them', async () => {
    server.use(
      handleEndpoint(endpoints.myData, () =>
        ok(endpoints.myData, { ...data, orders: [], consents: [] }),
      ),
    );
    renderRoutes(`${APP_ROUTES.myData}?sessionid=s`, { [APP_ROUTES.myData]: MyDataRoute });
    expect(await screen.findByText(/you have agreed to nothing yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Request erasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(dialog).toHaveTextContent(/You have no loans, so we erase your data within a day/);
    expect(dialog).not.toHaveTextContent(/no longer sign in/);
  });
});
