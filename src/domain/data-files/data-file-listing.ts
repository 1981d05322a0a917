import type { DataFile } from '../../entities/data-files.js';
import type { Db } from '../../storage/db/database.js';
import { type DataFileRow, DataFilesRepository } from '../../storage/db/repositories/data-files-repository.js';
import type { Caller } from '../tokens/token-service.js';
import { type Expandable, toDataFile, toRevision } from './data-file-view.js';

/**
 * Data files as operation 3 shows them, one or a page at a time: each expansion is one query for the
 * whole page, not one per data file.
 */
export class DataFileListing {
  private readonly repo: DataFilesRepository;

  constructor(db: Db) {
    this.repo = new DataFilesRepository(db);
  }

  /** The data files the caller may read (every one for an admin), newest first; `ids` narrows the list. */
  async list(
    caller: Caller,
    ids: readonly number[] | null,
    expand: ReadonlySet<Expandable>,
    limit: number,
    offset: number,
  ): Promise<DataFile[]> {
    return this.views(await this.repo.listReadable(caller, ids, limit, offset), expand);
  }

  /** The views of `rows`, in their order, with the expansions asked for. */
  async views(rows: readonly DataFileRow[], expand: ReadonlySet<Expandable>): Promise<DataFile[]> {
    const ids = rows.map((r) => r.id);
    const views = rows.map(toDataFile);
    if (expand.has('currentRevision')) {
      const currentIds = rows.flatMap((r) => (r.current_revision_id === null ? [] : [r.current_revision_id]));
      const current = new Map((await this.repo.revisionsById(currentIds)).map((r) => [r.id, r]));
      rows.forEach((row, i) => {
        const revision = row.current_revision_id === null ? undefined : current.get(row.current_revision_id);
        if (revision) views[i]!.currentRevision = toRevision(revision);
      });
    }
    if (expand.has('revisions')) {
      const byFile = new Map<number, ReturnType<typeof toRevision>[]>(ids.map((id) => [id, []]));
      for (const revision of await this.repo.revisionsOf(ids)) byFile.get(revision.data_file_id)?.push(toRevision(revision));
      views.forEach((view) => (view.revisions = byFile.get(view.dataFileId) ?? []));
    }
    if (expand.has('metadata')) {
      const totals = await this.repo.totalsOf(ids);
      rows.forEach((row, i) => {
        const sums = totals.get(row.id) ?? { count: 0, bytes: 0 };
        views[i]!.metadata = {
          description: row.description,
          public: row.is_public === 1,
          revisionCount: sums.count,
          totalSizeBytes: sums.bytes,
        };
      });
    }
    return views;
  }
}
