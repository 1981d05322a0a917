import type { IncomingMessage } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { DataFileService } from '../../domain/data-files/data-file-service.js';
import { contentTypeFor } from '../../domain/files/content-types.js';
import type { StagedRevision } from '../../domain/data-files/staging.js';
import { AppError, badRequest } from '../../errors.js';
import { drainRequest } from '../drain-request.js';

/** What an upload request carried: the stored bytes and what the request said about them. */
export interface ReceivedUpload {
  staged: StagedRevision;
  contentType: string;
  /** The multipart file part's filename, if any. */
  filename: string | null;
}

const tooLarge = (max: number) => new AppError('PAYLOAD_TOO_LARGE', `Uploads are at most ${max} bytes.`);

/**
 * Reads an upload body, either raw (its Content-Type is the file's type) or multipart/form-data with
 * a part named `file`, streaming it into staged storage. Throws 413 beyond `maxBytes`.
 */
export async function receiveUpload(request: FastifyRequest, dataFiles: DataFileService, maxBytes: number): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length']);
  // Multipart framing adds a little; the part itself is limited exactly by the multipart plugin.
  const slack = request.isMultipart() ? 1024 * 1024 : 0;
  if (Number.isFinite(declared) && declared > maxBytes + slack) throw tooLarge(maxBytes);
  if (request.isMultipart()) return receiveMultipart(request, dataFiles, maxBytes);
  const contentType = (request.headers['content-type'] ?? '').trim() || 'application/octet-stream';
  if (contentType.length > 255) throw badRequest('Content-Type: at most 255 characters.');
  const staged = await dataFiles.stage(limited(request.raw, maxBytes));
  return { staged, contentType, filename: null };
}

async function receiveMultipart(request: FastifyRequest, dataFiles: DataFileService, maxBytes: number): Promise<ReceivedUpload> {
  let received: ReceivedUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        throw badRequest(
          `Unknown multipart field "${part.fieldname}"; a data file upload takes only the part "file" (its name, description and public flag are query parameters).`,
        );
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Unexpected file part "${part.fieldname}"; the content goes in the part named "file".`);
      }
      const staged = await dataFiles.stage(part.file);
      // Clients label parts loosely (curl says octet-stream or text/plain for a .csv): the name tells more.
      received = { staged, contentType: contentTypeFor(part.filename || '', part.mimetype), filename: part.filename || null };
      if (part.file.truncated) throw tooLarge(maxBytes);
    }
  } catch (error) {
    if (received) await dataFiles.discard(received.staged);
    throw malformedMultipart(error) ?? error;
  }
  if (!received) throw badRequest('The multipart body has no part named "file"; send the content there (or send it as the raw body).');
  return received;
}

/**
 * The multipart parser (@fastify/busboy) reports a malformed body with plain Errors, recognisable
 * only by their messages; they are the client's fault, so a 400 rather than a 500.
 */
function malformedMultipart(error: unknown): AppError | null {
  const message = error instanceof Error ? error.message : '';
  const known = /^Multipart: |unexpected end of multipart data|^The needle cannot/i.test(message);
  return known ? badRequest(`The multipart body is malformed (${message}); send a "file" part, or the content as the raw body.`) : null;
}

/** The raw body, failing with 413 once it exceeds `max` bytes, and failing when the client goes away. */
function limited(raw: IncomingMessage, max: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) {
        // The rest is read and dropped so that the 413 reaches a client still sending.
        drainRequest(raw);
        callback(tooLarge(max));
      } else callback(null, chunk);
    },
  });
  raw.on('error', (error) => limiter.destroy(error));
  raw.on('close', () => {
    if (!raw.complete) limiter.destroy(new Error('the client closed the connection before the upload ended'));
  });
  raw.pipe(limiter);
  return limiter;
}
