import type { StreamExecutionRecord } from '@stowage/client';
import { formatDuration, formatNumber } from '../format';

const SLOT = 28;
const LEFT = 64;
const PANEL = 96;
const TOP = 18;
const GAP = 34;
const HEIGHT = TOP + PANEL + GAP + PANEL + 30;

/** Seconds a run took (so far, for one still ACTIVE). */
export function durationOf(run: StreamExecutionRecord): number {
  return Math.max(0, (run.endedAt ?? Math.floor(Date.now() / 1000)) - run.startedAt);
}

export function describeRun(run: StreamExecutionRecord): string {
  return `Run ${run.executionId}: ${run.currentState}, ${formatNumber(run.rowsInserted)} rows, ${formatDuration(durationOf(run))}`;
}

interface ChartProps {
  /** Oldest first, left to right. */
  runs: StreamExecutionRecord[];
  selected: number | null;
  onSelect: (executionId: number) => void;
}

/**
 * The execution history as two bar panels sharing the run axis: rows inserted above, duration below.
 * A failed run is drawn in red with a ✕ over it (aborted ones grey): not by colour alone. Each run is a
 * focusable button that opens its details; the table under the chart holds the same numbers.
 */
export function ExecutionChart({ runs, selected, onSelect }: ChartProps) {
  const width = LEFT + Math.max(runs.length, 8) * SLOT + 12;
  const maxRows = Math.max(1, ...runs.map((r) => r.rowsInserted));
  const maxSeconds = Math.max(1, ...runs.map(durationOf));
  const rowsBase = TOP + PANEL;
  const durationTop = rowsBase + GAP;
  const durationBase = durationTop + PANEL;
  const labelEvery = Math.ceil(runs.length / 12);
  return (
    <div class="chart-wrap">
      <svg
        class="chart"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="group"
        aria-label={`Execution history: ${runs.length} runs, oldest first; rows inserted above, duration below`}
      >
        <text x={4} y={TOP - 6} class="axis-title">
          Rows
        </text>
        <text x={LEFT - 6} y={TOP + 4} class="axis" text-anchor="end">
          {formatNumber(maxRows)}
        </text>
        <text x={LEFT - 6} y={rowsBase} class="axis" text-anchor="end">
          0
        </text>
        <line x1={LEFT} x2={width - 4} y1={rowsBase} y2={rowsBase} class="baseline" />
        <text x={4} y={durationTop - 6} class="axis-title">
          Duration
        </text>
        <text x={LEFT - 6} y={durationTop + 4} class="axis" text-anchor="end">
          {formatDuration(maxSeconds)}
        </text>
        <text x={LEFT - 6} y={durationBase} class="axis" text-anchor="end">
          0 s
        </text>
        <line x1={LEFT} x2={width - 4} y1={durationBase} y2={durationBase} class="baseline" />
        {runs.map((run, i) => {
          const x = LEFT + i * SLOT + 4;
          const rowsHeight = Math.max(run.rowsInserted > 0 ? 2 : 0, (run.rowsInserted / maxRows) * PANEL);
          const seconds = durationOf(run);
          const durationHeight = Math.max(2, (seconds / maxSeconds) * PANEL);
          const state = run.currentState.toLowerCase();
          const activate = () => onSelect(run.executionId);
          return (
            <g
              key={run.executionId}
              class={`run run-${state}${selected === run.executionId ? ' selected' : ''}`}
              data-run={run.executionId}
              data-state={run.currentState}
              // Lowercase: Preact sets SVG attributes as written, and SVG attribute names are case-sensitive.
              tabindex={0}
              role="button"
              aria-label={describeRun(run)}
              aria-pressed={selected === run.executionId}
              onClick={activate}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  activate();
                }
              }}
            >
              <title>{describeRun(run)}</title>
              <rect class="hit" x={x - 3} y={TOP} width={SLOT - 2} height={durationBase - TOP} />
              <rect class="rows" x={x} y={rowsBase - rowsHeight} width={SLOT - 8} height={rowsHeight} />
              <rect class="duration" x={x} y={durationBase - durationHeight} width={SLOT - 8} height={durationHeight} />
              {run.currentState === 'FAILED' ? (
                <text class="failed-mark" x={x + (SLOT - 8) / 2} y={rowsBase - rowsHeight - 4} text-anchor="middle">
                  ✕
                </text>
              ) : null}
              {i % labelEvery === 0 ? (
                <text class="axis" x={x + (SLOT - 8) / 2} y={durationBase + 16} text-anchor="middle">
                  {run.executionId}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p class="legend">
        <span class="key key-success" /> succeeded <span class="key key-failed" /> failed (✕) <span class="key key-aborted" /> aborted{' '}
        <span class="key key-active" /> running · run numbers under the bars
      </p>
    </div>
  );
}
