import { Button } from '@/components/button.tsx';
import type { OrderAction, OrderActionKind } from '../lib/order-actions.ts';
import styles from './order-actions.module.css';

/** The order's buttons; the repay/borrow action is the primary one, rollover the secondary. */
export function OrderActions({
  actions,
  onAction,
}: {
  actions: readonly OrderAction[];
  onAction: (kind: OrderActionKind) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <div key={action.kind}>
          {action.hint ? <p className={styles.hint}>{action.hint}</p> : null}
          <Button
            block
            variant={action.kind === 'rollover' ? 'secondary' : 'primary'}
            onClick={() => onAction(action.kind)}
          >
            {action.label}
          </Button>
        </div>
      ))}
    </div>
  );
}
