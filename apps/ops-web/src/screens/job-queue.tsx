import type { JobQueueOverview, JobRetried, ProblemJob } from '@loan/contract/ops';
import { useState } from 'react';
import { phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { useOps } from '../lib/use-ops.ts';

/** The job queue: what waits, what failed and is tried again, and the dead letters. */
export function JobQueue() {
  const { may } = useSession();
  const overview = useOps(() => opsCall<JobQueueOverview>('GET', '/job-queue'), 'job-queue');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canRetry = may('clock.run');
  async function retry(job: ProblemJob) {
    setNotice(null);
    setFailure(null);
    try {
      const path = `/job-queue/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`;
      const { retried } = await opsCall<JobRetried>('POST', path, {});
      setNotice(
        retried ? `${job.queue}: tried once more.` : `${job.queue}: not a dead letter now.`,
      );
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    }
    overview.reload();
  }
  const data = overview.data;
  return (
    <section>
      <h1>Jobs</h1>
      <p className="muted">
        Scheduled work and messages run as jobs. A job that fails is tried again with growing waits;
        one out of attempts is a dead letter until someone retries it.
      </p>
      {notice && <Notice>{notice}</Notice>}
      {(overview.error ?? failure) && <Alert>{overview.error ?? failure}</Alert>}
      {!data && !overview.error && <Loading />}
      {data && (
        <>
          <h2>Queues</h2>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Running</th>
                  <th scope="col">Retrying</th>
                  <th scope="col">Dead letters</th>
                </tr>
              </thead>
              <tbody>
                {data.queues.map((queue) => (
                  <tr key={queue.name}>
                    <td>{queue.name}</td>
                    <td>{queue.waiting}</td>
                    <td>{queue.active}</td>
                    <td>{queue.retrying}</td>
                    <td>{queue.deadLetters}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>Dead letters</h2>
          <Problems
            jobs={data.deadLetters}
            empty="No dead letter."
            when="Last attempt"
            onRetry={canRetry ? retry : undefined}
          />
          <h2>Failed, to be tried again</h2>
          <Problems
            jobs={data.retrying}
            empty="No job waits for another attempt."
            when="Next attempt"
          />
        </>
      )}
    </section>
  );
}

interface ProblemsProps {
  jobs: ProblemJob[];
  empty: string;
  when: string;
  onRetry?: ((job: ProblemJob) => void) | undefined;
}

function Problems({ jobs, empty, when, onRetry }: ProblemsProps) {
  if (jobs.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            <th scope="col">Error</th>
            <th scope="col">Attempts</th>
            <th scope="col">{when}</th>
            {onRetry && <th scope="col">Retry</th>}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>
                {job.queue}
                <div className="muted">{job.id}</div>
              </td>
              <td>{job.error ?? 'no message'}</td>
              <td>
                {job.attempts} of {job.maxAttempts}
              </td>
              <td>{phTime(job.at)}</td>
              {onRetry && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Retry ${job.queue} ${job.id}`}
                    onClick={() => onRetry(job)}
                  >
                    Retry
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
