import type { Readable } from 'node:stream';
import { Parser } from 'htmlparser2';
import { decodeUtf8 } from './plain-text.js';
import type { TextPiece } from './text-piece.js';

/** Elements whose content a reader never sees. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head']);
/** Elements that break a line, so words on either side do not run together. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'title',
  'tr',
  'ul',
]);

/**
 * The visible text of an HTML document, parsed as it streams (htmlparser2): no script, style or
 * markup; the title counts (it is what a result list shows); runs of white space become one space,
 * block elements a line break.
 */
export async function* htmlText(content: Readable): AsyncGenerator<TextPiece> {
  let out = '';
  let hidden = 0;
  let inTitle = false;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (name === 'title') inTitle = true;
        else if (HIDDEN.has(name)) hidden++;
        if (BLOCKS.has(name)) out += '\n';
      },
      onclosetag(name, isImplied) {
        if (name === 'title') inTitle = false;
        else if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (BLOCKS.has(name) && !isImplied) out += '\n';
      },
      ontext(text) {
        if (hidden === 0 || inTitle) out += text.replace(/[ \t\r\n\f]+/g, ' ');
      },
    },
    { decodeEntities: true },
  );
  for await (const text of decodeUtf8(content)) {
    parser.write(text);
    if (out.length > 0) {
      yield { text: out, page: null };
      out = '';
    }
  }
  parser.end();
  if (out.length > 0) yield { text: out, page: null };
}
