import { Type } from 'typebox';
import { parseExpand } from '../domain/data-files/data-file-view.js';
import { toFileEntry } from '../domain/files/file-view.js';
import { toExecutionRecord } from '../domain/streams/stream-views.js';
import { FileSearchBody, FileSetSearchBody } from '../http/schemas/search.js';
import type { Services } from '../services.js';
import { QUERY_MODES } from '../indexing/content-query.js';
import { QUERY_SETS_MAX, queryFiles } from './query-files.js';
import { readFileText, READ_MAX_BYTES } from './read-text.js';
import { type ServerTool, serverTool } from './server-tool.js';

/**
 * Pages a model asks for are small: it reads every item, and a result is cut at RESULT_MAX_CHARS
 * anyway (docs/mcp.md). The HTTP routes allow 1,000.
 */
export const TOOL_PAGE_MAX = 50;

const Page = Type.Integer({ minimum: 1, maximum: TOOL_PAGE_MAX, default: 20, description: `How many items (1–${TOOL_PAGE_MAX})` });
const Offset = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'How many items to skip' });
const FileSetId = Type.String({ format: 'uuid', description: 'The file set id (a UUID, from filesets.search)' });
// Both search bodies come from one builder and so share one type.
const searchMembers = (body: typeof FileSetSearchBody) => {
  const { filters, dateFilters, fieldSort } = body.properties;
  return { filters, dateFilters, fieldSort };
};
const FILTER_HELP =
  'filters: [{field, operator (EQUALS, IN, LIKE = case-insensitive substring, GREATER_THAN, LESS_THAN, …, IS_NULL), value: [..], not?}]; fieldSort: [{field, order: ASC|DESC}].';

/** The tools of API.md §5 that exist on this server, each mirroring its HTTP route. */
/** The services the tools read through. */
export type ToolServices = Pick<Services, 'fileSets' | 'fileSearch' | 'files' | 'dataFiles' | 'streams' | 'contentQuery'>;

export function serverToolCatalogue(services: ToolServices): ServerTool[] {
  const { fileSets, fileSearch, files, dataFiles, streams } = services;
  return [
    serverTool({
      name: 'filesets.search',
      description: `Search the file sets (folders of files) the user can read, as operation 1 does. Fields: name, description, created, updated, owner, fileCount. ${FILTER_HELP}`,
      parameters: Type.Object({ ...searchMembers(FileSetSearchBody), limit: Type.Optional(Page), offset: Type.Optional(Offset) }),
      run: (input, call) => {
        const { limit, offset, ...body } = input;
        return fileSets.search(call.caller, body, limit ?? 20, offset ?? 0);
      },
    }),
    serverTool({
      name: 'files.search',
      description: `Search the files and directories of one file set, as operation 2 does. Fields: path, name, fileType (TEXT, IMAGE, DOCUMENT, …, DIRECTORY), contentType, size, created, indexStatus. Pass pageContext.next of a result as "next" for the following page. ${FILTER_HELP}`,
      parameters: Type.Object({
        filesetId: FileSetId,
        directoryPath: Type.Optional(Type.String({ maxLength: 4096, description: 'Only entries below this directory' })),
        immediateChildren: Type.Optional(Type.Boolean({ description: 'Only the directory’s own children' })),
        ...searchMembers(FileSearchBody),
        limit: Type.Optional(Page),
        next: Type.Optional(Type.String({ maxLength: 8192 })),
      }),
      run: async (input, call) => {
        const { filesetId, directoryPath, immediateChildren, limit = 20, next, ...body } = input;
        const page = await fileSearch.search(call.caller, filesetId, body, {
          directoryPath,
          immediateChildren: immediateChildren ?? false,
          limit,
          next: next === '' ? undefined : next,
          includeTotal: false,
        });
        return {
          files: page.rows.map((row) => toFileEntry(row, call.baseUrl)),
          pageContext: { limit, ...(page.next ? { next: page.next } : {}) },
        };
      },
    }),
    serverTool({
      name: 'files.query',
      description: `Find the passages of files that answer a question or match words, in one AI-enabled file set (filesetId) or, without it, in up to ${QUERY_SETS_MAX} of the user's AI-enabled file sets. Each match has the passage text, the file's path and fileId, and a score from 0 to 1. Read more of a file with files.read.`,
      parameters: Type.Object({
        query: Type.String({ minLength: 1, maxLength: 2000, description: 'What to look for, in words' }),
        filesetId: Type.Optional(FileSetId),
        topK: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'How many passages (1–20)' })),
        mode: Type.Optional(Type.Enum([...QUERY_MODES], { description: "KEYWORD, SEMANTIC or HYBRID; the default is the server's" })),
        directoryPath: Type.Optional(Type.String({ maxLength: 4096, description: 'Only files below this directory (with filesetId)' })),
        pathPrefixFilter: Type.Optional(Type.String({ maxLength: 4096 })),
        filters: FileSearchBody.properties.filters,
      }),
      run: (input, call) => queryFiles(services, call, { ...input, topK: input.topK ?? 5 }),
    }),
    serverTool({
      name: 'files.read',
      description: `Read the text of one file of a file set, by fileId or path: at most ${READ_MAX_BYTES} bytes from byte "start" (default 0). The result says the file's size and where the next read starts.`,
      parameters: Type.Object({
        filesetId: FileSetId,
        fileId: Type.Optional(Type.String({ format: 'uuid', description: 'The file id (a UUID, from files.search or files.query)' })),
        path: Type.Optional(Type.String({ maxLength: 4096 })),
        start: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })),
        maxBytes: Type.Optional(Type.Integer({ minimum: 1, maximum: READ_MAX_BYTES, default: READ_MAX_BYTES })),
      }),
      run: (input, call) => readFileText(files, call, input),
    }),
    serverTool({
      name: 'dataFiles.details',
      description:
        'The details of one data file, as operation 3 does: name, owner, and on request its current revision, all revisions and metadata.',
      parameters: Type.Object({
        dataFileId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        expand: Type.Optional(Type.Array(Type.Enum(['currentRevision', 'revisions', 'metadata']), { maxItems: 3, uniqueItems: true })),
      }),
      run: (input, call) => dataFiles.details(call.caller, input.dataFileId, parseExpand(input.expand)),
    }),
    serverTool({
      name: 'streams.history',
      description:
        'The executions of one data stream, newest first, as operation 4 does: state, rows and bytes inserted, start and end times.',
      parameters: Type.Object({
        streamId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        limit: Type.Optional(Page),
        offset: Type.Optional(Offset),
      }),
      run: async (input, call) => {
        const rows = await streams.service.history(call.caller, String(input.streamId), input.limit ?? 20, input.offset ?? 0);
        return rows.map(toExecutionRecord);
      },
    }),
  ];
}
