import type { AppConfig } from '../../config.ts';
import { savedLanguage } from '../language/language.service.ts';
import {
  type DecisionEvent,
  decisionEventsOfOrder,
  decisionEventsSince,
} from '../order/order-reads.service.ts';
import { payoutAccountText } from '../payout/payout.service.ts';
import { approvedText, type RejectionReason, rejectedText, releasedText } from './event-texts.ts';
import { inBothLanguages, type MessageLang, type MessageText } from './message-lang.ts';
import { deliveredKeys, deliverOnce, type MessageDeps } from './messages.service.ts';

export type DecisionMessageDeps = MessageDeps & {
  config: Pick<AppConfig, 'brand' | 'accountEncryptionKey'>;
};

/** How far back the catch-up looks for a decision whose message did not go. */
const CATCH_UP_MS = 3 * 86_400_000;
const PAGE = 200;

const DECISION_NAME = {
  'decision.approve': 'approved',
  'decision.reject': 'rejected',
  'release.confirmed': 'released',
} as const;

/** Once per order and decision. */
export const decisionKey = (event: DecisionEvent) =>
  `decision:${event.orderId}:${DECISION_NAME[event.kind]}`;

/** A refusal for an overdue loan says so (ADR 0010, 0084); the rest is plain words. */
function reasonOf(note: string): RejectionReason {
  const overdue = note.includes('overdue loan') || note.includes('loan-overdue-now');
  return overdue ? 'overdue-loan' : 'requirements';
}

async function textOf(
  deps: DecisionMessageDeps,
  event: DecisionEvent,
  lang: MessageLang,
): Promise<MessageText> {
  const brand = deps.config.brand;
  const { orderId, netProceeds } = event;
  if (event.kind === 'decision.approve') return approvedText({ orderId, netProceeds }, brand, lang);
  if (event.kind === 'decision.reject') {
    return rejectedText({ orderId, reason: reasonOf(event.note) }, brand, lang);
  }
  const account = await payoutAccountText(deps, event.userId);
  return releasedText({ orderId, netProceeds, account }, brand, lang);
}

async function deliverDecision(
  deps: DecisionMessageDeps,
  event: DecisionEvent,
  chosen: MessageLang | undefined,
): Promise<boolean> {
  const lang = chosen ?? (await savedLanguage(deps.db, event.userId));
  return deliverOnce(deps, {
    userId: event.userId,
    orderId: event.orderId,
    kind: `decision:${DECISION_NAME[event.kind]}`,
    key: decisionKey(event),
    essential: true,
    sms: (await textOf(deps, event, lang)).sms,
    texts: await inBothLanguages((each) => textOf(deps, event, each)),
  });
}

async function deliverMissing(
  deps: DecisionMessageDeps,
  events: readonly DecisionEvent[],
  lang: MessageLang | undefined,
): Promise<number> {
  const taken = await deliveredKeys(deps, events.map(decisionKey));
  let sent = 0;
  for (const event of events) {
    if (taken.has(decisionKey(event))) continue;
    if (await deliverDecision(deps, event, lang)) sent += 1;
  }
  return sent;
}

/** After a decision or release has committed: its message to the borrower (internal order id). */
export async function deliverOrderDecisions(
  deps: DecisionMessageDeps,
  orderId: string,
  lang?: MessageLang,
): Promise<number> {
  return deliverMissing(deps, await decisionEventsOfOrder(deps.db, orderId), lang);
}

/**
 * The decisions and releases of the last days without their message: the clock's automatic
 * decisions, and any whose process stopped after the commit. Each sent once.
 */
export async function catchUpDecisions(
  deps: DecisionMessageDeps,
  signal?: AbortSignal,
  lang?: MessageLang,
): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - CATCH_UP_MS);
  let after: { at: Date; id: string } | undefined;
  let sent = 0;
  while (!signal?.aborted) {
    const events = await decisionEventsSince(deps.db, since, after, PAGE);
    sent += await deliverMissing(deps, events, lang);
    if (events.length < PAGE) break;
    const last = events[events.length - 1]!;
    after = { at: last.at, id: last.eventId };
  }
  return sent;
}
