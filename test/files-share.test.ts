import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { File, FileSetAccess, NewShareLink, ShareLink } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { filesUrl, newFileSet, sha256, upload } from './helpers/files.js';

/** API.md §2: share links (create, download without a token, list, revoke) and ownership transfer. */

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** The link's download, as a client without a developer token sends it. */
function fetchLink(t: TestApp, downloadUrl: string, headers: Record<string, string> = {}) {
  const url = new URL(downloadUrl);
  return t.call({ method: 'GET', url: url.pathname, token: null, headers });
}

describe('share links', () => {
  let t: TestApp;
  let fs: string;
  let file: { id: string; hash: string };
  let other: { id: string };
  let editor: string;
  let reader: string;
  let stranger: string;
  const share = (fileId: string, expiresAt: unknown, token?: string, set = fs) =>
    t.call({ method: 'POST', url: `${filesUrl(set)}/${fileId}/share`, payload: { expiresAt }, ...(token ? { token } : {}) });

  beforeAll(async () => {
    t = await startTestApp();
    fs = await newFileSet(t);
    file = (await upload(t, fs, { dir: 'shared', content: 'the shared bytes, 0123456789', filename: 'report.txt' })).json();
    other = (await upload(t, fs, { dir: 'shared', content: 'not shared', filename: 'secret.txt' })).json();
    [editor, reader, stranger] = await Promise.all([t.tokenFor(2), t.tokenFor(3), t.tokenFor(4)]);
    const grant = await t.call({
      method: 'POST',
      url: `/api/files/v1/filesets/${fs}/access`,
      payload: {
        fileSetAccess: [
          { entityId: 2, permission: 'EDIT' },
          { entityId: 3, permission: 'READ' },
        ],
      },
    });
    expect(grant.statusCode, grant.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('creates a link whose downloadUrl serves the file without a developer token, with ETag and Range', async () => {
    const expiresAt = inAnHour();
    const res = await share(file.id, expiresAt);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<NewShareLink>();
    expect(Object.keys(link).sort()).toEqual(['created', 'createdBy', 'downloadUrl', 'expiresAt', 'fileId', 'id', 'token'].sort());
    expect(link).toMatchObject({ fileId: file.id, createdBy: 1, expiresAt: new Date(expiresAt).toISOString() });
    expect(link.downloadUrl).toMatch(/^http:\/\/[^/]+\/share\//);
    expect(link.downloadUrl).toContain(encodeURIComponent(link.token));

    const whole = await fetchLink(t, link.downloadUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('the shared bytes, 0123456789');
    expect(whole.headers.etag).toBe(`"${sha256('the shared bytes, 0123456789')}"`);
    expect(whole.headers['content-disposition']).toContain('report.txt');
    const part = await fetchLink(t, link.downloadUrl, { range: 'bytes=4-9' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('shared');
    expect(part.headers['content-range']).toBe('bytes 4-9/28');
    expect((await fetchLink(t, link.downloadUrl, { 'if-none-match': whole.headers.etag! })).statusCode).toBe(304);
    expectError(await fetchLink(t, link.downloadUrl, { range: 'bytes=100-' }), 416, 'RANGE_NOT_SATISFIABLE');
  });

  it("only the token's hash is stored", async () => {
    const link = (await share(file.id, inAnHour())).json<NewShareLink>();
    const rows = await t.services.db.selectFrom('file_shares').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows.some((r) => r.token_hash === sha256(link.token))).toBe(true);
  });

  it('never opens another file: a changed token, another path or query is refused', async () => {
    const link = (await share(file.id, inAnHour())).json<NewShareLink>();
    const url = new URL(link.downloadUrl);
    const token: string = link.token;
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expectError(await t.call({ method: 'GET', url: `/share/${tampered}`, token: null }), 404, 'SHARE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `/share/${other.id}`, token: null }), 404, 'SHARE_NOT_FOUND');
    expectError(await t.call({ method: 'GET', url: `${url.pathname}?fileId=${other.id}`, token: null }), 400, 'VALIDATION_FAILED');
    expect((await t.call({ method: 'GET', url: `${url.pathname}/../${other.id}`, token: null })).body).not.toBe('not shared');
    // The API itself still wants a token.
    expectError(
      await t.call({
        method: 'GET',
        url: `${filesUrl(fs)}/${other.id}/download`,
        token: null,
        headers: { authorization: `Bearer ${token}` },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('follows its file through a move and an overwrite, and goes with its delete', async () => {
    const moving = (await upload(t, fs, { dir: 'm', content: 'v1', filename: 'moving.txt' })).json<File>();
    const link = (await share(moving.id, inAnHour())).json<NewShareLink>();
    expect((await t.call({ method: 'POST', url: `${filesUrl(fs)}/${moving.id}`, payload: { path: 'm2/moved.txt' } })).statusCode).toBe(200);
    expect((await fetchLink(t, link.downloadUrl)).headers['content-disposition']).toContain('moved.txt');
    await upload(t, fs, { dir: 'm2', content: 'v2', filename: 'moved.txt' });
    expect((await fetchLink(t, link.downloadUrl)).body).toBe('v2');
    expect((await t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${moving.id}` })).statusCode).toBe(204);
    expectError(await fetchLink(t, link.downloadUrl), 404, 'SHARE_NOT_FOUND');
  });

  it('stops at its expiry', async () => {
    const link = (await share(file.id, Date.now() + 1500)).json<NewShareLink>();
    expect((await fetchLink(t, link.downloadUrl)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expectError(await fetchLink(t, link.downloadUrl), 404, 'SHARE_NOT_FOUND');
    const listed = (await t.call({ method: 'GET', url: `${filesUrl(fs)}/${file.id}/share` })).json<{ shares: ShareLink[] }>().shares;
    expect(listed.map((s: { id: string }) => s.id)).not.toContain(link.id);
  });

  it('stops when revoked; its maker or the owner may revoke, READ may not (403), a stranger gets 404', async () => {
    const byEditor = (await share(file.id, inAnHour(), editor)).json<NewShareLink>();
    expect(byEditor.createdBy).toBe(2);
    const revokeUrl = (token: string) => `${filesUrl(fs)}/share/${encodeURIComponent(token)}`;
    expectError(await t.call({ method: 'DELETE', url: revokeUrl(byEditor.token), token: reader }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'DELETE', url: revokeUrl(byEditor.token), token: stranger }), 404, 'FILESET_NOT_FOUND');
    expect((await t.call({ method: 'DELETE', url: revokeUrl(byEditor.token), token: editor })).statusCode).toBe(204);
    expectError(await fetchLink(t, byEditor.downloadUrl), 404, 'SHARE_NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: revokeUrl(byEditor.token), token: editor }), 404, 'SHARE_NOT_FOUND');

    const byOwner = (await share(file.id, inAnHour())).json<NewShareLink>();
    expectError(await t.call({ method: 'DELETE', url: revokeUrl(byOwner.token), token: editor }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'DELETE', url: revokeUrl(byOwner.token) })).statusCode).toBe(204);
    expectError(await fetchLink(t, byOwner.downloadUrl), 404, 'SHARE_NOT_FOUND');
  });

  it("is listed for the file set's owner without tokens; EDIT and READ get 403, strangers 404", async () => {
    const other2 = (await upload(t, fs, { content: 'listed', filename: 'listed.txt' })).json<File>();
    const a = (await share(other2.id, inAnHour())).json<NewShareLink>();
    const b = (await share(other2.id, inAnHour(), editor)).json<NewShareLink>();
    const res = await t.call({ method: 'GET', url: `${filesUrl(fs)}/${other2.id}/share` });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json<{ shares: ShareLink[] }>()
        .shares.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(JSON.stringify(res.json())).not.toContain(a.token);
    expect(Object.keys(res.json<{ shares: ShareLink[] }>().shares[0]!).sort()).toEqual([
      'created',
      'createdBy',
      'expiresAt',
      'fileId',
      'id',
    ]);
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${other2.id}/share`, token: editor }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${other2.id}/share`, token: reader }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'GET', url: `${filesUrl(fs)}/${other2.id}/share`, token: stranger }), 404, 'FILESET_NOT_FOUND');
  });

  it('answers 201 or 404, never 500, to links made while their file is being deleted', async () => {
    const files = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => (await upload(t, fs, { dir: 'raced', content: `r${i}`, filename: `r${i}.txt` })).json<File>().id,
      ),
    );
    const answers = await Promise.all(
      files.flatMap((id) => [share(id, inAnHour()), t.call({ method: 'DELETE', url: `${filesUrl(fs)}/${id}` }), share(id, inAnHour())]),
    );
    for (const [i, res] of answers.entries()) {
      if (i % 3 === 1) expect(res.statusCode, res.body).toBe(204);
      else if (res.statusCode !== 201) expectError(res, 404, 'FILE_NOT_FOUND');
    }
  });

  it('bad input: expiry in the past, too far, malformed or missing; a directory; unknown members; access', async () => {
    expectError(await share(file.id, new Date(Date.now() - 1000).toISOString()), 400, 'VALIDATION_FAILED');
    expectError(await share(file.id, Date.now() + 400 * 86_400_000), 400, 'VALIDATION_FAILED');
    expect(expectError(await share(file.id, 'tomorrow'), 400, 'VALIDATION_FAILED').message).toMatch(/expiresAt/);
    expectError(await t.call({ method: 'POST', url: `${filesUrl(fs)}/${file.id}/share`, payload: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await t.call({ method: 'POST', url: `${filesUrl(fs)}/${file.id}/share`, payload: { expiresAt: inAnHour(), path: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
    const dir = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/path?path=shared` })).json<File>();
    expectError(await share(dir.id, inAnHour()), 400, 'VALIDATION_FAILED');
    expectError(await share('nope', inAnHour()), 400, 'VALIDATION_FAILED');
    expectError(await share('00000000-0000-4000-8000-000000000000', inAnHour()), 404, 'FILE_NOT_FOUND');
    expectError(await share(file.id, inAnHour(), reader), 403, 'FORBIDDEN');
    expectError(await share(file.id, inAnHour(), stranger), 404, 'FILESET_NOT_FOUND');
  });
});

describe('ownership transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const transfer = (fs: string, userId: unknown, token?: string) =>
    t.call({ method: 'POST', url: `/api/files/v1/filesets/${fs}/ownership`, payload: { userId }, ...(token ? { token } : {}) });

  it('the owner hands the file set over and keeps EDIT; the new owner may then do what owners do', async () => {
    const alice = await t.tokenFor(5);
    const bob = await t.tokenFor(6);
    const fs = await newFileSet(t, alice);
    const res = await transfer(fs, 6, alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: fs, owner: '6', permission: 'EDIT', updatedBy: 5 });
    expect((await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}`, token: bob })).json()).toMatchObject({
      owner: '6',
      permission: 'OWNER',
    });
    const access = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${fs}/access`, token: bob })).json<FileSetAccess>()
      .fileSetAccess;
    expect(access).toEqual([
      { entityId: 5, entityType: 'USER', permission: 'EDIT' },
      { entityId: 6, entityType: 'USER', permission: 'OWNER' },
    ]);
    expectError(await transfer(fs, 5, alice), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${fs}`, token: bob })).statusCode).toBe(204);
  });

  it('an admin may transfer any file set; to the owner it changes nothing', async () => {
    const carol = await t.tokenFor(7);
    await t.tokenFor(8);
    const fs = await newFileSet(t, carol);
    expect((await transfer(fs, 7)).json()).toMatchObject({ owner: '7' });
    const res = await transfer(fs, 8);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ owner: '8', permission: 'OWNER' });
  });

  it('bad input and access: unknown user, bad ids, EDIT/READ 403, strangers 404', async () => {
    const owner = await t.tokenFor(9);
    const editor = await t.tokenFor(10);
    const stranger = await t.tokenFor(11);
    const fs = await newFileSet(t, owner);
    await t.call({
      method: 'POST',
      url: `/api/files/v1/filesets/${fs}/access`,
      token: owner,
      payload: { fileSetAccess: [{ entityId: 10, permission: 'EDIT' }] },
    });
    expect(expectError(await transfer(fs, 999_999, owner), 400, 'VALIDATION_FAILED').message).toMatch(/does not exist/);
    expectError(await transfer(fs, 0, owner), 400, 'VALIDATION_FAILED');
    expectError(await transfer(fs, 'x', owner), 400, 'VALIDATION_FAILED');
    expectError(
      await t.call({ method: 'POST', url: `/api/files/v1/filesets/${fs}/ownership`, token: owner, payload: {} }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.call({ method: 'POST', url: `/api/files/v1/filesets/${fs}/ownership`, token: owner, payload: { userId: 10, keep: true } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await transfer('not-a-uuid', 10, owner), 400, 'VALIDATION_FAILED');
    expectError(await transfer(fs, 10, editor), 403, 'FORBIDDEN');
    expectError(await transfer(fs, 11, stranger), 404, 'FILESET_NOT_FOUND');
  });
});
