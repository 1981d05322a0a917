import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { expect } from 'vitest';
import { BOOTSTRAP, type TestApp, type TestResponse, multipart } from './app.js';
import type { UploadState } from './bodies.js';
import { filesUrl } from './files.js';

/** Resumable uploads (API.md §2) from a test: begin, parts, finalize, abort. */

export const MiB = 2 ** 20;

export const uploadUrl = (filesetId: string, fileId: string) => `${filesUrl(filesetId)}/multipart/${fileId}`;

export async function beginUpload(t: TestApp, filesetId: string, path: string, token?: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: `${filesUrl(filesetId)}/multipart`, payload: { path }, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<UploadState>().file.id;
}

export function sendPart(
  t: TestApp,
  filesetId: string,
  fileId: string,
  partNumber: number | string,
  bytes: Buffer,
  token?: string,
): Promise<TestResponse> {
  const body = multipart([{ name: 'part', value: bytes, filename: 'blob', contentType: 'application/octet-stream' }]);
  return t.call({ method: 'POST', url: `${uploadUrl(filesetId, fileId)}/part/${partNumber}`, ...body, ...(token ? { token } : {}) });
}

export function finalize(t: TestApp, filesetId: string, fileId: string, token?: string): Promise<TestResponse> {
  return t.call({ method: 'POST', url: `${uploadUrl(filesetId, fileId)}/finalize`, ...(token ? { token } : {}) });
}

export function abort(t: TestApp, filesetId: string, fileId: string, token?: string): Promise<TestResponse> {
  return t.call({ method: 'POST', url: `${uploadUrl(filesetId, fileId)}/abort`, ...(token ? { token } : {}) });
}

/**
 * Sends a part over a real connection and cuts the connection once `sendBytes` of it are out, as a
 * poor network would; resolves once the server has closed its side too.
 */
export async function sendPartCut(
  port: number,
  filesetId: string,
  fileId: string,
  partNumber: number,
  bytes: Buffer,
  sendBytes: number,
): Promise<void> {
  const boundary = `----cut${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="part"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = Buffer.from(
    `POST ${uploadUrl(filesetId, fileId)}/part/${partNumber} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-SERVICE-Developer-Token: ${BOOTSTRAP}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + bytes.length + tail.length}\r\n\r\n`,
  );
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(Buffer.concat([request, head]));
  await new Promise<void>((resolve) => socket.write(bytes.subarray(0, sendBytes), () => resolve()));
  // Give the server time to store what arrived, then drop the line mid-part.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
}
