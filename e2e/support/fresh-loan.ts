import { randomBytes, randomInt } from 'node:crypto';
import { devSms, endpoints } from '@loan/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { fillProfile } from './applicant-profile.ts';
import { opsCli } from './ops-cli.ts';

/** A borrower of a test's own, signed in through the development SMS route. */
export interface FreshBorrower {
  phone: string;
  sessionid: string;
}

/** A new borrower: the first sign-in of a phone makes the account. */
export async function newBorrower(request: APIRequestContext): Promise<FreshBorrower> {
  const phone = `0917${String(randomInt(10_000_000)).padStart(7, '0')}`;
  return { phone, sessionid: await signIn(request, phone) };
}

/** A new session for the phone (a clock moved by months ends the one before). */
export async function signIn(request: APIRequestContext, phone: string): Promise<string> {
  const sent = await (await request.post(endpoints.loginCode.path, { data: { phone } })).json();
  expect(sent.code, sent.message).toBe(0);
  const sms = await (await request.get(`${devSms.path}?phone=${phone}`)).json();
  const login = await request.post(endpoints.login.path, {
    data: { phone, code: sms.data.code },
  });
  const body = await login.json();
  expect(body.code, body.message).toBe(0);
  return body.data.sessionid as string;
}

async function borrowerCall(
  request: APIRequestContext,
  borrower: FreshBorrower,
  path: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await request.post(`${path}?sessionid=${borrower.sessionid}`, {
    data,
    headers,
  });
  const body = await response.json();
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}

/** An application for `productId` waiting for a decision: bind the payout account, apply. */
export async function appliedLoan(
  request: APIRequestContext,
  borrower: FreshBorrower,
  productId: string,
): Promise<string> {
  await fillProfile(request, borrower.sessionid);
  await borrowerCall(request, borrower, endpoints.bindCardNew.path, {
    cardType: '1',
    channelNumber: '90006',
    gcashNumber: borrower.phone,
  });
  const quote = await borrowerCall(request, borrower, endpoints.loanDetailConfirm.path, {
    productId,
  });
  const pushed = await borrowerCall(
    request,
    borrower,
    endpoints.loanDetailPush.path,
    { amount: quote.amount, periods: quote.periods, termUnit: quote.termUnit, productId },
    { 'idempotency-key': randomBytes(12).toString('hex') },
  );
  return String(pushed.orderId);
}

/**
 * A loan of `productId` released to the borrower's GCash account, as the borrower and an
 * operator make it: bind the payout account, apply, approve, accept, release.
 */
export async function releasedLoan(
  request: APIRequestContext,
  baseURL: string,
  borrower: FreshBorrower,
  productId: string,
): Promise<string> {
  const orderId = await appliedLoan(request, borrower, productId);
  await opsCli(baseURL, 'orders', 'approve', orderId);
  await borrowerCall(request, borrower, endpoints.loanWithdraw.path, { orderId });
  await opsCli(baseURL, 'orders', 'disburse', orderId);
  return orderId;
}
