import { useState } from 'react';
import { DetailRows } from '@/components/detail-rows.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import {
  type ProblemDetail,
  problemDetailQueryOptions,
  useProblemDetail,
} from '../api/get-problem-detail.ts';
import { ComplaintRatingDialog } from '../components/complaint-rating-dialog.tsx';
import { complaintMessages } from '../messages.ts';
import styles from './complaint-detail.module.css';

const text = complaintMessages;

function Photos({ urls, label }: { urls: readonly string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={text.photo(index + 1)} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ComplaintDetail({ detail }: { detail: ProblemDetail }) {
  const [rated, setRated] = useState(false);
  const answered = detail.disposeDetail !== '' || detail.disposeImages.length > 0;
  return (
    <>
      <DetailRows
        rows={[
          { text: text.type, value: detail.type },
          ...(detail.sonType ? [{ text: text.sonType, value: detail.sonType }] : []),
          ...detail.rows,
        ]}
      />
      <section className={styles.card}>
        <h2 className={styles.heading}>{text.content}</h2>
        <p className={styles.text}>{detail.content}</p>
        <Photos urls={detail.images} label={text.yourImages} />
      </section>
      {answered ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>{text.processResult}</h2>
          <p className={styles.from}>{text.fromService}</p>
          <p className={styles.text}>{detail.disposeDetail}</p>
          <Photos urls={detail.disposeImages} label={text.replyImages} />
        </section>
      ) : null}
      <ComplaintRatingDialog
        problemId={detail.problemId}
        needed={detail.isNeedScore !== 0 && !rated}
        onRated={() => setRated(true)}
      />
    </>
  );
}

function ComplaintDetailData({ problemId }: { problemId: string }) {
  return (
    <QueryGate query={useProblemDetail(problemId)} unavailable={text.unavailable}>
      {(result) =>
        result.success && result.data ? (
          <ComplaintDetail detail={result.data} />
        ) : (
          <Notice title={text.unavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** A complaint, read-only, with customer service's answer when there is one (/complainDetails). */
export function ComplaintDetailRoute() {
  const problemId = getPageQueryValue('problemId');
  return (
    <Page title={text.detailTitle}>
      {problemId ? (
        <ComplaintDetailData problemId={problemId} />
      ) : (
        <Notice title={text.unavailable} />
      )}
    </Page>
  );
}

export const screen: Screen = {
  Component: ComplaintDetailRoute,
  serverQueries: (page) => {
    const problemId = page.get('problemId');
    return problemId ? [problemDetailQueryOptions(problemId)] : [];
  },
};
