import { Loading } from '@/components/loading.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { Screen } from '@/lib/screen.ts';
import { contactKfInfoQueryOptions, useContactKfInfo } from '../api/get-contact-kf-info.ts';
import { ComplaintEntry } from '../components/complaint-entry.tsx';
import { ContactList } from '../components/contact-list.tsx';
import { customerServiceMessages } from '../messages.ts';
import styles from './customer-service.module.css';

const text = customerServiceMessages;

function ContactSection() {
  return (
    <QueryGate query={useContactKfInfo()} unavailable={text.unavailable} pending={<Loading />}>
      {(result) =>
        // A business failure was already toasted by the client; the page stays usable.
        result.success && result.data ? (
          <ContactList contact={result.data} />
        ) : (
          <p className={styles.unavailable}>{text.unavailable}</p>
        )
      }
    </QueryGate>
  );
}

export function CustomerServiceRoute() {
  return (
    <Page title={text.title}>
      <p className={styles.intro}>{text.intro}</p>
      <ContactSection />
      <ComplaintEntry />
    </Page>
  );
}

export const screen: Screen = {
  Component: CustomerServiceRoute,
  serverQueries: () => [contactKfInfoQueryOptions()],
};
