/**
 * What server commands print (docs/cli.md, "Output"): for people, a table with a header row and
 * columns padded to their widest cell; with --json, one JSON document for one object, or JSON Lines
 * (one object a line, as the API gives it) for a list, written as the pages come.
 */

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  /** Numbers read best right-aligned. */
  right?: boolean;
}

/**
 * Pads columns to their widest cell, two spaces apart; the last column is not padded (it is the
 * one a long path or name goes in). Written by hand: a borderless aligned table is a dozen lines,
 * and the table libraries draw boxes that `cut` and `awk` then have to step around.
 */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : columns[i]!.right ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].map((l) => `${l}\n`).join('');
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/**
 * A list: JSON Lines as each item comes with --json, else a table once all are in. `limit` stops the
 * walk (and so the requests) after that many items.
 */
export async function printList<T>(
  items: AsyncIterable<T>,
  options: { json?: boolean; limit?: number },
  columns: readonly Column<T>[],
  empty = '(none)',
): Promise<number> {
  const rows: T[] = [];
  let count = 0;
  if (options.limit === 0) return 0;
  for await (const item of items) {
    count++;
    if (options.json) printJson(item);
    else rows.push(item);
    if (options.limit !== undefined && count >= options.limit) break;
  }
  if (!options.json) process.stdout.write(rows.length === 0 ? `${empty}\n` : formatTable(rows, columns));
  return count;
}

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** 1536 → "1.5 KiB"; null (a directory) → "-". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(bytes)} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** An ISO time or epoch ms as `2026-05-04 10:00:00` (UTC, as the API gives it). */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Progress and notes go to stderr, so stdout stays the command's result. */
export function note(message: string): void {
  process.stderr.write(`${message}\n`);
}
