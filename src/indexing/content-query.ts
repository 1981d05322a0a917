import { sql } from 'kysely';
import { AppError, badRequest, notFound } from '../errors.js';
import type { FileSetService } from '../domain/filesets/fileset-service.js';
import { normalizePath } from '../domain/files/paths.js';
import { FILE_TYPES, INDEX_STATUSES } from '../entities/files.js';
import { FILE_FIELDS } from '../search-query/fields.js';
import { parseFilters } from '../search-query/parse.js';
import { isUuid } from '../search-query/values.js';
import type { Caller } from '../domain/tokens/token-service.js';
import type { Db } from '../storage/db/database.js';
import { type ChunkMatch, ChunkSearchRepository } from '../storage/db/repositories/chunk-search-repository.js';
import { ChunksRepository } from '../storage/db/repositories/chunks-repository.js';
import { FilesRepository } from '../storage/db/repositories/files-repository.js';
import type { Condition } from '../storage/db/search/condition.js';
import { FileSearchSql, type Scope } from '../storage/db/search/file-search.js';
import type { IndexEntries } from './index-entries.js';
import { keywordQueries, queryWords } from './query-words.js';
import { fuseRankings } from './rank-fusion.js';
import type { SemanticIndex } from './semantic/semantic-index.js';

export const QUERY_MODES = ['KEYWORD', 'SEMANTIC', 'HYBRID'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

export interface ContentQuery {
  query: string;
  topK?: number | null | undefined;
  directoryPath?: string | null | undefined;
  pathPrefixFilter?: string | null | undefined;
  mode?: QueryMode | null | undefined;
  filters?: unknown;
}

export interface QueryMatch {
  content: { type: 'TEXT'; text: string };
  metadata: { fileId: string; path: string; chunkIndex: number; start: number; end: number; page?: number };
  score: number;
}

/** Candidates each ranking brings to HYBRID's fusion, as a multiple of topK (and at least MIN_CANDIDATES). */
const OVERSAMPLE = 5;
const MIN_CANDIDATES = 50;
const MAX_CANDIDATES = 1000;

/** Content query, stats and reindex of a file set (API.md §2, "Content indexing and query"; docs/search.md). */
export class ContentQueryService {
  private readonly search: ChunkSearchRepository;
  private readonly files: FilesRepository;
  private readonly fileSearch: FileSearchSql;

  constructor(
    private readonly db: Db,
    private readonly fileSets: FileSetService,
    private readonly semantic: SemanticIndex | null,
    private readonly index: IndexEntries,
  ) {
    this.search = new ChunkSearchRepository(db);
    this.files = new FilesRepository(db);
    this.fileSearch = new FileSearchSql(db);
  }

  async query(caller: Caller, filesetId: string, body: ContentQuery, signal: AbortSignal): Promise<{ matches: QueryMatch[] }> {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const mode = body.mode ?? (this.semantic ? 'HYBRID' : 'KEYWORD');
    if (mode !== 'KEYWORD' && !this.semantic) {
      throw new AppError(
        'SEMANTIC_SEARCH_NOT_CONFIGURED',
        `mode ${mode} needs an embedding model (${mode === 'HYBRID' ? 'HYBRID fuses keyword and semantic rankings' : 'SEMANTIC ranks by embeddings'}), and none is configured (STOWAGE_DEFAULT_EMBEDDING_MODEL, docs/ai.md); use mode KEYWORD.`,
      );
    }
    if (body.query.trim() === '') throw badRequest('query must contain some text (1 to 2000 characters, not only white space).');
    if (fileSet.ai_enabled !== 1) throw indexingOff(filesetId);
    const topK = body.topK ?? 1;
    const files = await this.fileCondition(fileSet.id, body);
    const candidates = Math.min(MAX_CANDIDATES, Math.max(MIN_CANDIDATES, topK * OVERSAMPLE));
    let ranked: { chunk: ChunkMatch; score: number }[];
    if (mode === 'KEYWORD') {
      ranked = (await this.keyword(fileSet.id, body.query, files, topK)).map((chunk) => ({ chunk, score: chunk.score }));
    } else if (mode === 'SEMANTIC') {
      ranked = await this.semanticRanking(fileSet.id, body.query, files, topK, signal);
    } else {
      const [keyword, semantic] = await Promise.all([
        this.keyword(fileSet.id, body.query, files, candidates),
        this.semanticRanking(fileSet.id, body.query, files, candidates, signal),
      ]);
      const byId = new Map<number, ChunkMatch>([...keyword, ...semantic.map((s) => s.chunk)].map((c) => [c.id, c]));
      ranked = fuseRankings([keyword.map((c) => c.id), semantic.map((s) => s.chunk.id)]).map(({ item, score }) => ({
        chunk: byId.get(item)!,
        score,
      }));
    }
    return { matches: ranked.slice(0, topK).map(({ chunk, score }) => toMatch(chunk, score)) };
  }

  private async keyword(filesetId: string, query: string, files: Condition, limit: number): Promise<ChunkMatch[]> {
    const words = queryWords(query);
    if (words.length === 0) return [];
    let found: ChunkMatch[] = [];
    for (const q of keywordQueries(words)) {
      found = await this.search.keyword(filesetId, q, files, limit);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The semantic index's nearest chunks among those the query selects (its scope and filters are part of the KNN search). */
  private async semanticRanking(
    filesetId: string,
    query: string,
    files: Condition,
    k: number,
    signal: AbortSignal,
  ): Promise<{ chunk: ChunkMatch; score: number }[]> {
    const key = await new ChunksRepository(this.db).existingFileSetKey(filesetId);
    if (key === null || !this.semantic) return [];
    const within = {
      ids: this.search.chunkIds(filesetId, files),
      among: (ids: number[]) => this.search.chunkIds(filesetId, files, ids),
    };
    const hits = await this.semantic.search(key, query, k, signal, within);
    const found = new Map(
      (
        await this.search.byIds(
          filesetId,
          hits.map((h) => h.chunkId),
          files,
        )
      ).map((c) => [c.id, c]),
    );
    return hits.flatMap((h) => {
      const chunk = found.get(h.chunkId);
      return chunk ? [{ chunk, score: Math.min(1, Math.max(0, h.score)) }] : [];
    });
  }

  /** The entries a query covers: its directory (which must exist), path prefix and filters, as in operation 2. */
  private async fileCondition(filesetId: string, body: ContentQuery) {
    const dir = normalizePath(body.directoryPath ?? undefined, 'directoryPath');
    if (dir !== '') {
      const entry = await this.files.findByPath(filesetId, dir);
      if (entry?.file_type !== 'DIRECTORY') throw notFound.directory(dir);
    }
    const scope: Scope = dir === '' ? { kind: 'all' } : { kind: 'below', dir };
    const filter = parseFilters(FILE_FIELDS, { filters: body.filters ?? null });
    const prefix = body.pathPrefixFilter ?? '';
    return this.fileSearch.scopeCondition(filesetId, scope, filter, prefix === '' ? null : prefixCondition(prefix));
  }

  async stats(caller: Caller, filesetId: string) {
    const fileSet = await this.fileSets.require(caller, filesetId);
    const { types, statuses, chunks } = await this.search.stats(fileSet.id);
    const fileTypes = Object.fromEntries(FILE_TYPES.filter((t) => t !== 'DIRECTORY').map((t) => [t, 0])) as Record<string, number>;
    for (const { key, n } of types) fileTypes[key] = n;
    const indexStatuses = Object.fromEntries(INDEX_STATUSES.map((s) => [s, 0])) as Record<string, number>;
    let notIndexed = 0;
    for (const { key, n } of statuses) {
      if (key === null) notIndexed += n;
      else indexStatuses[key] = n;
    }
    return {
      fileSetId: fileSet.id,
      aiEnabled: fileSet.ai_enabled === 1,
      fileCount: types.reduce((sum, t) => sum + t.n, 0),
      fileTypes,
      indexStatuses,
      notIndexed,
      chunkCount: chunks,
    };
  }

  async reindex(caller: Caller, filesetId: string, fileIds: string[]): Promise<{ retriedFilesCount: number }> {
    const fileSet = await this.fileSets.require(caller, filesetId, 'EDIT');
    fileIds.forEach((id, i) => {
      if (!isUuid(id)) throw badRequest(`fileIds[${i}]: ${JSON.stringify(id)} is not a UUID.`);
    });
    const ids = await this.search.requeue(fileSet.id, [...new Set(fileIds.map((id) => id.toLowerCase()))], (tx, ids) =>
      this.index.dropFiles(tx, ids),
    );
    if (ids === null) throw indexingOff(filesetId);
    for (const id of ids) this.index.schedule(id);
    return { retriedFilesCount: ids.length };
  }
}

function indexingOff(filesetId: string): AppError {
  return new AppError(
    'CONTENT_INDEXING_OFF',
    `File set ${filesetId} has aiEnabled false, so its content is not indexed; turn it on with POST /api/files/v1/filesets/${filesetId} {"aiEnabled":true}.`,
  );
}

/** `path` starts with `prefix` (characters compared as they are, no pattern syntax). */
function prefixCondition(prefix: string): Condition {
  return sql`substr(path, 1, ${prefix.length}) = ${prefix}`;
}

function toMatch(chunk: ChunkMatch, score: number): QueryMatch {
  return {
    content: { type: 'TEXT', text: chunk.text },
    metadata: {
      fileId: chunk.file_id,
      path: chunk.path,
      chunkIndex: chunk.chunk_index,
      start: chunk.start_offset,
      end: chunk.end_offset,
      ...(chunk.page === null ? {} : { page: chunk.page }),
    },
    score,
  };
}
