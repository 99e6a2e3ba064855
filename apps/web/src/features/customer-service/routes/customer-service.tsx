import { Button } from '@/components/button.tsx';
import { Loading } from '@/components/loading.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';
import type { Screen } from '@/lib/screen.ts';
import { contactKfInfoQueryOptions, useContactKfInfo } from '../api/get-contact-kf-info.ts';
import { ComplaintEntry } from '../components/complaint-entry.tsx';
import { ContactList } from '../components/contact-list.tsx';
import { customerServiceMessages } from '../messages.ts';
import styles from './customer-service.module.css';

const text = customerServiceMessages;

function ContactSection() {
  const query = useContactKfInfo();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Notice
        title={text.unavailable}
        action={
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              void query.refetch();
            }}
          >
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  // A business failure was already toasted by the client; the page stays usable.
  const contact = query.data.success ? query.data.data : null;
  if (!contact) return <p className={styles.unavailable}>{text.unavailable}</p>;
  return <ContactList contact={contact} />;
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
