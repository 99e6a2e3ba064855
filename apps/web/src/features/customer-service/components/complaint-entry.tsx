import { APP_ROUTES } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { useNavigate } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { customerServiceMessages } from '../messages.ts';
import styles from './complaint-entry.module.css';

const text = customerServiceMessages;

export function ComplaintEntry() {
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-labelledby="complaint-entry-heading">
      <h2 id="complaint-entry-heading" className={styles.heading}>
        {text.feedbackHeader}
      </h2>
      <p className={styles.hint}>{text.complaintHint}</p>
      <Button block onClick={() => navigate(withSessionQuery(APP_ROUTES.complaint))}>
        {text.complaint}
      </Button>
    </section>
  );
}
