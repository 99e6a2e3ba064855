import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import styles from './pay-notices.module.css';

type NoticeGroup = NonNullable<
  ResponseOf<typeof endpoints.installmentDetail>['defDetail']
>['payNotice'][number];

/** Grouped payment notices: a group title, then items each with a name and its steps. */
export function PayNotices({
  groups,
  heading,
}: {
  groups: readonly NoticeGroup[];
  heading: string;
}) {
  if (groups.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      {groups.map((group) => (
        <div key={group.title} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          {group.items.map((item) => (
            <div key={item.name} className={styles.item}>
              <h4 className={styles.itemName}>{item.name}</h4>
              <ol className={styles.steps}>
                {item.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
