import { useState } from 'preact/hooks';
import { Highlighted } from '../components/highlight';
import { ErrorMessage } from '../components/status';
import { describeError } from '../errors';
import { links } from '../links';
import { useClient } from '../session';

type Mode = '' | 'KEYWORD' | 'SEMANTIC' | 'HYBRID';
interface Match {
  content: { text: string };
  metadata: { fileId: string; path: string; chunkIndex: number; page?: number };
  score: number;
}

/** The file set's content query (an AI-enabled set): passages that answer, best first, the query's words marked. */
export function ContentQuery({ filesetId, directory }: { filesetId: string; directory: string }) {
  const client = useClient();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>('');
  const [topK, setTopK] = useState(5);
  const [asked, setAsked] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.api.POST('/api/files/v1/filesets/{filesetId}/query', {
        params: { path: { filesetId } },
        body: { query, topK, ...(mode ? { mode } : {}), ...(directory ? { directoryPath: directory } : {}) },
      });
      setMatches(data!.matches);
      setAsked(query);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" aria-labelledby="query-title">
      <h2 id="query-title">Ask the content</h2>
      <form class="inline-form" onSubmit={(event) => void submit(event)}>
        <label for="content-query">Question or words</label>
        <input id="content-query" type="search" required maxLength={2000} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <label for="content-mode">Mode</label>
        <select id="content-mode" value={mode} onChange={(e) => setMode(e.currentTarget.value as Mode)}>
          <option value="">Server default</option>
          <option value="KEYWORD">Keyword</option>
          <option value="SEMANTIC">Semantic</option>
          <option value="HYBRID">Hybrid</option>
        </select>
        <label for="content-topk">Passages</label>
        <input id="content-topk" type="number" min={1} max={100} value={topK} onInput={(e) => setTopK(Number(e.currentTarget.value))} />
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Searching…' : 'Query'}
        </button>
      </form>
      <ErrorMessage error={error} />
      {matches !== null ? (
        matches.length === 0 ? (
          <p role="status">
            No passage matches “{asked}”{directory ? ` under ${directory}` : ''}.
          </p>
        ) : (
          <ol class="matches" aria-label={`Passages for ${asked}`}>
            {matches.map((m) => {
              const folder = m.metadata.path.includes('/') ? m.metadata.path.slice(0, m.metadata.path.lastIndexOf('/')) : '';
              return (
                <li key={`${m.metadata.fileId}-${m.metadata.chunkIndex}`} class="match">
                  <div class="match-head">
                    <a href={links.browser(filesetId, folder)}>{m.metadata.path}</a>
                    {m.metadata.page !== undefined ? <span class="muted"> · page {m.metadata.page}</span> : null}
                    <span class="muted"> · score {m.score.toFixed(2)}</span>
                  </div>
                  <blockquote>
                    <Highlighted text={m.content.text} query={asked} />
                  </blockquote>
                </li>
              );
            })}
          </ol>
        )
      ) : null}
    </section>
  );
}
