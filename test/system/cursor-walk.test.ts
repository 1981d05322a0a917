import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, multipart, startTestApp } from '../helpers/app.js';
import { type SeedEntry, seedEntries } from '../helpers/seed-files.js';

/**
 * API.md §2: "entries that exist throughout a walk are returned exactly once even while others are
 * added or removed." A file set of 10,200 entries is walked over HTTP with limit=100, following
 * `next`, while between pages new files are uploaded and other files deleted, both over HTTP.
 */

const DIRS = ['alpha', 'alpha/deep', 'beta', 'gamma', 'gamma/x', 'gamma/x/y'];
const FILES_PER_DIR = 1700;
const LIMIT = 100;

interface Entry {
  id: string;
  path: string;
  size: number | null;
}

/** A small deterministic PRNG (mulberry32), so a failing walk can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Compares two entries in a sort's order; negative when `a` comes first. */
type Order = (a: Entry, b: Entry) => number;
const byPath: Order = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
// size DESC, nulls last, then id, which follows the sort's direction (docs/decisions.md, "Search order").
const bySizeDesc: Order = (a, b) => {
  if (a.size !== b.size) {
    if (a.size === null) return 1;
    if (b.size === null) return -1;
    return b.size - a.size;
  }
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

describe('a cursor walk over 10,000+ entries while others are added and removed', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  async function http(method: string, url: string, init: { body?: string | Buffer; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'x-service-developer-token': t.admin, ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    const text = await response.text();
    return { status: response.status, body: text, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  /** A fresh file set with 6 directories and 10,200 files; a tenth of the files may be removed. */
  async function seed(rand: () => number) {
    const created = await http('POST', '/api/files/v1/filesets', {
      body: JSON.stringify({ name: 'walk' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(created.status).toBe(201);
    const filesetId = created.json().id as string;
    const entries: SeedEntry[] = DIRS.map((path) => ({ path, size: null }));
    for (const dir of DIRS) {
      for (let i = 0; i < FILES_PER_DIR; i++) {
        // 40 distinct sizes: every size is shared by about 255 files, so the keyset meets long ties.
        entries.push({ path: `${dir}/f-${String(i).padStart(4, '0')}.bin`, size: ((i * 37) % 40) * 100 });
      }
    }
    const rows = await seedEntries(t.services, filesetId, entries);
    const removable = new Set<string>();
    for (const row of rows) if (row.size !== null && rand() < 0.1) removable.add(row.id);
    const throughout = new Map(rows.filter((r) => !removable.has(r.id)).map((r) => [r.id, r.path]));
    return { filesetId, removable: [...removable], throughout };
  }

  async function upload(filesetId: string, dir: string, name: string, size: number) {
    const body = multipart([
      { name: 'createFileRequest', value: JSON.stringify({ directoryPath: dir }) },
      { name: 'file', value: Buffer.alloc(size, 0x61), filename: name, contentType: 'application/octet-stream' },
    ]);
    const response = await http('POST', `/api/files/v1/filesets/${filesetId}/files`, { body: body.payload, headers: body.headers });
    expect(response.status, response.body).toBe(201);
  }

  async function walk(sort: Record<string, unknown>, order: Order, seedValue: number) {
    const rand = prng(seedValue);
    const { filesetId, removable, throughout } = await seed(rand);
    expect(throughout.size).toBeGreaterThan(9000);
    const seen = new Map<string, number>();
    const removedUnseen = new Set<string>();
    const returned: Entry[] = [];
    let next: string | undefined;
    let pages = 0;
    let added = 0;
    do {
      const query = `limit=${LIMIT}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
      const page = await http('POST', `/api/files/v1/filesets/${filesetId}/files/search?${query}`, {
        body: JSON.stringify(sort),
        headers: { 'content-type': 'application/json' },
      });
      expect(page.status, page.body).toBe(200);
      const { files, pageContext } = page.json() as { files: Entry[]; pageContext: { next?: string; limit: number } };
      expect(files.length).toBeLessThanOrEqual(LIMIT);
      if (pageContext.next) expect(files.length).toBe(LIMIT);
      for (const f of files) {
        seen.set(f.id, (seen.get(f.id) ?? 0) + 1);
        returned.push({ id: f.id, path: f.path, size: f.size });
      }
      next = pageContext.next;
      pages++;

      // Between pages: two uploads, one early and one late in path order, sized to tie with others…
      for (const prefix of ['a', 'z']) {
        const dir = DIRS[Math.floor(rand() * DIRS.length)]!;
        await upload(filesetId, dir, `${prefix}-new-${pages}.bin`, Math.floor(rand() * 40) * 100);
        added++;
      }
      // …and five deletions of files that are not part of the "throughout" set.
      for (let i = 0; i < 5 && removable.length > 0; i++) {
        const id = removable.splice(Math.floor(rand() * removable.length), 1)[0]!;
        if (!seen.has(id)) removedUnseen.add(id);
        const removed = await http('DELETE', `/api/files/v1/filesets/${filesetId}/files/${id}`);
        expect(removed.status, removed.body).toBe(204);
      }
    } while (next);

    const context = `seed ${seedValue}, ${pages} pages, ${added} added, ${removedUnseen.size} removed before reached`;
    const twice = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    expect(twice, `entries returned more than once (${context})`).toEqual([]);
    const missing = [...throughout].filter(([id]) => !seen.has(id)).map(([, path]) => path);
    expect(missing, `entries that existed throughout but were never returned (${context})`).toEqual([]);
    const ghosts = [...removedUnseen].filter((id) => seen.has(id));
    expect(ghosts, `entries returned after they were deleted (${context})`).toEqual([]);
    expect(removedUnseen.size, 'the walk must actually race deletions ahead of the cursor').toBeGreaterThan(100);
    // Every page continued exactly where the previous one stopped: the walk is in sort order.
    const outOfOrder = returned.findIndex((e, i) => i > 0 && order(returned[i - 1]!, e) >= 0);
    expect(outOfOrder, `entry ${outOfOrder} is out of order (${context})`).toBe(-1);
    return { pages };
  }

  it('default order (path ASC)', async () => {
    const { pages } = await walk({}, byPath, 20261123);
    expect(pages).toBeGreaterThan(95);
  }, 110_000);

  it('fieldSort size DESC: ties on size, and nulls (the directories) last', async () => {
    const { pages } = await walk({ fieldSort: [{ field: 'size', order: 'DESC' }] }, bySizeDesc, 424242);
    expect(pages).toBeGreaterThan(95);
  }, 110_000);
});
