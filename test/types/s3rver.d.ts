/** The parts of s3rver 3.7 (a CommonJS package without types) that test/helpers/s3.ts uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** A Koa context, as far as a middleware here reads and writes it. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }
  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export interface S3rverObject {
    content: import('node:stream').Readable | null;
    range?: { start: number; end: number };
  }

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list; composed when the server starts listening. */
    middleware: S3rverMiddleware[];
    store: {
      getResourcePath(bucket: string, key: string | undefined, resource: string): string;
      getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<S3rverObject | null>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
