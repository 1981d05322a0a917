import type pg from 'pg';

/** Distinct read statements kept prepared per connection; the app issues a few hundred at most. */
const MAX_NAMES = 1000;

export interface ReadNames {
  /** The statement name for `text`, or undefined for a write or past MAX_NAMES texts. */
  nameOf(text: string): string | undefined;
  /** Names the reads Kysely sends on `client` (a new connection of the pool). */
  attach(client: pg.PoolClient): void;
}

/**
 * Names each distinct read statement, so that each connection of the pool parses and plans it once
 * and later runs only bind and execute (pg's named prepared statements); Kysely sends every query
 * unnamed, parsed anew each time. One name per SQL text for the whole process: pg refuses a name
 * reused for another text. Only SELECTs are named: a prepared statement is per connection and
 * outlives a transaction, which writes and DDL have no use for. Past MAX_NAMES texts (search
 * bodies of many shapes), further ones run unnamed as before.
 */
export function namingReads(): ReadNames {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMES && /^\s*(select|with)\b/i.test(text)) {
      name = `stw_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const attach = (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // pg's query is overloaded many ways; only Kysely's form (text, values) is renamed, the rest passes through.
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
        const name = nameOf(text);
        if (name !== undefined) return query({ name, text, values });
      }
      return query(...args);
    };
  };
  return { nameOf, attach };
}
