import { bridge } from '@/lib/bridge/bridge.ts';
import { messages } from '@/lib/messages.ts';
import styles from './order-links.module.css';

const text = messages.loanDetail;

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
