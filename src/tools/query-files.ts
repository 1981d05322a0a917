import { badRequest } from '../errors.js';
import type { ContentQuery, QueryMatch } from '../indexing/content-query.js';
import type { ToolServices } from './catalogue.js';
import type { ToolCall } from './server-tool.js';

/** File sets one `files.query` without a filesetId looks into: the caller's AI-enabled ones, most recently changed first. */
export const QUERY_SETS_MAX = 20;

export type QueryInput = ContentQuery & { filesetId?: string | undefined };
type Match = QueryMatch & { metadata: QueryMatch['metadata'] & { fileSetId: string } };

/**
 * The content query of one file set, or, without `filesetId`, of every AI-enabled file set the
 * caller can read (up to QUERY_SETS_MAX), best passages first: a model asked "find the files about
 * invoices" seldom knows which set holds them. Scores are comparable across sets (0..1 from the same
 * ranking), so the lists are merged by score.
 */
export async function queryFiles(services: ToolServices, call: ToolCall, input: QueryInput): Promise<{ matches: Match[] }> {
  const { filesetId, ...query } = input;
  const tagged = async (id: string) =>
    (await services.contentQuery.query(call.caller, id, query, call.signal)).matches.map((m) => ({
      ...m,
      metadata: { ...m.metadata, fileSetId: id },
    }));
  if (filesetId !== undefined) return { matches: await tagged(filesetId) };
  if (query.directoryPath) throw badRequest('directoryPath: only with filesetId (a directory belongs to one file set).');
  const sets: string[] = [];
  for (let offset = 0; sets.length < QUERY_SETS_MAX; offset += 100) {
    const page = await services.fileSets.search(call.caller, { fieldSort: [{ field: 'updated', order: 'DESC' }] }, 100, offset);
    sets.push(...page.fileSets.filter((set) => set.aiEnabled).map((set) => set.id));
    if (page.fileSets.length < 100) break;
  }
  const all = (await Promise.all(sets.slice(0, QUERY_SETS_MAX).map(tagged))).flat();
  return { matches: all.sort((a, b) => b.score - a.score).slice(0, query.topK ?? 1) };
}
