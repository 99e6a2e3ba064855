import { clientAddress, type Scenario, step } from './mix-step.ts';
import { accountScenarios } from './scenarios-accounts.ts';
import { opsScenarios } from './scenarios-ops.ts';
import { paymentScenarios } from './scenarios-payments.ts';
import { readScenarios } from './scenarios-reads.ts';

export type { SoakContext } from './mix-step.ts';
export { clientAddress } from './mix-step.ts';

/**
 * The mix: relative weights of the actions. Change a weight here to change the load. Payments
 * and rollovers are weighted so that the seed's loans out last a 30-minute run at 300/s (see
 * FULL_PAYMENT_SHARE): about 9 payments and a rollover every 4 s, each a pay code and a callback.
 */
export const MIX_WEIGHTS = {
  orderPage: 18,
  loanDetails: 18,
  apply: 4,
  payCode: 2,
  refusedPayCode: 1,
  callbackRetry: 2,
  rollover: 0.05,
  history: 8,
  complaint: 3,
  refusedComplaint: 1,
  acceptLoan: 2,
  loginLogout: 2,
  registration: 1,
  opsApprove: 1,
  opsDisburse: 1,
  opsSweep: 0.05,
} as const satisfies Record<string, number>;

const scenarios: Record<keyof typeof MIX_WEIGHTS, Scenario> = {
  ...readScenarios,
  ...accountScenarios,
  ...paymentScenarios,
  ...opsScenarios,
};

/** Picks the next arrival's action by weight. */
export function mixPicker(weights: Record<string, number> = MIX_WEIGHTS): () => Scenario {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [name, weight] of entries) {
      roll -= weight;
      if (roll < 0) return scenarios[name as keyof typeof MIX_WEIGHTS];
    }
    return scenarios[entries[0]![0] as keyof typeof MIX_WEIGHTS];
  };
}

/** The bare one-row query (GET /api/health), from a borrower's address: the knee's baseline. */
export const oneRowQuery: Scenario = async (ctx, scheduledAt) => {
  const index = Math.floor(Math.random() * ctx.borrowers.length);
  await step(ctx, {
    route: 'one-row query (GET /api/health)',
    since: scheduledAt,
    method: 'GET',
    path: '/api/health',
    clientIp: clientAddress(index),
  });
};
