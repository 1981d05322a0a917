import { badRequest } from '../errors.js';
import { toFileEntry } from '../domain/files/file-view.js';
import type { ToolServices } from './catalogue.js';
import type { ToolCall } from './server-tool.js';

/** Resources per `resources/list` page. */
const PAGE = 100;
/** File sets looked into per page, so a caller with thousands of empty ones still gets quick pages. */
const SETS_PER_PAGE = 50;
/** The largest file `resources/read` returns whole; bigger ones are read in ranges with files.read. */
export const RESOURCE_MAX_BYTES = 1024 * 1024;
const SCHEME = 'stowage://filesets/';

export interface FileResource {
  uri: string;
  name: string;
  title: string;
  mimeType?: string;
  size?: number;
}

export type ResourceContents = { uri: string; mimeType?: string } & ({ text: string } | { blob: string });

/** `stowage://filesets/{id}/{path}`, each path segment percent-encoded (RFC 3986). */
export function resourceUri(filesetId: string, path: string): string {
  return `${SCHEME}${filesetId}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

function parseUri(uri: string): { filesetId: string; path: string } {
  const rest = uri.startsWith(SCHEME) ? uri.slice(SCHEME.length) : null;
  const slash = rest?.indexOf('/') ?? -1;
  if (rest === null || slash <= 0)
    throw badRequest(`${JSON.stringify(uri.slice(0, 200))} is not a file resource; they look like ${SCHEME}{filesetId}/{path}.`);
  try {
    return {
      filesetId: rest.slice(0, slash),
      path: rest
        .slice(slash + 1)
        .split('/')
        .map(decodeURIComponent)
        .join('/'),
    };
  } catch {
    throw badRequest(`${JSON.stringify(uri.slice(0, 200))}: the path is not valid percent-encoding.`);
  }
}

/** Where a listing goes on: the file set's offset in operation 1, and operation 2's cursor inside it. */
interface Position {
  o: number;
  n?: string;
}

function parseCursor(cursor: string | undefined): Position {
  if (cursor === undefined) return { o: 0 };
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
    if (Number.isSafeInteger(value.o) && value.o >= 0 && (value.n === undefined || typeof value.n === 'string')) return value;
  } catch {
    // Refused below, as every other malformed cursor.
  }
  throw badRequest('cursor: not one this server gave out.');
}

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');
const NOT_DIRECTORIES = { filters: [{ field: 'fileType', operator: 'EQUALS', value: ['DIRECTORY'], not: true }] };

/**
 * The caller's readable files as MCP resources: walked file set by file set in operation 1's order,
 * files in operation 2's, so the listing pages through the same access checks as the routes.
 */
export class FileResources {
  constructor(private readonly services: ToolServices) {}

  async list(call: ToolCall, cursor: string | undefined): Promise<{ resources: FileResource[]; nextCursor?: string }> {
    const position = parseCursor(cursor);
    const resources: FileResource[] = [];
    for (let visited = 0; ; visited++) {
      if (resources.length >= PAGE || visited === SETS_PER_PAGE) return { resources, nextCursor: encodeCursor(position) };
      const sets = await this.services.fileSets.search(call.caller, { fieldSort: [{ field: 'created', order: 'ASC' }] }, 1, position.o);
      const fileSet = sets.fileSets[0];
      if (!fileSet) return { resources };
      const page = await this.services.fileSearch.search(call.caller, fileSet.id, NOT_DIRECTORIES, {
        limit: PAGE - resources.length,
        next: position.n,
        immediateChildren: false,
        includeTotal: false,
      });
      for (const row of page.rows) {
        const entry = toFileEntry(row, call.baseUrl);
        resources.push({
          uri: resourceUri(fileSet.id, entry.path),
          name: entry.name,
          title: `${fileSet.name}/${entry.path}`,
          ...(entry.contentType ? { mimeType: entry.contentType } : {}),
          ...(entry.size !== null ? { size: entry.size } : {}),
        });
      }
      if (page.next) position.n = page.next;
      else {
        position.o += 1;
        delete position.n;
      }
    }
  }

  async read(call: ToolCall, uri: string): Promise<ResourceContents> {
    const { filesetId, path } = parseUri(uri);
    const opened = await this.services.files.open(call.caller, filesetId, { path });
    if (opened.size > RESOURCE_MAX_BYTES) {
      throw badRequest(
        `"${opened.row.path}" has ${opened.size} bytes, more than a resource read returns (${RESOURCE_MAX_BYTES}); read it in ranges with the files.read tool.`,
      );
    }
    const parts: Buffer[] = [];
    for await (const chunk of await opened.body(null)) {
      call.signal.throwIfAborted();
      parts.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(parts);
    const mimeType = opened.row.content_type ?? 'application/octet-stream';
    return opened.row.file_type === 'TEXT'
      ? { uri, mimeType, text: bytes.toString('utf8') }
      : { uri, mimeType, blob: bytes.toString('base64') };
  }
}
