/**
 * A table looked up by words of the request, without Object.prototype behind it: in a plain object
 * literal `table['constructor']` is a function, and a user who writes "5 constructor" would find it
 * (a unit of NaN minutes, once). Every router table keyed by words is made with this.
 */
export function wordTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
