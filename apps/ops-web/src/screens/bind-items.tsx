import type { BindItem, BindItemList, BindItemPatch } from '@loan/contract/ops';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

const KINDS: Record<string, string> = {
  text: 'text',
  city: 'city list',
  day: 'day',
  enum: 'choice',
};

/** The fields and channels of the borrower's payout account form (kept in the database). */
export function BindItems() {
  const { may } = useSession();
  const list = useOps(() => opsCall<BindItemList>('GET', '/bind-items'), 'bind-items');
  const [editing, setEditing] = useState<string | null>(null);
  const canChange = may('settings.change');
  const chosen = list.data?.items.find((item) => item.code === editing);
  return (
    <section>
      <h1>Payout account form</h1>
      <p className="muted">
        What the borrower's payout account form asks, in this order. A field with a card type shows
        only for that type (0: every type); a channel number ties it to one payout channel.
      </p>
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Kind</th>
                <th scope="col">Options</th>
                <th scope="col">Card type</th>
                <th scope="col">Channel</th>
                <th scope="col">Shown</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.code} className={editing === item.code ? 'chosen' : undefined}>
                  <td>
                    {canChange ? (
                      <button
                        type="button"
                        className="link"
                        aria-expanded={editing === item.code}
                        onClick={() => setEditing(editing === item.code ? null : item.code)}
                      >
                        {item.title}
                      </button>
                    ) : (
                      item.title
                    )}
                    <div className="muted">
                      {item.code}
                      {item.subtitle && ` · ${item.subtitle}`}
                    </div>
                  </td>
                  <td>{KINDS[item.cate] ?? item.cate}</td>
                  <td className="break">
                    {item.note.length === 0 ? '—' : item.note.map((n) => n.name).join(', ')}
                  </td>
                  <td className="num">{item.card_type_mi}</td>
                  <td className="num">{item.channel_number || '—'}</td>
                  <td>{item.active ? 'yes' : 'hidden'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen && <BindItemForm key={chosen.code} item={chosen} onSaved={list.reload} />}
    </section>
  );
}

/** Options as the form keeps them: one a line, "name = value". */
function optionsText(note: BindItem['note'] | null): string {
  return (note ?? []).map((n) => `${n.name} = ${n.type}`).join('\n');
}

function parseOptions(text: string): NonNullable<BindItemPatch['note']> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      return at < 0
        ? { name: line, type: line }
        : { name: line.slice(0, at).trim(), type: line.slice(at + 1).trim() };
    });
}

function BindItemForm({ item, onSaved }: { item: BindItem; onSaved: () => void }) {
  const [title, setTitle] = useState(item.title);
  const [subtitle, setSubtitle] = useState(item.subtitle);
  const [options, setOptions] = useState(optionsText(item.note));
  const [titleFil, setTitleFil] = useState(item.title_fil ?? '');
  const [subtitleFil, setSubtitleFil] = useState(item.subtitle_fil ?? '');
  const [optionsFil, setOptionsFil] = useState(optionsText(item.note_fil));
  const [active, setActive] = useState(item.active);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens below the list: the keyboard and the screen go to it.
  useEffect(() => heading.current?.focus(), []);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const patch: BindItemPatch = {
      title,
      subtitle,
      active,
      title_fil: titleFil,
      subtitle_fil: subtitleFil,
    };
    if (item.cate === 'enum') {
      patch.note = parseOptions(options);
      const filipino = parseOptions(optionsFil);
      patch.note_fil = filipino.length > 0 ? filipino : null;
    }
    try {
      await opsCall('PATCH', `/bind-items/${encodeURIComponent(item.code)}`, patch);
      setSaved(true);
      onSaved();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={save} className="panel stack" aria-label={`Edit ${item.title}`}>
      <h2 ref={heading} tabIndex={-1}>
        Edit {item.title}
      </h2>
      <div className="filters">
        <label>
          Title
          <input
            required
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="wide">
          Hint under the title
          <input maxLength={200} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} />
        </label>
      </div>
      {item.cate === 'enum' && (
        <label>
          Options, one a line as "name = value"
          <textarea rows={6} value={options} onChange={(e) => setOptions(e.target.value)} />
        </label>
      )}
      <p className="muted">In Filipino: left empty, the English text shows to Filipino readers.</p>
      <div className="filters">
        <label>
          Title in Filipino
          <input maxLength={100} value={titleFil} onChange={(e) => setTitleFil(e.target.value)} />
        </label>
        <label className="wide">
          Hint in Filipino
          <input
            maxLength={200}
            value={subtitleFil}
            onChange={(e) => setSubtitleFil(e.target.value)}
          />
        </label>
      </div>
      {item.cate === 'enum' && (
        <label>
          Options in Filipino, the same values, one a line as "name = value"
          <textarea rows={6} value={optionsFil} onChange={(e) => setOptionsFil(e.target.value)} />
        </label>
      )}
      <label className="inline">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        Shown on the form
      </label>
      {error && <Alert>{error}</Alert>}
      {saved && <Notice>Saved. The form shows it from now on.</Notice>}
      <p>
        <button type="submit">Save</button>
      </p>
    </form>
  );
}
