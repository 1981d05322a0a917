import createClient, { type Client } from 'openapi-fetch';
import { type AiApi, aiApi } from './ai.js';
import type { Context } from './context.js';
import { type DataFilesApi, dataFilesApi } from './data-files.js';
import { throwingMiddleware } from './errors.js';
import { type FileSetsApi, type FilesApi, fileSetsApi, filesApi } from './files.js';
import type { paths } from './generated/openapi.js';
import { type StreamsApi, streamsApi } from './streams.js';

export interface StowageClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:8080` (a path prefix is kept, for a server behind a proxy). */
  baseUrl: string;
  /** A developer token; without one only the open routes answer (health, share links). */
  token?: string;
  /** The brand of the token header, `X-<brand>-Developer-Token` (the server's STOWAGE_TOKEN_BRAND; default SERVICE). */
  tokenBrand?: string;
  /** A fetch of your own (a proxy agent, a test double); the platform's by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface StowageClient {
  readonly baseUrl: string;
  /**
   * The generated client for every operation of openapi.json, typed by path and method. It throws
   * StowageError for every error answer and StowageNetworkError when no answer came, so `data` is
   * there whenever the call returns (see `unwrap`).
   */
  readonly api: Client<paths>;
  readonly fileSets: FileSetsApi;
  readonly files: FilesApi;
  readonly dataFiles: DataFilesApi;
  readonly streams: StreamsApi;
  readonly ai: AiApi;
}

export function createStowageClient(options: StowageClientOptions): StowageClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Looked up at call time, so a fetch patched in after the client was made (tests, polyfills) is used.
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const brand = options.tokenBrand ?? 'SERVICE';
  if (!/^[A-Za-z0-9-]+$/.test(brand)) throw new RangeError(`tokenBrand ${JSON.stringify(brand)}: letters, digits and dashes only`);
  const api = createClient<paths>({
    baseUrl,
    fetch,
    headers: options.token === undefined ? {} : { [`X-${brand}-Developer-Token`]: options.token },
  });
  api.use(throwingMiddleware);
  const ctx: Context = { api, fetch };
  return {
    baseUrl,
    api,
    fileSets: fileSetsApi(ctx),
    files: filesApi(ctx),
    dataFiles: dataFilesApi(ctx),
    streams: streamsApi(ctx),
    ai: aiApi(ctx),
  };
}
