import { unwrap } from '@stowage/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, startTestApp } from '../helpers/app.js';
import { clientOf, listen } from '../helpers/client.js';

// Downloads with STOWAGE_S3_DOWNLOADS=redirect (the PostgreSQL + S3 run only): the client follows
// the 302 to the presigned URL itself, with the range and without the token, which fetch would
// otherwise carry to the storage's host.

describe('client downloads redirected to S3', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ STOWAGE_S3_DOWNLOADS: 'redirect' });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('follows the redirect without the token header, keeping the range', async () => {
    const sent: { host: string; token: string | null; range: string | null }[] = [];
    const client = clientOf(base, t.admin, {
      fetch: (request) => {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/api/files/v1/filesets/') || url.pathname.endsWith('/download'))
          sent.push({ host: url.host, token: request.headers.get('x-service-developer-token'), range: request.headers.get('range') });
        return fetch(request);
      },
    });
    const { id } = await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name: 'redirected' } }));
    const file = await client.files.upload(id, { path: 'a.txt', source: '0123456789abcdefghij' });
    sent.length = 0;

    const whole = await client.files.download(id, { fileId: file.id });
    expect(await new Response(whole.body).text()).toBe('0123456789abcdefghij');
    const part = await client.files.download(id, { path: 'a.txt' }, { range: { start: 10, end: 14 } });
    expect(part.status).toBe(206);
    expect(await new Response(part.body).text()).toBe('abcde');

    const server = new URL(base).host;
    expect(sent).toHaveLength(4);
    expect(sent.filter((s) => s.host === server).map((s) => s.token)).toEqual([t.admin, t.admin]);
    const storage = sent.filter((s) => s.host !== server);
    expect(storage).toEqual([
      { host: storage[0]?.host, token: null, range: null },
      { host: storage[0]?.host, token: null, range: 'bytes=10-14' },
    ]);
  });

  it('in a browser, asks the server not to redirect, so the token never goes to storage', async () => {
    const sent: { host: string; search: string; token: string | null }[] = [];
    const client = clientOf(base, t.admin, {
      fetch: (request) => {
        const url = new URL(request.url);
        sent.push({ host: url.host, search: url.search, token: request.headers.get('x-service-developer-token') });
        return fetch(request);
      },
    });
    const { id } = await unwrap(client.api.POST('/api/files/v1/filesets', { body: { name: 'browser' } }));
    const file = await client.files.upload(id, { path: 'b.txt', source: 'bytes for a browser' });
    const { dataFileId } = await client.dataFiles.create({ name: 'b.csv', source: 'a\n1\n' });
    sent.length = 0;
    // The client takes a global XMLHttpRequest as the sign that it runs in a browser, whose fetch
    // follows redirects itself; nothing here calls it.
    vi.stubGlobal('XMLHttpRequest', function XMLHttpRequest() {
      // Never called: only its presence is looked at.
    });
    try {
      const whole = await client.files.download(id, { fileId: file.id });
      expect(await new Response(whole.body).text()).toBe('bytes for a browser');
      const data = await client.dataFiles.download(dataFileId);
      expect(await new Response(data.body).text()).toBe('a\n1\n');
    } finally {
      vi.unstubAllGlobals();
    }
    const server = new URL(base).host;
    expect(sent).toEqual([
      { host: server, search: '?redirect=false', token: t.admin },
      { host: server, search: '?redirect=false', token: t.admin },
    ]);
  });
});
