import { StowageError } from '@stowage/client';
import { useState } from 'preact/hooks';
import { Dialog } from '../components/dialog';
import { PageTitle } from '../components/layout';
import { ErrorMessage, Loading, Notice } from '../components/status';
import { useLoad } from '../components/use-load';
import { formatDate } from '../format';
import { useClient } from '../session';

const DAY = 24 * 60 * 60 * 1000;
interface Token {
  id: number;
  name: string;
  ownerId: number;
  expires: number | null;
}

/** Admins: every token (never its secret), a new one shown once, a revoke. */
export function Tokens() {
  const client = useClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useLoad(
    async (signal) => {
      try {
        return (await client.api.GET('/api/data/v1/accesstokens', { signal })).data!.tokens;
      } catch (e) {
        if (e instanceof StowageError && e.status === 403) return null;
        throw e;
      }
    },
    [client],
  );
  return (
    <>
      <PageTitle title="Tokens">
        {list.data ? (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            New token
          </button>
        ) : null}
      </PageTitle>
      <ErrorMessage error={list.error} />
      <Loading when={list.loading && list.data === undefined} />
      {list.data === null ? <p role="status">Only admins manage tokens. Ask an admin for a new token, or to revoke one.</p> : null}
      {created ? (
        <section class="panel created-token" aria-labelledby="created-title">
          <h2 id="created-title">Token “{created.name}”</h2>
          <p>Copy it now: it is shown only this once (the server keeps only its hash).</p>
          <label for="created-token">Token</label>
          <input id="created-token" readOnly value={created.token} onFocus={(e) => e.currentTarget.select()} />
        </section>
      ) : null}
      <Notice>{notice}</Notice>
      {list.data ? (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Tokens</caption>
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Name</th>
                <th scope="col">User</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((token) => (
                <tr key={token.id}>
                  <td>{token.id}</td>
                  <td>{token.name}</td>
                  <td>{token.ownerId}</td>
                  <td>{token.expires === null ? 'never' : formatDate(token.expires)}</td>
                  <td>
                    <button type="button" class="danger" onClick={() => setRevoking(token)} aria-label={`Revoke token ${token.name}`}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <NewTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={(token) => {
          setCreated(token);
          setNotice(null);
          list.reload();
        }}
      />
      <Dialog
        title={revoking ? `Revoke token “${revoking.name}”?` : 'Revoke'}
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        danger
        submitLabel="Revoke"
        onSubmit={async () => {
          if (!revoking) return;
          await client.api.DELETE('/api/data/v1/accesstokens/{id}', { params: { path: { id: String(revoking.id) } } });
          setNotice(`Token “${revoking.name}” revoked: requests with it are refused from now on.`);
          list.reload();
        }}
      >
        <p>Requests with this token are refused at once. This cannot be undone.</p>
      </Dialog>
    </>
  );
}

function NewTokenDialog(props: { open: boolean; onClose: () => void; onDone: (token: { name: string; token: string }) => void }) {
  const client = useClient();
  const [name, setName] = useState('');
  const [owner, setOwner] = useState('');
  const [days, setDays] = useState('');
  return (
    <Dialog
      title="New token"
      open={props.open}
      onClose={props.onClose}
      submitLabel="Create"
      onSubmit={async () => {
        if (!/^[1-9]\d*$/.test(owner)) throw new Error('User id: a positive whole number.');
        const expires = days.trim() === '' ? null : Date.now() + Number(days) * DAY;
        const { data } = await client.api.POST('/api/data/v1/accesstokens', {
          body: { name: name.trim(), ownerId: Number(owner), expires },
        });
        props.onDone({ name: data!.name, token: data!.token });
        setName('');
        setOwner('');
        setDays('');
      }}
    >
      <label for="token-name">Name</label>
      <input id="token-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="token-owner">User id (the token acts as this user)</label>
      <input id="token-owner" required inputMode="numeric" value={owner} onInput={(e) => setOwner(e.currentTarget.value)} />
      <label for="token-days">Expires after (days; empty: never)</label>
      <input id="token-days" type="number" min={1} value={days} onInput={(e) => setDays(e.currentTarget.value)} />
    </Dialog>
  );
}
