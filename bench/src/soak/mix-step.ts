import { type EndpointDescriptor, LANG_HEADER, ORDER_STATUS } from '@loan/contract';
import type { Reply, SoakHttp } from './http-client.ts';
import type { Recorder } from './recorder.ts';
import type { SoakBorrower, SoakTracked } from './soak-db.ts';

/** One arrival of the open loop: a borrower's (or operator's, or provider's) action. */
export type Scenario = (ctx: SoakContext, scheduledAt: number) => Promise<void>;

export interface SoakContext {
  http: SoakHttp;
  recorder: Recorder;
  borrowers: SoakBorrower[];
  webhookSecret: string;
  opsToken: string;
  tracked: SoakTracked;
  /** Complaint images uploaded through one process and read back through the other. */
  crossImageReads: { ok: number; failed: number };
  /** Signed callbacks acknowledged so far: some are sent again, as a provider retries. */
  acknowledged: string[];
  sequence: number;
  /** Distinguishes this run's provider ids, phones and texts from another run's. */
  runTag: string;
}

export const GCASH = 20001;
export const APPLY_PRODUCT = '1002';
export const OPS_ADDRESS = '203.177.12.10';
export const PROVIDER_ADDRESSES = Array.from({ length: 8 }, (_, i) => `3.1.${40 + i}.${17 + i}`);
export const PART_PAYMENT = 10_000;
/**
 * How often a payment is the whole balance. The seed's 1,500 loans out are the run's only
 * payable ones (a loan released during the run may not be prepaid for half its term): full
 * payments are rare enough that they last a 30-minute run.
 */
export const FULL_PAYMENT_SHARE = 0.04;
export const CHANNEL_FIELDS = { app_from: 'fb', user_from: 'ad1', utm_tag: 'soak' };

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Borrowers come from two mobile carriers' ranges, one address each. */
export function clientAddress(index: number): string {
  const a = (index >> 8) & 255;
  const b = index & 255;
  return index % 2 === 0 ? `112.198.${a}.${b}` : `49.145.${a}.${b}`;
}

export function isRefused(reply: Reply): boolean {
  const code = reply.json?.code;
  return reply.status === 200 && code !== undefined && code !== 0 && code !== '00';
}

export function reasonOf(reply: Reply): string | undefined {
  if (reply.status === 200 && !isRefused(reply)) return undefined;
  const json = reply.json ?? {};
  const message = String(json.message ?? json.result ?? '').slice(0, 120);
  return `${reply.status} ${json.code ?? ''} ${message}`.trim();
}

export interface Step {
  route: string;
  /** When the step counts from: the arrival's scheduled time for the first step. */
  since?: number;
  target?: number;
  method?: 'GET' | 'POST';
  path: string;
  session?: string;
  clientIp?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  rawBody?: string;
  /** A call the borrower app makes through the contract: it names the page's language. */
  appCall?: boolean;
}

// As the app's endpoint requests do (apps/web endpoint-request.ts): the server answers in the
// page's language without looking up the borrower's saved one.
const APP_CALL_HEADERS = { [LANG_HEADER]: 'en' };

export async function step(ctx: SoakContext, s: Step): Promise<Reply> {
  const since = s.since ?? performance.now();
  const headers = s.appCall ? { ...APP_CALL_HEADERS, ...s.headers } : s.headers;
  const path = s.session
    ? `${s.path}${s.path.includes('?') ? '&' : '?'}sessionid=${encodeURIComponent(s.session)}`
    : s.path;
  try {
    const reply = await ctx.http.call({
      method: s.method ?? 'POST',
      path,
      target: s.target ?? randomTarget(ctx),
      ...(s.clientIp === undefined ? {} : { clientIp: s.clientIp }),
      ...(s.json === undefined ? {} : { json: s.json }),
      ...(s.form === undefined ? {} : { form: s.form }),
      ...(headers === undefined ? {} : { headers }),
      ...(s.rawBody === undefined ? {} : { rawBody: s.rawBody }),
    });
    ctx.recorder.record(
      s.route,
      performance.now() - since,
      reply.status,
      isRefused(reply),
      reasonOf(reply),
    );
    return reply;
  } catch (error) {
    ctx.recorder.record(s.route, performance.now() - since, 0, false, String(error).slice(0, 120));
    throw error;
  }
}

export function randomTarget(ctx: SoakContext): number {
  return Math.floor(Math.random() * ctx.http.baseUrls.length);
}

export function api(descriptor: EndpointDescriptor): {
  path: string;
  method: 'GET' | 'POST';
  appCall: true;
} {
  return { path: descriptor.path, method: descriptor.method, appCall: true };
}

export function data(reply: Reply): Record<string, unknown> | undefined {
  return reply.json?.code === 0 ? (reply.json.data as Record<string, unknown>) : undefined;
}

export function borrower(ctx: SoakContext, filter?: (b: SoakBorrower) => boolean) {
  for (let tries = 0; tries < 20; tries += 1) {
    const index = Math.floor(Math.random() * ctx.borrowers.length);
    const b = ctx.borrowers[index]!;
    if (!filter || filter(b)) return { b, ip: clientAddress(index) };
  }
  return undefined;
}

export const loanOut = (b: SoakBorrower) => b.order.status !== ORDER_STATUS.approved;

const PAYABLE: readonly number[] = [ORDER_STATUS.disbursed, ORDER_STATUS.due, ORDER_STATUS.overdue];
const ROLLOVER_OPEN: readonly number[] = [ORDER_STATUS.due, ORDER_STATUS.overdue];

/** A loan that takes payments, as far as the run has seen (full payments settle it). */
export const payable = (b: SoakBorrower) => PAYABLE.includes(b.order.status);
export const rolloverOpen = (b: SoakBorrower) => ROLLOVER_OPEN.includes(b.order.status);

export function opsHeaders(ctx: SoakContext): Record<string, string> {
  return { authorization: `Bearer ${ctx.opsToken}` };
}
