import { DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';

const HOUR_MS = 3_600_000;

// The test clock starts on Monday 2 March 2026, 17:00 in Manila; Wednesday is made a holiday.
describe('complaint reply deadlines', () => {
  const t = useTestApp({ env: { ...OPS_ENV, PH_HOLIDAYS: '2026-03-04' } });
  let sessionid: string;
  beforeAll(async () => {
    sessionid = await logInDemoBorrower(t.app);
  });
  const file = async (problemDetail: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.problemSave.path,
      query: { sessionid },
      payload: { problemType: 2, problemDetail, orderNo: DEMO_ORDER_IDS.due },
    });
    return response.json().data.problemId as string;
  };
  const show = async (problemId: string) =>
    (await ops(t.app, 'GET', `/complaints/${problemId}`)).body.data;
  const figures = async () => (await ops(t.app, 'GET', '/dashboard')).body.data.complaints;

  it('gives three Philippine working days, skipping the configured holiday', async () => {
    const before = await figures();
    const problemId = await file('Filed on Monday evening.');
    // Tuesday, (Wednesday a holiday), Thursday, Friday: due at the end of Friday in Manila.
    const filed = await show(problemId);
    expect(filed.replyDueAt).toBe('2026-03-06T16:00:00.000Z');
    expect(filed.minutesLeft).toBe((4 * 24 + 7) * 60);
    expect(await figures()).toEqual({ ...before, open: before.open + 1 });

    t.clock.advance((4 * 24 + 7 - 2) * HOUR_MS);
    expect((await show(problemId)).minutesLeft).toBe(120);
    expect((await figures()).nearDeadline).toBe(before.nearDeadline + 1);

    t.clock.advance(3 * HOUR_MS);
    expect((await show(problemId)).minutesLeft).toBe(-60);
    expect((await figures()).overdue).toBe(before.overdue + 1);

    await ops(t.app, 'POST', `/complaints/${problemId}/reply`, {
      body: { text: 'Sorry for the wait: it is fixed.' },
    });
    expect((await show(problemId)).minutesLeft).toBeNull();
    expect(await figures()).toEqual(before);
  });
});
