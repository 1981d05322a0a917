import type { Db } from '../../storage/db/database.js';
import { type FileRow, FilesRepository, type FileSearch, type Scope } from '../../storage/db/repositories/files-repository.js';
import { AppError, notFound } from '../../errors.js';
import { MovesRepository } from '../../storage/db/repositories/moves-repository.js';
import type { FileSetService } from '../filesets/fileset-service.js';
import { type CursorCodec, queryDigest } from '../search/cursor.js';
import { FILE_FIELDS } from '../search/fields.js';
import { compileFilters } from '../search/filters.js';
import { keysetPlan } from '../search/keyset-plan.js';
import { parseSort } from '../search/sort.js';
import type { Caller } from '../tokens/token-service.js';
import { normalizePath } from './paths.js';

/** Moves a walk may lag behind (each is one level of subquery in its pages); past it, its cursor is refused. */
const MAX_MOVES_BEHIND = 50;

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
  private readonly moves: MovesRepository;

  constructor(
    db: Db,
    private readonly fileSets: FileSetService,
    private readonly cursors: CursorCodec,
  ) {
    this.files = new FilesRepository(db);
    this.moves = new MovesRepository(db);
  }

  /** Compiles a search into the repository's query, checking scope, body and cursor. */
  async plan(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams) {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const dir = normalizePath(params.directoryPath, 'directoryPath');
    if (dir !== '' && !params.next) await this.requireDirectory(fileSet.id, dir, null);
    const scope: Scope = params.immediateChildren ? { kind: 'children', dir } : dir === '' ? { kind: 'all' } : { kind: 'below', dir };
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
    if (dir !== '' && position?.moveSeq !== undefined) {
      // The walk's scope is the directory as it was when the walk began; it may have moved since.
      await this.requireDirectory(fileSet.id, dir, position.moveSeq);
    }
    const page = keysetPlan(keys, position);
    const query: FileSearch = {
      filesetId: fileSet.id,
      scope,
      where,
      after: page.after,
      resume:
        position && keys[0]?.spec.column === 'path' && typeof position.values[0] === 'string'
          ? { path: position.values[0], desc: keys[0].desc }
          : null,
      orderBy: page.orderBy,
      then: page.then,
      // One more than asked tells whether a next page exists.
      limit: params.limit + 1,
    };
    return { query, keys, digest, position };
  }

  /** The directory `dir` as of move `since` (null: now), followed through the moves made after it. */
  private async requireDirectory(filesetId: string, dir: string, since: number | null): Promise<void> {
    let now = dir;
    if (since !== null) {
      for (const move of await this.moves.since(filesetId, since, MAX_MOVES_BEHIND)) {
        if (now === move.from_path || now.startsWith(`${move.from_path}/`)) now = move.to_path + now.slice(move.from_path.length);
      }
    }
    const entry = await this.files.findByPath(filesetId, now);
    if (!entry || entry.file_type !== 'DIRECTORY') throw notFound.directory(dir);
  }

  /**
   * One page. A walk that outlives a move (file-moves.ts) goes on in the order it began in: its
   * cursor holds the file set's last move when it began, and later pages are read as of then
   * (moved-paths.ts), so an entry moved behind the walk's position or ahead of it is still seen
   * exactly once, under its new path. The journal is read before and after the page: a move that
   * committed in between could have changed the page, which is then read again.
   */
  async search(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams): Promise<FileSearchPage> {
    const { query, keys, digest, position } = await this.plan(caller, filesetId, body, params);
    for (let attempt = 1; ; attempt++) {
      const began = position?.moveSeq ?? (await this.moves.lastSeq(query.filesetId));
      const moves = position?.moveSeq === undefined ? [] : await this.moves.since(query.filesetId, began, MAX_MOVES_BEHIND + 1);
      if (moves.length > MAX_MOVES_BEHIND) {
        throw new AppError(
          'INVALID_CURSOR',
          `The next token is too old: more than ${MAX_MOVES_BEHIND} moves were made in this file set since the walk began. Start again without next.`,
        );
      }
      const head = moves.length > 0 ? moves[moves.length - 1]!.seq : began;
      const rows = await this.files.search({ ...query, moves });
      if (attempt < 5 && (await this.moves.lastSeq(query.filesetId)) !== head) continue;
      let next: string | null = null;
      if (rows.length > params.limit) {
        rows.length = params.limit;
        const last = rows[rows.length - 1]!;
        const values = keys.map(({ spec }) => (last as unknown as Record<string, string | number | null>)[spec.column] ?? null);
        next = this.cursors.encode({ values, id: last.id, moveSeq: Number(began) }, digest);
      }
      const total = params.includeTotal ? await this.files.count(query) : null;
      return { rows: rows.map(({ current, ...row }) => (current ? { ...row, ...current } : row)), next, total };
    }
  }
}
