import type { Readable } from 'node:stream';
import { htmlText } from './html-text.js';
import { plainText } from './plain-text.js';
import type { TextPiece } from './text-piece.js';

export type Extractor = (content: Readable) => AsyncIterable<TextPiece>;

/**
 * PDF.js and mammoth are loaded with the first document that needs them: a tenth of a second of CPU
 * at every start (each test's app, each CLI command) otherwise, for formats many servers never see.
 */
async function* pdfText(content: Readable): AsyncGenerator<TextPiece> {
  yield* (await import('./document-text.js')).pdfText(content);
}
async function* docxText(content: Readable): AsyncGenerator<TextPiece> {
  yield* (await import('./document-text.js')).docxText(content);
}

/** How an extractor reads: `stream`ed with bounded memory, or `whole` (the size limit for documents applies). */
export interface ExtractorChoice {
  extract: Extractor;
  reads: 'stream' | 'whole';
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Text in an application/* type: JSON and its relatives, XML, YAML, scripts. */
const TEXT_APPLICATION = new Set([
  'application/json',
  'application/ld+json',
  'application/x-ndjson',
  'application/xml',
  'application/yaml',
  'application/x-yaml',
  'application/toml',
  'application/javascript',
  'application/x-sh',
  'application/sql',
  'application/csv',
]);

/** The extractor for a stored content type (parameters such as `; charset=` ignored), or null: not supported. */
export function extractorFor(contentType: string | null): ExtractorChoice | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return { extract: htmlText, reads: 'stream' };
  if (type.startsWith('text/') || TEXT_APPLICATION.has(type) || type.endsWith('+json')) return { extract: plainText, reads: 'stream' };
  if (type === 'application/pdf') return { extract: pdfText, reads: 'whole' };
  if (type === DOCX) return { extract: docxText, reads: 'whole' };
  return null;
}
