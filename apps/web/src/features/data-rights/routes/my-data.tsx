import { formatPhilippineDate } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { DetailRows } from '@/components/detail-rows.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import type { Screen } from '@/lib/screen.ts';
import { type MyData, myDataQueryOptions, useMyData } from '../api/get-my-data.ts';
import { getMyDataExport } from '../api/get-my-data-export.ts';
import { ConsentList } from '../components/consent-list.tsx';
import { ErasureSection } from '../components/erasure-section.tsx';
import { dataRightsMessages } from '../messages.ts';
import styles from './my-data.module.css';

const text = dataRightsMessages;

/** Saves the data as a person reads it (the server's words, pesos and Philippine times) as a file. */
async function download(data: MyData) {
  try {
    const result = await getMyDataExport();
    // A refusal was told by the client's toast.
    if (!result.success || !result.data) return;
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = text.fileName(formatPhilippineDate(data.exportedAt));
    link.click();
    URL.revokeObjectURL(link.href);
  } catch (error) {
    reportCallFailure(error);
  }
}

function summaryRows(data: MyData) {
  const s = text.sections;
  return [
    { text: text.mobile, value: data.profile.phone },
    { text: text.registeredAt, value: formatPhilippineDate(data.profile.registeredAt) },
    { text: text.language, value: data.language ? text.languages[data.language] : text.notChosen },
    { text: text.payoutAccount, value: data.payoutAccount ?? text.noPayoutAccount },
    { text: s.orders, value: text.count(data.orders.length) },
    { text: s.payments, value: text.count(data.payments.length) },
    { text: s.complaints, value: text.count(data.complaints.length) },
    { text: text.messages, value: text.count(data.messages.length) },
    { text: s.sessions, value: text.count(data.sessions.length) },
  ];
}

/** The borrower's data (RA 10173): what is held, a copy to download, and an erasure request. */
export function MyDataRoute() {
  return (
    <Page title={text.title}>
      <p className={styles.intro}>{text.intro}</p>
      <QueryGate query={useMyData()} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <>
              <DetailRows rows={summaryRows(result.data)} />
              <ConsentList
                consents={result.data.consents}
                hasLoans={result.data.orders.length > 0}
              />
              <div className={styles.section}>
                <Button block onClick={() => void download(result.data!)}>
                  {text.download}
                </Button>
              </div>
              <ErasureSection data={result.data} />
            </>
          ) : (
            <Notice title={text.unavailable} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: MyDataRoute,
  serverQueries: () => [myDataQueryOptions()],
};
