import { useState } from 'react';
import type { ComplaintOrder } from '../api/get-problem-init.ts';
import { complaintMessages } from '../messages.ts';
import { ComplaintOrderCard } from './complaint-order-card.tsx';
import styles from './order-chooser.module.css';

const text = complaintMessages;

/** The chosen order's card, and 'All' to choose another of the borrower's orders. */
export function OrderChooser({
  orders,
  chosen,
  onChoose,
}: {
  orders: readonly ComplaintOrder[];
  chosen: ComplaintOrder;
  onChoose: (order: ComplaintOrder) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-label={text.chosenOrder}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{text.chosenOrder}</h2>
        {orders.length > 1 ? (
          <button
            type="button"
            className={styles.all}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {text.all}
          </button>
        ) : null}
      </div>
      {open ? (
        <div role="radiogroup" aria-label={text.chooseOrder}>
          {orders.map((order) => (
            // biome-ignore lint/a11y/useSemanticElements: a whole order card acting as one radio
            <button
              key={order.orderNo}
              type="button"
              role="radio"
              aria-checked={order.orderNo === chosen.orderNo}
              className={
                order.orderNo === chosen.orderNo
                  ? `${styles.option} ${styles.chosen}`
                  : styles.option
              }
              onClick={() => {
                onChoose(order);
                setOpen(false);
              }}
            >
              <ComplaintOrderCard order={order} />
            </button>
          ))}
        </div>
      ) : (
        <ComplaintOrderCard order={chosen} />
      )}
    </section>
  );
}
