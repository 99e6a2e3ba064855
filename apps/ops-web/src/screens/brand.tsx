import type { BrandView, ContactPatch } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { useSession } from '../lib/session.tsx';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

/** The brand the borrower screens show: config read-only, the contact editable. */
export function Brand() {
  const { may } = useSession();
  const view = useOps(() => opsCall<BrandView>('GET', '/brand'), 'brand');
  return (
    <section>
      <h1>Brand</h1>
      {view.error && <Alert>{view.error}</Alert>}
      {!view.data && !view.error && <Loading />}
      {view.data && (
        <>
          <h2>Customer service contact</h2>
          <p className="muted">
            Kept in the database: the order and customer service pages show it at once.
          </p>
          {may('settings.change') ? (
            <ContactForm contact={view.data.contact} onSaved={view.reload} />
          ) : (
            <dl className="facts">
              <dt>E-mail</dt>
              <dd>{view.data.contact?.email ?? 'not set'}</dd>
              <dt>WhatsApp</dt>
              <dd>{view.data.contact?.smWa ?? 'not set'}</dd>
            </dl>
          )}
          <h2>Brand settings</h2>
          <p className="muted">
            Read-only here: these come from the server's configuration, each set by the variable
            named beside it, and change with a restart.
          </p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Setting</th>
                  <th scope="col">Value</th>
                  <th scope="col">Set by</th>
                </tr>
              </thead>
              <tbody>
                {view.data.fields.map((field) => (
                  <tr key={field.field}>
                    <th scope="row">{field.label}</th>
                    <td className="break">
                      {field.source === 'not-stored' ? (
                        <span className="muted">Not stored anywhere yet</span>
                      ) : (
                        field.value || <span className="muted">empty</span>
                      )}
                    </td>
                    <td>
                      {field.env ? <EnvName name={field.env} /> : <span className="muted">—</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** A variable's name, wrapped only after its underscores. */
function EnvName({ name }: { name: string }) {
  const parts = name.split('_');
  return (
    <code>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              _<wbr />
            </>
          )}
        </span>
      ))}
    </code>
  );
}

function ContactForm(props: { contact: BrandView['contact']; onSaved: () => void }) {
  const [email, setEmail] = useState(props.contact?.email ?? '');
  const [smWa, setSmWa] = useState(props.contact?.smWa ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      const body: ContactPatch = { email, smWa };
      await opsCall('PATCH', '/brand/contact', body);
      setSaved(true);
      props.onSaved();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <form onSubmit={save} className="filters">
      <label>
        E-mail
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        WhatsApp number
        <input type="tel" required value={smWa} onChange={(e) => setSmWa(e.target.value)} />
      </label>
      <button type="submit">Save contact</button>
      {error && <Alert>{error}</Alert>}
      {saved && <Notice>Saved. Borrowers see the new contact now.</Notice>}
    </form>
  );
}
