import type { FileEntry } from '@stowage/client';
import { useLocation, useRoute } from 'preact-iso';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilterEditor } from '../components/filter-editor';
import { PageTitle } from '../components/layout';
import { SortHeader } from '../components/sort-header';
import { ErrorMessage, Loading } from '../components/status';
import { UploadPanel } from '../components/upload-panel';
import { useCursorList } from '../components/use-cursor-list';
import { useLoad } from '../components/use-load';
import { downloadFile } from '../download';
import { describeError } from '../errors';
import { formatBytes, formatDate, joinPath } from '../format';
import { links } from '../links';
import { type DateFilter, FILE_FIELDS, type Filter, type SortField, searchBody } from '../search-fields';
import { useClient } from '../session';
import { droppedFiles, enqueue, uploadsFinished } from '../uploads';
import { ContentQuery } from './content-query';
import { DeleteEntryDialog, MoveDialog, NewFolderDialog, ShareDialog } from './file-dialogs';

/** Rows per request: a screenful and more, the rest as the reader scrolls. */
const PAGE = 200;

type Open = { kind: 'move' | 'delete' | 'share'; entry: FileEntry } | { kind: 'folder' } | null;

/** Operation 2 over one directory of a file set: sorted and filtered on the server, paged by cursor. */
export function FileBrowser() {
  const client = useClient();
  const { params } = useRoute();
  const { query } = useLocation();
  const filesetId = params.filesetId!;
  const directory = joinPath(query.dir ?? '');
  const [filters, setFilters] = useState<Filter[]>([]);
  const [dates, setDates] = useState<DateFilter[]>([]);
  const [subfolders, setSubfolders] = useState(false);
  const [sort, setSort] = useState<SortField>({ field: 'name', order: 'ASC' });
  const [open, setOpen] = useState<Open>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileSet = useLoad(
    async (signal) => (await client.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId } }, signal })).data!,
    [client, filesetId],
  );
  const list = useCursorList<FileEntry>(
    async (next, signal) => {
      const { data } = await client.api.POST('/api/files/v1/filesets/{filesetId}/files/search', {
        params: { path: { filesetId }, query: { directoryPath: directory, immediateChildren: !subfolders, limit: PAGE, next } },
        body: searchBody(filters, dates, [sort]),
        signal,
      });
      return { items: data!.files, next: data!.pageContext.next ?? undefined };
    },
    [client, filesetId, directory, filters, dates, sort, subfolders],
  );
  // The bench's "time to first rows" (bench/scenarios/console.ts) reads this mark.
  const marked = useRef(false);
  useEffect(() => {
    if (!marked.current && list.items.length > 0) {
      marked.current = true;
      requestAnimationFrame(() => performance.mark('stowage:first-rows'));
    }
  }, [list.items.length]);
  // Refresh the listing shortly after uploads finish (one reload for a burst of them).
  const finished = uploadsFinished.value;
  useEffect(() => {
    if (finished === 0) return;
    const timer = setTimeout(list.reload, 300);
    return () => clearTimeout(timer);
  }, [finished]);
  // Load the next page when the end of the table scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !list.more) return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && list.loadMore(), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list.more, list.loadMore, list.items.length]);

  const canEdit = fileSet.data !== undefined && fileSet.data.permission !== 'READ';
  const addFiles = (files: { file: File; relativePath: string }[]) =>
    enqueue(
      client,
      filesetId,
      files.map(({ file, relativePath }) => ({ file, path: joinPath(directory, relativePath) })),
    );
  const onPick = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    addFiles([...(input.files ?? [])].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name })));
    input.value = '';
  };
  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!canEdit || !event.dataTransfer) return;
    try {
      addFiles(await droppedFiles(event.dataTransfer.items));
    } catch (e) {
      setActionError(describeError(e));
    }
  };
  const download = async (entry: FileEntry) => {
    setActionError(null);
    try {
      await downloadFile(client, filesetId, entry, canEdit);
    } catch (e) {
      setActionError(describeError(e));
    }
  };
  const changed = () => {
    setOpen(null);
    list.reload();
  };
  const close = () => setOpen(null);
  const searching = subfolders || filters.length > 0 || dates.length > 0;
  const title = fileSet.data?.name ?? 'File set';
  const segments = directory === '' ? [] : directory.split('/');
  return (
    <div
      class={`browser${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        if (!canEdit) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={(e) => void onDrop(e)}
    >
      <Breadcrumbs
        items={[
          { href: links.fileSets(), label: 'File sets' },
          { href: links.browser(filesetId), label: title },
          ...segments.map((segment, i) => ({ href: links.browser(filesetId, segments.slice(0, i + 1).join('/')), label: segment })),
        ]}
      />
      <PageTitle title={directory ? directory.split('/').pop()! : title}>
        {canEdit ? (
          <>
            <label class="button primary" for="upload-files">
              Upload files
            </label>
            <input id="upload-files" class="file-input" type="file" multiple onChange={onPick} />
            <label class="button" for="upload-folder">
              Upload folder
            </label>
            <input id="upload-folder" class="file-input" type="file" multiple {...{ webkitdirectory: true }} onChange={onPick} />
            <button type="button" onClick={() => setOpen({ kind: 'folder' })}>
              New folder
            </button>
          </>
        ) : null}
        <button type="button" onClick={list.reload}>
          Refresh
        </button>
      </PageTitle>
      <ErrorMessage error={fileSet.error} />
      {canEdit ? <p class="hint drop-hint">Drop files or folders anywhere on this page to upload them here.</p> : null}
      <UploadPanel filesetId={filesetId} />
      {fileSet.data?.aiEnabled ? <ContentQuery filesetId={filesetId} directory={directory} /> : null}
      <details class="panel">
        <summary>Search and filter</summary>
        <label class="inline">
          <input type="checkbox" checked={subfolders} onChange={(e) => setSubfolders(e.currentTarget.checked)} /> Include everything below
          this folder
        </label>
        <FilterEditor
          id="file-filter"
          fields={FILE_FIELDS}
          dateFields={[{ name: 'created', label: 'Created' }]}
          onApply={(f, d) => {
            setFilters(f);
            setDates(d);
            if (f.length > 0 || d.length > 0) setSubfolders(true);
          }}
        />
      </details>
      <ErrorMessage error={list.error ?? actionError} />
      <div class="table-wrap">
        <table class="files" aria-busy={list.loading ? 'true' : 'false'}>
          <caption class="visually-hidden">
            {searching ? `Entries below ${directory || 'the root'} that match` : `Contents of ${directory || 'the root'}`}
          </caption>
          <thead>
            <tr>
              <SortHeader field={searching ? 'path' : 'name'} label="Name" sort={sort} onSort={setSort} />
              <SortHeader field="fileType" label="Type" sort={sort} onSort={setSort} />
              <SortHeader field="size" label="Size" sort={sort} onSort={setSort} />
              <SortHeader field="created" label="Created" sort={sort} onSort={setSort} />
              {fileSet.data?.aiEnabled ? <th scope="col">Index</th> : null}
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((entry) => {
              const folder = entry.fileType === 'DIRECTORY';
              const label = searching ? entry.path : entry.name;
              return (
                <tr key={entry.id} data-path={entry.path}>
                  <td class="name">{folder ? <a href={links.browser(filesetId, entry.path)}>{label}</a> : <span>{label}</span>}</td>
                  <td>{folder ? 'Folder' : entry.fileType.toLowerCase()}</td>
                  <td class="num">{folder ? '' : formatBytes(entry.size)}</td>
                  <td>{formatDate(entry.created)}</td>
                  {fileSet.data?.aiEnabled ? <td title={entry.indexReason ?? undefined}>{entry.indexStatus ?? ''}</td> : null}
                  <td class="row-actions">
                    {folder ? null : (
                      <>
                        <button type="button" onClick={() => void download(entry)} aria-label={`Download ${entry.path}`}>
                          Download
                        </button>
                        <button type="button" onClick={() => setOpen({ kind: 'share', entry })} aria-label={`Share link for ${entry.path}`}>
                          Link
                        </button>
                      </>
                    )}
                    {canEdit ? (
                      <>
                        <button type="button" onClick={() => setOpen({ kind: 'move', entry })} aria-label={`Move ${entry.path}`}>
                          Move
                        </button>
                        <button
                          type="button"
                          class="danger"
                          onClick={() => setOpen({ kind: 'delete', entry })}
                          aria-label={`Delete ${entry.path}`}
                        >
                          Delete
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Loading when={list.loading} />
      {!list.loading && list.items.length === 0 && !list.error ? (
        <p class="empty">{searching ? 'Nothing matches.' : 'This folder is empty.'}</p>
      ) : null}
      {list.more ? (
        <div ref={sentinel} class="more">
          <button type="button" onClick={list.loadMore} disabled={list.loading}>
            Load more
          </button>
        </div>
      ) : null}
      <MoveDialog filesetId={filesetId} entry={open?.kind === 'move' ? open.entry : undefined} onClose={close} onDone={changed} />
      <DeleteEntryDialog filesetId={filesetId} entry={open?.kind === 'delete' ? open.entry : undefined} onClose={close} onDone={changed} />
      <ShareDialog filesetId={filesetId} entry={open?.kind === 'share' ? open.entry : undefined} onClose={close} />
      <NewFolderDialog filesetId={filesetId} directory={directory} open={open?.kind === 'folder'} onClose={close} onDone={changed} />
    </div>
  );
}
