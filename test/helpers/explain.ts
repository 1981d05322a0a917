import { type Kysely, type RawBuilder, sql } from 'kysely';

/** One node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan (the members the tests read). */
export interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PgPlanNode[];
}

/** Every node of the plan, parents before children. */
export function planNodes(node: PgPlanNode): PgPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * A PostgreSQL plan as lines in the shape of SQLite's EXPLAIN QUERY PLAN, one per node, so tests
 * can match them with patterns: `Index Scan using files_path on files Index Cond: (…) Filter: (…)`,
 * `Sort Sort Key: name, id`, `Seq Scan on files`.
 */
export function planLines(root: PgPlanNode): string[] {
  return planNodes(root).map((n) =>
    [
      n['Node Type'] + (n['Scan Direction'] === 'Backward' ? ' Backward' : ''),
      n['Index Name'] ? `using ${n['Index Name']}` : '',
      n['Relation Name'] ? `on ${n['Relation Name']}` : '',
      n['Index Cond'] ? `Index Cond: ${n['Index Cond']}` : '',
      n.Filter ? `Filter: ${n.Filter}` : '',
      n['Sort Key'] ? `Sort Key: ${n['Sort Key'].join(', ')}` : '',
    ]
      .filter((part) => part !== '')
      .join(' '),
  );
}

/** `EXPLAIN (FORMAT JSON …)` of `query` on PostgreSQL: the plan's root node. */
export async function explainPostgres<DB>(db: Kysely<DB>, query: RawBuilder<unknown>, options = ''): Promise<PgPlanNode> {
  const { rows } = await sql<{
    'QUERY PLAN': { Plan: PgPlanNode }[];
  }>`EXPLAIN (FORMAT JSON${sql.raw(options ? `, ${options}` : '')}) ${query}`.execute(db);
  return rows[0]!['QUERY PLAN'][0]!.Plan;
}
