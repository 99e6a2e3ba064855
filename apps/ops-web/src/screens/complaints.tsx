import type { ComplaintList, OpsComplaint } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { phTime, timeLeft } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

/** The complaints inbox, newest first, each against its 3-working-day deadline. */
export function Complaints() {
  const { may } = useSession();
  const [status, setStatus] = useState('');
  const list = useOps(
    () =>
      opsCall<ComplaintList>('GET', `/complaints?limit=100${status ? `&status=${status}` : ''}`),
    `complaints-${status}`,
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section>
      <h1>Complaints</h1>
      <label className="inline">
        Show{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All</option>
          <option value="1">Submitted</option>
          <option value="2">In progress</option>
          <option value="3">Resolved</option>
        </select>
      </label>
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data?.complaints.length === 0 && <p className="muted">No complaint.</p>}
      <ul className="cards">
        {list.data?.complaints.map((complaint) => (
          <li key={complaint.problemId} className="card">
            <ComplaintCard
              complaint={complaint}
              expanded={open === complaint.problemId}
              onToggle={() => setOpen(open === complaint.problemId ? null : complaint.problemId)}
              canReply={may('complaints.reply')}
              onReplied={list.reload}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Deadline({ complaint }: { complaint: OpsComplaint }) {
  if (complaint.minutesLeft === null) return <span className="badge ok">Answered</span>;
  const late = complaint.minutesLeft < 0;
  const near = complaint.minutesLeft < 24 * 60;
  return (
    <span className={`badge ${late ? 'late' : near ? 'near' : ''}`}>
      {timeLeft(complaint.minutesLeft)} (due {phTime(complaint.replyDueAt)})
    </span>
  );
}

function ComplaintCard(props: {
  complaint: OpsComplaint;
  expanded: boolean;
  onToggle: () => void;
  canReply: boolean;
  onReplied: () => void;
}) {
  const c = props.complaint;
  const [text, setText] = useState(c.reply);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function reply(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await opsCall('POST', `/complaints/${encodeURIComponent(c.problemId)}/reply`, { text });
      setSent(true);
      props.onReplied();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  const replyId = `reply-${c.problemId}`;
  return (
    <>
      <h2>
        <button
          type="button"
          className="link"
          aria-expanded={props.expanded}
          onClick={props.onToggle}
        >
          {c.sonType ? `${c.type} · ${c.sonType}` : c.type}
        </button>
      </h2>
      <p>
        <Deadline complaint={c} /> <span className="muted">{c.statusName}</span>
      </p>
      <p className="muted">
        Filed {c.createdAt} PHT about <Link to={`/orders/${c.orderId}`}>{c.orderId}</Link>
        {c.score !== null && ` · rated ${c.score}`}
      </p>
      {props.expanded && (
        <>
          <p className="quote">{c.content}</p>
          {c.reply && !props.canReply && <p>Reply: {c.reply}</p>}
          {props.canReply && (
            <form onSubmit={reply} className="stack">
              <label htmlFor={replyId}>Reply to the borrower</label>
              <textarea
                id={replyId}
                required
                maxLength={2000}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              {error && <Alert>{error}</Alert>}
              {sent && <Notice>Reply sent.</Notice>}
              <button type="submit">Send reply</button>
            </form>
          )}
        </>
      )}
    </>
  );
}
