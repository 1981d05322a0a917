/** ISO 8601 UTC with milliseconds, the API's format for FileSet and File times. */
export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
