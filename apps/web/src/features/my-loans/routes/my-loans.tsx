import { useEffect } from 'react';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { Screen } from '@/lib/screen.ts';
import { type MyLoans, myLoansQueryOptions, useMyLoans } from '../api/get-my-loans.ts';
import { markMessagesRead } from '../api/mark-messages-read.ts';
import { CurrentLoan } from '../components/current-loan.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { LoanList, MessageList, PaymentList, PayoutAccount } from '../components/loan-lists.tsx';
import styles from '../components/my-loans.module.css';
import { ReminderSmsSwitch } from '../components/reminder-sms-switch.tsx';
import { myLoansMessages } from '../messages.ts';

const text = myLoansMessages;

/** Once shown, the messages count as read; this visit still marks them new. */
function useMarkShownRead(messages: MyLoans['messages']) {
  const unread = messages.filter((message) => !message.read).map((message) => message.id);
  const key = unread.join(',');
  useEffect(() => {
    if (key) void markMessagesRead(key.split(',')).catch(() => undefined);
  }, [key]);
}

/** The order page's unread count opens the messages: in-app navigation does not scroll to them. */
function useScrollToMessages() {
  useEffect(() => {
    if (window.location.hash === '#messages') document.getElementById('messages')?.scrollIntoView();
  }, []);
}

function MyLoansView({ home }: { home: MyLoans }) {
  useMarkShownRead(home.messages);
  useScrollToMessages();
  return (
    <>
      <LanguageSwitch />
      {home.current ? (
        <CurrentLoan loan={home.current} />
      ) : (
        <p className={styles.card}>{text.noCurrent}</p>
      )}
      <PayoutAccount account={home.payoutAccount} />
      <div id="messages">
        <MessageList
          messages={home.messages}
          unread={home.unread}
          settings={<ReminderSmsSwitch initial={home.reminderSms} />}
        />
      </div>
      <PaymentList payments={home.payments} />
      <LoanList loans={home.loans} />
    </>
  );
}

/** My loans: the borrower's home (ours), reached after sign-in, from the site and the shell. */
export function MyLoansRoute() {
  return (
    <Page title={text.title}>
      <QueryGate query={useMyLoans()} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <MyLoansView home={result.data} />
          ) : (
            <Notice title={text.notOpened} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: MyLoansRoute,
  serverQueries: () => [myLoansQueryOptions()],
};
