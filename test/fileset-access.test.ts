import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { ErrorBody, FileSet, FileSetAccess, FileSetList } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';

const BASE = '/api/files/v1/filesets';

describe('file set access (API.md §0 object-level access, §2 access routes)', () => {
  let t: TestApp;
  let owner: string; // user 10
  let reader: string; // user 11
  let editor: string; // user 12
  let stranger: string; // user 13
  let admin2: string; // user 14, a second admin

  const access = (id: string, fileSetAccess: unknown, token = owner) =>
    t.call({ method: 'POST', url: `${BASE}/${id}/access`, payload: { fileSetAccess }, token });
  const getAccess = (id: string, token = owner) => t.call({ method: 'GET', url: `${BASE}/${id}/access`, token });
  const newSet = async (name: string, token = owner) =>
    (await t.call({ method: 'POST', url: BASE, payload: { name }, token })).json<FileSet>().id;
  const searchIds = async (token: string) =>
    (await t.call({ method: 'POST', url: `${BASE}/search?limit=1000`, token })).json<FileSetList>().fileSets;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.tokenFor(10);
    reader = await t.tokenFor(11);
    editor = await t.tokenFor(12);
    stranger = await t.tokenFor(13);
    admin2 = (await t.services.tokens.create({ userId: 14, name: 'admin', expiresAt: null, admin: true })).token;
  });
  afterAll(async () => t.close());

  it('lists the owner alone at first', async () => {
    const id = await newSet('alone');
    const res = await getAccess(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fileSetId: id, fileSetAccess: [{ entityId: 10, entityType: 'USER', permission: 'OWNER' }] });
  });

  it('grants, changes and revokes only the listed entries', async () => {
    const id = await newSet('shared');
    const granted = await access(id, [
      { entityId: 11, entityType: 'USER', permission: 'READ' },
      { entityId: 12, permission: 'EDIT' },
    ]);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({
      fileSetId: id,
      fileSetAccess: [
        { entityId: 10, entityType: 'USER', permission: 'OWNER' },
        { entityId: 11, entityType: 'USER', permission: 'READ' },
        { entityId: 12, entityType: 'USER', permission: 'EDIT' },
      ],
    });
    expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, token: reader })).json<FileSet>().permission).toBe('READ');
    expect((await t.call({ method: 'GET', url: `${BASE}/${id}`, token: editor })).json<FileSet>().permission).toBe('EDIT');

    // Upgrading 11 leaves 12 as it was.
    const changed = await access(id, [{ entityId: 11, entityType: 'USER', permission: 'EDIT' }]);
    expect(changed.json<FileSetAccess>().fileSetAccess).toEqual([
      { entityId: 10, entityType: 'USER', permission: 'OWNER' },
      { entityId: 11, entityType: 'USER', permission: 'EDIT' },
      { entityId: 12, entityType: 'USER', permission: 'EDIT' },
    ]);

    // NONE revokes 12 only; revoking someone without access is harmless.
    const revoked = await access(id, [
      { entityId: 12, entityType: 'USER', permission: 'NONE' },
      { entityId: 13, entityType: 'USER', permission: 'NONE' },
    ]);
    expect(revoked.json<FileSetAccess>().fileSetAccess).toEqual([
      { entityId: 10, entityType: 'USER', permission: 'OWNER' },
      { entityId: 11, entityType: 'USER', permission: 'EDIT' },
    ]);
    expectError(await t.call({ method: 'GET', url: `${BASE}/${id}`, token: editor }), 404, 'FILESET_NOT_FOUND');

    // An empty list changes nothing.
    expect((await access(id, [])).json<FileSetAccess>().fileSetAccess).toHaveLength(2);
  });

  it('stamps the file set as updated by whoever changed its access', async () => {
    const id = await newSet('stamped');
    const before = (await t.call({ method: 'GET', url: `${BASE}/${id}`, token: owner })).json<FileSet>();
    await new Promise((r) => setTimeout(r, 5));
    await access(id, [{ entityId: 11, permission: 'READ' }], admin2);
    const after = (await t.call({ method: 'GET', url: `${BASE}/${id}`, token: owner })).json<FileSet>();
    expect(after.updatedBy).toBe(14);
    expect(Date.parse(after.updated)).toBeGreaterThan(Date.parse(before.updated));
    expect(after.created).toBe(before.created);
  });

  it('answers 200 or 404, never 500, to grants sent while the file set is being deleted', async () => {
    // Found by the fuzz test on PostgreSQL: a grant that passed the access check while a delete
    // committed failed its foreign key (500). Now it waits for the delete, or the delete for it.
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => newSet(`raced ${i}`)));
    const answers = await Promise.all(
      ids.flatMap((id) => [
        access(id, [{ entityId: 11, entityType: 'USER', permission: 'READ' }]),
        t.call({ method: 'DELETE', url: `${BASE}/${id}`, token: owner }),
        access(id, [{ entityId: 12, entityType: 'USER', permission: 'EDIT' }]),
      ]),
    );
    for (const [i, res] of answers.entries()) {
      if (i % 3 === 1) expect(res.statusCode, res.body).toBe(204);
      else if (res.statusCode !== 200) expectError(res, 404, 'FILESET_NOT_FOUND');
    }
    for (const id of ids) expect((await getAccess(id)).statusCode).toBe(404);
  });

  it('lets readers see the access list but only the owner change it', async () => {
    const id = await newSet('owner-only');
    await access(id, [
      { entityId: 11, entityType: 'USER', permission: 'READ' },
      { entityId: 12, entityType: 'USER', permission: 'EDIT' },
    ]);
    expect((await getAccess(id, reader)).statusCode).toBe(200);
    expect((await getAccess(id, editor)).json<FileSetAccess>().fileSetAccess).toHaveLength(3);
    const byReader = expectError(await access(id, [{ entityId: 13, permission: 'READ' }], reader), 403, 'FORBIDDEN');
    expect(byReader.message).toContain('OWNER');
    expectError(await access(id, [{ entityId: 13, permission: 'READ' }], editor), 403, 'FORBIDDEN');
    expect((await getAccess(id)).json<FileSetAccess>().fileSetAccess).toHaveLength(3);
  });

  it('refuses bad access bodies with 400 naming the field', async () => {
    const id = await newSet('bad bodies');
    const cases: [unknown, string][] = [
      [
        [{ entityId: 11, entityType: 'USER', permission: 'ADMIN' }],
        'fileSetAccess.0.permission (body): must be equal to one of the allowed values: OWNER, EDIT, READ, NONE',
      ],
      [[{ entityId: 11, entityType: 'USER', permission: 'read' }], 'permission'],
      [[{ entityId: 11, entityType: 'USER' }], 'permission'],
      [[{ entityId: 11, entityType: 'GROUP', permission: 'READ' }], 'fileSetAccess.0.entityType (body): must be equal to constant: USER'],
      [[{ entityId: 999, entityType: 'USER', permission: 'READ' }], 'entityId'],
      [[{ entityId: 0, entityType: 'USER', permission: 'READ' }], 'entityId'],
      [[{ entityId: '11', entityType: 'USER', permission: 'READ' }], 'entityId'],
      [[{ entityId: 1.5, entityType: 'USER', permission: 'READ' }], 'entityId'],
      [[{ entityId: 1e20, entityType: 'USER', permission: 'READ' }], 'entityId'],
      [[{ permission: 'READ' }], 'entityId'],
      [
        [
          { entityId: 11, permission: 'READ' },
          { entityId: 11, permission: 'EDIT' },
        ],
        '11',
      ],
      [[{ entityId: 11, permission: 'OWNER' }], 'permission'],
      [[{ entityId: 10, permission: 'READ' }], '10'],
      [{ entityId: 11 }, 'fileSetAccess'],
      [null, 'fileSetAccess'],
    ];
    for (const [fileSetAccess, field] of cases) {
      const body = expectError(await access(id, fileSetAccess), 400, 'VALIDATION_FAILED');
      expect(body.message, JSON.stringify(fileSetAccess)).toContain(field);
    }
    const missing = expectError(
      await t.call({ method: 'POST', url: `${BASE}/${id}/access`, payload: {}, token: owner }),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.message).toContain('fileSetAccess');
    // Nothing of a refused request was applied.
    expect((await getAccess(id)).json<FileSetAccess>().fileSetAccess).toEqual([{ entityId: 10, entityType: 'USER', permission: 'OWNER' }]);
  });

  it('applies a list all or nothing when one entry is bad', async () => {
    const id = await newSet('atomic');
    expectError(
      await access(id, [
        { entityId: 11, permission: 'READ' },
        { entityId: 999, permission: 'READ' },
      ]),
      400,
      'VALIDATION_FAILED',
    );
    expect((await getAccess(id)).json<FileSetAccess>().fileSetAccess).toHaveLength(1);
  });

  it('answers 404 on every file set route to a user without access, as if it did not exist', async () => {
    const id = await newSet('private');
    const routes = [
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'POST', url: `${BASE}/${id}`, payload: { name: 'hijack' } },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/access` },
      { method: 'POST', url: `${BASE}/${id}/access`, payload: { fileSetAccess: [{ entityId: 13, permission: 'EDIT' }] } },
      { method: 'POST', url: `${BASE}/${id}/files/search` },
      { method: 'GET', url: `${BASE}/${id}/path?path=a.txt` },
    ] as const;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const r of routes) {
      const res = await t.call({ ...r, token: stranger });
      const body = expectError(res, 404, 'FILESET_NOT_FOUND');
      // The same message as for an id that never existed, apart from the id itself.
      const ghost = await t.call({ ...r, url: r.url.replace(id, missing), token: stranger });
      expect(body.message.replace(id, 'X')).toBe(ghost.json<ErrorBody>().message.replace(missing, 'X'));
    }
    expect((await searchIds(stranger)).map((f) => f.id)).not.toContain(id);
    const still = await t.call({ method: 'GET', url: `${BASE}/${id}`, token: owner });
    expect(still.json()).toMatchObject({ name: 'private' });
    expect((await getAccess(id)).json<FileSetAccess>().fileSetAccess).toHaveLength(1);
  });

  it('shows each user exactly the file sets they can read in operation 1, with their permission', async () => {
    const a = await newSet('vis-a');
    const b = await newSet('vis-b');
    await access(a, [{ entityId: 11, permission: 'READ' }]);
    const readerSees = await searchIds(reader);
    expect(readerSees.find((f) => f.id === a)?.permission).toBe('READ');
    expect(readerSees.map((f) => f.id)).not.toContain(b);
    const ownerSees = await searchIds(owner);
    expect(ownerSees.filter((f) => f.id === a || f.id === b).map((f) => f.permission)).toEqual(['OWNER', 'OWNER']);
    // Everything a user sees is something they can GET.
    for (const f of readerSees) expect((await t.call({ method: 'GET', url: `${BASE}/${f.id}`, token: reader })).statusCode).toBe(200);
  });

  it('lets admins see and manage every file set, with permission OWNER', async () => {
    const id = await newSet('admins see it');
    for (const token of [t.admin, admin2]) {
      const got = await t.call({ method: 'GET', url: `${BASE}/${id}`, token });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({ owner: '10', permission: 'OWNER' });
      const listed = (await searchIds(token)).find((f) => f.id === id);
      expect(listed?.permission).toBe('OWNER');
      expect((await getAccess(id, token)).statusCode).toBe(200);
    }
    const all = await searchIds(t.admin);
    const total = await t.services.db
      .selectFrom('filesets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(total.n);

    const renamed = await t.call({ method: 'POST', url: `${BASE}/${id}`, payload: { name: 'renamed by admin' }, token: admin2 });
    expect(renamed.json()).toMatchObject({ name: 'renamed by admin', updatedBy: 14, owner: '10' });
    const shared = await access(id, [{ entityId: 13, permission: 'READ' }], admin2);
    expect(shared.statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `${BASE}/${id}`, token: admin2 })).statusCode).toBe(204);
  });
});
