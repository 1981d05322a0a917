import type { OperationNode, RawBuilder, RawNode, ReferenceNode, ValueNode } from 'kysely';

export interface CompiledRaw {
  sql: string;
  parameters: unknown[];
}

/** How a dialect writes the n-th bound parameter (1-based): `?` on SQLite, `$n` on PostgreSQL. */
export type Placeholder = (n: number) => string;

export const sqlitePlaceholder: Placeholder = () => '?';
export const postgresPlaceholder: Placeholder = (n) => `$${n}`;

/**
 * The SQL text and parameters of a `sql` template query, written by one walk over its nodes, or
 * null when it holds a node other than raw text, a bound value, a numeric literal or a plain column
 * reference (the caller then compiles it with Kysely). Search pages are such templates, and
 * Kysely's compiler (a visitor that checks and freezes as it goes) took about 2.5% of operation 2's
 * CPU per page for the same string (docs/decisions.md). What it writes is what Kysely writes for
 * those nodes: `test/raw-compile.test.ts` compares the two.
 */
export function compileRaw(query: RawBuilder<unknown>, placeholder: Placeholder): CompiledRaw | null {
  const parameters: unknown[] = [];
  const write = (node: OperationNode): string | null => {
    switch (node.kind) {
      case 'RawNode': {
        const { sqlFragments, parameters: inner } = node as RawNode;
        let text = '';
        for (let i = 0; i < sqlFragments.length; i++) {
          text += sqlFragments[i] ?? '';
          if (i >= inner.length) continue;
          const part = write(inner[i]!);
          if (part === null) return null;
          text += part;
        }
        return text;
      }
      case 'ValueNode': {
        const { value, immediate } = node as ValueNode;
        if (!immediate) {
          parameters.push(value);
          return placeholder(parameters.length);
        }
        return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
      }
      case 'ReferenceNode': {
        const { table, column } = node as ReferenceNode;
        if (table !== undefined || column.kind !== 'ColumnNode') return null;
        const { name } = column.column;
        return `"${name.replace(/"/g, '""')}"`;
      }
      default:
        return null;
    }
  };
  const text = write(query.toOperationNode());
  return text === null ? null : { sql: text, parameters };
}
