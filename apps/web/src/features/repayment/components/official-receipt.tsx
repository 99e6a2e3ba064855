import { formatPhilippineTime, lenderRegistrationText } from '@loan/contract';
import type { ReactNode } from 'react';
import { wholeWords } from '@/components/whole-words.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import type { Receipt } from '../api/get-repayment-receipt.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './official-receipt.module.css';

const text = repaymentMessages;

function Row({ name, children, strong }: { name: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt className={styles.label}>{name}</dt>
      <dd className={styles.value}>
        {typeof children === 'string' ? wholeWords(children) : children}
      </dd>
    </div>
  );
}

/** The date and the time each stay whole: a narrow line breaks between them, never before PHT. */
function PhilippineTime({ iso }: { iso: string }) {
  const formatted = formatPhilippineTime(iso);
  const gap = formatted.indexOf(' ');
  return (
    <time dateTime={iso}>
      <span className={styles.nowrap}>{formatted.slice(0, gap)}</span>{' '}
      <span className={styles.nowrap}>{formatted.slice(gap + 1)}</span>
    </time>
  );
}

/** One payment's official receipt, laid out to print on A4 as on an 80 mm roll. */
export function OfficialReceipt({ receipt }: { receipt: Receipt }) {
  const { issuer, allocation } = receipt;
  return (
    <article className={styles.receipt} aria-labelledby="official-receipt-title">
      <header className={styles.issuer}>
        <p className={styles.company}>{issuer.name}</p>
        <p>{issuer.address}</p>
        <p>{lenderRegistrationText(issuer)}</p>
        <p>
          <span className={styles.nowrap}>{issuer.phone}</span> ·{' '}
          <span className={styles.nowrap}>{issuer.email}</span>
        </p>
      </header>
      <h2 id="official-receipt-title" className={styles.title}>
        {text.officialReceipt}
      </h2>
      <dl className={styles.rows}>
        <Row name={text.receiptRows.receiptNo} strong>
          {receipt.receiptNo}
        </Row>
        <Row name={text.receiptRows.paidAt}>
          <PhilippineTime iso={receipt.paidAt} />
        </Row>
        <Row name={text.receiptRows.borrower}>{receipt.borrowerPhone}</Row>
        <Row name={text.receiptRows.orderId}>{receipt.orderId}</Row>
        <Row name={text.receiptRows.kind}>{text.kinds[receipt.kind]}</Row>
        <Row name={text.receiptRows.channel}>{receipt.channel}</Row>
        <Row name={text.receiptRows.reference}>{receipt.reference}</Row>
        {receipt.reversedAt ? (
          <Row name={text.receiptRows.reversedAt} strong>
            <PhilippineTime iso={receipt.reversedAt} />
          </Row>
        ) : null}
      </dl>
      {receipt.reversedAt ? <p className={styles.section}>{text.reversed}</p> : null}
      <dl className={styles.rows}>
        <Row name={text.receiptRows.amount} strong>
          {formatCurrency(receipt.amount)}
        </Row>
        {receipt.creditApplied > 0 ? (
          <Row name={text.receiptRows.creditApplied}>{formatCurrency(receipt.creditApplied)}</Row>
        ) : null}
      </dl>
      <p className={styles.section}>{text.allocationTitle}</p>
      <dl className={styles.rows}>
        <Row name={text.receiptRows.penalty}>{formatCurrency(allocation.penalty)}</Row>
        <Row name={text.receiptRows.defaultInterest}>
          {formatCurrency(allocation.defaultInterest)}
        </Row>
        <Row name={text.receiptRows.interest}>{formatCurrency(allocation.interest)}</Row>
        <Row name={text.receiptRows.principal}>{formatCurrency(allocation.principal)}</Row>
        <Row name={text.receiptRows.unapplied}>
          {formatCurrency(allocation.unapplied - receipt.creditRefunded - receipt.creditUsed)}
        </Row>
        {receipt.creditUsed > 0 ? (
          <Row name={text.receiptRows.creditUsed}>{formatCurrency(receipt.creditUsed)}</Row>
        ) : null}
        {receipt.creditRefunded > 0 ? (
          <Row name={text.receiptRows.creditRefunded}>{formatCurrency(receipt.creditRefunded)}</Row>
        ) : null}
      </dl>
      <dl className={styles.rows}>
        <Row name={text.receiptRows.outstandingAfter} strong>
          {formatCurrency(receipt.outstandingAfter)}
        </Row>
        {receipt.reversedAt && receipt.owedNow !== null ? (
          <Row name={text.receiptRows.owedNow} strong>
            {formatCurrency(receipt.owedNow)}
          </Row>
        ) : null}
      </dl>
      <footer className={styles.footer}>{text.receiptFooter(issuer.name)}</footer>
    </article>
  );
}
