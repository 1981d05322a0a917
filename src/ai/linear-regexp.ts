import { RE2JS } from 're2js';
import { chargeValidation, remembered } from './validation-budget.js';

/**
 * JSON Schema `pattern`s come from clients and run on the server, so they run in RE2 (the `re2js`
 * port), whose matching time is linear in the input whatever the pattern: `^(a|a)*$` cannot
 * backtrack. Patterns are written in ECMAScript syntax (JSON Schema says so); they are checked by
 * V8's parser and translated to RE2 syntax keeping ECMAScript's meaning for what both can express
 * (docs/ai.md lists the differences). What RE2 cannot express — lookaround, backreferences — is
 * refused, never run by the backtracking engine.
 */

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_LENGTH = 1000;
/** Largest RE2 program of one pattern (about one instruction per character matched; `a{500}` is 500). */
export const MAX_PATTERN_PROGRAM = 2000;

/**
 * Budget units per character and RE2 instruction. RE2 steps through about 30 to 45 ns per
 * instruction and character when it cannot use its DFA; input that keeps leading the lazy DFA to new
 * states costs more, up to about 280 ns on a busy machine for the worst forms found (docs/decisions.md).
 */
const PATTERN_UNITS = 8;

export class PatternRefused extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`the pattern ${JSON.stringify(pattern)} cannot be used: ${reason}`);
    this.name = 'PatternRefused';
  }
}

// ECMAScript's \s: White_Space plus U+FEFF; RE2's \s is ASCII only.
const JS_SPACE = '\\t\\n\\x{B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
// The complement of JS_SPACE as ranges, for \S inside a class (RE2 cannot negate within a class).
const JS_NON_SPACE =
  '\\x{0}-\\x{8}\\x{E}-\\x{1F}\\x{21}-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
// ECMAScript's `.` without the s flag: anything but a line terminator (RE2's excludes only \n).
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/** ECMAScript's long Unicode property names that RE2 knows only by their short form. */
const CATEGORY_ALIASES: Record<string, string> = {
  Letter: 'L',
  Cased_Letter: 'LC',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Combining_Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  digit: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  punct: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  cntrl: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};

const hex = (codePoint: number) => `\\x{${codePoint.toString(16).toUpperCase()}}`;

/** `\p{…}` in RE2's spelling: `Script=Greek` → `Greek`, `Letter` → `L`. */
function propertyName(pattern: string, body: string): string {
  const [key, value] = body.includes('=') ? (body.split('=') as [string, string]) : [undefined, body];
  if (key === 'Script_Extensions' || key === 'scx')
    throw new PatternRefused(pattern, 'Script_Extensions properties are not supported; use Script=…');
  return CATEGORY_ALIASES[value] ?? value;
}

/**
 * The pattern in RE2 syntax with ECMAScript's meaning (`u` flag). It must already parse as an
 * ECMAScript pattern, so only valid syntax is met here.
 */
