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
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import {
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
import { findRepayableOrder, type RepayableOrder, rolloverOpen } from './repayable-order.ts';
import type { RepaymentDeps } from './repayment-deps.ts';

type Input = ParsedRequestOf<typeof endpoints.generateVcode>;
type Output = ResponseOf<typeof endpoints.generateVcode>;

/**
 * A pay code for the borrower's order: one live code per order, amount, channel and kind (a
 * repeat gets the same code; an expired one is replaced). Everything is checked before anything
 * is written.
 */
export async function generatePayCode(
  deps: RepaymentDeps,
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
      : await issuePayCode(deps, key, channel, repayable.order);
  const call = { userId, scope: 'generate-vcode', key: idempotencyKey, request: input, now };
  const issueLate = () => issuePayCode(deps, key, channel, repayable.order);
  return runIdempotent(deps.db, call, async (tx) =>
    toOutput(
      await takeLiveCode(
        tx,
        key,
        deps.payments.name,
        deps.clock.now(),
        issued ?? issueLate,
        current,
      ),
    ),
  );
}

async function issuePayCode(
  deps: RepaymentDeps,
  key: PayCodeKey,
  channel: Channel,
  order: { publicId: string; productId: string },
): Promise<IssuedPayCode> {
  const reference = newPayReference();
  const expiresAt = addMs(deps.clock.now(), PAY_CODE_TTL_MINUTES * 60_000);
  try {
    const issued = await deps.payments.createPayCode({
      reference,
      amount: key.amount,
      channelNumber: channel.channelNumber,
      expiresAt,
      description: `${key.kind} of loan ${order.publicId}`,
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
    const due = rolloverQuote(state, today, cap).amountDue;
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
