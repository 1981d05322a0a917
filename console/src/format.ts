const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO string or epoch milliseconds, in the reader's time zone. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return dateTime.format(new Date(value));
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${seconds % 60} s`;
}

export const formatNumber = (n: number) => n.toLocaleString();

/** Joins path segments of a file set, without leading, trailing or doubled slashes. */
export function joinPath(...parts: string[]): string {
  return parts
    .join('/')
    .split('/')
    .filter((s) => s !== '')
    .join('/');
}
