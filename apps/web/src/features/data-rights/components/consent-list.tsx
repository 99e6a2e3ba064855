import { formatPhilippineTime } from '@loan/contract';
import { List, ListItem } from '@/components/list.tsx';
import { wholeWords } from '@/components/whole-words.tsx';
import type { MyData } from '../api/get-my-data.ts';
import { dataRightsMessages } from '../messages.ts';
import styles from './consent-list.module.css';

const text = dataRightsMessages;

/** Each consent as the borrower gave it: the loan, when, and the documents with their versions. */
export function ConsentList({
  consents,
  hasLoans,
}: {
  consents: MyData['consents'];
  hasLoans: boolean;
}) {
  return (
    <List header={text.consentsTitle}>
      {consents.length === 0 ? (
        <p className={styles.empty}>{hasLoans ? text.noConsentsRecorded : text.noConsents}</p>
      ) : null}
      {consents.map((consent) => (
        <ListItem
          key={`${consent.orderId}-${consent.at}`}
          title={wholeWords(text.consentOrder(consent.orderId))}
          description={text.consentAt(formatPhilippineTime(consent.at))}
        >
          <ul className={styles.documents}>
            {consent.documents.map((d) => (
              <li key={d.document}>
                {text.documentVersion(text.documents[d.document], d.version)}
              </li>
            ))}
          </ul>
        </ListItem>
      ))}
    </List>
  );
}
