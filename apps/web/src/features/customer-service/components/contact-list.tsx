import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import { List, ListItem } from '@/components/list.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { customerServiceMessages } from '../messages.ts';
import styles from './contact-list.module.css';

type ContactInfo = ResponseOf<typeof endpoints.contactKfInfo>;

const text = customerServiceMessages;

export function ContactList({ contact }: { contact: ContactInfo }) {
  return (
    <List header={text.contactHeader}>
      <ListItem title={text.phoneLabel}>
        <a
          className={styles.value}
          href={`tel:${contact.smWa.replace(/[^\d+]/g, '')}`}
          onClick={(event) => {
            // The app dials through its shell; outside the app the bridge falls back to tel:.
            event.preventDefault();
            bridge.callPhone({ phone: contact.smWa });
          }}
        >
          {contact.smWa}
        </a>{' '}
        <a
          className={styles.value}
          href={`https://wa.me/${contact.smWa.replace(/\D/g, '')}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.whatsApp}
        </a>
      </ListItem>
      <ListItem title={text.emailLabel}>
        <a className={styles.value} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </ListItem>
    </List>
  );
}
