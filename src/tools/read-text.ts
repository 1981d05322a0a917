import type { FileService } from '../domain/files/file-service.js';
import { badRequest } from '../errors.js';
import type { ToolCall } from './server-tool.js';

/** The most one `files.read` returns: about 8,000 tokens of English, a fair share of a context window. */
export const READ_MAX_BYTES = 32 * 1024;

export interface ReadInput {
  filesetId: string;
  fileId?: string | undefined;
  path?: string | undefined;
  start?: number | undefined;
  maxBytes?: number | undefined;
}

export interface ReadResult {
  fileId: string;
  path: string;
  contentType: string | null;
  size: number;
  start: number;
  /** Where the next read starts, or null at the end of the file. */
  nextStart: number | null;
  text: string;
}

/**
 * Text of one file, or of a byte range of it, through the download path's access check. Only text
 * files: bytes of an image or an archive mean nothing to a model and would fill its context.
 */
export async function readFileText(files: FileService, call: ToolCall, input: ReadInput): Promise<ReadResult> {
  if ((input.fileId === undefined) === (input.path === undefined)) throw badRequest('Give exactly one of fileId and path.');
  const ref = input.fileId !== undefined ? { id: input.fileId } : { path: input.path ?? '' };
  const opened = await files.open(call.caller, input.filesetId, ref);
  const { row, size } = opened;
  if (row.file_type !== 'TEXT') {
    throw badRequest(`"${row.path}" is a ${row.file_type} file (${row.content_type ?? 'unknown type'}); files.read reads text files only.`);
  }
  const start = input.start ?? 0;
  if (start > size) throw badRequest(`start ${start} is past the end of "${row.path}" (${size} bytes).`);
  const want = Math.min(input.maxBytes ?? READ_MAX_BYTES, READ_MAX_BYTES, size - start);
  let bytes = Buffer.alloc(0);
  if (want > 0) {
    const stream = await opened.body({ start, end: start + want - 1 });
    const parts: Buffer[] = [];
    for await (const chunk of stream) {
      call.signal.throwIfAborted();
      parts.push(chunk as Buffer);
    }
    bytes = Buffer.concat(parts);
  }
  const { text, used } = wholeCharacters(bytes, start + bytes.length >= size);
  const end = start + used;
  return { fileId: row.id, path: row.path, contentType: row.content_type, size, start, nextStart: end >= size ? null : end, text };
}

/**
 * Decodes UTF-8 up to the last whole character, so a range that ends inside one does not show a
 * replacement character and the next read starts at that character. At the end of the file,
 * whatever is left is decoded as it is.
 */
function wholeCharacters(bytes: Buffer, atEnd: boolean): { text: string; used: number } {
  const used = atEnd ? bytes.length : bytes.length - heldBytes(bytes);
  return { text: bytes.subarray(0, used).toString('utf8'), used };
}

/** How many bytes at the end form an incomplete UTF-8 sequence (0–3). */
function heldBytes(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}
