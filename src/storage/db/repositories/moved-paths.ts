import { sql } from 'kysely';
import { belowRange, nameOf, parentOf, sqlLength } from '../path-ranges.js';
import type { Condition } from '../search/condition.js';
import type { MoveRow } from './moves-repository.js';

/** The columns that a move changes; a walk begun before it reads them as they were. */
const MOVED = ['path', 'parent_path', 'name'];

/**
 * A file set's entries with `path`, `parent_path` and `name` as they were before `moves` (oldest
 * first), and as they are now in `cur_path`, `cur_parent_path`, `cur_name`: a search over it orders
 * and scopes entries as a walk that began before those moves saw them, so that it returns each
 * entry that existed throughout exactly once (file-search.ts). Each move is undone by one level of
 * subquery, the newest innermost.
 */
export function entriesBeforeMoves(filesetId: string, columns: readonly string[], moves: readonly MoveRow[]): Condition {
  const kept = sql.raw(
    [...columns.filter((c) => !MOVED.includes(c)), 'path_lower', 'name_lower', 'cur_path', 'cur_parent_path', 'cur_name'].join(', '),
  );
  let source = sql`(SELECT ${sql.raw(columns.join(', '))}, path_lower, name_lower, path AS cur_path, parent_path AS cur_parent_path, name AS cur_name
    FROM files WHERE fileset_id = ${filesetId}) AS moved_0`;
  [...moves].reverse().forEach((move, i) => {
    const to = move.to_path;
    const from = move.from_path;
    const { from: low, to: high } = belowRange(to);
    const tail = (column: string) => sql`substr(${sql.ref(column)}, CAST(${sqlLength(to) + 1} AS integer))`;
    const below = sql`path >= ${low} AND path < ${high}`;
    source = sql`(SELECT ${kept},
        CASE WHEN path = ${to} THEN ${from} WHEN ${below} THEN ${from} || ${tail('path')} ELSE path END AS path,
        CASE WHEN path = ${to} THEN ${parentOf(from)} WHEN ${below} THEN ${from} || ${tail('parent_path')} ELSE parent_path END AS parent_path,
        CASE WHEN path = ${to} THEN ${nameOf(from)} ELSE name END AS name
      FROM ${source}) AS ${sql.raw(`moved_${i + 1}`)}`;
  });
  return sql`${source}`;
}
