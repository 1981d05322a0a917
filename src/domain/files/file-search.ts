import type { Db } from '../../storage/db/database.js';
import { FilesRepository } from '../../storage/db/repositories/files-repository.js';
import { AppError, notFound } from '../../errors.js';
import { MovesRepository } from '../../storage/db/repositories/moves-repository.js';
import { type FilePage, type FilePageRequest, FileSearchSql, type Scope, type SearchRow } from '../../storage/db/search/file-search.js';
import { FILE_FIELDS, type FileField } from '../../search-query/fields.js';
import { parseSearch } from '../../search-query/parse.js';
import type { SearchQuery } from '../../search-query/query.js';
import { type FileSetService, fileSetIdOf } from '../filesets/fileset-service.js';
import { type CursorCodec, type CursorPosition, queryDigest } from '../search/cursor.js';
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
  rows: SearchRow[];
  next: string | null;
  total: number | null;
}

/** A search as planned: what the page statement needs, and what its cursor is checked against. */
interface Plan {
  filesetId: string;
  scope: Scope;
  query: SearchQuery<FileField>;
  digest: string;
  position: CursorPosition | null;
  /** Whether the caller's access was checked already (a directory scope is checked before it is read). */
  accessChecked: boolean;
  /** The page's first statement as storage takes it. */
  request: FilePageRequest;
}

/**
 * Operation 2 (API.md §2): a file set's entries, scoped, filtered, sorted, paged by keyset cursor.
 * The body is parsed to a typed query (src/search-query/parse.ts), whose SQL is
 * src/storage/db/search/file-search.ts.
 */
export class FileSearchService {
  private readonly files: FilesRepository;
  private readonly moves: MovesRepository;
  private readonly sql: FileSearchSql;

  constructor(
    db: Db,
    private readonly fileSets: FileSetService,
    private readonly cursors: CursorCodec,
  ) {
    this.files = new FilesRepository(db);
    this.moves = new MovesRepository(db);
    this.sql = new FileSearchSql(db);
  }

  /** Checks scope, body and cursor; a directory scope's file set and directory are looked up here. */
  async plan(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams): Promise<Plan> {
    const id = fileSetIdOf(filesetId);
    const dir = normalizePath(params.directoryPath, 'directoryPath');
    const query = parseSearch(FILE_FIELDS, body);
    const scope: Scope = params.immediateChildren ? { kind: 'children', dir } : dir === '' ? { kind: 'all' } : { kind: 'below', dir };
    const digest = queryDigest({
      fileSet: id,
      dir,
      children: params.immediateChildren,
      filters: body.filters ?? null,
      dateFilters: body.dateFilters ?? null,
      fieldSort: body.fieldSort ?? null,
    });
    const position = params.next ? this.cursors.decode(params.next, digest, query.sort.length) : null;
    const accessChecked = dir !== '';
    if (accessChecked) {
      await this.fileSets.require(caller, id);
      // The walk's scope is the directory as it was when the walk began; it may have moved since.
      if (!position || position.moveSeq !== undefined) await this.requireDirectory(id, dir, position?.moveSeq ?? null);
    }
    const request: FilePageRequest = {
      filesetId: id,
      scope,
      query,
      position,
      limit: params.limit,
      reader: accessChecked ? null : { userId: caller.userId, isAdmin: caller.isAdmin },
    };
    return { filesetId: id, scope, query, digest, position, accessChecked, request };
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
    if (entry?.file_type !== 'DIRECTORY') throw notFound.directory(dir);
  }

  /**
   * One page. A walk that outlives a move (file-moves.ts) goes on in the order it began in: its
   * cursor holds the file set's last move when it began, and later pages are read as of then
   * (moved-paths.ts), so an entry moved behind the walk's position or ahead of it is still seen
   * exactly once, under its new path.
   *
   * Most pages take one statement: it checks the caller's access, reads the page and the file set's
   * last move together, so the page is known to be as of that move. Only when a move came between
   * a walk's pages (or the statement read no row to say) is the page read as of the walk's start.
   */
  async search(caller: Caller, filesetId: string, body: Record<string, unknown>, params: FileSearchParams): Promise<FileSearchPage> {
    const plan = await this.plan(caller, filesetId, body, params);
    const request = plan.request;
    let page = await this.sql.page(request);
    if (page.rows.length === 0 && !plan.accessChecked) {
      // No row: either nothing matches or the caller may not read the file set (404).
      await this.fileSets.require(caller, plan.filesetId);
    }
    const since = plan.position?.moveSeq;
    let began = page.lastMove;
    if (began === null || (since !== undefined && began !== since)) {
      if (page.rows.length === 0 && !plan.position) return { rows: [], next: null, total: await this.total(plan, params) };
      ({ page, began } = await this.asOfWalkStart({ ...request, reader: null }, since));
    }
    let next: string | null = null;
    const rows = page.rows;
    if (rows.length > params.limit) {
      rows.length = params.limit;
      const last = rows[rows.length - 1]!;
      next = this.cursors.encode({ values: page.cursorValues(last), id: last.id, moveSeq: began }, plan.digest);
    }
    return {
      rows: rows.some((row) => row.current) ? rows.map(asCurrent) : rows,
      next,
      total: await this.total(plan, params),
    };
  }

  private async total(plan: Plan, params: FileSearchParams): Promise<number | null> {
    return params.includeTotal ? this.sql.count(plan.filesetId, plan.scope, plan.query.filter) : null;
  }

  /**
   * The page as of the walk's start (`since`; a first page: now), with the moves made since then undone.
   * The journal is read before and after the page: a move that committed in between could have
   * changed the page, which is then read again.
   */
  private async asOfWalkStart(request: FilePageRequest, since: number | undefined): Promise<{ page: FilePage; began: number }> {
    for (let attempt = 1; ; attempt++) {
      const began = since ?? (await this.moves.lastSeq(request.filesetId));
      const moves = since === undefined ? [] : await this.moves.since(request.filesetId, began, MAX_MOVES_BEHIND + 1);
      if (moves.length > MAX_MOVES_BEHIND) {
        throw new AppError(
          'INVALID_CURSOR',
          `The next token is too old: more than ${MAX_MOVES_BEHIND} moves were made in this file set since the walk began. Start again without next.`,
        );
      }
      const head = moves.length > 0 ? moves[moves.length - 1]!.seq : began;
      const page = await this.sql.page({ ...request, moves });
      if (attempt < 5 && (await this.moves.lastSeq(request.filesetId)) !== head) continue;
      return { page, began };
    }
  }
}

/** A row read as of before some moves, with its current path, parent and name (the rest is as read). */
function asCurrent({ current, ...row }: SearchRow): SearchRow {
  return current ? { ...row, ...current } : row;
}
