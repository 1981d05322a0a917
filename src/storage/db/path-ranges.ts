/** Path algebra on the stored form of entry paths (`a/b/c`, '' the root), which queries rely on. */

export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The length of `text` in code points, as SQL's substr counts characters (not UTF-16 units, not graphemes). */
export function sqlLength(text: string): number {
  return Array.from(text).length;
}

/**
 * The half-open range of paths strictly below `dir` (`dir/` up to `dir0`, as `0` follows `/`), which
 * an index on path can seek. Only for a non-root dir.
 */
export function belowRange(dir: string): { from: string; to: string } {
  return { from: `${dir}/`, to: `${dir}0` };
}
