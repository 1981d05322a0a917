import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './app.js';

/** How the fake daemon answers once it has the whole stream. */
export type ClamdMode = 'scan' | 'error' | 'silent' | 'early-error';

export interface ReceivedStream {
  command: string;
  chunks: number;
  size: number;
  sha256: string;
}

export interface FakeClamd {
  /** The value for STOWAGE_CLAMD_SOCKET. */
  address: string;
  mode: ClamdMode;
  /** Every INSTREAM the daemon read to its end, in order. */
  received: ReceivedStream[];
  close(): Promise<void>;
}

/**
 * A small stand-in for clamd speaking INSTREAM: reads `zINSTREAM\0`, then 4-byte big-endian
 * length-prefixed chunks up to a zero length, and answers `stream: Fake.Marker FOUND` when the
 * content contains `marker`, `stream: OK` otherwise. In `error` mode it answers a clamd error, in
 * `early-error` mode it does so after the first bytes (while the client still sends), in `silent`
 * mode it never answers.
 */
export async function startFakeClamd(options: { marker: string; tcp?: boolean }): Promise<FakeClamd> {
  const sockets = new Set<net.Socket>();
  const fake: FakeClamd = {
    address: '',
    mode: 'scan',
    received: [],
    close: async () => {
      // Replaced below, once the server listens.
    },
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {
      // Clients that hang up mid-scan are what some tests do; their resets are not failures of the fake.
    });
    let buffer = Buffer.alloc(0);
    let command: string | null = null;
    const chunks: Buffer[] = [];
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (command === null) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        command = buffer.subarray(0, nul).toString('latin1');
        buffer = buffer.subarray(nul + 1);
      }
      if (fake.mode === 'early-error' && buffer.length > 0) {
        // As clamd does past its StreamMaxLength: answer mid-stream and hang up.
        fake.received.push({ command, chunks: 0, size: 0, sha256: '' });
        socket.end('INSTREAM size limit exceeded. ERROR\0');
        command = '';
        buffer = Buffer.alloc(0);
        return;
      }
      if (command === '') return;
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const content = Buffer.concat(chunks);
          fake.received.push({
            command,
            chunks: chunks.length,
            size: content.length,
            sha256: createHash('sha256').update(content).digest('hex').toUpperCase(),
          });
          if (fake.mode === 'silent') return;
          const reply =
            fake.mode === 'error'
              ? 'INSTREAM size limit exceeded. ERROR'
              : content.includes(options.marker)
                ? 'stream: Fake.Marker FOUND'
                : 'stream: OK';
          socket.end(`${reply}\0`);
          return;
        }
        if (buffer.length < 4 + length) return;
        chunks.push(Buffer.from(buffer.subarray(4, 4 + length)));
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  if (options.tcp) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.address = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  } else {
    const dir = tempDir('stowage-clamd-');
    fake.address = path.join(dir, 'clamd.sock');
    await new Promise<void>((resolve) => server.listen(fake.address, resolve));
  }
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!options.tcp) fs.rmSync(path.dirname(fake.address), { recursive: true, force: true });
  };
  return fake;
}
