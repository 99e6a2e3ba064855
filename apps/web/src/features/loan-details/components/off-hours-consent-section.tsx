import { formatPhilippineTime } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { type OffHoursConsent, useOffHoursConsent } from '../api/get-off-hours-consent.ts';
import { useGrantOffHoursConsent } from '../api/grant-off-hours-consent.ts';
import { useWithdrawOffHoursConsent } from '../api/withdraw-off-hours-consent.ts';
import { offHoursConsentMessages } from '../messages.ts';
import styles from './off-hours-consent-section.module.css';

const text = offHoursConsentMessages;

function ConsentState({ consent }: { consent: OffHoursConsent }) {
  const grant = useGrantOffHoursConsent(consent.orderId);
  const withdraw = useWithdrawOffHoursConsent(consent.orderId);
  const failed = [grant.data, withdraw.data].find((result) => result && !result.success);
  return (
    <>
      {consent.granted ? (
        <>
          <p className={styles.text}>
            {text.agreedAt(formatPhilippineTime(consent.granted.grantedAt))}
          </p>
          <blockquote className={styles.words}>{consent.granted.words}</blockquote>
          <Button
            block
            variant="secondary"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          >
            {text.withdraw}
          </Button>
        </>
      ) : consent.mayGrant ? (
        <>
          <p className={styles.text}>{text.youAgreeTo}</p>
          <blockquote className={styles.words}>{consent.words}</blockquote>
          <Button
            block
            variant="secondary"
            loading={grant.isPending}
            onClick={() => grant.mutate()}
          >
            {text.agree}
          </Button>
        </>
      ) : (
        <p className={styles.text}>{text.notNow}</p>
      )}
      {failed ? (
        <p className={styles.text} role="alert">
          {failed.message || text.failed}
        </p>
      ) : null}
    </>
  );
}

/**
 * The borrower's own choice about collection calls outside 6:00 AM to 10:00 PM (SEC MC 18
 * s.2019): the words they agree to, when they agreed, and a way to take it back.
 */
export function OffHoursConsentSection({ orderId }: { orderId: string }) {
  const query = useOffHoursConsent(orderId);
  const consent = query.data?.success ? query.data.data : null;
  if (!consent) return null;
  return (
    <section className={styles.section} aria-labelledby="off-hours-title">
      <h2 id="off-hours-title" className={styles.heading}>
        {text.title}
      </h2>
      <p className={styles.text}>{text.intro}</p>
      <div role="status">
        <ConsentState consent={consent} />
      </div>
    </section>
  );
}
