import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';

/**
 * The floor under an upload: a multipart upload reduced to what any Node server must do for one, on
 * node:http alone. It parses the body with the same multipart parser as Stowage (@fastify/busboy),
 * hashes the file part with SHA-256 and writes it to a file in megabyte writes. It does no
 * authentication and no database work. With `?fsync=true` it fsyncs the file once, before it
 * answers (the plain way to make an upload durable); without, its MiB/s is what this runtime reaches
 * for the same bytes at all, durable or not.
 *
 * Usage: node bare-upload-server.js <folder>; prints the port it listens on, then serves until
 * killed. Any POST's part "file" is stored as <folder>/upload.bin, replacing the previous one.
 */
const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: bare-upload-server <folder>');
const target = path.join(folder, 'upload.bin');
const MiB = 1024 * 1024;

function store(file: NodeJS.ReadableStream, fsync: boolean): Promise<string> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    highWaterMark: MiB,
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const out = fs.createWriteStream(target, { flush: fsync, highWaterMark: MiB });
  return pipeline(file, hashing, out).then(() => hash.digest('hex'));
}

const server = http.createServer((req, res) => {
  const fsync = new URL(req.url ?? '/', 'http://floor').searchParams.get('fsync') === 'true';
  const parser = new Busboy({ headers: req.headers as BusboyHeaders });
  let stored: Promise<string> | null = null;
  parser.on('file', (name: string, file: NodeJS.ReadableStream) => {
    if (name === 'file' && stored === null) stored = store(file, fsync);
    else file.resume();
  });
  parser.on('finish', () => {
    (stored ?? Promise.reject(new Error('no part "file"')))
      .then((sha256) => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sha256 })))
      .catch((error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)));
  });
  req.pipe(parser);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
