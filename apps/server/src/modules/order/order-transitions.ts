import { ORDER_STATUS, type OrderStatus } from '@loan/contract';

/**
 * What moves an order. A decision is the same event whether an operator or the automatic rule
 * made it (the event's actor says which); an event that leaves the status as it was (the
 * borrower's acceptance, a payment that clears only part of what is due) is still a transition.
 */
export const ORDER_EVENTS = [
  'decision.approve',
  'decision.reject',
  /** The borrower accepts (withdraws) the approved loan. */
  'borrower.accept',
  /** A payout to the bound account was asked for, or came back failed: the order waits. */
  'release.requested',
  'release.failed',
  /** The money reached the borrower's account (or the operator released it). */
  'release.confirmed',
  /**
   * The gateway reversed the payout: the release is undone and the order waits, held, for an
   * operator to release it again or cancel it (decision 0065).
   */
  'release.reversed',
  /** An operator ends a loan whose payout was reversed: no money reached the borrower. */
  'release.cancelled',
  'clock.due',
  'clock.overdue',
  /** The clock was put back (outside production): the status follows the earlier day. */
  'clock.rewound',
  'repayment',
  'rollover',
  'waiver',
  'reversal',
  /** A credit (overpayment) paid back: the loan's phase does not change. */
  'refund',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

const S = ORDER_STATUS;
type Moves = Partial<Record<OrderEvent, readonly OrderStatus[]>>;

/** (from status, event) -> the statuses it may lead to. Anything absent is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Moves>> = {
  [S.rejected]: {},
  [S.underReview]: {
    'decision.approve': [S.approved],
    'decision.reject': [S.rejected],
  },
  [S.approved]: {
    'borrower.accept': [S.approved],
    'release.requested': [S.approved],
    'release.failed': [S.approved],
    'release.confirmed': [S.disbursed],
    'release.reversed': [S.approved],
    'release.cancelled': [S.rejected],
  },
  [S.disbursed]: {
    'release.reversed': [S.approved],
    'clock.due': [S.due],
    'clock.overdue': [S.overdue],
    // A payment never moves a loan on to a later phase: that is the clock's.
    repayment: [S.disbursed, S.settled],
    waiver: [S.disbursed, S.settled],
    // Taking money back may leave an instalment unpaid that fell due earlier.
    reversal: [S.disbursed, S.due, S.overdue],
    refund: [S.disbursed],
  },
  [S.due]: {
    'release.reversed': [S.approved],
    'clock.overdue': [S.overdue],
    'clock.rewound': [S.disbursed],
    repayment: [S.due, S.disbursed, S.settled],
    rollover: [S.disbursed],
    waiver: [S.due, S.disbursed, S.settled],
    reversal: [S.due, S.overdue],
    refund: [S.due],
  },
  [S.overdue]: {
    'release.reversed': [S.approved],
    'clock.rewound': [S.disbursed, S.due, S.settled],
    repayment: [S.overdue, S.due, S.disbursed, S.settled],
    rollover: [S.disbursed],
    waiver: [S.overdue, S.due, S.disbursed, S.settled],
    reversal: [S.overdue],
    refund: [S.overdue],
  },
  [S.settled]: {
    // A late payment through the gateway: a credit on the settled loan.
    repayment: [S.settled],
    // A reversed credit leaves the loan paid off.
    reversal: [S.disbursed, S.due, S.overdue, S.settled],
    refund: [S.settled],
  },
};

/** The statuses an event may take an order in `from` to (none: the event is refused there). */
export function allowedTargets(from: OrderStatus, event: OrderEvent): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from]?.[event] ?? [];
}

export function isAllowedTransition(
  from: OrderStatus,
  event: OrderEvent,
  to: OrderStatus,
): boolean {
  return allowedTargets(from, event).includes(to);
}

/** The clock's event for a move the loan's phase asks for. */
export function clockEventFor(from: OrderStatus, to: OrderStatus): OrderEvent {
  if (to === S.due && from === S.disbursed) return 'clock.due';
  if (to === S.overdue) return 'clock.overdue';
  return 'clock.rewound';
}
