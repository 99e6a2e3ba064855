import type { ComplaintList, OpsComplaint } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { phTime, timeLeft } from '../lib/format.ts';
import { opsCall, queryOf } from '../lib/ops-http.ts';
import { ReplyImages } from '../lib/reply-images.tsx';
import { useSession } from '../lib/session.tsx';
import { Alert, Link, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

const PAGE = 100;

/** The complaints inbox, newest first a page at a time, each against its 3-working-day deadline. */
export function Complaints() {
  const { may } = useSession();
  const [status, setStatus] = useState('');
  const page = (after: string | null) =>
    opsCall<ComplaintList>('GET', `/complaints${queryOf({ limit: PAGE, status, after })}`);
  const list = useOps(() => page(null), `complaints-${status}`);
  // Pages after the first, a keyset cursor at a time; a new first page starts over.
  const [later, setLater] = useState<{ complaints: OpsComplaint[]; next: string | null } | null>(
    null,
  );
  const [moreError, setMoreError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const shown = [...(list.data?.complaints ?? []), ...(later?.complaints ?? [])];
  const next = later ? later.next : (list.data?.next ?? null);
  const reload = () => {
    setLater(null);
    list.reload();
  };

  async function more() {
    if (!next) return;
    setMoreError(null);
    try {
      const got = await page(next);
      setLater((had) => ({
        complaints: [...(had?.complaints ?? []), ...got.complaints],
        next: got.next,
      }));
    } catch (cause) {
      setMoreError(messageOf(cause));
    }
  }
  return (
    <section>
      <h1>Complaints</h1>
      <label className="inline">
        Show{' '}
        <select
          value={status}
          onChange={(e) => {
            setLater(null);
            setStatus(e.target.value);
          }}
        >
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
        {shown.map((complaint) => (
          <li key={complaint.problemId} className="card">
            <ComplaintCard
              complaint={complaint}
              expanded={open === complaint.problemId}
              onToggle={() => setOpen(open === complaint.problemId ? null : complaint.problemId)}
              canReply={may('complaints.reply')}
              onReplied={reload}
            />
          </li>
        ))}
      </ul>
      {moreError && <Alert>{moreError}</Alert>}
      {next && (
        <button type="button" className="secondary" onClick={more}>
          More
        </button>
      )}
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
  const [images, setImages] = useState<string[]>(c.replyImages);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function reply(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await opsCall('POST', `/complaints/${encodeURIComponent(c.problemId)}/reply`, {
        text,
        images,
      });
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
        {c.problemId} filed {c.createdAt} PHT about{' '}
        <Link to={`/orders/${c.orderId}`}>{c.orderId}</Link>
        {c.score !== null && ` · rated ${c.score}`}
      </p>
      {props.expanded && (
        <>
          <p className="quote">{c.content}</p>
          {c.images.length > 0 && <Thumbnails urls={c.images} label="The borrower's photos" />}
          {c.reply && !props.canReply && <p>Reply: {c.reply}</p>}
          {!props.canReply && c.replyImages.length > 0 && (
            <Thumbnails urls={c.replyImages} label="Photos sent with the reply" />
          )}
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
              <ReplyImages id={`images-${c.problemId}`} urls={images} onChange={setImages} />
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

function Thumbnails({ urls, label }: { urls: string[]; label: string }) {
  return (
    <figure className="thumbs">
      <figcaption className="muted">{label}</figcaption>
      {urls.map((url, i) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={`${label}, ${i + 1} of ${urls.length}`} />
        </a>
      ))}
    </figure>
  );
}
