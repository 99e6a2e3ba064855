import {
  type Dashboard as Figures,
  OVERDUE_BUCKETS,
  RECONCILIATION_DASHBOARD_DAYS,
} from '@loan/contract/ops';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Link, Loading } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="figure">
      <span className="figure-value">{value}</span>
      <span className="figure-label">{to ? <Link to={to}>{label}</Link> : label}</span>
    </div>
  );
}

export function Dashboard() {
  const { data, error } = useOps(() => opsCall<Figures>('GET', '/dashboard'), 'dashboard');
  if (error) return <Alert>{error}</Alert>;
  if (!data) return <Loading />;
  return (
    <section>
      <h1>Today, {data.today}</h1>
      <h2>Orders</h2>
      <div className="figures">
        <Figure label="Applications today" value={data.applications} />
        <Figure label="Waiting for a decision" value={data.underReview} to="/applications" />
        <Figure label="Released today" value={data.releases} />
        <Figure label="Due today" value={data.dueToday} />
      </div>
      <h2>Overdue, by days past due</h2>
      <div className="figures">
        {OVERDUE_BUCKETS.map((bucket) => (
          <Figure
            key={bucket.id}
            label={`${bucket.id} days`}
            value={data.overdue[bucket.id]}
            to={`/collections?bucket=${encodeURIComponent(bucket.id)}`}
          />
        ))}
      </div>
      <h2>Payments</h2>
      <div className="figures">
        <Figure
          label={`Reconciliation exceptions, last ${RECONCILIATION_DASHBOARD_DAYS} days`}
          value={data.reconciliationExceptions}
          to="/payments"
        />
      </div>
      {data.complaints && (
        <>
          <h2>Complaints waiting for a reply</h2>
          <div className="figures">
            <Figure label="Open" value={data.complaints.open} to="/complaints" />
            <Figure label="Due within a day" value={data.complaints.nearDeadline} />
            <Figure label="Past their deadline" value={data.complaints.overdue} />
          </div>
        </>
      )}
    </section>
  );
}
