import {
  type BrandConfig,
  DECISION_WITHIN_DAYS,
  DEFAULT_DAILY_INTEREST_TIERS,
  DEFAULT_PENALTY_NEW_CLIENT,
  DEFAULT_PENALTY_REPEAT_CLIENT,
  lenderRegistrationText,
  MINOR_UNITS_PER_MAJOR,
  PERSONAL_DETAILS_NOTICE_DAYS,
  PREPAYMENT_MIN_DAYS_AFTER_RELEASE,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import type { Quote } from '@loan/loan-engine';
import { escapeHtml as e } from '../../lib/html.ts';
import { formatBps, formatMoney } from '../../lib/money-format.ts';

/**
 * The version of each document's template. Change it with any change to the document's wording or
 * figures shown, so an order's history says which text the borrower agreed to.
 */
export const AGREEMENT_TEMPLATE_VERSION = {
  agreement: 'loan-agreement/2026-12-02',
  disclosure: 'disclosure-statement/2026-12-02',
} as const;

export interface AgreementPageData {
  kind: 'agreement' | 'disclosure';
  title: string;
  brand: BrandConfig;
  maskedPhone: string;
  /** The borrower's full name from their profile (decision 0083); null before they have one. */
  borrowerName: string | null;
  productName: string;
  /** '' for an offer not yet applied for. */
  orderId: string;
  released: boolean;
  quote: Quote;
  costCapBps: number;
  issuedOn: string;
  /** A plain summary in the reader's language above the document, or '' (docs/decisions/0047). */
  summaryHtml?: string;
}

// Below 480 px (a phone, or the app's agreement popup) every table row becomes a block of
// label/value lines, so no figure is ever cut or needs sideways scrolling.
const STYLE = `body{font:15px/1.5 -apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f2a44;margin:0;padding:16px;overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:20px 0 8px}p{margin:6px 0}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #d8dce5;padding:6px;text-align:left}
td.n{text-align:right;white-space:nowrap}.muted{color:#5b6475;font-size:13px}
.summary{margin:12px 0;padding:8px 12px;border-left:4px solid #1f2a44;background:#f4f6fa}.summary h2{margin:4px 0}.summary ul{margin:6px 0;padding-left:20px}
@media (max-width:480px){body{padding:12px}table,tbody,tr,th,td{display:block;width:auto}
tr{border:1px solid #d8dce5;border-bottom:0;padding:4px 8px}table{border-bottom:1px solid #d8dce5}
th,td{border:0;padding:2px 0}td.n{text-align:left;white-space:normal;font-weight:600}
tr.head{display:none}td[data-label]::before{content:attr(data-label) ": ";font-weight:400;color:#5b6475}}`;

/** A complete HTML document: the borrower's figures, every value escaped. */
export function renderAgreementPage(data: AgreementPageData): string {
  const body = [
    header(data),
    data.summaryHtml ?? '',
    disclosureTable(data),
    scheduleTable(data),
    data.kind === 'agreement' ? agreementTerms(data) : '',
    `<p class="muted">Issued on ${e(data.issuedOn)}. Questions: ${e(data.brand.companyEmail)}, ${e(data.brand.companyPhone)}.</p>`,
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(data.title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

function header(data: AgreementPageData): string {
  const { brand } = data;
  const reference = data.orderId ? `Order ${e(data.orderId)}` : 'Offer (not yet applied for)';
  return `<h1>${e(data.title)}</h1>
<p class="muted">${e(data.productName)} &middot; ${reference}</p>
<p><strong>Lender:</strong> ${e(brand.companyName)}, ${e(brand.companyAddress)}</p>
<p class="muted">${e(lenderRegistrationText(brand))}</p>
<p><strong>Borrower:</strong> ${borrowerText(data)}</p>`;
}

function borrowerText(data: AgreementPageData): string {
  const phone = `mobile number ${e(data.maskedPhone)}`;
  return data.borrowerName ? `${e(data.borrowerName)}, ${phone}` : phone;
}

const instalments = (count: number) => (count === 1 ? '1 instalment' : `${count} instalments`);

function disclosureTable(data: AgreementPageData): string {
  const q = data.quote;
  const money = (minor: number) => e(formatMoney(minor, data.brand));
  const release = data.released ? q.releaseDate : `${q.releaseDate} (if released today)`;
  const rows: Array<[string, string]> = [
    ['Principal amount of the loan', money(q.principal)],
    ['Service fee (deducted at release)', money(q.serviceFee)],
    ['Interest', money(q.interest)],
    ['Total finance charges (fee + interest)', money(q.totalCost)],
    ['Net proceeds of the loan', money(q.netProceeds)],
    ['Total amount to be repaid', money(q.totalRepayable)],
    ['Effective annual interest rate', e(formatBps(q.effectiveAnnualRateBps))],
    ['Daily interest rate', e(formatBps(q.dailyInterestBps))],
    ['Loan term', `${e(q.termDays)} days, ${e(instalments(q.periods))}`],
    ['Release date', e(release)],
  ];
  const cells = rows.map(
    ([label, value]) => `<tr><th>${e(label)}</th><td class="n">${value}</td></tr>`,
  );
  return `<h2>Disclosure of loan terms</h2><table>${cells.join('')}</table>`;
}

function scheduleTable(data: AgreementPageData): string {
  const money = (minor: number) => e(formatMoney(minor, data.brand));
  const rows = data.quote.schedule.map(
    (item) =>
      `<tr><td data-label="#">${e(item.n)}/${e(item.total)}</td><td data-label="Due date">${e(item.dueDate)}</td><td class="n" data-label="Principal">${money(item.principal)}</td><td class="n" data-label="Interest">${money(item.interest)}</td><td class="n" data-label="Amount">${money(item.amount)}</td></tr>`,
  );
  return `<h2>Repayment schedule</h2><table><tr class="head"><th>#</th><th>Due date</th><th>Principal</th><th>Interest</th><th>Amount</th></tr>${rows.join('')}</table>`;
}

function agreementTerms(data: AgreementPageData): string {
  const peso = (major: number) => e(formatMoney(major * MINOR_UNITS_PER_MAJOR, data.brand));
  const tiers = DEFAULT_DAILY_INTEREST_TIERS.map((tier) =>
    tier.toDay === null
      ? `${tier.percent}% from day ${tier.fromDay}`
      : `${tier.percent}% on days ${tier.fromDay}-${tier.toDay}`,
  ).join(', ');
  const brand = data.brand;
  return `<h2>Terms</h2>
<p>1. The Lender decides on the application within ${e(DECISION_WITHIN_DAYS)} day. Once the Borrower accepts an approved loan, the net proceeds are credited within ${e(RELEASE_MIN_DAYS)} to ${e(RELEASE_MAX_DAYS)} calendar days.</p>
<p>2. The Borrower repays each instalment on its due date through the payment channels shown in the ${e(brand.appNameEn)} app.</p>
<p>3. Prepayment is allowed once half of the loan term has elapsed and no earlier than ${e(PREPAYMENT_MIN_DAYS_AFTER_RELEASE)} days after release.</p>
<p>4. If an instalment is not paid on its due date, a one-time default penalty of ${peso(DEFAULT_PENALTY_NEW_CLIENT)} (new clients) or ${peso(DEFAULT_PENALTY_REPEAT_CLIENT)} (repeat clients) applies, plus daily default interest on the unpaid amount: ${e(tiers)}.</p>
<p>5. The total cost of the loan (fees, interest, penalties and default interest) never exceeds ${e(formatBps(data.costCapBps))} of the principal.</p>
<p>6. A prolongation extends the loan for the same period and requires all interest and penalties due to be paid first.</p>
<p>7. The Borrower notifies the Lender of any change of personal details within ${e(PERSONAL_DETAILS_NOTICE_DAYS)} calendar days.</p>`;
}
