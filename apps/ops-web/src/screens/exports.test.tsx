import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { server } from '../testing/msw-server.ts';
import { opsGet, sessionOf } from '../testing/ops-handlers.ts';

async function exportsAs(role: 'collector' | 'support') {
  server.use(opsGet('/session', () => sessionOf(role)));
  window.history.replaceState(null, '', '/ops/exports');
  render(<App />);
  await screen.findByRole('heading', { name: 'Exports', level: 1 });
  return screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'));
}

describe('exports', () => {
  it('offers a collector the orders and payments, not the complaints', async () => {
    expect(await exportsAs('collector')).toEqual(['Orders applied for', 'Payments received']);
    const orders = screen.getByRole('form', { name: 'Orders applied for' });
    expect(orders.getAttribute('action')).toMatch(/\/api\/ops\/exports\/orders$/);
    expect(orders.getAttribute('method')).toBe('get');
  });

  it('offers support the complaints too', async () => {
    expect(await exportsAs('support')).toContain('Complaints filed');
  });
});