export function toRe2Syntax(pattern: string): string {
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 2;
      switch (next) {
        case 's':
          out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
          break;
        case 'S':
          out += inClass ? JS_NON_SPACE : `[^${JS_SPACE}]`;
          break;
        case 'b':
          out += inClass ? hex(8) : '\\b'; // in a class, \b is the backspace character
          break;
        case 'u': {
          let codePoint: number;
          if (pattern[i] === '{') {
            const end = pattern.indexOf('}', i);
            codePoint = parseInt(pattern.slice(i + 1, end), 16);
            i = end + 1;
          } else {
            codePoint = parseInt(pattern.slice(i, i + 4), 16);
            i += 4;
            // With the u flag an escaped surrogate pair is one code point.
            const low = /^\\u(d[c-f][0-9a-f]{2})/i.exec(pattern.slice(i));
            if (codePoint >= 0xd800 && codePoint <= 0xdbff && low) {
              codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00);
              i += 6;
            }
          }
          out += hex(codePoint);
          break;
        }
        case 'x':
          out += hex(parseInt(pattern.slice(i, i + 2), 16));
          i += 2;
          break;
        case 'c':
          out += hex(pattern.charCodeAt(i) % 32);
          i += 1;
          break;
        case '0':
          out += hex(0);
          break;
        case 'k':
          throw new PatternRefused(pattern, 'backreferences (\\k<name>) are not supported: patterns run in a linear-time engine (RE2)');
        case 'p':
        case 'P': {
          const end = pattern.indexOf('}', i);
          out += `\\${next}{${propertyName(pattern, pattern.slice(i + 1, end))}}`;
          i = end + 1;
          break;
        }
        default:
          if (/[1-9]/.test(next)) {
            throw new PatternRefused(pattern, `backreferences (\\${next}) are not supported: patterns run in a linear-time engine (RE2)`);
          }
          // \d \D \w \W \B \t \n \v \f \r and escaped syntax characters mean the same in RE2.
          out += `\\${next}`;
      }
      continue;
    }
    i += 1;
    if (inClass) {
      if (ch === ']') inClass = false;
      // A `[` inside a class is a literal in ECMAScript; unescaped, RE2 could read `[:alpha:]`.
      out += ch === '[' ? '\\[' : ch;
      continue;
    }
    switch (ch) {
      case '[':
        if (pattern.startsWith('^]', i)) {
          out += '[\\x{0}-\\x{10FFFF}]'; // [^] matches any character
          i += 2;
        } else if (pattern[i] === ']') {
          out += '[^\\x{0}-\\x{10FFFF}]'; // [] matches nothing
          i += 1;
        } else {
          inClass = true;
          out += '[';
          if (pattern[i] === '^') {
            out += '^';
            i += 1;
          }
        }
        break;
      case '.':
        out += JS_DOT;
        break;
      case '(':
        if (pattern.startsWith('?=', i) || pattern.startsWith('?!', i)) {
          throw new PatternRefused(pattern, 'lookahead ((?=…), (?!…)) is not supported: patterns run in a linear-time engine (RE2)');
        }
        if (pattern.startsWith('?<=', i) || pattern.startsWith('?<!', i)) {
          throw new PatternRefused(pattern, 'lookbehind ((?<=…), (?<!…)) is not supported: patterns run in a linear-time engine (RE2)');
        }
        if (pattern.startsWith('?<', i)) {
          // A named group is a plain group here: only whether the pattern matches counts.
          i = pattern.indexOf('>', i) + 1;
        }
        out += '(';
        break;
      default:
        out += ch;
    }
  }
  return out;
}

export interface LinearPattern {
  /** Whether the pattern matches somewhere in `text`, as RegExp.prototype.test; charged to the validation budget. */
  test(text: string): boolean;
  /** RE2's program size: the cost of one character of input, at most. */
  readonly programSize: number;
  toString(): string;
}

/** Compiled patterns by their source: the same patterns come back with every request of a client. */
const compiled = new Map<string, LinearPattern>();
const COMPILED_SIZE = 2000;

/** The pattern compiled for RE2, or PatternRefused saying why it cannot be. */
export function compileLinearPattern(pattern: string): LinearPattern {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  if (pattern.length > MAX_PATTERN_LENGTH)
    throw new PatternRefused(pattern.slice(0, 60) + '…', `longer than ${MAX_PATTERN_LENGTH} characters`);
  try {
    // V8 only parses here (it compiles lazily, at the first match): this checks ECMAScript syntax.
    new RegExp(pattern, 'u');
  } catch (error) {
    throw new PatternRefused(pattern, `not a valid regular expression: ${(error as Error).message}`);
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(toRe2Syntax(pattern));
  } catch (error) {
    if (error instanceof PatternRefused) throw error;
    // RE2's own limits: counted repetitions over 1000, programs too large, unknown properties.
    const said = (error as Error).message.replace(/^error parsing regexp: /, '');
    throw new PatternRefused(pattern, `the linear-time engine (RE2) cannot run it: ${said}`);
  }
  const programSize = re.programSize();
  if (programSize > MAX_PATTERN_PROGRAM) {
    throw new PatternRefused(
      pattern,
      `it compiles to ${programSize} RE2 instructions, more than ${MAX_PATTERN_PROGRAM} (counted repetitions such as {500} multiply the size)`,
    );
  }
  const source = `/${pattern}/u`;
  const linear: LinearPattern = {
    programSize,
    test(text: string) {
      return remembered(linear, text, () => {
        chargeValidation(text.length * programSize * PATTERN_UNITS);
        return re.test(text);
      });
    },
    toString: () => source,
  };
  compiled.set(pattern, linear);
  if (compiled.size > COMPILED_SIZE) compiled.delete(compiled.keys().next().value!);
  return linear;
}

/**
 * ajv's `code.regExp` engine (its RegExpEngine contract: called with the pattern and the flags ajv
 * uses, "u" by default; the result's `test` is called with each string, and `toString` keys ajv's
 * shared scope of patterns). `code` is the expression standalone code would use to reach this
 * function; Stowage does not generate standalone code.
 */
export const linearRegExp = Object.assign(
  (pattern: string, flags: string): LinearPattern => {
    if (flags !== 'u') throw new PatternRefused(pattern, `flags "${flags}" are not supported`);
    return compileLinearPattern(pattern);
  },
  { code: 'require("stowage/dist/ai/linear-regexp.js").linearRegExp' },
);
