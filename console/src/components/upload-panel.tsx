import { cancel, clearFinished, retry, uploads } from '../uploads';
import { formatBytes } from '../format';

const STATE_LABEL = { waiting: 'Waiting', uploading: 'Uploading', done: 'Uploaded', failed: 'Failed', cancelled: 'Cancelled' };

/** Each upload of this file set: a progress bar per file, its state, and cancel or retry. */
export function UploadPanel({ filesetId }: { filesetId: string }) {
  const items = uploads.value.filter((u) => u.filesetId === filesetId);
  if (items.length === 0) return null;
  const done = items.filter((u) => u.state === 'done').length;
  return (
    <section class="panel uploads" aria-labelledby="uploads-title">
      <div class="panel-head">
        <h2 id="uploads-title">
          Uploads{' '}
          <span class="muted">
            ({done} of {items.length} done)
          </span>
        </h2>
        <button type="button" onClick={clearFinished}>
          Clear finished
        </button>
      </div>
      <ul class="upload-list">
        {items.map((item) => {
          const percent = item.file.size === 0 ? (item.state === 'done' ? 100 : 0) : Math.round((item.sent / item.file.size) * 100);
          return (
            <li key={item.id} class={`upload ${item.state}`} data-path={item.path}>
              <span class="upload-path">{item.path}</span>
              <progress max={100} value={percent} aria-label={`${item.path}: ${percent}%`} />
              <span class="upload-state">
                {STATE_LABEL[item.state]} {item.state === 'uploading' ? `${percent}%` : ''} · {formatBytes(item.file.size)}
                {item.resumable ? ' · resumable' : ''}
              </span>
              {item.error ? <span class="error-text">{item.error}</span> : null}
              {item.state === 'uploading' ? (
                <button type="button" onClick={() => cancel(item.id)} aria-label={`Cancel ${item.path}`}>
                  Cancel
                </button>
              ) : null}
              {item.state === 'failed' || item.state === 'cancelled' ? (
                <button type="button" onClick={() => retry(item.id)} aria-label={`Retry ${item.path}`}>
                  {item.resumable ? 'Resume' : 'Retry'}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
