import { ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops, pushOk } from '../../helpers/loan.ts';

interface Row {
  orderId: string;
  phone: string;
  appliedAt: string;
}

describe('order search by the start of a phone or an order number', () => {
  const t = useTestApp({ env: OPS_ENV });
  const search = async (q: string, extra = '') => {
    const { statusCode, body } = await ops(
      t.app,
      'GET',
      `/orders?limit=500&q=${encodeURIComponent(q)}${extra}`,
    );
    expect(statusCode, body.message).toBe(200);
    return body.data.orders as Row[];
  };
  const phones = ['09155550102', '09155550101', '09155551000', '09165550101'];
  const made = new Map<string, string>();

  it('finds the orders of every phone starting with the digits typed, by phone then newest', async () => {
    for (const phone of phones) {
      made.set(phone, await pushOk(t.app, await logIn(t.app, phone)));
      t.clock.advanceSeconds(60);
    }
    const found = await search('0915555');
    expect(found.map((row) => row.phone)).toEqual(['09155550101', '09155550102', '09155551000']);
    expect(found.map((row) => row.orderId)).toEqual([
      made.get('09155550101'),
      made.get('09155550102'),
      made.get('09155551000'),
    ]);
    // Written as a borrower gives it: without the 0, with the country code, with spaces.
    expect(await search('915555')).toEqual(found);
    expect(await search('+63 915 555')).toEqual(found);
    expect(await search('09155550101')).toEqual([found[0]]);
    expect(await search('0915556')).toEqual([]);
  });

  it('finds the orders whose number starts with the text typed, newest number first', async () => {
    const id = made.get('09155551000')!;
    const day = id.slice(0, 10);
    const sameDay = await search(day.toLowerCase());
    expect(sameDay.length).toBeGreaterThanOrEqual(phones.length);
    expect(sameDay.every((row) => row.orderId.startsWith(day))).toBe(true);
    const numbers = sameDay.map((row) => row.orderId);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect((await search(id)).map((row) => row.orderId)).toEqual([id]);
    expect((await search(id.slice(0, -2))).map((row) => row.orderId)).toContain(id);
    expect(await search(`${id}X`)).toEqual([]);
  });

  it('keeps the status and date filters, and pages with the next cursor in the same order', async () => {
    const all = await search('0915');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const approved = made.get('09155550102')!;
    expect((await ops(t.app, 'POST', `/orders/${approved}/approve`, { body: {} })).statusCode).toBe(
      200,
    );
    const ofStatus = await search('0915', `&status=${ORDER_STATUS.approved}`);
    expect(ofStatus.map((row) => row.orderId)).toEqual([approved]);
    expect(await search('0915', '&from=2000-01-01&to=2000-01-02')).toEqual([]);
    for (const q of ['0915', 'PN']) {
      const whole = (await search(q)).map((row) => row.orderId);
      const seen: string[] = [];
      let after = '';
      for (;;) {
        const { body } = await ops(t.app, 'GET', `/orders?limit=2&q=${q}${after}`);
        seen.push(...body.data.orders.map((row: Row) => row.orderId));
        if (!body.data.next) break;
        after = `&after=${body.data.next}`;
      }
      expect(seen, q).toEqual(whole);
    }
  });

  it('refuses text that is neither, and takes LIKE wildcards for no more than text', async () => {
    for (const q of ['PN%', '09_5', 'ñ', '']) {
      const bad = await ops(t.app, 'GET', `/orders?q=${encodeURIComponent(q)}`);
      expect(bad.statusCode, q).toBe(400);
    }
  });
});
