import type { DataFileRevision } from '@stowage/client';
import { useLocation, useRoute } from 'preact-iso';
import { useState } from 'preact/hooks';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Dialog } from '../components/dialog';
import { PageTitle } from '../components/layout';
import { ScanState } from '../components/scan-state';
import { ErrorMessage, Loading, Notice } from '../components/status';
import { useLoad } from '../components/use-load';
import { saveBody } from '../download';
import { describeError } from '../errors';
import { formatBytes, formatDate } from '../format';
import { links } from '../links';
import { useClient } from '../session';

/** One data file: its details, every revision with its scan state and hashes, a new revision, downloads. */
export function DataFilePage() {
  const client = useClient();
  const { route } = useLocation();
  const dataFileId = Number(useRoute().params.dataFileId);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<{ bytes: number; total: number } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const id = String(dataFileId);
  const details = useLoad(
    async (signal) =>
      (
        await client.api.GET('/api/data/v1/data-files/{dataFileId}/details', {
          params: { path: { dataFileId: id }, query: { expand: ['metadata'] } },
          querySerializer: { array: { style: 'form', explode: false } },
          signal,
        })
      ).data!,
    [client, id],
  );
  const revisions = useLoad(
    async (signal) =>
      (await client.api.GET('/api/data/v1/data-files/{dataFileId}/revisions/details', { params: { path: { dataFileId: id } }, signal }))
        .data!,
    [client, id],
  );
  const run = async (work: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (e) {
      setError(describeError(e));
    }
  };
  const addRevision = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    void run(async () => {
      setSent({ bytes: 0, total: file.size });
      try {
        const { revisionId } = await client.dataFiles.addRevision(dataFileId, {
          source: file,
          onProgress: ({ bytes }) => setSent({ bytes, total: file.size }),
        });
        setNotice(`Revision ${revisionId} uploaded; it is the current one.`);
      } finally {
        setSent(null);
      }
      details.reload();
      revisions.reload();
    });
  };
  const download = (revision: DataFileRevision) =>
    run(async () => {
      const body = await client.dataFiles.download(dataFileId, { revisionId: revision.dataFileRevisionId });
      await saveBody(body.body, body.fileName ?? details.data?.name ?? `data-file-${dataFileId}`);
    });
  const removeRevision = (revision: DataFileRevision) =>
    run(async () => {
      await client.api.DELETE('/api/data/v1/data-files/{dataFileId}/revisions/{revisionId}', {
        params: { path: { dataFileId: id, revisionId: String(revision.dataFileRevisionId) } },
      });
      setNotice(`Revision ${revision.dataFileRevisionId} deleted.`);
      details.reload();
      revisions.reload();
    });
  const file = details.data;
  const current = revisions.data?.[0]?.dataFileRevisionId;
  return (
    <>
      <Breadcrumbs
        items={[
          { href: links.dataFiles(), label: 'Data files' },
          { href: links.dataFile(dataFileId), label: file?.name ?? String(dataFileId) },
        ]}
      />
      <PageTitle title={file?.name ?? `Data file ${dataFileId}`}>
        {file?.existing ? (
          <>
            <label class="button primary" for="revision-input">
              Upload a new revision
            </label>
            <input id="revision-input" class="file-input" type="file" onChange={addRevision} />
            <button type="button" class="danger" onClick={() => setDeleting(true)}>
              Delete
            </button>
          </>
        ) : null}
      </PageTitle>
      <ErrorMessage error={details.error ?? revisions.error ?? error} />
      <Notice>{notice}</Notice>
      {sent ? <progress max={sent.total || 1} value={sent.bytes} aria-label="Upload progress of the new revision" /> : null}
      <Loading when={details.loading && !file} />
      {file ? (
        <dl class="facts">
          <dt>Id</dt>
          <dd>{file.dataFileId}</dd>
          <dt>Uploaded by</dt>
          <dd>User {file.responsibleUserId}</dd>
          <dt>Created</dt>
          <dd>{formatDate(file.datetimeCreated)}</dd>
          <dt>State</dt>
          <dd>{file.existing ? 'Available' : 'Deleted: its content is purged'}</dd>
          {file.metadata ? (
            <>
              <dt>Description</dt>
              <dd>{file.metadata.description || '—'}</dd>
              <dt>Visibility</dt>
              <dd>{file.metadata.public ? 'Public: every user may read it' : 'Private: the uploader and admins'}</dd>
              <dt>Revisions</dt>
              <dd>
                {file.metadata.revisionCount}, {formatBytes(file.metadata.totalSizeBytes)} in all
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <h2>Revisions</h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">Revisions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Size</th>
              <th scope="col">Type</th>
              <th scope="col">Scan</th>
              <th scope="col">SHA-256</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(revisions.data ?? []).map((revision) => (
              <tr key={revision.dataFileRevisionId}>
                <td>
                  {revision.dataFileRevisionId}
                  {revision.dataFileRevisionId === current ? <span class="badge">current</span> : null}
                </td>
                <td>
                  {formatDate(revision.datetimeUploaded)} by user {revision.uploadUserId}
                </td>
                <td class="num">{formatBytes(revision.sizeBytes)}</td>
                <td>{revision.contentType}</td>
                <td>
                  <ScanState state={revision.scanState} />
                </td>
                <td class="hash" title={revision.sha256HashValue}>
                  {revision.sha256HashValue.slice(0, 12)}…
                </td>
                <td class="row-actions">
                  {revision.scanState !== 'INFECTED' && file?.existing ? (
                    <button
                      type="button"
                      onClick={() => void download(revision)}
                      aria-label={`Download revision ${revision.dataFileRevisionId}`}
                    >
                      Download
                    </button>
                  ) : null}
                  {(revisions.data?.length ?? 0) > 1 ? (
                    <button
                      type="button"
                      class="danger"
                      onClick={() => void removeRevision(revision)}
                      aria-label={`Delete revision ${revision.dataFileRevisionId}`}
                    >
                      Delete
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        title={`Delete ${file?.name ?? 'data file'}?`}
        open={deleting}
        onClose={() => setDeleting(false)}
        danger
        submitLabel="Delete for good"
        onSubmit={async () => {
          await client.api.DELETE('/api/data/v1/data-files/{dataFileId}', { params: { path: { dataFileId: id } } });
          route(links.dataFiles());
        }}
      >
        <p>Every revision’s content is purged; downloads then answer “gone”. The details stay, marked deleted.</p>
      </Dialog>
    </>
  );
}
