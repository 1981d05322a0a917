import net from 'node:net';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { ContentScanner, ScanVerdict } from './scanner.js';

/** Where clamd listens: a unix socket path, or a TCP host and port. */
export type ClamdAddress = { path: string } | { host: string; port: number };

export interface ClamdOptions {
  /** Largest chunk sent in one INSTREAM frame. */
  chunkBytes?: number;
  /** A connection idle this long (nothing sent or received) fails the scan. */
  idleTimeoutMs?: number;
}

const COMMAND = Buffer.from('zINSTREAM\0');
const END = Buffer.alloc(4);

/**
 * Scans with a ClamAV daemon over its INSTREAM protocol: `zINSTREAM\0`, then the content as chunks
 * each prefixed by its length (4 bytes, big-endian), then a zero length. clamd answers one
 * NUL-terminated line: `stream: OK`, `stream: <signature> FOUND`, or `<reason> ERROR`.
 * Written by hand: the protocol is a few lines, and no maintained client streams with backpressure.
 */
export class ClamdScanner implements ContentScanner {
  readonly name: string;
  private readonly chunkBytes: number;
  private readonly idleTimeoutMs: number;

  constructor(
    private readonly address: ClamdAddress,
    options: ClamdOptions = {},
  ) {
    this.name = `clamd at ${'path' in address ? address.path : `${address.host}:${address.port}`}`;
    this.chunkBytes = options.chunkBytes ?? 64 * 1024;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  }

  async scan(content: Readable, signal: AbortSignal): Promise<ScanVerdict> {
    signal.throwIfAborted();
    const socket = net.connect(this.address);
    socket.setTimeout(this.idleTimeoutMs, () => socket.destroy(new Error(`no answer within ${this.idleTimeoutMs} ms`)));
    const onAbort = () => socket.destroy(new Error('scan aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    const reply = readReply(socket);
    try {
      socket.write(COMMAND);
      await sendChunks(socket, content, this.chunkBytes, reply);
      if (!reply.done) socket.write(END);
      return parseReply(await reply.text);
    } finally {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
    }
  }
}

interface Reply {
  /** The answer up to its NUL (or the connection's end). */
  text: Promise<string>;
  /** True once clamd answered or the connection failed: sending more is pointless. */
  done: boolean;
}

/** clamd may answer before the content ends (e.g. its size limit), so the reply is read from the start. */
function readReply(socket: net.Socket): Reply {
  const reply: Reply = { text: Promise.resolve(''), done: false };
  reply.text = new Promise<string>((resolve, reject) => {
    let received = '';
    const finish = (error?: Error) => {
      reply.done = true;
      if (received !== '') resolve(received.split('\0')[0] ?? '');
      else reject(error ?? new Error('the connection closed without an answer'));
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('utf8');
      if (received.includes('\0')) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
  });
  // Awaited later; a failure before then must not count as unhandled.
  reply.text.catch(() => undefined);
  return reply;
}

async function sendChunks(socket: net.Socket, content: Readable, chunkBytes: number, reply: Reply): Promise<void> {
  for await (const chunk of content as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < chunk.length; offset += chunkBytes) {
      if (reply.done) return;
      const piece = chunk.subarray(offset, offset + chunkBytes);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(piece.length);
      socket.write(length);
      if (!socket.write(piece)) {
        // Backpressure: wait until clamd has taken the bytes, or has answered (or failed) meanwhile.
        await Promise.race([once(socket, 'drain'), reply.text.then(() => undefined)]);
      }
    }
  }
}

function parseReply(raw: string): ScanVerdict {
  const text = raw.trim();
  if (text === 'stream: OK') return { state: 'SAFE' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { state: 'INFECTED', signature: found[1] };
  throw new Error(`clamd answered "${text.slice(0, 200)}"`);
}
