import { APP_ROUTES, COLLECTION_SUPPORTED } from '@loan/contract';
import { useState } from 'react';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { Link, useNavigate } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, withSessionQuery } from '@/lib/session-query.ts';
import {
  type ComplaintOrder,
  type ProblemInit,
  problemInitQueryOptions,
  useProblemInit,
} from '../api/get-problem-init.ts';
import { OrderChooser } from '../components/order-chooser.tsx';
import { TypeList } from '../components/type-list.tsx';
import { storeChoice } from '../lib/complaint-choice.ts';
import { complaintMessages } from '../messages.ts';
import styles from './complaint.module.css';

const text = complaintMessages;

function formPath(problemType: number, problemSonType: number, orderNo: string): string {
  const query = new URLSearchParams({
    problemType: String(problemType),
    problemSonType: String(problemSonType),
    orderNo,
  });
  return withSessionQuery(`${APP_ROUTES.complaintForm}?${query}`);
}

function ComplaintStart({ init }: { init: ProblemInit }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ComplaintOrder | null>(init.orderDetail);
  if (!chosen) return <Notice title={text.noOrders} />;
  const choose = (problemType: number, problemSonType: number) => {
    storeChoice({ orderNo: chosen.orderNo, problemType, problemSonType });
    navigate(formPath(problemType, problemSonType, chosen.orderNo));
  };
  return (
    <>
      <OrderChooser orders={init.orderList} chosen={chosen} onChoose={setChosen} />
      <TypeList
        types={init.problemType}
        subTypes={init.problemSonType}
        collectionAllowed={chosen.isShow === COLLECTION_SUPPORTED}
        onChoose={choose}
      />
    </>
  );
}

/** Complaint start (foundation-and-support §2): the order, then what the complaint is about. */
export function ComplaintRoute() {
  const orderId = getPageQueryValue('orderId');
  return (
    <Page title={text.title}>
      <Link to={withSessionQuery(APP_ROUTES.complaintList)} className={styles.header}>
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
          <rect
            x="8"
            y="6"
            width="32"
            height="36"
            rx="4"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path d="M15 17h18M15 24h18M15 31h11" stroke="currentColor" strokeWidth="3" />
        </svg>
        <span>{text.myComplaintsImageAlt}</span>
      </Link>
      <QueryGate query={useProblemInit(orderId)} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <ComplaintStart init={result.data} />
          ) : (
            <Notice title={text.unavailable} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: ComplaintRoute,
  serverQueries: (page) => [problemInitQueryOptions(page.get('orderId') ?? '')],
};
