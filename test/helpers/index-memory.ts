import { expect } from 'vitest';
import type { File, FileSet, FileSetStats } from './bodies.js';
import { type FakeEmbeddings, startFakeEmbeddings } from './fake-embeddings.js';
import { fakeEmbeddingEnv } from './semantic.js';
import { type ServerProcess, cappedHeapEnv, startServerProcess } from './server-process.js';
import { json } from './stream-csv.js';

const MiB = 2 ** 20;

/**
 * The most the server's peak resident size may grow while it indexes one text file, whatever its
 * size (docs/search.md, "Memory"): streaming holds a few batches of chunks (200 chunks, about 200 KB
 * of text each) and the garbage between collections. Holding a 20 MiB file's text takes 40 MiB as
 * a string, and its chunks as much again, so an indexer that does fails even the 20 MiB sample.
 */
export const INDEX_MEMORY_BOUND = 48 * MiB;

export interface IndexMemory {
  bytes: number;
  chunks: number;
  rssBefore: number;
  /** Peak resident size while the file was indexed (VmHWM, reset when indexing was turned on). */
  peak: number;
  growth: number;
  seconds: number;
}

/** `bytes` of plain text in lines of words (some repeated, some not), as a log or a manual would be. */
export function textOf(bytes: number): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `Line ${i}: the harbour master records ship ${i % 977} arriving at berth ${i % 31}; cargo note ${(i * 7919) % 100_003}.\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join('').slice(0, bytes));
}

/**
 * Indexes one text file of `bytes` in a real server process, with the fake embedding model (16
 * dimensions, so the vector writes are real and cheap): the file is uploaded to a set with indexing
 * off, the peak is reset, and indexing is turned on, so the peak measured is the indexer's alone
 * (extraction, chunking, chunk and full-text writes, embedding calls and vector writes).
 */
export async function indexTextFile(bytes: number): Promise<IndexMemory> {
  let fake: FakeEmbeddings | null = null;
  let server: ServerProcess | null = null;
  try {
    fake = await startFakeEmbeddings();
    // A loaded machine takes its time to load the server's modules. The heap is capped so that RSS
    // growth measures what indexing holds, not how far V8 grew its heap (cappedHeapEnv).
    server = await startServerProcess({
      env: { ...fakeEmbeddingEnv(fake, { embed: 'fake-embed-16' }), ...cappedHeapEnv(128) },
      timeoutMs: 120_000,
    });
    const { baseUrl, admin } = server;
    const set = await json<FileSet>(baseUrl, admin, 'POST', '/api/files/v1/filesets', { name: 'big text', aiEnabled: false });
    expect(set.status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([textOf(bytes)], { type: 'text/plain' }), 'big.txt');
    const uploaded = await fetch(`${baseUrl}/api/files/v1/filesets/${set.body.id}/files`, {
      method: 'POST',
      headers: { 'x-service-developer-token': admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: string; size: number };
    expect(file.size).toBe(bytes);

    server.resetPeak();
    const before = server.memory();
    const started = Date.now();
    const on = await json(baseUrl, admin, 'POST', `/api/files/v1/filesets/${set.body.id}`, { aiEnabled: true });
    expect(on.status).toBe(200);
    for (;;) {
      const state = await json<File>(baseUrl, admin, 'GET', `/api/files/v1/filesets/${set.body.id}/files/${file.id}`);
      if (state.body.indexStatus === 'COMPLETED') break;
      expect(['PENDING', 'QUEUED', 'IN_PROGRESS'], JSON.stringify(state.body)).toContain(state.body.indexStatus);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = server.memory();
    const seconds = (Date.now() - started) / 1000;
    const stats = await json<FileSetStats>(baseUrl, admin, 'GET', `/api/files/v1/filesets/${set.body.id}/stats`);
    const chunks = stats.body.chunkCount;
    // Every chunk got its vector: the semantic half of the indexer ran over the whole file.
    expect(fake.requests.reduce((n, r) => n + r.texts, 0)).toBeGreaterThanOrEqual(chunks);
    const measured = { bytes, chunks, rssBefore: before.rss, peak: after.hwm, growth: after.hwm - before.rss, seconds };
    console.log(
      `indexing ${(bytes / MiB).toFixed(0)} MiB of text (${chunks} chunks): rss before ${(before.rss / MiB).toFixed(1)} MiB, ` +
        `peak ${(after.hwm / MiB).toFixed(1)} MiB (growth ${(measured.growth / MiB).toFixed(1)} MiB), ${seconds.toFixed(1)} s (not asserted)`,
    );
    return measured;
  } finally {
    await server?.stop();
    await fake?.close();
  }
}
