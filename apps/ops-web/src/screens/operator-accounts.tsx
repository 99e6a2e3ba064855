import {
  type OperatorChanged,
  type OperatorList,
  type OperatorReset,
  type OperatorRoleBody,
  ROLES,
  type Role,
} from '@loan/contract/ops';
import { useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { opsCall } from '../lib/ops-http.ts';
import { Notice } from '../lib/ui.tsx';

type Account = OperatorList['operators'][number];
type Asking =
  | { kind: 'role'; account: Account; role: Role }
  | { kind: 'remove' | 'reset'; account: Account };

/**
 * The accounts table: each operator's role, changed, their sign-in reset (a new setup link) or
 * their access removed, each after a confirmation.
 */
export function OperatorAccounts({ list, onChange }: { list: OperatorList; onChange: () => void }) {
  const [roles, setRoles] = useState<Record<string, Role>>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reset, setReset] = useState<OperatorReset | null>(null);

  async function apply(ask: Asking) {
    const { account } = ask;
    setReset(null);
    if (ask.kind === 'reset') {
      setDone(null);
      setReset(await opsCall<OperatorReset>('POST', `/operators/${account.id}/reset`));
    } else if (ask.kind === 'role') {
      const body: OperatorRoleBody = { role: ask.role };
      await opsCall<OperatorChanged>('PATCH', `/operators/${account.id}`, body);
      setDone(`${account.email} is now ${ask.role}.`);
    } else {
      const removed = await opsCall<OperatorChanged>('POST', `/operators/${account.id}/remove`);
      const ended = removed.sessionsEnded ?? 0;
      setDone(
        `${account.email} can no longer sign in; ${ended} open session${ended === 1 ? '' : 's'} ended.`,
      );
    }
    onChange();
  }

  return (
    <>
      {done && <Notice>{done}</Notice>}
      {reset && (
        <Notice>
          {reset.email} can no longer sign in with their old password or authenticator;{' '}
          {reset.sessionsEnded} open session{reset.sessionsEnded === 1 ? '' : 's'} ended. Send them
          this one-time setup link; it works once, until {new Date(reset.expiresAt).toUTCString()},
          and is not shown again: <code className="setup-link">{reset.setupLink}</code>
        </Notice>
      )}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Set up</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {list.operators.map((account) => {
              const chosen = roles[account.id] ?? account.role;
              return (
                <tr key={account.id}>
                  <td>{account.email}</td>
                  <td>
                    {account.removed ? (
                      account.role
                    ) : (
                      <span className="row">
                        <select
                          aria-label={`Role of ${account.email}`}
                          value={chosen}
                          onChange={(e) =>
                            setRoles({ ...roles, [account.id]: e.target.value as Role })
                          }
                        >
                          {ROLES.map((r) => (
                            <option key={r}>{r}</option>
                          ))}
                        </select>
                        <button
                          type="button"
                          className="secondary"
                          disabled={chosen === account.role}
                          onClick={() => setAsking({ kind: 'role', account, role: chosen })}
                        >
                          Change role
                        </button>
                      </span>
                    )}
                  </td>
                  <td>{account.active ? 'yes' : 'waiting for setup'}</td>
                  <td>
                    {account.removed ? (
                      'removed'
                    ) : (
                      <span className="row">
                        {account.active && (
                          <button
                            type="button"
                            className="secondary"
                            aria-label={`Reset sign-in of ${account.email}`}
                            onClick={() => setAsking({ kind: 'reset', account })}
                          >
                            Reset sign-in
                          </button>
                        )}
                        <button
                          type="button"
                          className="danger"
                          aria-label={`Remove access of ${account.email}`}
                          onClick={() => setAsking({ kind: 'remove', account })}
                        >
                          Remove access
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {asking?.kind === 'role' && (
        <ConfirmDialog
          title={`Change the role of ${asking.account.email}?`}
          facts={[
            ['Role now', asking.account.role],
            ['New role', asking.role],
            ['Effect', 'Their open sessions act with the new role from their next request.'],
          ]}
          confirmLabel="Change role"
          onConfirm={() => apply(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'reset' && (
        <ConfirmDialog
          title={`Reset the sign-in of ${asking.account.email}?`}
          facts={[
            ['Role', asking.account.role],
            [
              'Effect',
              'Their password and authenticator stop working and their sessions and tokens end now; a new setup link lets them choose new ones.',
            ],
          ]}
          confirmLabel="Reset sign-in"
          danger
          onConfirm={() => apply(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove the access of ${asking.account.email}?`}
          facts={[
            ['Role', asking.account.role],
            ['Effect', 'Their open sessions end now and they can no longer sign in.'],
          ]}
          confirmLabel="Remove access"
          danger
          onConfirm={() => apply(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
