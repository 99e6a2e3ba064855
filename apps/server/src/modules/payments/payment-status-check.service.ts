import { addMs } from '../../lib/clock.ts';
import { checkOpenPayouts } from '../payout/payout-check.service.ts';
import { applyProviderEvent, type CallbackDeps } from './payment-callback.service.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { listStalePayCodes } from './payments.repository.ts';

const PAGE = 100;

/**
 * When a webhook is missing: pay codes and payouts left without an answer for
 * PAYMENT_STATUS_CHECK_MINUTES are asked about (GET of the payment request or payout), and
 * what the gateway says is applied exactly as its webhook would be. Every such code, a page
 * at a time: a missed webhook on the 101st waits no longer than on the first.
 */
export async function checkOpenPayments(
  deps: CallbackDeps & { config: { payments: { statusCheckMinutes: number } } },
  pageSize = PAGE,
) {
  const before = addMs(deps.clock.now(), -deps.config.payments.statusCheckMinutes * 60_000);
  let payCodes = 0;
  for await (const code of stalePayCodes(deps, before, pageSize)) {
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

async function* stalePayCodes(deps: CallbackDeps, before: Date, limit: number) {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await listStalePayCodes(deps.db, deps.payments.name, before, { limit, after });
    yield* page;
    const last = page.at(-1);
    if (page.length < limit || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
