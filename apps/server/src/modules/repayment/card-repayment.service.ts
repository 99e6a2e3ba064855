import {
  BUSINESS_CODE,
  CHANNEL_KIND,
  type endpoints,
  LEGACY_NEED_VALID,
  LEGACY_SEND_MSG,
  LEGACY_SMS_RESEND_SECONDS,
  PAY_CODE_IS_INSTALMENT,
  type ParsedRequestOf,
  type ResponseOf,
} from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { sameDigest } from '../../lib/hash.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { maskCardNumber } from '../../lib/redact.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import { findOwnOrder, statusConflict } from '../order/order-access.ts';
import { payCodeIdOf } from '../payments/pay-codes.service.ts';
import { payableAsOf } from '../payments/payable.ts';
import { notPayable } from '../payments/payment-ledger.service.ts';
import { activeChannels } from '../payments/payments.service.ts';
import { borrowerErrorOf } from '../payments/xendit-errors.ts';
import { shownAccountNumber } from '../payout/account-text.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { LOGIN_CODE_POLICY } from '../user/login-code.policy.ts';
import { generateLoginCode } from '../user/login-code-secret.ts';
import { userPhone } from '../user/user.service.ts';
import {
  claimCardRepayment,
  findSavedAccountRow,
  listSavedAccountRows,
  lockCardRepayment,
  updateCardRepayment,
} from './card-repayment.repository.ts';
import { hashCode, issueToken, tokenValid } from './card-repayment-secret.ts';
import { generatePayCode } from './pay-code.service.ts';
import { findRepayableOrder, type RepayableOrder } from './repayable-order.ts';
import type { RepaymentDeps } from './repayment-deps.ts';

export interface CardRepaymentDeps extends RepaymentDeps {
  sms: SmsProvider;
}

type Endpoints = typeof endpoints;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The saved cards (masked), what is payable now and a token for one repayment. */
export async function repaymentWay(
  deps: CardRepaymentDeps,
  userId: string,
  orderId: string,
): Promise<ResponseOf<Endpoints['repaymentWay']>> {
  const repayable = await findRepayableOrder(deps, userId, orderId);
  const cards = await listSavedAccountRows(deps.db, userId);
  return {
    orderId: repayable.order.publicId,
    amount: payable(deps, repayable),
    bankCards: cards.map((card) => ({
      id: card.id,
      bankName: card.channel_name ?? card.account_name,
      cardNo: shownAccountNumber(deps.config.accountEncryptionKey, card),
      bankCode: String(card.channel_number),
    })),
    alipay: 1,
    repayToken: issueToken(deps, userId, repayable.order.publicId),
  };
}

/**
 * Starts a card repayment (once per repay token) and, with `sendMsg` 1, texts its code. Card,
 * order, amount and token are all checked before anything is written.
 */
export async function commitCardRepayment(
  deps: CardRepaymentDeps,
  userId: string,
  input: ParsedRequestOf<Endpoints['repaymentCommit']>,
  idempotencyKey: string | undefined,
): Promise<ResponseOf<Endpoints['repaymentCommit']>> {
  const repayable = await findRepayableOrder(deps, userId, input.orderId);
  if (!tokenValid(deps, userId, repayable.order.publicId, input.repayToken)) {
    throw new AppError(
      BUSINESS_CODE.repayTokenInvalid,
      'This payment page has expired; open it again',
    );
  }
  const card = await findSavedAccountRow(deps.db, userId, input.cardId);
  if (!card)
    throw new AppError(BUSINESS_CODE.cardNotFound, 'Please choose one of your saved cards');
  checkAmount(deps, repayable, input.amount);
  const now = deps.clock.now();
  const code = generateLoginCode();
  // The text stays out of the stored idempotent result (it holds the code): a replay sends none.
  let text: string | undefined;
  const call = { userId, scope: 'repayment-commit', key: idempotencyKey, request: input, now };
  const sent = await runIdempotent(deps.db, call, async (tx) => {
    const record = await claimCardRepayment(tx, {
      user_id: userId,
      order_id: repayable.order.id,
      payout_account_id: card.id,
      amount: input.amount,
      repay_token: input.repayToken,
      status: 'pending',
      created_at: now,
    });
    if (record.payout_account_id !== card.id || record.amount !== input.amount) {
      throw new AppError(
        BUSINESS_CODE.idempotencyKeyReused,
        'This payment was started with another card or amount',
      );
    }
    if (record.status === 'confirmed') {
      throw new AppError(BUSINESS_CODE.duplicatePayment, 'This payment was already submitted');
    }
    const recent =
      record.code_sent_at &&
      now.getTime() - record.code_sent_at.getTime() < LEGACY_SMS_RESEND_SECONDS * 1000;
    if (input.sendMsg !== LEGACY_SEND_MSG || recent) return { id: record.id };
    await updateCardRepayment(tx, record.id, {
      code_hash: hashCode(deps, record.id, code),
      code_sent_at: now,
      code_expires_at: addMs(now, LOGIN_CODE_POLICY.lifetimeMs),
      wrong_tries: 0,
    });
    const money = formatMoney(input.amount, deps.config.brand);
    const ending = maskCardNumber(card.account_number).slice(-4);
    const minutes = LOGIN_CODE_POLICY.lifetimeMs / 60_000;
    text = `${code} is your ${deps.config.brand.appNameEn} code to pay ${money} from your card ending ${ending}. It expires in ${minutes} minutes.`;
    return { id: record.id };
  });
  if (text) await deps.sms.send({ phone: (await userPhone(deps.db, userId))!, text, code });
  return {
    repayRecordId: sent.id,
    needValid: LEGACY_NEED_VALID,
    repayToken: input.repayToken,
    amount: input.amount,
    orderId: repayable.order.publicId,
  };
}

