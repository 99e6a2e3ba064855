import {
  type NewTokenBody,
  type OpsToken,
  ROLES,
  type Role,
  TOKEN_DAYS,
  type TokenCreated,
  type TokenList,
  type TokenRevoked,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../lib/confirm-dialog.tsx';
import { phTime } from '../lib/format.ts';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Loading, Notice } from '../lib/ui.tsx';
import { messageOf, useOps } from '../lib/use-ops.ts';

/** An instant on two short lines (date, then time), so a column of them stays narrow. */
function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="muted">never</span>;
  const [date, ...time] = phTime(iso).split(' ');
  return (
    <>
      <span className="nowrap">{date}</span> <span className="nowrap">{time.join(' ')}</span>
    </>
  );
}

/** A name that may break after its `:` and before its `@`, and nowhere inside a word. */
function Who({ name }: { name: string }) {
  const colon = name.indexOf(':') + 1;
  const at = name.lastIndexOf('@');
  const end = at > colon ? at : name.length;
  const [head, middle, tail] = [name.slice(0, colon), name.slice(colon, end), name.slice(end)];
  return (
    <>
      {head}
      {head && <wbr />}
      {middle}
      {tail && <wbr />}
      {tail}
    </>
  );
}

function StateOf({ token }: { token: OpsToken }) {
  if (token.state === 'revoked') {
    return (
      <>
        revoked <When iso={token.revokedAt} />
        {token.revokedBy && (
          <span className="muted block">
            by <Who name={token.revokedBy} />
          </span>
        )}
      </>
    );
  }
  return token.state === 'expired' ? <>expired</> : <>live</>;
}

/**
 * Bearer tokens for automation (admin only): each with its owner, role, expiry and last use; a
 * new one shown once; revoked after a confirmation. A removed operator's tokens end with them.
 */
export function Tokens() {
  const list = useOps(() => opsCall<TokenList>('GET', '/tokens'), 'tokens');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('auditor');
  const [days, setDays] = useState(String(TOKEN_DAYS.default));
  const [created, setCreated] = useState<TokenCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<OpsToken | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const body: NewTokenBody = { name, role, expiresInDays: Number(days) };
      setCreated(await opsCall<TokenCreated>('POST', '/tokens', body));
      setName('');
      list.reload();
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  async function revoke(token: OpsToken) {
    const revoked = await opsCall<TokenRevoked>(
      'POST',
      `/tokens/${encodeURIComponent(token.name)}/revoke`,
    );
    setCreated(null);
    setDone(
      revoked.revokedNow
        ? `${token.name} is revoked: its next request is refused.`
        : `${token.name} was already revoked by ${revoked.revokedBy ?? 'someone else'}.`,
    );
    list.reload();
  }

  return (
    <section>
      <h1>API tokens</h1>
      <h2>Create a token</h2>
      <form onSubmit={create} className="filters" aria-label="Create a token">
        <label className="wide">
          Name
          <input
            required
            pattern="[a-z0-9][a-z0-9._\-]{1,39}"
            title="2-40 lower-case letters, digits or . _ -"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Expires after (days)
          <input
            type="number"
            required
            min={1}
            max={TOKEN_DAYS.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <button type="submit">Create</button>
      </form>
      {error && <Alert>{error}</Alert>}
      {created && (
        <Notice>
          Token {created.name} ({created.role}), until {phTime(created.expiresAt)}. Copy it now: it
          is not shown again. <code className="setup-link">{created.token}</code>
        </Notice>
      )}
      {done && <Notice>{done}</Notice>}

      <h2>Tokens</h2>
      {list.error && <Alert>{list.error}</Alert>}
      {!list.data && !list.error && <Loading />}
      {list.data && list.data.tokens.length === 0 && <p className="muted">No tokens yet.</p>}
      {list.data && list.data.tokens.length > 0 && (
        <div className="table-wrap">
          <table className="tokens">
            <thead>
              <tr>
                <th scope="col">Token and role</th>
                <th scope="col">Owner</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.data.tokens.map((token) => (
                <tr key={token.name}>
                  <th scope="row">
                    {token.name} <span className="badge">{token.role}</span>
                  </th>
                  <td>
                    <Who name={token.owner ?? token.createdBy} />
                  </td>
                  <td>
                    <When iso={token.createdAt} />
                  </td>
                  <td>
                    <When iso={token.expiresAt} />
                  </td>
                  <td>
                    <When iso={token.lastUsedAt} />
                  </td>
                  <td>
                    <StateOf token={token} />
                    {token.state !== 'revoked' && (
                      <button
                        type="button"
                        className="danger block"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => setAsking(token)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={`Revoke the token ${asking.name}?`}
          facts={[
            ['Role', asking.role],
            ['Owner', asking.owner ?? asking.createdBy],
            ['Last used', asking.lastUsedAt ? phTime(asking.lastUsedAt) : 'never'],
            ['Effect', 'Its next request is refused. A revoked token cannot be used again.'],
          ]}
          confirmLabel="Revoke"
          danger
          onConfirm={() => revoke(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
