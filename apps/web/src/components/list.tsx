import type { ReactNode } from 'react';
import styles from './list.module.css';

/** A card-style list section, the app's standard grouping of rows (after antd-mobile's List). */
export function List({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.list}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** One row: an optional prefix, title, main text and description, and a value at the end. */
export function ListItem({
  prefix,
  title,
  description,
  extra,
  children,
}: {
  prefix?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.item}>
      {prefix ? <div className={styles.prefix}>{prefix}</div> : null}
      <div className={styles.main}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
