import type { FileSet, FileSetSearchBody } from '@stowage/client';
import { useState } from 'preact/hooks';
import { FilterEditor } from '../components/filter-editor';
import { PageTitle } from '../components/layout';
import { Pager } from '../components/pager';
import { SortHeader } from '../components/sort-header';
import { ErrorMessage, Loading } from '../components/status';
import { useLoad } from '../components/use-load';
import { formatDate, formatNumber } from '../format';
import { links } from '../links';
import { type DateFilter, FILE_SET_FIELDS, type Filter, type SortField, searchBody } from '../search-fields';
import { useClient } from '../session';
import { AccessDialog, DeleteFileSetDialog, FileSetDialog } from './file-set-dialogs';

const PAGE = 50;

type Open = { kind: 'create' } | { kind: 'edit' | 'access' | 'delete'; fileSet: FileSet } | null;

/** Operation 1: the file sets the caller can read, filtered and sorted on the server, a page at a time. */
export function FileSets() {
  const client = useClient();
  const [filters, setFilters] = useState<Filter[]>([]);
  const [dates, setDates] = useState<DateFilter[]>([]);
  const [sort, setSort] = useState<SortField>({ field: 'name', order: 'ASC' });
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const page = useLoad(
    async (signal) => {
      const { data } = await client.api.POST('/api/files/v1/filesets/search', {
        params: { query: { limit: PAGE, offset } },
        body: searchBody(filters, dates, [sort]) as FileSetSearchBody,
        signal,
      });
      return data!;
    },
    [client, filters, dates, sort, offset],
  );
  const close = () => setOpen(null);
  const changed = () => {
    setOpen(null);
    page.reload();
  };
  return (
    <>
      <PageTitle title="File sets">
        <button type="button" class="primary" onClick={() => setOpen({ kind: 'create' })}>
          New file set
        </button>
      </PageTitle>
      <details class="panel">
        <summary>Filter file sets</summary>
        <FilterEditor
          id="fileset-filter"
          fields={FILE_SET_FIELDS}
          dateFields={[
            { name: 'created', label: 'Created' },
            { name: 'updated', label: 'Updated' },
          ]}
          onApply={(f, d) => {
            setFilters(f);
            setDates(d);
            setOffset(0);
          }}
        />
      </details>
      <ErrorMessage error={page.error} />
      <Loading when={page.loading && !page.data} />
      {page.data ? (
        <>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">File sets, sorted by {sort.field}</caption>
              <thead>
                <tr>
                  <SortHeader field="name" label="Name" sort={sort} onSort={setSort} />
                  <SortHeader field="description" label="Description" sort={sort} onSort={setSort} />
                  <SortHeader field="fileCount" label="Files" sort={sort} onSort={setSort} />
                  <th scope="col">Access</th>
                  <SortHeader field="updated" label="Updated" sort={sort} onSort={setSort} />
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.data.fileSets.map((set) => (
                  <tr key={set.id}>
                    <td>
                      <a href={links.browser(set.id)}>{set.name}</a>
                      {set.aiEnabled ? <span class="badge">AI search</span> : null}
                    </td>
                    <td>{set.description}</td>
                    <td class="num">{formatNumber(set.fileCount)}</td>
                    <td>{set.permission}</td>
                    <td>{formatDate(set.updated)}</td>
                    <td class="row-actions">
                      {set.permission !== 'READ' ? (
                        <button type="button" onClick={() => setOpen({ kind: 'edit', fileSet: set })} aria-label={`Edit ${set.name}`}>
                          Edit
                        </button>
                      ) : null}
                      {set.permission === 'OWNER' ? (
                        <>
                          <button type="button" onClick={() => setOpen({ kind: 'access', fileSet: set })} aria-label={`Share ${set.name}`}>
                            Share
                          </button>
                          <button
                            type="button"
                            class="danger"
                            onClick={() => setOpen({ kind: 'delete', fileSet: set })}
                            aria-label={`Delete ${set.name}`}
                          >
                            Delete
                          </button>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.fileSets.length === 0 ? <p>No file sets match. Create one with “New file set”.</p> : null}
          <Pager
            offset={offset}
            limit={PAGE}
            total={page.data.pageContext.total}
            shown={page.data.fileSets.length}
            onOffset={setOffset}
            noun="file sets"
          />
        </>
      ) : null}
      <FileSetDialog open={open?.kind === 'create'} onClose={close} onDone={changed} />
      <FileSetDialog
        open={open?.kind === 'edit'}
        fileSet={open?.kind === 'edit' ? open.fileSet : undefined}
        onClose={close}
        onDone={changed}
      />
      <AccessDialog fileSet={open?.kind === 'access' ? open.fileSet : undefined} onClose={close} />
      <DeleteFileSetDialog fileSet={open?.kind === 'delete' ? open.fileSet : undefined} onClose={close} onDone={changed} />
    </>
  );
}
