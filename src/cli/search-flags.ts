import fs from 'node:fs';
import type { SearchBody } from '@stowage/client';
import type { Command } from 'commander';
import { LEAF_OPERATORS } from '../search-query/parse.js';
import { repeated } from './arguments.js';
import { usage } from './failures.js';

/**
 * Operations 1 and 2's filters in a form one can type (docs/cli.md, "Search"):
 *
 *   --filter 'name LIKE report'     --filter 'size >= 1000'     --filter 'fileType IN TEXT,DOCUMENT'
 *   --filter 'not path LIKE draft'  --filter 'hash IS NULL'     --date 'created 2026-01-01..2026-03-31'
 *   --sort -created --sort name     --body '{"filters":[…]}' (or --body @search.json)
 *
 * Field names and values are the API's (§1); the server checks them and names the allowed ones.
 */
export interface SearchFlags {
  filter?: string[];
  date?: string[];
  sort?: string[];
  body?: string;
}

type Filter = NonNullable<SearchBody['filters']>[number];
type DateFilter = NonNullable<SearchBody['dateFilters']>[number];
type Sort = NonNullable<SearchBody['fieldSort']>[number];

const SYMBOLS: [string, string, boolean][] = [
  ['>=', 'GREATER_THAN_OR_EQUAL', false],
  ['<=', 'LESS_THAN_OR_EQUAL', false],
  ['!=', 'EQUALS', true],
  ['==', 'EQUALS', false],
  ['=', 'EQUALS', false],
  ['>', 'GREATER_THAN', false],
  ['<', 'LESS_THAN', false],
  ['~', 'LIKE', false],
];
const FILTER_SYNTAX = "[not] <field> <operator> <value>, e.g. 'name LIKE report', 'size >= 1000', 'fileType IN TEXT,IMAGE', 'hash IS NULL'";

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && (v.startsWith('"') || v.startsWith("'")) && v.at(-1) === v[0] ? v.slice(1, -1) : v;
}

export function parseFilter(raw: string): Filter {
  const match = /^\s*(not\s+)?([A-Za-z][A-Za-z0-9_]*)\s*(.*)$/is.exec(raw);
  if (!match) throw usage(`--filter ${JSON.stringify(raw)}: expected ${FILTER_SYNTAX}`);
  let not = match[1] !== undefined;
  const field = match[2]!;
  const rest = match[3]!;
  let operator: string | undefined;
  let valueText = '';
  const symbol = SYMBOLS.find(([s]) => rest.startsWith(s));
  if (symbol) {
    operator = symbol[1];
    not = not !== symbol[2];
    valueText = rest.slice(symbol[0].length);
  } else {
    const isNull = /^is\s+(not\s+)?null\s*$/i.exec(rest);
    if (isNull) {
      operator = 'IS_NULL';
      not = not !== (isNull[1] !== undefined);
    } else {
      const word = /^([A-Za-z_]+)\s*(.*)$/s.exec(rest);
      const name = word?.[1]?.toUpperCase();
      if (name !== undefined && (LEAF_OPERATORS as readonly string[]).includes(name)) {
        operator = name;
        valueText = word![2]!;
      }
    }
  }
  if (operator === undefined) throw usage(`--filter ${JSON.stringify(raw)}: no operator; expected ${FILTER_SYNTAX}`);
  // The server checks the field and operator and names the allowed ones (API.md §1).
  const filter = { field, operator } as Filter;
  if (not) filter.not = true;
  if (operator === 'IS_NULL') {
    if (valueText.trim() !== '') throw usage(`--filter ${JSON.stringify(raw)}: IS NULL takes no value`);
    return filter;
  }
  if (valueText.trim() === '') throw usage(`--filter ${JSON.stringify(raw)}: ${operator} needs a value`);
  filter.value = operator === 'IN' ? valueText.split(',').map(unquote) : [unquote(valueText)];
  return filter;
}

/** `created 2026-01-01..2026-03-31`, either end open (`created 2026-01-01..`), `not` in front to negate. */
export function parseDateFilter(raw: string): DateFilter {
  const match = /^\s*(not\s+)?([A-Za-z][A-Za-z0-9_]*)\s+(\S*)\.\.(\S*)\s*$/i.exec(raw);
  if (!match || (match[3] === '' && match[4] === ''))
    throw usage(
      `--date ${JSON.stringify(raw)}: expected [not] <field> <start>..<end> (either may be empty, not both), e.g. 'created 2026-01-01..'`,
    );
  const filter = { field: match[2]!, start: match[3] || null, end: match[4] || null } as DateFilter;
  if (match[1] !== undefined) filter.not = true;
  return filter;
}

/** `name` ascending, `-created` descending; a comma list too (`-created,name`). */
export function parseSort(raw: string): Sort[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const desc = s.startsWith('-');
      const field = s.replace(/^[-+]/, '');
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(field)) throw usage(`--sort ${JSON.stringify(raw)}: expected a field, - in front for descending`);
      return { field, order: desc ? 'DESC' : 'ASC' } as Sort;
    });
}

function readBody(raw: string): SearchBody {
  const text = raw.startsWith('@') ? fs.readFileSync(raw.slice(1), 'utf8') : raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw usage(`--body: not JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw usage('--body: must be a JSON object (API.md §1)');
  // The server checks every member and names what it does not know.
  return parsed;
}

/**
 * The search body: --body's members, then the readable flags added to them. Operation 1's and 2's
 * bodies differ only in their fields' enums, which the server checks: operation 1's caller casts.
 */
export function searchBody(flags: SearchFlags): SearchBody {
  const body: SearchBody = flags.body === undefined ? {} : readBody(flags.body);
  const filters = (flags.filter ?? []).map(parseFilter);
  const dates = (flags.date ?? []).map(parseDateFilter);
  const sorts = (flags.sort ?? []).flatMap(parseSort);
  if (filters.length > 0) body.filters = [...(body.filters ?? []), ...filters];
  if (dates.length > 0) body.dateFilters = [...(body.dateFilters ?? []), ...dates];
  if (sorts.length > 0) body.fieldSort = [...(body.fieldSort ?? []), ...sorts];
  return body;
}

export function withSearchFlags(command: Command): Command {
  return command
    .option('--filter <filter>', "a filter, repeatable (ANDed): 'name LIKE report', 'size >= 1000', 'not fileType = DIRECTORY'", repeated)
    .option('--date <range>', "a date filter, repeatable: 'created 2026-01-01..2026-03-31' (an end may be empty)", repeated)
    .option('--sort <fields>', 'sort by these fields in turn; - in front for descending: -created,name', repeated)
    .option('--body <json>', 'the search body as JSON (API.md §1), or @file.json; the flags above add to it');
}
