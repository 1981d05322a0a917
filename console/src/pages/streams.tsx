import { useState } from 'preact/hooks';
import { Dialog } from '../components/dialog';
import { PageTitle } from '../components/layout';
import { Pager } from '../components/pager';
import { ErrorMessage, Loading } from '../components/status';
import { useLoad } from '../components/use-load';
import { formatDate, formatNumber } from '../format';
import { links } from '../links';
import { useClient } from '../session';

const PAGE = 50;
const TYPES = ['STRING', 'LONG', 'DOUBLE', 'DECIMAL', 'BOOLEAN', 'DATE', 'DATETIME'] as const;
type ColumnType = (typeof TYPES)[number];

/** The caller's streams, with their last run. */
export function Streams() {
  const client = useClient();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const page = useLoad(
    async (signal) => (await client.api.GET('/api/data/v1/streams', { params: { query: { offset, limit: PAGE } }, signal })).data!,
    [client, offset],
  );
  return (
    <>
      <PageTitle title="Streams">
        <button type="button" class="primary" onClick={() => setCreating(true)}>
          New stream
        </button>
      </PageTitle>
      <ErrorMessage error={page.error} />
      <Loading when={page.loading && !page.data} />
      {page.data ? (
        <>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">Streams</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Update</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Last run</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((stream) => (
                  <tr key={stream.id}>
                    <td>
                      <a href={links.stream(stream.id)}>{stream.name}</a>
                    </td>
                    <td>{stream.updateMethod}</td>
                    <td class="num">{formatNumber(stream.rowCount)}</td>
                    <td>
                      {stream.lastExecution
                        ? `${stream.lastExecution.currentState} · ${formatDate(stream.lastExecution.startedAt * 1000)}`
                        : 'never run'}
                    </td>
                    <td>{formatDate(stream.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.length === 0 && offset === 0 ? <p>No streams yet.</p> : null}
          <Pager offset={offset} limit={PAGE} shown={page.data.length} onOffset={setOffset} noun="streams" />
        </>
      ) : null}
      <NewStreamDialog open={creating} onClose={() => setCreating(false)} onDone={page.reload} />
    </>
  );
}

/** `id:LONG, name:STRING` → the schema's columns; STRING when no type is given. */
function columnsOf(text: string): { name: string; type: ColumnType }[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => {
      const [name = '', type = 'STRING'] = c.split(':').map((s) => s.trim());
      const upper = type.toUpperCase() as ColumnType;
      if (!TYPES.includes(upper)) throw new Error(`Column “${name}”: type ${type} is not one of ${TYPES.join(', ')}.`);
      return { name, type: upper };
    });
}

function NewStreamDialog(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const client = useClient();
  const [name, setName] = useState('');
  const [method, setMethod] = useState<'REPLACE' | 'APPEND'>('APPEND');
  const [columns, setColumns] = useState('');
  return (
    <Dialog
      title="New stream"
      open={props.open}
      onClose={props.onClose}
      submitLabel="Create"
      onSubmit={async () => {
        const parsed = columnsOf(columns);
        await client.api.POST('/api/data/v1/streams', {
          body: { name: name.trim(), updateMethod: method, ...(parsed.length > 0 ? { schema: { columns: parsed } } : {}) },
        });
        setName('');
        setColumns('');
        props.onDone();
      }}
    >
      <label for="stream-name">Name</label>
      <input id="stream-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="stream-method">Each run</label>
      <select id="stream-method" value={method} onChange={(e) => setMethod(e.currentTarget.value as 'REPLACE' | 'APPEND')}>
        <option value="APPEND">APPEND: adds its rows</option>
        <option value="REPLACE">REPLACE: replaces the dataset</option>
      </select>
      <label for="stream-columns">Columns (optional; otherwise taken from the first run)</label>
      <input
        id="stream-columns"
        placeholder="id:LONG, name:STRING, price:DECIMAL"
        value={columns}
        onInput={(e) => setColumns(e.currentTarget.value)}
        aria-describedby="stream-columns-help"
      />
      <p id="stream-columns-help" class="hint">
        Types: {TYPES.join(', ')}.
      </p>
    </Dialog>
  );
}
