import { useSyncExternalStore } from 'react';
import { Button } from '@/components/button.tsx';
import { clearBridgeLog, getBridgeLog, subscribeBridgeLog } from '@/lib/bridge/dev-log.ts';
import { testPreviewMessages } from '../messages.ts';
import styles from './test-preview.module.css';

const text = testPreviewMessages;

function time(at: number): string {
  return new Date(at).toISOString().slice(11, 23);
}

/** Every bridge call of this page's lifetime, newest first, and what the adapter did with it. */
export function BridgeLog() {
  const entries = useSyncExternalStore(subscribeBridgeLog, getBridgeLog, getBridgeLog);
  return (
    <section className={styles.card} aria-labelledby="bridge-log">
      <h2 id="bridge-log">{text.bridgeLogHeader}</h2>
      {entries.length === 0 ? (
        <p className={styles.status}>{text.bridgeLogEmpty}</p>
      ) : (
        <>
          <ul className={styles.log}>
            {[...entries].reverse().map((entry) => (
              <li key={`${entry.at}-${entry.action}-${JSON.stringify(entry.payload)}`}>
                {time(entry.at)} {entry.action} → {entry.channel} {JSON.stringify(entry.payload)}
                {entry.note ? ` (${entry.note})` : ''}
              </li>
            ))}
          </ul>
          <div className={styles.row}>
            <Button variant="secondary" size="small" onClick={clearBridgeLog}>
              {text.clearLog}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
