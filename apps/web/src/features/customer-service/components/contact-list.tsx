import type { endpoints, ResponseOf } from '@loan/contract';
import { List, ListItem } from '@/components/list.tsx';
import { customerServiceMessages } from '../messages.ts';
import styles from './contact-list.module.css';

type ContactInfo = ResponseOf<typeof endpoints.contactKfInfo>;

const text = customerServiceMessages;

export function ContactList({ contact }: { contact: ContactInfo }) {
  return (
    <List header={text.contactHeader}>
      <ListItem title={text.phoneLabel}>
        <span className={styles.value}>{contact.smWa}</span>
      </ListItem>
      <ListItem title={text.emailLabel}>
        <a className={styles.value} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </ListItem>
    </List>
  );
}
