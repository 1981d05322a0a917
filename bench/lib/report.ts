/** One printed row: a scenario's measurement and, where it has one, its ratio to a reference. */
export interface Row {
  scenario: string;
  measure: string;
  value: string;
  ratio?: string;
  target?: string;
}

export const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
  console.error(`  ${row.scenario} | ${row.measure} | ${row.value}${row.ratio ? ` | ${row.ratio}` : ''}`);
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The table as Markdown, so a run can be pasted into docs/performance.md unchanged. */
export function printTable(): void {
  const header = '| Scenario | Measure | Value | Ratio | Target |\n|---|---|---|---|---|';
  const body = rows.map((r) => `| ${r.scenario} | ${r.measure} | ${r.value} | ${r.ratio ?? ''} | ${r.target ?? ''} |`).join('\n');
  console.log(`${header}\n${body}`);
}
