import {
  APP_ROUTES,
  BUSINESS_CODE,
  type endpoints,
  PAY_CODE_IS_DELAY,
  PAY_CODE_TTL_MINUTES,
  type ParsedRequestOf,
  type PaymentKind,
  type ResponseOf,
} from '@loan/contract';
import { rolloverQuote } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import { lockOrder } from '../order/order-access.ts';
import {
  type EndedCode,
  endOtherLiveCodes,
  findLiveCode,
  type IssuedPayCode,
  type PayCode,
  type PayCodeKey,
  takeLiveCode,
} from '../payments/pay-codes.service.ts';
import { payableAsOf } from '../payments/payable.ts';
import { notPayable } from '../payments/payment-ledger.service.ts';
import { type Channel, findActiveChannel } from '../payments/payments.service.ts';
import { newPayReference } from '../payments/receipt.ts';
import { borrowerErrorOf } from '../payments/xendit-errors.ts';
import { codeDeadline, whatCodeClears } from './code-terms.ts';
import { findRepayableOrder, type RepayableOrder, rolloverOpen } from './repayable-order.ts';
import type { RepaymentDeps } from './repayment-deps.ts';

/** The app: the repayment services' needs, and a log for what the gateway would not end. */
type PayCodeDeps = RepaymentDeps & { log?: FastifyBaseLogger };

type Input = ParsedRequestOf<typeof endpoints.generateVcode>;
type Output = ResponseOf<typeof endpoints.generateVcode>;

/**
 * A pay code for the borrower's order: one live code per order, amount, channel and kind (a
 * repeat gets the same code; an expired one is replaced), payable until the amount owed next
 * changes at the latest; a code for the whole balance ends the order's other live codes on every
 * channel (decision 0063). Everything is checked before anything is written.
 */
export async function generatePayCode(
  deps: PayCodeDeps,
  userId: string,
  input: Input,
  idempotencyKey: string | undefined,
): Promise<Output> {
  const repayable = await findRepayableOrder(deps, userId, input.orderId);
  const channel = await findActiveChannel(deps.db, input.channelNumber);
  if (!channel) {
    throw new AppError(
      BUSINESS_CODE.channelUnknown,
      `Unknown payment channel ${input.channelNumber}`,
    );
  }
  const kind: PaymentKind = input.isDelay === PAY_CODE_IS_DELAY ? 'rollover' : 'instalment';
  await checkAmount(deps, repayable, kind, input.amount);
  const terms = codeTermsOf(deps, repayable, kind, input.amount);
  const key = {
    orderId: repayable.order.id,
    amount: input.amount,
    channelNumber: channel.channelNumber,
    kind,
  };
  const now = deps.clock.now();
  // The gateway is asked before the transaction: a slow gateway holds no lock (decision 0032).
  const current = await findLiveCode(deps.db, key);
  const issued =
    current && current.expiresAt > now
      ? undefined
      : await issuePayCode(deps, key, channel, repayable.order, terms);
  const call = { userId, scope: 'generate-vcode', key: idempotencyKey, request: input, now };
  const issueLate = () => issuePayCode(deps, key, channel, repayable.order, terms);
  let ended: EndedCode[] = [];
  const output = await runIdempotent(deps.db, call, async (tx) => {
    // The order's lock orders two full-balance codes asked at once: the later ends the earlier.
    if (terms.fullBalance) await lockOrder(tx, key.orderId);
    const code = await takeLiveCode(
      tx,
      key,
      deps.payments.name,
      deps.clock.now(),
      issued ?? issueLate,
      current,
    );
    if (terms.fullBalance) {
      ended = await endOtherLiveCodes(tx, key.orderId, code.id, deps.clock.now());
    }
    return toOutput(code);
  });
  await cancelAtProvider(deps, ended);
  return output;
}

interface CodeTerms {
  /** When the code stops being payable (never after the amount owed changes). */
  deadline: Date;
  /** What the amount does, for the code page (`whatCodeClears`). */
  clears: string;
  /** The whole balance: the code ends every other live code of the order. */
  fullBalance: boolean;
}

function codeTermsOf(
  deps: RepaymentDeps,
  { state, today }: RepayableOrder,
  kind: PaymentKind,
  amount: number,
): CodeTerms {
  const cap = deps.config.costCap;
  const usual = addMs(deps.clock.now(), PAY_CODE_TTL_MINUTES * 60_000);
  const clears = whatCodeClears(state, today, cap, kind, amount);
  return {
    deadline: codeDeadline(state, today, cap, kind, usual),
    clears,
    fullBalance: clears === 'loan',
  };
}

/**
 * Ends the codes a newer full-balance code replaced at the gateway, after the commit; one the
 * gateway will not end stays ended on our side, and money still paid on it is booked and flagged.
 */
async function cancelAtProvider(deps: PayCodeDeps, ended: readonly EndedCode[]) {
  const cancel = deps.payments.cancelPayCode?.bind(deps.payments);
  if (!cancel) return;
  for (const code of ended) {
    try {
      await cancel({ reference: code.reference, providerRef: code.providerRef });
    } catch (error) {
      deps.log?.warn(
        { reference: code.reference, reason: (error as Error).message },
        'an ended pay code could not be cancelled at the gateway',
      );
    }
  }
}

async function issuePayCode(
  deps: RepaymentDeps,
  key: PayCodeKey,
  channel: Channel,
  order: { publicId: string; productId: string },
  terms: CodeTerms,
): Promise<IssuedPayCode> {
  const reference = newPayReference();
  const expiresAt = terms.deadline;
  try {
    const issued = await deps.payments.createPayCode({
      reference,
      amount: key.amount,
      channelNumber: channel.channelNumber,
      expiresAt,
      description: `${key.kind} of loan ${order.publicId}`,
      clears: terms.clears,
      returnPath: `${APP_ROUTES.loanDetail}?${new URLSearchParams({ productId: order.productId, orderId: order.publicId })}`,
      order: { productId: order.productId, orderId: order.publicId },
    });
    return {
      reference,
      expiresAt,
      payUrl: issued.payUrl,
      providerRef: issued.providerRef ?? null,
      providerCode: issued.providerCode ?? null,
    };
  } catch (error) {
    throw borrowerErrorOf(error) ?? error;
  }
}

async function checkAmount(
  deps: RepaymentDeps,
  { order, state, today }: RepayableOrder,
  kind: PaymentKind,
  amount: number,
) {
  const cap = deps.config.costCap;
  const money = (minor: number) => formatMoney(minor, deps.config.brand);
  if (kind === 'rollover') {
    if (!order.rolloverAllowed || !rolloverOpen(order)) {
      throw new AppError(BUSINESS_CODE.orderStatusConflict, 'This loan cannot be rolled over now');
    }
    const due = rolloverQuote(state, today, cap).toPay;
    if (amount !== due) throw notPayable(`The rollover amount is ${money(due)}`);
    return;
  }
  const payable = payableAsOf(state, today, cap);
  if (payable === 0)
    throw new AppError(BUSINESS_CODE.nothingToPay, 'Nothing is due on this loan yet');
  if (amount > payable) {
    throw notPayable(`The amount is more than the ${money(payable)} payable now`);
  }
}

function toOutput(code: PayCode): Output {
  return {
    payUrl: code.payUrl,
    // At a store the borrower quotes the gateway's code when it issued one.
    payCode: code.providerCode ?? code.reference,
    amount: code.amount,
    expiresAt: code.expiresAt.toISOString(),
  };
}
