/**
 * Integer ids in paths (users, data files, revisions, streams, executions, tokens) are strictly
 * decimal: `^[1-9][0-9]*$` within what JSON and the databases hold exactly. Anything else (`+40`,
 * `042`, `0x2b`, `4e1`, `Infinity`, ` 40`) names nothing: the caller answers 404 as for an unknown id.
 */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** An id no row has, for a path id that is not one: the lookup then answers its usual 404. */
export const NO_ID = 0;
