/**
 * A manual page's roff source as plain text: requests (lines starting with `.` or `'`) become line
 * breaks or keep their text (headings, font requests), escapes become the characters they stand for.
 * Not a typesetter: enough to index what a page says, and the same on every machine (groff's
 * rendering changes with its version and the terminal width).
 */
const NAMED: Record<string, string> = {
  em: '—',
  en: '–',
  hy: '-',
  bu: '•',
  lq: '"',
  rq: '"',
  oq: "'",
  cq: "'",
  aq: "'",
  dq: '"',
  co: '©',
  rg: '®',
  tm: '™',
  mu: '×',
  de: '°',
  '<=': '≤',
  '>=': '≥',
  '->': '→',
  '<-': '←',
  ti: '~',
  ha: '^',
  ga: '`',
  ul: '_',
  bv: '|',
};

function unescape(line: string): string {
  return line
    .replace(/\\"\s?.*$/, '') // a comment to the end of the line
    .replace(/\\f(\[[^\]]*\]|\(..|.)/g, '') // font changes
    .replace(/\\s[+-]?\d+/g, '') // size changes
    .replace(/\\\((..)/g, (_, name: string) => NAMED[name] ?? '')
    .replace(/\\\[([^\]]*)\]/g, (_, name: string) => NAMED[name] ?? '')
    .replace(/\\\*(\[[^\]]*\]|\(..|.)/g, '') // strings defined by the page's macros
    .replace(/\\[-e]/g, (m) => (m === '\\-' ? '-' : '\\'))
    .replace(/\\[&|^)%c:]/g, '')
    .replace(/\\ /g, ' ')
    .replace(/\\(.)/g, '$1');
}

/** Splits a request's arguments, honouring double quotes. */
function argumentsOf(rest: string): string[] {
  return (rest.match(/"[^"]*"|\S+/g) ?? []).map((a) => a.replace(/^"|"$/g, ''));
}

export function roffToText(source: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(paragraph.join(' ').replace(/\s+/g, ' ').trim());
    paragraph = [];
  };
  for (const raw of source.split('\n')) {
    const request = /^[.']\s*([A-Za-z]{1,3}|\\")\s*(.*)$/.exec(raw);
    if (!request) {
      if (/^[.']/.test(raw)) continue;
      const text = unescape(raw).trim();
      if (text !== '') paragraph.push(text);
      continue;
    }
    const [, name = '', rest = ''] = request;
    if (name === '\\"') continue;
    if (name === 'SH' || name === 'SS') {
      flush();
      out.push('', unescape(argumentsOf(rest).join(' ')).trim(), '');
      continue;
    }
    if (['B', 'I', 'SM', 'SB'].includes(name)) {
      paragraph.push(unescape(argumentsOf(rest).join(' ')));
      continue;
    }
    if (['BR', 'RB', 'IR', 'RI', 'BI', 'IB'].includes(name)) {
      paragraph.push(unescape(argumentsOf(rest).join('')));
      continue;
    }
    if (['PP', 'LP', 'P', 'TP', 'IP', 'HP', 'sp', 'br', 'TH', 'nf', 'fi', 'RS', 'RE', 'Sh', 'Pp'].includes(name)) {
      flush();
      if (name === 'IP' && rest.trim() !== '') paragraph.push(unescape(argumentsOf(rest)[0] ?? ''));
      continue;
    }
    // mdoc pages (BSD style): the request's words are the text.
    if (/^[A-Z][a-z]$/.test(name)) paragraph.push(unescape(rest).replace(/\b(Ar|Fl|Op|Cm|Nm|Pa|Xr|Ql|Dq|Sq|Ic|Em|Li|Ns|Oo|Oc)\b/g, ''));
  }
  flush();
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
