import type { Static } from 'typebox';
import type { AiResponseBody, AiSessionBody } from '../../src/ai/request-schema.js';
import type { EmbeddingResponseBody } from '../../src/ai/chat-schema.js';
import type { DataFile } from '../../src/entities/data-files.js';
import type { File } from '../../src/entities/files.js';
import type { AccessEntry, FileSet } from '../../src/entities/filesets.js';
import type { TokenInfo } from '../../src/entities/tokens.js';
import type { ErrorBody } from '../../src/http/schemas/common.js';
import type { ContentQueryResult, FileSetStats } from '../../src/http/schemas/content-query.js';

/**
 * The JSON bodies the tests read back (`res.json<FileList>()`), from the server's own schemas where
 * it has them; the envelopes around them are written out here as API.md describes them.
 */

export type { File } from '../../src/entities/files.js';
export type { FileSet } from '../../src/entities/filesets.js';
export type { DataFile, DataFileRevision, DataFilePermissions } from '../../src/entities/data-files.js';
export type { Execution, ExecutionRecord, Part, Stream } from '../../src/entities/streams.js';
export type { TokenInfo } from '../../src/entities/tokens.js';

export type ErrorBody = Static<typeof ErrorBody>;
export type AiResponse = Static<typeof AiResponseBody>;
export type AiSession = Static<typeof AiSessionBody>;
export type EmbeddingResponse = Static<typeof EmbeddingResponseBody>;
export type ContentQueryResult = Static<typeof ContentQueryResult>;
export type FileSetStats = Static<typeof FileSetStats>;

/** Operation 2: a page of files; `next` is the cursor of the following page. */
export interface FileList {
  files: File[];
  pageContext: { next?: string; limit: number; total?: number };
}

/** Operation 1: a page of file sets. */
export interface FileSetList {
  fileSets: FileSet[];
  pageContext: { offset: number; limit: number; total: number };
}

export interface FileSetAccess {
  fileSetId: string;
  fileSetAccess: AccessEntry[];
}

/** A resumable upload's state (begin, part, finalize). */
export interface UploadState {
  file: File;
  status: string;
}

export interface ShareLink {
  id: string;
  fileId: string;
  createdBy: number;
  expiresAt: string;
  created: string;
}

/** A new share link: the listed members plus the token and the URL made of it. */
export interface NewShareLink extends ShareLink {
  token: string;
  downloadUrl: string;
}

/** A created token: its listing plus the secret, shown this once. */
export interface NewToken extends TokenInfo {
  token: string;
}

/** A data file's details with the expansions asked for (`?expand=`) present. */
export type DataFileWith<K extends 'currentRevision' | 'revisions' | 'metadata'> = DataFile & Required<Pick<DataFile, K>>;

export interface TokenList {
  tokens: TokenInfo[];
}

/** A data file's upload (`{ dataFileId }`), a new revision's (`{ revisionId }`), a duplicate's (both). */
export interface NewDataFile {
  dataFileId: number;
}
export interface NewRevision {
  revisionId: number;
}

/**
 * An answer of the AI routes as the tests read it: each content item with every member any kind of
 * item has (optional), so a test may look at the member it expects without narrowing the union first.
 */
export interface AiReply extends Omit<AiResponse, 'content'> {
  content: AiItem[];
}
export interface AiItem {
  type: string;
  text?: string;
  name?: string;
  toolInput?: Record<string, unknown>;
  toolCallId?: string;
  content?: { type: string; text: string }[];
  server?: true;
  isError?: boolean;
  redacted?: true;
  data?: string;
  signature?: string;
}

/** A stored session; `request` and `response` as they were sent and answered. */
export interface AiSessionRead {
  sessionId: string;
  exchanges: (Omit<AiSession['exchanges'][number], 'request' | 'response'> & {
    request: { input: { role: string; content: (AiItem & { image?: { data: string } })[] }[]; responseFormat?: unknown };
    response: AiReply;
  })[];
}

/** The parts of the OpenAPI document the tests look at. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string } | undefined> | undefined>;
}
