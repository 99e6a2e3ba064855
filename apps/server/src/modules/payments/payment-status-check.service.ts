import { addMs } from '../../lib/clock.ts';
import { checkOpenPayouts } from '../payout/payout-check.service.ts';
import { applyProviderEvent, type CallbackDeps } from './payment-callback.service.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { listStalePayCodes } from './payments.repository.ts';

const BATCH = 100;

/**
 * When a webhook is missing: pay codes and payouts left without an answer for
 * PAYMENT_STATUS_CHECK_MINUTES are asked about (GET of the payment request or payout), and
 * what the gateway says is applied exactly as its webhook would be.
 */
export async function checkOpenPayments(
  deps: CallbackDeps & { config: { payments: { statusCheckMinutes: number } } },
) {
  const before = addMs(deps.clock.now(), -deps.config.payments.statusCheckMinutes * 60_000);
  let payCodes = 0;
  for (const code of await listStalePayCodes(deps.db, deps.payments.name, before, BATCH)) {
    try {
      const event = await deps.payments.queryPayCode({
        reference: code.reference,
        providerRef: code.provider_ref,
      });
      if (!event) continue;
      const outcome = await applyProviderEvent(deps, event);
      if (outcome.status === 200) payCodes += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      deps.log.warn({ reference: code.reference, err: error.message }, 'pay code check failed');
    }
  }
  const payouts = await checkOpenPayouts(deps, before);
  return { payCodes, payouts };
}
