import { AppError } from '../../errors.js';

// Path algebra that storage's queries need too lives with them; the rules on paths live here.
export { belowRange, nameOf, parentOf } from '../../storage/db/path-ranges.js';

const MAX_SEGMENT = 255;
const MAX_PATH = 4096;
// NUL and the other C0 controls, DEL, and the C1 controls: Unicode's Cc category (U+0000–U+001F, U+007F–U+009F).
const CONTROL = /\p{Cc}/u;

const invalid = (where: string, why: string) => new AppError('INVALID_PATH', `${where}: ${why}`);

/**
 * A relative `/`-separated path in canonical form: no leading, trailing or repeated slashes; ''
 * is the root. `.`/`..` segments and control characters are refused rather than resolved.
 */
export function normalizePath(raw: string | null | undefined, where: string): string {
  if (raw === undefined || raw === null) return '';
  if (CONTROL.test(raw)) throw invalid(where, 'control characters (including NUL) are not allowed in paths.');
  const segments = raw.split('/').filter((s) => s !== '');
  for (const segment of segments) checkSegment(segment, where);
  const path = segments.join('/');
  if (path.length > MAX_PATH) throw invalid(where, `paths are at most ${MAX_PATH} characters long.`);
  return path;
}

/** One name: no slash, no control characters, not `.` or `..`, 1..255 characters. */
export function checkSegment(segment: string, where: string): string {
  if (segment === '.' || segment === '..') throw invalid(where, '"." and ".." segments are not allowed.');
  if (segment.includes('/')) throw invalid(where, 'a name cannot contain "/".');
  if (CONTROL.test(segment)) throw invalid(where, 'control characters (including NUL) are not allowed in paths.');
  if (segment.length === 0 || segment.length > MAX_SEGMENT) {
    throw invalid(where, `each name must be 1 to ${MAX_SEGMENT} characters long.`);
  }
  return segment;
}

export function joinPath(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** The directories above a path, outermost first: `a/b/c` → `a`, `a/b`. */
export function ancestorsOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
}
