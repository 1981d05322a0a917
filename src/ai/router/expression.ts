import type { Reading } from './reading.js';

/*
 * An arithmetic expression written in the text, for a string property that holds one (`expression`,
 * `formula`): "15 * 23", "(4 + 5) * 3", "144 divided by 12" → "144 / 12", "seven times eight" →
 * "7 * 8", "2 to the power of 10" → "2 ^ 10", "square root of 81" → "sqrt(81)". Operator words become
 * symbols, numbers are written in digits, and binary operators get a space on each side.
 */

/** Operator phrases, longest first, as lower-case token sequences. */
const OPERATORS: [string[], string][] = [
  [['to', 'the', 'power', 'of'], '^'],
  [['multiplied', 'by'], '*'],
  [['divided', 'by'], '/'],
  [['raised', 'to'], '^'],
  [['times'], '*'],
  [['plus'], '+'],
  [['minus'], '-'],
  [['over'], '/'],
  [['mod'], '%'],
  [['modulo'], '%'],
  [['x'], '*'],
  [['×'], '*'],
  [['÷'], '/'],
  [['*'], '*'],
  [['/'], '/'],
  [['+'], '+'],
  [['-'], '-'],
  [['^'], '^'],
];
const PREFIX: [string[], string][] = [
  [['square', 'root', 'of'], 'sqrt'],
  [['sqrt', 'of'], 'sqrt'],
  [['sqrt'], 'sqrt'],
];
const POSTFIX: [string[], string][] = [
  [['squared'], '^ 2'],
  [['cubed'], '^ 3'],
];

export interface Expression {
  value: string;
  start: number;
  end: number;
}

function matchAt(reading: Reading, at: number, words: string[]): boolean {
  return words.every((w, k) => reading.tokens[at + k]?.lower === w);
}

/** The longest expression in the text with at least one operator and two operands (or a root). */
export function findExpression(reading: Reading): Expression | undefined {
  const { tokens, numbers } = reading;
  // Number mentions by the index of their first token.
  const numberAt = new Map<number, { value: number; last: number; start: number; end: number }>();
  let k = 0;
  for (const n of numbers) {
    while (k < tokens.length && tokens[k]!.end <= n.start) k++;
    let last = k;
    while (last + 1 < tokens.length && tokens[last + 1]!.end <= n.end) last++;
    // "-3": the minus sign is part of the number when findNumbers read it so.
    if (k < tokens.length && tokens[k]!.start >= n.start - 1) numberAt.set(k, { value: n.value, last, start: n.start, end: n.end });
  }
  let best: (Expression & { parts: number }) | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const parts: string[] = [];
    let operands = 0;
    let operators = 0;
    let depth = 0;
    let j = i;
    let expectOperand = true;
    let start = -1;
    let end: number;
    let lastGood = { parts: 0, end: -1 };
    while (j < tokens.length) {
      const t = tokens[j]!;
      if (expectOperand) {
        if (t.text === '(') {
          parts.push('(');
          depth++;
          j++;
          if (start < 0) start = t.start;
          continue;
        }
        const prefix = PREFIX.find(([w]) => matchAt(reading, j, w));
        if (prefix) {
          parts.push(`${prefix[1]}(`);
          depth++;
          operators++;
          if (start < 0) start = t.start;
          j += prefix[0].length;
          const n = numberAt.get(j);
          if (!n) break;
          parts.push(formatNumber(n.value), ')');
          depth--;
          operands += 2;
          j = n.last + 1;
          end = n.end;
          expectOperand = false;
          lastGood = { parts: parts.length, end };
          continue;
        }
        const n = numberAt.get(j);
        if (!n) break;
        if (start < 0) start = n.start;
        parts.push(formatNumber(n.value));
        operands++;
        j = n.last + 1;
        end = n.end;
        expectOperand = false;
        // "15% of 240": a percentage of a number.
        if (tokens[j]?.text === '%' && tokens[j + 1]?.lower === 'of') {
          parts[parts.length - 1] = `${formatNumber(n.value)}%`;
          parts.push('*');
          operators++;
          j += 2;
          expectOperand = true;
          continue;
        }
        if (depth === 0) lastGood = { parts: parts.length, end };
        continue;
      }
      if (t.text === ')' && depth > 0) {
        parts.push(')');
        depth--;
        end = t.end;
        j++;
        if (depth === 0) lastGood = { parts: parts.length, end };
        continue;
      }
      const post = POSTFIX.find(([w]) => matchAt(reading, j, w));
      if (post) {
        parts.push(post[1]);
        operators++;
        operands++;
        end = tokens[j + post[0].length - 1]!.end;
        j += post[0].length;
        if (depth === 0) lastGood = { parts: parts.length, end };
        continue;
      }
      const op = OPERATORS.find(([w]) => matchAt(reading, j, w));
      if (!op) break;
      parts.push(op[1]);
      operators++;
      j += op[0].length;
      expectOperand = true;
    }
    if (operators > 0 && operands >= 2 && lastGood.parts > 0) {
      const kept = parts.slice(0, lastGood.parts);
      if (!best || kept.length > best.parts) best = { value: join(kept), start, end: lastGood.end, parts: kept.length };
    }
    // A start inside what was just read finds only a part of it: go on after it, so the text is read once.
    if (j > i + 1) i = j - 1;
  }
  return best && { value: best.value, start: best.start, end: best.end };
}

const formatNumber = (n: number) => String(n);

/** Binary operators spaced, brackets and function calls tight: "(4 + 5) * 3", "sqrt(81)". */
function join(parts: string[]): string {
  let out = '';
  for (const p of parts) {
    if (out === '' || out.endsWith('(') || p === ')') out += p;
    else out += ` ${p}`;
  }
  return out;
}

const EXPRESSION_NAMES = new Set(['expression', 'expr', 'formula', 'equation', 'calculation', 'math', 'arithmetic']);

/** A string property for an arithmetic expression: named so, or described as one. */
export function holdsExpression(
  name: string,
  schema: { type?: unknown; enum?: unknown; format?: unknown; description?: unknown },
): boolean {
  if (schema.type !== 'string' || schema.enum !== undefined || schema.format !== undefined) return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  if (words.some((w) => EXPRESSION_NAMES.has(w))) return true;
  return (
    typeof schema.description === 'string' && /\b(?:math(?:ematical)?|arithmetic)\s+(?:expression|formula)\b/i.test(schema.description)
  );
}
