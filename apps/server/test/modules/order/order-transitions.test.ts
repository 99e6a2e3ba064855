import { BUSINESS_CODE, ORDER_STATUSES, type OrderStatus } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/app-error.ts';
import { findOrderRow, updateOrderRow } from '../../../src/modules/order/order.repository.ts';
import { toOrder } from '../../../src/modules/order/order.ts';
import { recordTransition } from '../../../src/modules/order/order-lifecycle.service.ts';
import {
  allowedTargets,
  clockEventFor,
  isAllowedTransition,
  ORDER_EVENTS,
  type OrderEvent,
} from '../../../src/modules/order/order-transitions.ts';
import { logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { pushOk } from '../../helpers/loan.ts';

/** Every allowed move, written out by hand: `from event to`. */
const ALLOWED = `
  110 decision.approve 151
  110 decision.reject 21
  151 borrower.accept 151
  151 release.requested 151
  151 release.failed 151
  151 release.confirmed 170
  151 release.reversed 151
  151 release.cancelled 21
  170 release.reversed 151
  174 release.reversed 151
  180 release.reversed 151
  170 clock.due 174
  170 clock.overdue 180
  174 clock.overdue 180
  174 clock.rewound 170
  180 clock.rewound 170
  180 clock.rewound 174
  180 clock.rewound 200
  170 repayment 170
  170 repayment 200
  174 repayment 174
  174 repayment 170
  174 repayment 200
  180 repayment 180
  180 repayment 174
  180 repayment 170
  180 repayment 200
  200 repayment 200
  174 rollover 170
  180 rollover 170
  170 waiver 170
  170 waiver 200
  174 waiver 174
  174 waiver 170
  174 waiver 200
  180 waiver 180
  180 waiver 174
  180 waiver 170
  180 waiver 200
  170 reversal 170
  170 reversal 174
  170 reversal 180
  174 reversal 174
  174 reversal 180
  180 reversal 180
  200 reversal 170
  200 reversal 174
  200 reversal 180
  200 reversal 200
  170 refund 170
  174 refund 174
  180 refund 180
  200 refund 200
`
  .trim()
  .split('\n')
  .map((line) => line.trim());

const key = (from: OrderStatus, event: OrderEvent, to: OrderStatus) => `${from} ${event} ${to}`;

function everyTriple() {
  const triples: { from: OrderStatus; event: OrderEvent; to: OrderStatus }[] = [];
  for (const from of ORDER_STATUSES) {
    for (const event of ORDER_EVENTS) {
      for (const to of ORDER_STATUSES) triples.push({ from, event, to });
    }
  }
  return triples;
}

describe('the order transition table', () => {
  it('allows exactly the listed moves and refuses every other (from, event, to)', () => {
    const allowed = everyTriple()
      .filter(({ from, event, to }) => isAllowedTransition(from, event, to))
      .map(({ from, event, to }) => key(from, event, to));
    expect(allowed.sort()).toEqual([...ALLOWED].sort());
  });

  it('lets nothing move a rejected order, and no event but a reversal take a settled one elsewhere', () => {
    for (const event of ORDER_EVENTS) {
      expect(allowedTargets(21, event)).toEqual([]);
      const elsewhere = allowedTargets(200, event).filter((to) => to !== 200);
      if (event !== 'reversal') expect(elsewhere).toEqual([]);
    }
  });

  it('names the clock’s moves: due, overdue, and back when the clock is put back', () => {
    expect(clockEventFor(170, 174)).toBe('clock.due');
    expect(clockEventFor(170, 180)).toBe('clock.overdue');
    expect(clockEventFor(174, 180)).toBe('clock.overdue');
    expect(clockEventFor(180, 170)).toBe('clock.rewound');
    expect(clockEventFor(174, 170)).toBe('clock.rewound');
  });
});

describe('recordTransition keeps to the table', () => {
  const t = useTestApp();
  const now = new Date('2026-03-02T03:00:00Z');

  async function eventCount(orderId: string, move?: { from: number; to: number; event: string }) {
    let query = t.db.selectFrom('order_events').select('id').where('order_id', '=', orderId);
    if (move) {
      query = query
        .where('from_status', '=', move.from)
        .where('to_status', '=', move.to)
        .where('event', '=', move.event);
    }
    return (await query.execute()).length;
  }

  it('records every allowed move with its event, and refuses every other one writing nothing', async () => {
    const publicId = await pushOk(t.app, await logIn(t.app));
    const id = (await findOrderRow(t.db, publicId))!.id;
    const orderIn = async (status: OrderStatus) =>
      toOrder(await updateOrderRow(t.db, id, { status }));
    let refused = 0;
    for (const { from, event, to } of everyTriple()) {
      const order = await orderIn(from);
      const before = await eventCount(id);
      const sameBefore = await eventCount(id, { from, to, event });
      const attempt = recordTransition(t.db, order, to, {
        kind: event,
        actor: 'ops:test',
        note: 'table test',
        now,
      });
      if (isAllowedTransition(from, event, to)) {
        expect((await attempt).status).toBe(to);
        expect(await eventCount(id, { from, to, event })).toBe(sameBefore + 1);
        expect(await eventCount(id)).toBe(before + 1);
        continue;
      }
      const error = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(BUSINESS_CODE.orderStatusConflict);
      expect((error as AppError).message).toContain(`from ${from} to ${to} on ${event}`);
      expect((await findOrderRow(t.db, publicId))!.status).toBe(from);
      expect(await eventCount(id)).toBe(before);
      refused += 1;
    }
    expect(refused).toBe(everyTriple().length - ALLOWED.length);
  });
});
