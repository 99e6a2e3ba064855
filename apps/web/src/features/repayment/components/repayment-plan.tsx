import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import { List, ListItem } from '@/components/list.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { repaymentMessages } from '../messages.ts';

type PlanItem = ResponseOf<typeof endpoints.delayDetail>['repayPlan'][number];

/** The plan after a rollover: remark, title, amount and time of each instalment left. */
export function RepaymentPlan({ plan }: { plan: readonly PlanItem[] }) {
  if (plan.length === 0) return null;
  return (
    <List header={repaymentMessages.planTitle}>
      {plan.map((item) => (
        <ListItem
          key={`${item.remark}-${item.time}`}
          title={item.remark}
          description={item.time}
          extra={<strong>{formatCurrency(item.amount)}</strong>}
        >
          {item.title}
        </ListItem>
      ))}
    </List>
  );
}
