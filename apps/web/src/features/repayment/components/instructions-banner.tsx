import { APP_ROUTES } from '@loan/contract';
import { Link } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './instructions-banner.module.css';

/** The repayment-instructions banner (shown when isShowReyTop is 1): the payment-channel guide. */
export function InstructionsBanner() {
  return (
    <Link to={withSessionQuery(APP_ROUTES.repaymentInstructions)} className={styles.banner}>
      {repaymentMessages.instructionsBanner}
    </Link>
  );
}
