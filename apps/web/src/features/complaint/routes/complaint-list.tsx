import { APP_ROUTES } from '@loan/contract';
import { useState } from 'react';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { Link } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { withSessionQuery } from '@/lib/session-query.ts';
import {
  type ProblemList,
  problemListQueryOptions,
  useProblemList,
} from '../api/get-problem-list.ts';
import { complaintMessages } from '../messages.ts';
import styles from './complaint-list.module.css';

const text = complaintMessages;

function detailPath(problemId: string): string {
  return withSessionQuery(`${APP_ROUTES.complaintDetail}?${new URLSearchParams({ problemId })}`);
}

function ComplaintTabs({ list }: { list: ProblemList }) {
  // Opens on the first tab that holds a complaint, not on an empty one.
  const first = list.tabs.find((candidate) => candidate.list.length > 0) ?? list.tabs[0];
  const [active, setActive] = useState(first?.status ?? 0);
  const tab = list.tabs.find((candidate) => candidate.status === active);
  return (
    <>
      <div role="tablist" aria-label={text.listTitle} className={styles.tabs}>
        {list.tabs.map((candidate) => (
          <button
            key={candidate.status}
            type="button"
            role="tab"
            aria-selected={candidate.status === active}
            className={
              candidate.status === active ? `${styles.tab} ${styles.selected}` : styles.tab
            }
            onClick={() => setActive(candidate.status)}
          >
            {candidate.title} ({candidate.list.length})
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab?.title}>
        {tab && tab.list.length > 0 ? (
          <ul className={styles.entries}>
            {tab.list.map((entry) => (
              <li key={entry.id}>
                <Link to={detailPath(entry.id)} className={styles.entry}>
                  <span className={styles.meta}>
                    <span>{entry.type}</span>
                    <span>{entry.time}</span>
                  </span>
                  <span className={styles.content}>{entry.content}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Notice title={text.empty} />
        )}
      </div>
    </>
  );
}

/** The borrower's complaints under the server's tabs (/complaintList). */
export function ComplaintListRoute() {
  return (
    <Page title={text.listTitle}>
      <QueryGate query={useProblemList()} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <ComplaintTabs list={result.data} />
          ) : (
            <Notice title={text.unavailable} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: ComplaintListRoute,
  serverQueries: () => [problemListQueryOptions()],
};
