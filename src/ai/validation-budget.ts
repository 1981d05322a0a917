/**
 * A bound on the work of validating values against client-supplied schemas. Validation runs on the
 * event loop: without a bound, a large schema applied to a large input (or a pattern to a long
 * string) could hold every other request. Work is counted in units of about 8 ns of the slowest
 * work of each kind (keywords checked, characters scanned by a pattern or a format, items compared,
 * calls made: each kind's weight is where it is charged, the measurements are in docs/decisions.md).
 * Counting is deterministic, so the same request always gets the same answer, whatever the load.
 */

/** Units for one answer's tool inputs (gateway) or one built-in router answer: about 130 ms at most. */
export const VALIDATION_BUDGET = 2 ** 24;

export class BudgetExceeded extends Error {
  constructor(readonly limit: number) {
    super(
      `validating it against its schema needs more than the ${limit} units of work allowed (docs/ai.md); a smaller input or schema fits`,
    );
    this.name = 'BudgetExceeded';
  }
}

export class ValidationBudget {
  private used = 0;
  /** Results of patterns already run under this budget, by pattern and string: the router asks the same again. */
  readonly patternResults = new Map<object, Map<string, boolean>>();

  constructor(readonly limit = VALIDATION_BUDGET) {}

  charge(units: number): void {
    this.used += units;
    if (this.used > this.limit) throw new BudgetExceeded(this.limit);
  }

  get spent(): number {
    return this.used;
  }
}

/**
 * The budget of the validation running now. ajv's generated code calls patterns and formats
 * synchronously, with no way to pass a context, so the one running validation is named here.
 */
let current: ValidationBudget | null = null;

/** Runs one synchronous validation with `budget` charged for the patterns and formats it runs. */
export function withBudget<T>(budget: ValidationBudget, run: () => T): T {
  const outer = current;
  current = budget;
  try {
    return run();
  } finally {
    current = outer;
  }
}

/** Charges the running validation (patterns and formats call this for each string they scan). */
export function chargeValidation(units: number): void {
  current?.charge(units);
}

/** `run()` (which charges for itself), or its result for the same key and text earlier under the running budget. */
export function remembered(key: object, text: string, run: () => boolean): boolean {
  if (!current) return run();
  let results = current.patternResults.get(key);
  if (!results) current.patternResults.set(key, (results = new Map<string, boolean>()));
  let result = results.get(text);
  if (result === undefined) results.set(text, (result = run()));
  return result;
}

/** Nodes (every value, object member and array element) and characters (strings and member names) of a JSON value. */
export function measureJson(value: unknown): { nodes: number; chars: number } {
  let nodes = 0;
  let chars = 0;
  // An explicit stack: a deeply nested value must not overflow the call stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    nodes++;
    if (typeof v === 'string') chars += v.length;
    else if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        chars += key.length;
        stack.push(item);
      }
    }
  }
  return { nodes, chars };
}
