import { APP_ROUTES } from '@loan/contract';
import type { LandingOverview } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

const PERIODS = [7, 30, 90, 365];

/** "12.5%" of `part` in `whole`, or a dash when there is nothing to divide. */
function rate(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((part * 100) / whole).toFixed(1)}%`;
}

/** Registration landing pages: each template with its visits and registrations. */
export function Landing() {
  const { may } = useSession();
  const [days, setDays] = useState(30);
  const overview = useOps(
    () => opsCall<LandingOverview>('GET', `/landing-overview?days=${days}`),
    `landing-${days}`,
  );
  const [error, setError] = useState<string | null>(null);
  const canChange = may('settings.change');

  async function toggle(id: number, active: boolean) {
    setError(null);
    try {
      await opsCall('POST', `/landing-templates/${id}/${active ? 'disable' : 'enable'}`);
      overview.reload();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <section>
      <h1>Landing pages</h1>
      <label className="inline">
        Counted over the last{' '}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PERIODS.map((n) => (
            <option key={n} value={n}>
              {n} days
            </option>
          ))}
        </select>
      </label>
      {overview.data && (
        <p className="muted">Philippine days from {overview.data.from} to today.</p>
      )}
      {overview.error && <Alert>{overview.error}</Alert>}
      {error && <Alert>{error}</Alert>}
      {!overview.data && !overview.error && <Loading />}
      {overview.data && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Template</th>
                <th scope="col">Visits</th>
                <th scope="col">Register presses</th>
                <th scope="col">Registrations</th>
                <th scope="col">Visits registered</th>
                <th scope="col">Published</th>
              </tr>
            </thead>
            <tbody>
              {overview.data.templates.map((t) => (
                <tr key={t.id}>
                  <td>
                    {t.name}
                    <div className="muted">
                      id {t.id}, since {t.createdAt.slice(0, 10)}
                    </div>
                  </td>
                  <td className="num">{t.visits}</td>
                  <td className="num">{t.clicks}</td>
                  <td className="num">{t.registrations}</td>
                  <td className="num">{rate(t.registrations, t.visits)}</td>
                  <td>
                    {t.active ? 'yes' : 'no'}
                    {canChange && (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="secondary"
                          aria-label={`${t.active ? 'Unpublish' : 'Publish'} ${t.name}`}
                          onClick={() => toggle(t.id, t.active)}
                        >
                          {t.active ? 'Unpublish' : 'Publish'}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canChange && <NewTemplate onAdded={overview.reload} />}
    </section>
  );
}

function NewTemplate({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const template = await opsCall<{ id: number; name: string }>('POST', '/landing-templates', {
        name,
      });
      setAdded(
        `Template ${template.id} added: its page is ${APP_ROUTES.promotion}?id=${template.id}`,
      );
      setName('');
      onAdded();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <>
      <h2>Add a template</h2>
      <form onSubmit={add} className="filters">
        <label className="wide">
          Name
          <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit">Add template</button>
        {error && <Alert>{error}</Alert>}
        {added && <Notice>{added}</Notice>}
      </form>
    </>
  );
}
