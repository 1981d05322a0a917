const LABELS = { PENDING: 'Scan pending', SAFE: 'Safe', INFECTED: 'Infected: never served', FAILED: 'Scan failed' } as const;

/** A revision's content-scan state, in words and colour (the words carry it; the colour only helps). */
export function ScanState({ state }: { state: keyof typeof LABELS }) {
  return <span class={`scan scan-${state.toLowerCase()}`}>{LABELS[state]}</span>;
}
