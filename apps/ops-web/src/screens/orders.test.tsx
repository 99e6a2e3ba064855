import type { OrderList, OrderSummary } from '@loan/contract/ops';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { ok, opsGet, refused, sessionOf } from '../testing/ops-handlers.ts';

const API = 'http://localhost:3000/api/ops';

const order = (orderId: string, phone: string): OrderSummary => ({
  orderId,
  phone,
  productId: '1002',
  status: 110,
  statusName: 'under review',
  principal: 500_000,
  appliedAt: '2026-03-02T01:00:00.000Z',
  withdrawnAt: null,
  releaseDate: null,
  dueDate: null,
});

function searching(answer: (q: string | null) => OrderList) {
  const asked: (string | null)[] = [];
  server.use(
    opsGet('/session', () => sessionOf('support')),
    http.get(`${API}/orders`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      asked.push(q);
      return ok(answer(q));
    }),
  );
  return asked;
}

describe('order search', () => {
  it('sends the start of a phone as typed and lists what matches', async () => {
    const asked = searching(() => ({
      orders: [
        order('PN20260302AAAA0001', '09171230001'),
        order('PN20260301BBBB0002', '09171230002'),
      ],
      next: null,
    }));
    window.history.replaceState(null, '', '/ops/orders');
    render(<App />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone or order number/), '0917 123{Enter}');
    expect(await screen.findByRole('link', { name: 'PN20260301BBBB0002' })).toBeVisible();
    expect(asked).toEqual(['0917 123']);
  });

  it('opens the order when a whole number is its only match, and searches a ?phone= link at once', async () => {
    const asked = searching(() => ({
      orders: [order('PN20260302AAAA0001', '09171230001')],
      next: null,
    }));
    const GONE = () => refused(404, 'No such order');
    server.use(
      opsGet('/orders/PN20260302AAAA0001/payments', GONE),
      opsGet('/orders/PN20260302AAAA0001/ledger', GONE),
      opsGet('/orders/PN20260302AAAA0001', () =>
        refused(409, 'Opened the order PN20260302AAAA0001'),
      ),
    );
    window.history.replaceState(null, '', '/ops/orders?phone=09171230001');
    render(<App />);
    expect(await screen.findByRole('link', { name: 'PN20260302AAAA0001' })).toBeVisible();
    expect(asked).toEqual(['09171230001']);
    const user = userEvent.setup();
    const box = screen.getByLabelText(/Phone or order number/);
    await user.clear(box);
    await user.type(box, 'pn20260302aaaa0001{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Opened the order PN20260302AAAA0001',
    );
    expect(window.location.pathname).toBe('/ops/orders/PN20260302AAAA0001');
    expect(asked).toEqual(['09171230001', 'pn20260302aaaa0001']);
  });
});
