import { APP_ROUTES, formatPhilippineTime } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { lazyPart } from '@/lib/lazy-part.tsx';
import { orderIdsOf } from '@/lib/order-ids.ts';
import { useLocation } from '@/lib/router/router.tsx';
import { safeUrl } from '@/lib/safe-url.ts';
import type { Screen } from '@/lib/screen.ts';
import { OrderPageLink } from '../components/order-page-link.tsx';
import { repaymentMessages } from '../messages.ts';
import styles from './repayment-of-code.module.css';

const text = repaymentMessages;

// A page shows one of the two, each in a chunk of its own: the QR code with its QR library.
const LazyCodeCard = lazyPart('src/features/repayment/components/code-card.tsx', () =>
  import('../components/code-card.tsx').then((module) => module.CodeCard),
);
const LazyQrCode = lazyPart('src/features/repayment/components/qr-code.tsx', () =>
  import('../components/qr-code.tsx').then((module) => module.QrCode),
);
/** showType 1: a code to quote at the channel; anything else: a QR code to scan. */
const SHOW_TYPE_CODE = '1';

/**
 * /repaymentOfCode (loan-journey §2): the amount, what it clears, and the code or QR code to pay
 * it with; until when it is payable (Philippine time), or that it no longer is, and the way
 * back to the loan, when the address says.
 */
export function RepaymentOfCodeRoute() {
  const query = new URLSearchParams(useLocation().search);
  const payCode = query.get('payCode') ?? '';
  const amount = formatCurrency(query.get('repayAmount') ?? '');
  // The channel image comes from the address: shown only from our own or an allowed host.
  const imageParam = query.get('payCodeImg');
  const image = safeUrl(imageParam) ? imageParam : null;
  const expiry = formatPhilippineTime(query.get('expiresAt') ?? '');
  // Past its deadline the code no longer clears what it said: the page says so, not the code.
  const deadline = Date.parse(query.get('expiresAt') ?? '');
  const ended = Number.isFinite(deadline) && deadline <= Date.now();
  const clears = clearsText(query.get('clears'));
  const ids = orderIdsOf(query);
  return (
    <Page title={text.codeTitle}>
      {payCode && ended ? (
        <Notice title={text.codeEnded} text={text.codeEndedHint(expiry)} />
      ) : payCode ? (
        <>
          <section className={styles.amount}>
            <p className={styles.amountLabel}>{text.repaymentAmount}</p>
            <p className={styles.amountValue}>{amount}</p>
            {clears ? <p className={styles.clears}>{clears}</p> : null}
            {expiry ? <p className={styles.expiry}>{text.payBefore(expiry)}</p> : null}
          </section>
          {query.get('showType') === SHOW_TYPE_CODE ? (
            <LazyCodeCard label={text.repaymentCode} code={payCode} image={image} />
          ) : (
            <section className={styles.qr}>
              <h2 className={styles.scan}>{text.scanToPay}</h2>
              <LazyQrCode value={payCode} label={text.qrLabel(amount)} />
              <ol className={styles.tips}>
                {text.scanTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            </section>
          )}
        </>
      ) : (
        <Notice title={text.codeMissing} />
      )}
      {ids ? (
        <OrderPageLink ids={ids} route={APP_ROUTES.loanDetail} label={text.backToOrder} />
      ) : null}
    </Page>
  );
}

/**
 * What the amount does, from the address the server made (`clears`): `loan`, `rollover`,
 * `instalments:<from>:<to>:<of>` or `part:<centavos left>`; anything else says nothing.
 */
function clearsText(clears: string | null): string | null {
  const [what, ...figures] = (clears ?? '').split(':');
  const numbers = figures.map(Number);
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  if (what === 'loan' && numbers.length === 0) return text.clearsLoan;
  if (what === 'rollover' && numbers.length === 0) return text.clearsRollover;
  const [first = 0, second = 0, third = 0] = numbers;
  if (what === 'instalments' && numbers.length === 3 && first >= 1 && first <= second) {
    return second <= third ? text.clearsInstalments(first, second, third) : null;
  }
  if (what === 'part' && numbers.length === 1) return text.clearsPart(formatCurrency(first));
  return null;
}

export const screen: Screen = { Component: RepaymentOfCodeRoute };
