import { BUSINESS_CODE, type endpoints, type ResponseOf } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { maskPhone } from '../../lib/redact.ts';
import { supportPhone } from '../customer-service/customer-service.service.ts';
import { figuresOfOrder } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { findOwnOrder } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';
import { findReceipt, orderReceipts } from '../payments/payments.service.ts';
import { withRefundedCredit } from '../payments/receipt.ts';
import { userPhone } from '../user/user.service.ts';

/** The payments of the borrower's own order and what it still owes. */
export async function repaymentHistory(
  deps: LoanDeps,
  userId: string,
  orderId: string,
): Promise<ResponseOf<typeof endpoints.repaymentHistory>> {
  const order = await refreshOrder(deps, await findOwnOrder(deps.db, userId, orderId));
  const [figures, payments] = await Promise.all([
    figuresOfOrder(deps.db, order, phDate(deps.clock.now()), deps.config.costCap),
    orderReceipts(deps.db, order),
  ]);
  return {
    orderId: order.publicId,
    orderStatus: order.status,
    outstanding: figures?.totalOwed ?? 0,
    payments: withRefundedCredit(payments, figures?.refunded ?? 0, figures?.creditApplied ?? 0),
  };
}

/**
 * One official receipt of the borrower's, with the lender that issued it; someone else's gets the
 * same answer as a missing one.
 */
export async function repaymentReceipt(
  deps: LoanDeps,
  userId: string,
  receiptNo: string,
): Promise<ResponseOf<typeof endpoints.repaymentReceipt>> {
  const found = await findReceipt(deps.db, receiptNo);
  const phone = found?.userId === userId ? await userPhone(deps.db, userId) : undefined;
  if (!found || phone === undefined) {
    throw new AppError(BUSINESS_CODE.receiptNotFound, 'Receipt not found');
  }
  // What the order owes now: after a reversal the receipt says it, never that the loan is paid.
  const order = await findOwnOrder(deps.db, userId, found.receipt.orderId);
  const [figures, receipts] = await Promise.all([
    figuresOfOrder(deps.db, order, phDate(deps.clock.now()), deps.config.costCap),
    orderReceipts(deps.db, order),
  ]);
  // The order's refunds pay back its oldest credit first: this receipt's share of them.
  const refunded = withRefundedCredit(
    receipts,
    figures?.refunded ?? 0,
    figures?.creditApplied ?? 0,
  ).find((receipt) => receipt.receiptNo === receiptNo);
  const { brand } = deps.config;
  return {
    ...found.receipt,
    creditRefunded: refunded?.creditRefunded ?? 0,
    creditUsed: refunded?.creditUsed ?? 0,
    owedNow: figures?.totalOwed ?? 0,
    issuer: {
      name: brand.companyName,
      secRegistrationNumber: brand.secRegistrationNumber,
      certificateOfAuthorityNumber: brand.certificateOfAuthorityNumber,
      address: brand.companyAddress,
      email: brand.companyEmail,
      phone: await supportPhone(deps.db, brand),
    },
    borrowerPhone: maskPhone(phone),
  };
}
