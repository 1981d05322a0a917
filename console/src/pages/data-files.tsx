import { useState } from 'preact/hooks';
import { Dialog } from '../components/dialog';
import { PageTitle } from '../components/layout';
import { Pager } from '../components/pager';
import { ScanState } from '../components/scan-state';
import { ErrorMessage, Loading } from '../components/status';
import { useLoad } from '../components/use-load';
import { formatBytes, formatDate } from '../format';
import { links } from '../links';
import { useClient } from '../session';

const PAGE = 50;

/** The caller's readable data files, newest first, with the current revision's size and scan state. */
export function DataFiles() {
  const client = useClient();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const page = useLoad(
    async (signal) =>
      (
        await client.api.GET('/api/data/v1/data-files/details', {
          params: { query: { offset, limit: PAGE, expand: ['currentRevision', 'metadata'] } },
          querySerializer: { array: { style: 'form', explode: false } },
          signal,
        })
      ).data!,
    [client, offset],
  );
  return (
    <>
      <PageTitle title="Data files">
        <button type="button" class="primary" onClick={() => setCreating(true)}>
          New data file
        </button>
      </PageTitle>
      <ErrorMessage error={page.error} />
      <Loading when={page.loading && !page.data} />
      {page.data ? (
        <>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">Data files, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Revisions</th>
                  <th scope="col">Size</th>
                  <th scope="col">Scan</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((file) => (
                  <tr key={file.dataFileId}>
                    <td>
                      <a href={links.dataFile(file.dataFileId)}>{file.name}</a>
                      {file.existing ? null : <span class="badge">deleted</span>}
                    </td>
                    <td class="num">{file.metadata?.revisionCount ?? ''}</td>
                    <td class="num">{formatBytes(file.currentRevision?.sizeBytes)}</td>
                    <td>{file.currentRevision ? <ScanState state={file.currentRevision.scanState} /> : '—'}</td>
                    <td>{formatDate(file.datetimeCreated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.length === 0 && offset === 0 ? <p>No data files yet.</p> : null}
          <Pager offset={offset} limit={PAGE} shown={page.data.length} onOffset={setOffset} noun="data files" />
        </>
      ) : null}
      <NewDataFileDialog open={creating} onClose={() => setCreating(false)} onDone={page.reload} />
    </>
  );
}

function NewDataFileDialog(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const client = useClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [open, setOpen] = useState(true);
  const [sent, setSent] = useState(0);
  return (
    <Dialog
      title="New data file"
      open={props.open}
      onClose={props.onClose}
      submitLabel="Upload"
      onSubmit={async () => {
        if (!file) throw new Error('Choose a file to upload.');
        await client.dataFiles.create({
          name: name.trim() || file.name,
          description,
          public: open,
          source: file,
          onProgress: ({ bytes }) => setSent(bytes),
        });
        setFile(null);
        setName('');
        setSent(0);
        props.onDone();
      }}
    >
      <label for="data-file-input">File</label>
      <input id="data-file-input" type="file" required onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      <label for="data-file-name">Name (the file’s own name if left empty)</label>
      <input id="data-file-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="data-file-description">Description</label>
      <input id="data-file-description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      <label class="inline">
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} /> Public: every user may read it
      </label>
      {file && sent > 0 ? <progress max={file.size || 1} value={sent} aria-label="Upload progress" /> : null}
    </Dialog>
  );
}