/** Confirms with the SMS code, then asks the provider to debit the card (its callback books it). */
export async function confirmCardRepayment(
  deps: CardRepaymentDeps,
  userId: string,
  input: ParsedRequestOf<Endpoints['repaymentConfirm']>,
): Promise<ResponseOf<Endpoints['repaymentConfirm']>> {
  const order = await findOwnOrder(deps.db, userId, input.orderId);
  if (!UUID.test(input.repaymentRecordId)) throw repaymentNotFound();
  // A settled order still answers a repeated confirm with 800005, so this may be absent.
  const repayable = await findRepayableOrder(deps, userId, input.orderId).catch(() => undefined);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const record = await lockCardRepayment(tx, input.repaymentRecordId, userId, order.id);
    if (!record) throw repaymentNotFound();
    if (record.status === 'confirmed') return 'duplicate' as const;
    const live =
      record.code_hash &&
      record.code_expires_at &&
      record.code_expires_at > now &&
      record.wrong_tries < LOGIN_CODE_POLICY.maxWrongAttempts;
    if (!live || !sameDigest(hashCode(deps, record.id, input.verifyCode), record.code_hash!)) {
      await updateCardRepayment(tx, record.id, { wrong_tries: record.wrong_tries + 1 });
      return 'wrong' as const;
    }
    if (!repayable) throw statusConflict('This loan has nothing to repay');
    checkAmount(deps, repayable, record.amount);
    await updateCardRepayment(tx, record.id, {
      status: 'confirmed',
      confirmed_at: now,
      code_hash: null,
    });
    return record;
  });
  if (outcome === 'duplicate') {
    throw new AppError(BUSINESS_CODE.duplicatePayment, 'This payment was already submitted');
  }
  if (outcome === 'wrong') {
    throw new AppError(BUSINESS_CODE.wrongVerifyCode, 'Wrong or expired verification code');
  }
  const bank = await bankChannel(deps.db);
  const code = await generatePayCode(
    deps,
    userId,
    {
      productId: order.productId,
      orderId: input.orderId,
      amount: outcome.amount,
      isDelay: PAY_CODE_IS_INSTALMENT,
      channelNumber: bank,
    },
    undefined,
  );
  await deps.db
    .updateTable('card_repayments')
    .set({ pay_code_id: (await payCodeIdOf(deps.db, code.payCode)) ?? null })
    .where('id', '=', outcome.id)
    .execute();
  await deps.payments
    .chargeSavedAccount({
      reference: code.payCode,
      amount: outcome.amount,
      accountRef: outcome.payout_account_id,
    })
    .catch((error: unknown) => {
      throw borrowerErrorOf(error) ?? error;
    });
  return { repayRecordId: outcome.id, orderId: order.publicId };
}

/** The alipay-style repayment: an e-wallet pay code whose page the app opens. */
export async function huichaoRepayment(
  deps: CardRepaymentDeps,
  userId: string,
  input: ParsedRequestOf<Endpoints['repaymentHuichao']>,
): Promise<ResponseOf<Endpoints['repaymentHuichao']>> {
  const channels = await activeChannels(deps.db);
  const wallet = channels.find((channel) => channel.kind === CHANNEL_KIND.eWallet)!;
  const code = await generatePayCode(
    deps,
    userId,
    {
      productId: '',
      orderId: input.orderId,
      amount: input.amount,
      isDelay: PAY_CODE_IS_INSTALMENT,
      channelNumber: wallet.channelNumber,
    },
    undefined,
  );
  return { url: code.payUrl };
}

function payable(deps: RepaymentDeps, { state, today }: RepayableOrder): number {
  return payableAsOf(state, today, deps.config.costCap);
}

function checkAmount(deps: RepaymentDeps, repayable: RepayableOrder, amount: number) {
  const max = payable(deps, repayable);
  if (max === 0) throw new AppError(BUSINESS_CODE.nothingToPay, 'Nothing is due on this loan yet');
  if (amount > max) {
    throw notPayable(
      `The amount is more than the ${formatMoney(max, deps.config.brand)} payable now`,
    );
  }
}

async function bankChannel(db: Db): Promise<number> {
  const channels = await activeChannels(db);
  return channels.find((channel) => channel.kind === CHANNEL_KIND.bank)!.channelNumber;
}

function repaymentNotFound(): AppError {
  return new AppError(BUSINESS_CODE.repaymentNotFound, 'Repayment not found');
}
