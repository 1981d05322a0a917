import { signal } from '@preact/signals';
import { type ResumableState, type StowageClient, StowageError } from '@stowage/client';
import { describeError } from './errors';

/** Files from this size up go in parts that are retried, and resumed after a reload or a lost line. */
export const RESUMABLE_FROM = 16 * 1024 * 1024;
/** Uploads at once: enough to keep the line busy with small files, few enough to show steady progress. */
const CONCURRENCY = 3;

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  filesetId: string;
  path: string;
  file: File;
  sent: number;
  state: UploadState;
  resumable: boolean;
  error?: string;
  controller?: AbortController;
}

/** Every upload of this tab, newest last; the panel shows them and the browser page reloads when one finishes. */
export const uploads = signal<UploadItem[]>([]);
/** Moves each time an upload finishes, so a listing can refresh. */
export const uploadsFinished = signal(0);

let nextId = 1;
let running = 0;
let clientRef: StowageClient | null = null;

function patch(id: number, change: Partial<UploadItem>): void {
  uploads.value = uploads.value.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/** Where an interrupted resumable upload of this very file stands (localStorage: it outlives the tab). */
function resumeKey(item: UploadItem): string {
  return `stowage.resume:${item.filesetId}:${item.path}:${item.file.size}:${item.file.lastModified}`;
}

function savedState(item: UploadItem): ResumableState | undefined {
  const text = localStorage.getItem(resumeKey(item));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ResumableState;
  } catch {
    return undefined;
  }
}

async function send(client: StowageClient, item: UploadItem, signal: AbortSignal): Promise<void> {
  const onProgress = ({ bytes }: { bytes: number }) => patch(item.id, { sent: bytes });
  if (!item.resumable) {
    await client.files.upload(item.filesetId, { path: item.path, source: item.file, onProgress, signal });
    return;
  }
  const options = {
    path: item.path,
    source: item.file,
    onProgress,
    signal,
    onState: (state: ResumableState) => localStorage.setItem(resumeKey(item), JSON.stringify(state)),
  };
  const resume = savedState(item);
  try {
    await client.files.uploadResumable(item.filesetId, { ...options, resume });
  } catch (error) {
    // The saved upload expired or was finished elsewhere: start again from the first part.
    if (!(resume && error instanceof StowageError && error.status === 404)) throw error;
    localStorage.removeItem(resumeKey(item));
    await client.files.uploadResumable(item.filesetId, options);
  }
  localStorage.removeItem(resumeKey(item));
}

function pump(): void {
  const client = clientRef;
  if (!client) return;
  while (running < CONCURRENCY) {
    const item = uploads.value.find((u) => u.state === 'waiting');
    if (!item) return;
    const controller = new AbortController();
    running++;
    patch(item.id, { state: 'uploading', controller, error: undefined });
    send(client, item, controller.signal)
      .then(() => patch(item.id, { state: 'done', sent: item.file.size, controller: undefined }))
      .catch((error: unknown) =>
        patch(item.id, {
          state: controller.signal.aborted ? 'cancelled' : 'failed',
          error: controller.signal.aborted ? undefined : describeError(error),
          controller: undefined,
        }),
      )
      .finally(() => {
        running--;
        uploadsFinished.value++;
        pump();
      });
  }
}

/** Queues files for a file set; `path` is each one's path in the set (folders are created as needed). */
export function enqueue(client: StowageClient, filesetId: string, files: { file: File; path: string }[]): void {
  clientRef = client;
  const added = files.map(({ file, path }) => ({
    id: nextId++,
    filesetId,
    path,
    file,
    sent: 0,
    state: 'waiting' as const,
    resumable: file.size >= RESUMABLE_FROM,
  }));
  uploads.value = [...uploads.value, ...added];
  pump();
}

export function cancel(id: number): void {
  uploads.value.find((u) => u.id === id)?.controller?.abort();
}

/** Sends a failed or cancelled upload again (a resumable one from its last acknowledged part). */
export function retry(id: number): void {
  patch(id, { state: 'waiting', error: undefined });
  pump();
}

export function clearFinished(): void {
  uploads.value = uploads.value.filter((u) => u.state === 'waiting' || u.state === 'uploading');
}

/**
 * Every file under the dropped items, folders walked to the bottom, with its path relative to the drop.
 * Call it during the drop event: the items are readable only then (the walk itself may go on after).
 * An item without a file-system entry (a browser without the entries API, or a File made by a
 * script) is taken as the plain file it is.
 */
export async function droppedFiles(items: DataTransferItemList): Promise<{ file: File; relativePath: string }[]> {
  const out: { file: File; relativePath: string }[] = [];
  const entries: FileSystemEntry[] = [];
  for (const item of [...items]) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry();
    const file = entry === null ? item.getAsFile() : null;
    if (entry !== null) entries.push(entry);
    else if (file !== null) out.push({ file, relativePath: file.name });
  }
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (entry.isFile) {
      const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
      out.push({ file, relativePath: `${prefix}${entry.name}` });
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    // readEntries hands over a directory a batch at a time (100 in Chromium) until it returns none.
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
      if (batch.length === 0) break;
      for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
    }
  };
  for (const entry of entries) await walk(entry, '');
  return out;
}
