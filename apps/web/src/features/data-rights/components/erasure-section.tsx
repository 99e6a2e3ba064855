import { formatPhilippineDate, formatPhilippineTime } from '@loan/contract';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { DetailRows } from '@/components/detail-rows.tsx';
import { Dialog } from '@/components/dialog.tsx';
import type { MyData } from '../api/get-my-data.ts';
import { useRequestErasure } from '../api/request-erasure.ts';
import { useWithdrawErasure } from '../api/withdraw-erasure.ts';
import { dataRightsMessages } from '../messages.ts';
import styles from './erasure-section.module.css';

const text = dataRightsMessages;

type ErasureRequest = MyData['erasureRequests'][number];
type ErasureState = keyof typeof text.states;

/** Where a request stands; `today` is the server's Philippine date, as the export was made. */
export function erasureState(request: ErasureRequest, today: string): ErasureState {
  if (request.status === 'completed') return 'completed';
  if (request.eraseFrom === null) return 'waitingForLoans';
  return request.eraseFrom > today ? 'scheduled' : 'due';
}

function requestRows(request: ErasureRequest, state: ErasureState) {
  return [
    { text: text.erasureRequest, value: request.reference },
    { text: text.erasureReceived, value: formatPhilippineTime(request.requestedAt) },
    { text: text.erasureState, value: text.states[state] },
    ...(state === 'scheduled' && request.eraseFrom
      ? [{ text: text.erasureFrom, value: request.eraseFrom }]
      : []),
    ...(request.completedAt
      ? [{ text: text.erasureDone, value: formatPhilippineDate(request.completedAt) }]
      : []),
  ];
}

function RequestState({ request, today }: { request: ErasureRequest; today: string }) {
  const state = erasureState(request, today);
  return (
    <div className={styles.request}>
      <DetailRows rows={requestRows(request, state)} />
      {state === 'completed' ? null : (
        <p className={styles.note}>
          {text.erasureNote[state]} {text.erasureQuote}
        </p>
      )}
    </div>
  );
}

/** What erasure keeps and anonymises, the borrower's requests and where each stands. */
export function ErasureSection({ data }: { data: MyData }) {
  const erasure = useRequestErasure();
  const withdrawal = useWithdrawErasure();
  const [confirming, setConfirming] = useState(false);
  const open = data.erasureRequests.some((r) => r.status === 'received');
  const today = formatPhilippineDate(data.exportedAt);
  const refused = [erasure.data, withdrawal.data].find((result) => result && !result.success);
  return (
    <section className={styles.section} aria-labelledby="erasure-title">
      <h2 id="erasure-title" className={styles.heading}>
        {text.erasureTitle}
      </h2>
      <p className={styles.text}>{text.erasureText}</p>
      <h3 className={styles.subheading}>{text.keptTitle}</h3>
      <p className={styles.text}>{text.kept}</p>
      <h3 className={styles.subheading}>{text.anonymisedTitle}</h3>
      <p className={styles.text}>{text.anonymised}</p>
      <div role="status">
        {data.erasureRequests.map((request) => (
          <RequestState key={request.reference} request={request} today={today} />
        ))}
        {!open && withdrawal.data?.data?.withdrawn ? (
          <p className={styles.text}>{text.erasureWithdrawn}</p>
        ) : null}
      </div>
      {open ? (
        <Button
          block
          variant="secondary"
          loading={withdrawal.isPending}
          onClick={() => withdrawal.mutate()}
        >
          {text.erasureWithdraw}
        </Button>
      ) : (
        <Button
          block
          variant="secondary"
          loading={erasure.isPending}
          onClick={() => setConfirming(true)}
        >
          {text.erasureButton}
        </Button>
      )}
      {refused ? (
        <p className={styles.text} role="alert">
          {refused.message || text.erasureFailed}
        </p>
      ) : null}
      <Dialog
        visible={confirming}
        title={text.erasureConfirmTitle}
        content={data.orders.length === 0 ? text.erasureConfirmNoLoans : text.erasureConfirmLoans}
        actions={[
          { key: 'cancel', text: text.erasureCancel, onClick: () => setConfirming(false) },
          {
            key: 'erase',
            text: text.erasureConfirm,
            primary: true,
            onClick: () => {
              setConfirming(false);
              erasure.mutate();
            },
          },
        ]}
      />
    </section>
  );
}
