import type { FileEntry, StowageClient } from '@stowage/client';

/**
 * From this size a file is not gathered in the tab's memory (a Blob) before it is saved: it goes
 * through a short-lived share link that the browser downloads itself, streamed to disk.
 */
export const STREAMED_FROM = 16 * 1024 * 1024;
/** The link only has to live until the browser has opened it; the download then runs to its end. */
const LINK_LIFETIME_MS = 2 * 60 * 1000;

function clickLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a downloaded body to the browser as a file named `name` (the developer token cannot ride on a plain link). */
export async function saveBody(body: ReadableStream<Uint8Array>, name: string): Promise<void> {
  const blob = await new Response(body).blob();
  const url = URL.createObjectURL(blob);
  clickLink(url, name);
  // The browser has started reading the blob by now; keep it a while for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file to the browser's downloads. A large one, when the caller may make share links (EDIT), is
 * downloaded by the browser from a link that expires in two minutes; otherwise (READ only, or small)
 * it comes through the API into memory first (docs/console.md, "Not (yet) there").
 */
export async function downloadFile(client: StowageClient, filesetId: string, entry: FileEntry, canShare: boolean): Promise<void> {
  if (canShare && (entry.size ?? 0) >= STREAMED_FROM) {
    const { data } = await client.api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}/share', {
      params: { path: { filesetId, fileId: entry.id } },
      body: { expiresAt: Date.now() + LINK_LIFETIME_MS },
    });
    clickLink(data!.downloadUrl, entry.name);
    return;
  }
  const download = await client.files.download(filesetId, { fileId: entry.id });
  await saveBody(download.body, download.fileName ?? entry.name);
}
