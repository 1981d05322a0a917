import type { Db } from '../../storage/db/database.js';
import { type FileRow, FilesRepository, type FileSearch, type Scope } from '../../storage/db/repositories/files-repository.js';
import { notFound } from '../../errors.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { type CursorCodec, queryDigest } from '../search/cursor.js';
import { FILE_FIELDS } from '../search/fields.js';
import { compileFilters } from '../search/filters.js';
import { keysetPlan } from '../search/keyset-plan.js';
import { parseSort } from '../search/sort.js';
import type { Caller } from '../tokens/token-service.js';
import { normalizePath } from './paths.js';

export interface FileSearchParams {
  directoryPath?: string | undefined;
  immediateChildren: boolean;
  limit: number;
  next?: string | undefined;
  includeTotal: boolean;
}

export interface FileSearchPage {
  rows: FileRow[];
  next: string | null;
  total: number | null;
}

/** Operation 2: a file set's entries, scoped, filtered, sorted, paged by keyset cursor. */
export class FileSearchService {
  private readonly files: FilesRepository;

  constructor(
    db: Db,
    private readonly fileSets: FileSetService,
    private readonly cursors: CursorCodec,
  ) {
    this.files = new FilesRepository(db);
  }

  /** Compiles a search into the repository's query, checking scope, body and cursor. */
  async plan(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams) {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const dir = normalizePath(params.directoryPath, 'directoryPath');
    if (dir !== '') {
      const entry = await this.files.findByPath(fileSet.id, dir);
      if (!entry || entry.file_type !== 'DIRECTORY') throw notFound.directory(dir);
    }
    const scope: Scope = params.immediateChildren
      ? { kind: 'children', dir }
      : dir === ''
        ? { kind: 'all' }
        : { kind: 'below', dir };
    const where = compileFilters(FILE_FIELDS, body);
    const keys = parseSort(FILE_FIELDS, body);
    const digest = queryDigest({
      fileSet: fileSet.id,
      dir,
      children: params.immediateChildren,
      filters: body.filters ?? null,
      dateFilters: body.dateFilters ?? null,
      fieldSort: body.fieldSort ?? null,
    });
    const position = params.next ? this.cursors.decode(params.next, digest, keys.length) : null;
    const page = keysetPlan(keys, position);
    const query: FileSearch = {
      filesetId: fileSet.id,
      scope,
      where,
      after: page.after,
      resume: position && keys[0]?.spec.column === 'path' && typeof position.values[0] === 'string'
        ? { path: position.values[0], desc: keys[0].desc }
        : null,
      orderBy: page.orderBy,
      then: page.then,
      // One more than asked tells whether a next page exists.
      limit: params.limit + 1,
    };
    return { query, keys, digest };
  }

  async search(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams): Promise<FileSearchPage> {
    const { query, keys, digest } = await this.plan(caller, filesetId, body, params);
    const rows = await this.files.search(query);
    let next: string | null = null;
    if (rows.length > params.limit) {
      rows.length = params.limit;
      const last = rows[rows.length - 1]!;
      const values = keys.map(({ spec }) => (last as unknown as Record<string, string | number | null>)[spec.column] ?? null);
      next = this.cursors.encode({ values, id: last.id }, digest);
    }
    const total = params.includeTotal ? await this.files.count(query) : null;
    return { rows, next, total };
  }
}
