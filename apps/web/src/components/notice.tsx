import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** A centred message screen (placeholder, not found, error) with an optional action. */
export function Notice({
  title,
  text,
  action,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.notice}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
