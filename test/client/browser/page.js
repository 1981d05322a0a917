// Runs in Chromium (test/client/browser.test.ts): the client's main entry against a real server, and
// what it saw posted back to the page's server as JSON.
import { StowageError, StowageNetworkError, createStowageClient, unwrap } from '/client/index.js';

const params = new URLSearchParams(location.search);
const out = {};
try {
  const client = createStowageClient({ baseUrl: params.get('api'), token: params.get('token') });
  const set = await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name: 'browser' } }));
  const bytes = new Uint8Array(Number(params.get('size')));
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
  const file = new File([bytes], 'data.bin', { type: 'application/octet-stream' });

  const up = [];
  const entry = await client.files.upload(set.id, { path: 'in/data.bin', source: file, onProgress: (p) => up.push(p) });
  out.uploaded = { size: entry.size, hash: entry.hash, events: up.length, last: up.at(-1) };

  const down = [];
  const download = await client.files.download(set.id, { fileId: entry.id }, { onProgress: (p) => down.push(p) });
  const back = new Uint8Array(await new Response(download.body).arrayBuffer());
  out.downloaded = {
    same: back.length === bytes.length && back.every((b, i) => b === bytes[i]),
    etag: download.etag,
    fileName: download.fileName,
    last: down.at(-1),
  };

  const resumed = await client.files.uploadResumable(set.id, {
    path: 'parts.bin',
    source: file,
    onProgress: (p) => (out.resumableLast = p),
  });
  out.resumableHash = resumed.hash;

  out.paths = [];
  for await (const e of client.files.iterate(set.id, { pageSize: 1 })) out.paths.push(e.path);

  try {
    await client.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: '3f1b5a4e-0c7d-4e8f-9a1b-2c3d4e5f6a7b' } } });
  } catch (error) {
    out.notFound = { stowageError: error instanceof StowageError, status: error.status, code: error.code, toe: typeof error.toe };
  }
  try {
    await createStowageClient({ baseUrl: params.get('down') }).api.GET('/healthz');
  } catch (error) {
    out.down = error instanceof StowageNetworkError;
  }

  out.ai = [];
  const ask = { input: [{ role: 'USER', content: [{ type: 'TEXT', text: 'What is the weather in Rome?' }] }] };
  ask.tools = [
    { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
  ];
  for await (const event of client.ai.toolsStream(ask)) out.ai.push(event.type === 'tool_use' ? event.item.toolInput : event.type);

  // Uploads go through XMLHttpRequest, the only way a browser reports upload progress.
  out.xhr = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'xmlhttprequest').length;
} catch (error) {
  out.error = String(error?.stack ?? error);
}
await fetch('/result', { method: 'POST', body: JSON.stringify(out) });
