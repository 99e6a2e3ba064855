import { bridge } from '@/lib/bridge/bridge.ts';
import { loanDetailMessages } from '../messages.ts';
import styles from './order-links.module.css';

const text = loanDetailMessages;

/** 'Click to view more products' (the home screen) and the service phone, when there is one. */
export function OrderLinks({ phone }: { phone: string }) {
  return (
    <nav className={styles.links}>
      <button type="button" className={styles.link} onClick={() => bridge.goHome()}>
        {text.moreProducts}
      </button>
      {phone ? (
        <button type="button" className={styles.link} onClick={() => bridge.callPhone({ phone })}>
          {text.callService(phone)}
        </button>
      ) : null}
    </nav>
  );
}
