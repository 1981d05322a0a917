import { ChatRequestBody, EmbeddingRequestBody, EmbeddingResponseBody } from '../../ai/chat-schema.js';
import { AiRequestBody, AiResponseBody } from '../../ai/request-schema.js';
import { closeObjects, type JsonSchema } from '../plugins/strict-input.js';
import { DataFile, DataFileRevision } from '../../entities/data-files.js';
import { File } from '../../entities/files.js';
import { FileSet } from '../../entities/filesets.js';
import { Execution, ExecutionRecord, Stream } from '../../entities/streams.js';
import { ErrorBody } from './common.js';

/**
 * The schemas registered once on the app: routes refer to them with `ref()`, and the OpenAPI
 * document names them in components.schemas (a schema with an `$id` must not also be inlined).
 */
export const SHARED_SCHEMAS = [
  ErrorBody,
  FileSet,
  File,
  DataFile,
  DataFileRevision,
  Stream,
  Execution,
  ExecutionRecord,
  AiRequestBody,
  AiResponseBody,
  ChatRequestBody,
  EmbeddingRequestBody,
  EmbeddingResponseBody,
];

// Strict input closes the bodies a route declares inline (API.md §0); these are declared by `$ref`,
// so they are closed here, once, before any route compiles them.
for (const body of [AiRequestBody, ChatRequestBody, EmbeddingRequestBody] as JsonSchema[]) closeObjects(body);
