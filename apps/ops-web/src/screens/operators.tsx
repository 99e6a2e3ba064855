import {
  type NewOperatorBody,
  type OperatorAdded,
  type OperatorList,
  PERMISSION_ROLES,
  PERMISSIONS,
  ROLES,
  type Role,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';
import { OperatorAccounts } from './operator-accounts.tsx';

/**
 * Operator accounts (admin only): a new one with its setup link, each one's role and access, the
 * roles matrix.
 */
export function Operators() {
  const list = useOps(() => opsCall<OperatorList>('GET', '/operators'), 'operators');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('approver');
  const [added, setAdded] = useState<OperatorAdded | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const body: NewOperatorBody = { email, role };
      setAdded(await opsCall<OperatorAdded>('POST', '/operators', body));
      setEmail('');
      list.reload();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  return (
    <section>
      <h1>Operators and roles</h1>
      <h2>Add an operator</h2>
      <form onSubmit={add} className="filters" aria-label="Add an operator">
        <label>
          Email
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="submit">Add</button>
      </form>
      {error && <Alert>{error}</Alert>}
      {added && (
        <Notice>
          Send this one-time setup link to {added.email} ({added.role}); it works once, until{' '}
          {new Date(added.expiresAt).toUTCString()}, and is not shown again:{' '}
          <code className="setup-link">{added.setupLink}</code>
        </Notice>
      )}

      <h2>Accounts</h2>
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data && <OperatorAccounts list={list.data} onChange={list.reload} />}

      <h2>What each role may do</h2>
      <div className="table-wrap">
        <table className="matrix">
          <thead>
            <tr>
              <th scope="col">Permission</th>
              {ROLES.map((r) => (
                <th key={r} scope="col">
                  {r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSIONS.map((permission) => (
              <tr key={permission}>
                <th scope="row">{permission}</th>
                {ROLES.map((r) => {
                  const yes = (PERMISSION_ROLES[permission] as readonly Role[]).includes(r);
                  return (
                    <td key={r} className="center">
                      <span aria-hidden="true">{yes ? '✓' : '·'}</span>
                      <span className="sr-only">{yes ? 'yes' : 'no'}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
