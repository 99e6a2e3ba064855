import { List, ListItem } from '@/components/list.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import type { LoanQuote } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './repayment-plan.module.css';

const text = loanConfirmMessages;

/** Each instalment: its place in the plan (n/total), amount and payment date (YYYY-MM-DD). */
export function RepaymentPlan({ plans }: { plans: LoanQuote['repay_plans'] }) {
  if (plans.length === 0) return null;
  const total = plans.length;
  return (
    <List header={text.planHeader}>
      {plans.map((plan, index) => (
        <ListItem
          // An instalment's place in the plan is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          prefix={
            // The row's text says the same in words for screen readers.
            <span className={styles.progress} aria-hidden>
              {index + 1}/{total}
            </span>
          }
          description={plan.pay_time}
          extra={<span className={styles.amount}>{formatCurrency(plan.amount)}</span>}
        >
          {text.planItem(index + 1, total)}
        </ListItem>
      ))}
    </List>
  );
}
