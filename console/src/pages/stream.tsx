import { useRoute } from 'preact-iso';
import { useState } from 'preact/hooks';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ExecutionChart, describeRun, durationOf } from '../components/execution-chart';
import { PageTitle } from '../components/layout';
import { ErrorMessage, Loading, Notice } from '../components/status';
import { useLoad } from '../components/use-load';
import { saveBody } from '../download';
import { describeError } from '../errors';
import { formatBytes, formatDate, formatDuration, formatNumber } from '../format';
import { links } from '../links';
import { useClient } from '../session';

/** Runs shown: operation 4's newest, as many as a chart can show legibly. */
const RUNS = 60;

/** One stream: its execution history as a chart and a table, a run's errors, a CSV pushed as a new run. */
export function StreamPage() {
  const client = useClient();
  const streamId = useRoute().params.streamId!;
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const stream = useLoad(
    async (signal) => (await client.api.GET('/api/data/v1/streams/{streamId}', { params: { path: { streamId } }, signal })).data!,
    [client, streamId],
  );
  const history = useLoad(
    async (signal) =>
      (
        await client.api.GET('/api/data/v1/streams/{streamId}/history/aggregate', {
          params: { path: { streamId }, query: { limit: RUNS } },
          signal,
        })
      ).data!,
    [client, streamId],
  );
  const execution = useLoad(
    async (signal) =>
      selected === null
        ? null
        : (
            await client.api.GET('/api/data/v1/streams/{streamId}/executions/{executionId}', {
              params: { path: { streamId, executionId: String(selected) } },
              signal,
            })
          ).data!,
    [client, streamId, selected],
  );
  const push = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    setNotice(null);
    client.streams
      .push(Number(streamId), [file])
      .then((run) => {
        setNotice(`Run ${run.executionId}: ${run.currentState}, ${formatNumber(run.rowsInserted)} rows.`);
        setSelected(run.executionId);
        history.reload();
        stream.reload();
      })
      .catch((e: unknown) => setError(describeError(e)));
  };
  const exportData = async () => {
    setError(null);
    try {
      const { response } = await client.api.GET('/api/data/v1/streams/{streamId}/data', {
        params: { path: { streamId } },
        parseAs: 'stream',
      });
      await saveBody(response.body!, `${stream.data?.name ?? `stream-${streamId}`}.csv`);
    } catch (e) {
      setError(describeError(e));
    }
  };
  const runs = history.data ?? [];
  const oldestFirst = [...runs].reverse();
  const s = stream.data;
  return (
    <>
      <Breadcrumbs
        items={[
          { href: links.streams(), label: 'Streams' },
          { href: links.stream(Number(streamId)), label: s?.name ?? streamId },
        ]}
      />
      <PageTitle title={s?.name ?? `Stream ${streamId}`}>
        <label class="button primary" for="push-csv">
          Push a CSV as a new run
        </label>
        <input id="push-csv" class="file-input" type="file" accept=".csv,text/csv" onChange={push} />
        <button type="button" onClick={() => void exportData()}>
          Download the data (CSV)
        </button>
      </PageTitle>
      <ErrorMessage error={stream.error ?? history.error ?? error} />
      <Notice>{notice}</Notice>
      {s ? (
        <dl class="facts">
          <dt>Each run</dt>
          <dd>{s.updateMethod === 'APPEND' ? 'APPEND: adds its rows' : 'REPLACE: replaces the dataset'}</dd>
          <dt>Rows now</dt>
          <dd>{formatNumber(s.rowCount)}</dd>
          <dt>Columns</dt>
          <dd>{s.schema ? s.schema.columns.map((c) => `${c.name} (${c.type})`).join(', ') : 'from the first run'}</dd>
        </dl>
      ) : null}
      <h2>Execution history</h2>
      <Loading when={history.loading && !history.data} />
      {runs.length === 0 && history.data ? <p>No runs yet. Push a CSV (data rows only, no header) to start one.</p> : null}
      {runs.length > 0 ? <ExecutionChart runs={oldestFirst} selected={selected} onSelect={setSelected} /> : null}
      {selected !== null ? (
        <section class="panel" aria-labelledby="run-title" aria-live="polite">
          <h3 id="run-title">Run {selected}</h3>
          <ErrorMessage error={execution.error} />
          {execution.data ? (
            <>
              <p>{describeRun(execution.data)}.</p>
              {execution.data.errors.length > 0 ? (
                <>
                  <h4>Errors</h4>
                  <ul class="run-errors">
                    {execution.data.errors.map((e, i) => (
                      <li key={i}>
                        Part {e.partId}
                        {e.line !== null ? `, line ${e.line}` : ''}
                        {e.columnName ? `, column ${e.columnName}` : e.column !== null ? `, column ${e.column}` : ''}: {e.message}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>No errors.</p>
              )}
            </>
          ) : null}
        </section>
      ) : null}
      {runs.length > 0 ? (
        <div class="table-wrap">
          <table>
            <caption>Runs, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">State</th>
                <th scope="col">Rows</th>
                <th scope="col">Bytes</th>
                <th scope="col">Duration</th>
                <th scope="col">Peak memory</th>
                <th scope="col">Started</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.executionId} class={run.currentState === 'FAILED' ? 'failed' : undefined}>
                  <td>{run.executionId}</td>
                  <td>{run.currentState}</td>
                  <td class="num">{formatNumber(run.rowsInserted)}</td>
                  <td class="num">{formatBytes(run.bytesInserted)}</td>
                  <td class="num">{formatDuration(durationOf(run))}</td>
                  <td class="num">{formatBytes(run.peakMemoryUsedBytes)}</td>
                  <td>{formatDate(run.startedAt * 1000)}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() => setSelected(run.executionId)}
                      aria-label={`${run.currentState === 'FAILED' ? 'Errors' : 'Details'} of run ${run.executionId}`}
                    >
                      {run.currentState === 'FAILED' ? 'Errors' : 'Details'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
