import type { StowageClient } from '@stowage/client';

/** Hands a downloaded body to the browser as a file named `name` (the developer token cannot ride on a plain link). */
export async function saveBody(body: ReadableStream<Uint8Array>, name: string): Promise<void> {
  const blob = await new Response(body).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob by now; keep it a while for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadFile(client: StowageClient, filesetId: string, fileId: string, name: string): Promise<void> {
  const download = await client.files.download(filesetId, { fileId });
  await saveBody(download.body, download.fileName ?? name);
}
