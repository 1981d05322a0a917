import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createStowageClient } from '@stowage/client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.js';
import {
  type ConsoleRig,
  type PageElement,
  expectAccessible,
  expectNoSidewaysScroll,
  screenshot,
  signedInPage,
  startConsole,
} from '../helpers/console.js';

/** A folder on disk, as a person would pick it: text files at two depths. */
function folderOnDisk(): { root: string; files: Record<string, string> } {
  const root = path.join(tempDir('stowage-console-'), 'reports');
  const files: Record<string, string> = {
    'reports/invoice-march.txt': 'The invoice for March lists three deliveries of oak planks to the harbour warehouse.',
    'reports/notes.md': '# Notes\n\nThe meeting moved to Thursday. Nothing about money here.\n',
    'reports/q3/summary.csv': 'region,total\nnorth,1200\nsouth,800\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, '..', file)), { recursive: true });
    fs.writeFileSync(path.join(root, '..', file), text);
  }
  return { root, files };
}

const row = (page: Page, filePath: string) => page.locator(`tr[data-path="${filePath}"]`);

/** File sets and the file browser, end to end in Chromium against a real server on SQLite. */
describe('web console: file sets and files', () => {
  let rig: ConsoleRig;
  let page: Page;
  let filesetId: string;
  const folder = folderOnDisk();
  beforeAll(async () => {
    rig = await startConsole();
    page = await signedInPage(rig);
  });
  afterAll(async () => rig?.close());

  it('creates an AI-enabled file set and opens it', async () => {
    await page.getByRole('button', { name: 'New file set' }).click();
    await page.getByLabel('Name').fill('Quarterly reports');
    await page.getByLabel('Description').fill('Made in the browser');
    await page.getByLabel(/AI search/).check();
    await expectAccessible(page, 'new file set dialog');
    await page.getByRole('button', { name: 'Create' }).click();
    const link = page.getByRole('link', { name: 'Quarterly reports' });
    await link.waitFor();
    await expectAccessible(page, 'file sets page');
    await screenshot(page, 'file-sets');
    const listed = await rig.api.api.POST('/api/files/v1/filesets/search', { body: {} });
    const created = listed.data!.fileSets.find((s) => s.name === 'Quarterly reports')!;
    expect(created).toMatchObject({ description: 'Made in the browser', aiEnabled: true, permission: 'OWNER' });
    filesetId = created.id;
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Quarterly reports' }).waitFor();
  });

  it('uploads a folder through the file input, with a progress bar per file, and lists its entries', async () => {
    await page.locator('#upload-folder').setInputFiles(folder.root);
    const uploads = page.locator('.upload-list li');
    await expect.poll(() => uploads.count()).toBe(3);
    for (const file of Object.keys(folder.files)) {
      const item = page.locator(`.upload-list li[data-path="${file}"]`);
      await expect.poll(() => item.locator('.upload-state').textContent()).toMatch(/^Uploaded/);
      expect(await item.locator('progress').getAttribute('value')).toBe('100');
    }
    await row(page, 'reports').waitFor();
    await row(page, 'reports').getByRole('link', { name: 'reports' }).click();
    await row(page, 'reports/q3').waitFor();
    await row(page, 'reports/invoice-march.txt').waitFor();
    await row(page, 'reports/notes.md').waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('reports');
    await expectAccessible(page, 'file browser');
    await screenshot(page, 'file-browser');
    const stored = await rig.api.api.GET('/api/files/v1/filesets/{filesetId}/path', {
      params: { path: { filesetId }, query: { path: 'reports/q3/summary.csv' } },
    });
    expect(stored.data!.size).toBe(Buffer.byteLength(folder.files['reports/q3/summary.csv']!));
  });

  it('sorts on the server by a column header', async () => {
    await page.getByRole('button', { name: 'Size' }).click();
    await expect
      .poll(async () => page.locator('tbody tr').evaluateAll((rows: PageElement[]) => rows.map((r) => r.getAttribute('data-path'))))
      .toEqual(['reports/notes.md', 'reports/invoice-march.txt', 'reports/q3']);
  });

  it('searches below the folder with an operation 2 filter', async () => {
    await page.getByText('Search and filter').click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Field').selectOption('name');
    await page.getByLabel('Operator').selectOption('LIKE');
    await page.getByLabel('Value').fill('summary');
    await expectAccessible(page, 'file filters');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row(page, 'reports/q3/summary.csv').waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByLabel(/Include everything below/).uncheck();
    await row(page, 'reports/notes.md').waitFor();
  });

  it('queries the content and marks the words found', async () => {
    // Indexing runs in the background: wait until it has finished for the three files.
    await expect
      .poll(
        async () => {
          const { data } = await rig.api.api.POST('/api/files/v1/filesets/{filesetId}/files/search', {
            params: { path: { filesetId } },
            body: { filters: [{ field: 'fileType', operator: 'EQUALS', value: ['DIRECTORY'], not: true }] },
          });
          return data!.files.map((f) => f.indexStatus);
        },
        { timeout: 30_000 },
      )
      .toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    await page.getByLabel('Question or words').fill('invoice harbour');
    await page.getByRole('button', { name: 'Query' }).click();
    const match = page.locator('.matches li').first();
    await match.waitFor();
    expect(await match.locator('.match-head a').textContent()).toBe('reports/invoice-march.txt');
    expect(await match.locator('mark').allTextContents()).toEqual(['invoice', 'harbour']);
    await expectAccessible(page, 'content query results');
    await screenshot(page, 'content-query');
  });

  it('downloads a file with the same bytes', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download reports/invoice-march.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice-march.txt');
    const saved = fs.readFileSync(await download.path());
    expect(saved.equals(Buffer.from(folder.files['reports/invoice-march.txt']!))).toBe(true);
  });

  it('makes a share link that downloads without a token', async () => {
    await page.getByRole('button', { name: 'Share link for reports/notes.md' }).click();
    await page.getByRole('button', { name: 'Create link' }).click();
    const url = await page.getByLabel(/^Link/).inputValue();
    const shared = await fetch(url);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toBe(folder.files['reports/notes.md']);
    await expectAccessible(page, 'share dialog');
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByText('The link was revoked').waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('moves a file and deletes one', async () => {
    await page.getByRole('button', { name: 'Move reports/notes.md' }).click();
    await page.getByLabel('New path in the file set').fill('reports/q3/notes-moved.md');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => row(page, 'reports/notes.md').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete reports/invoice-march.txt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row(page, 'reports/invoice-march.txt').count()).toBe(0);
    const { data } = await rig.api.api.POST('/api/files/v1/filesets/{filesetId}/files/search', {
      params: { path: { filesetId }, query: { directoryPath: 'reports/q3', immediateChildren: true } },
      body: {},
    });
    expect(data!.files.map((f) => f.path)).toEqual(['reports/q3/notes-moved.md', 'reports/q3/summary.csv']);
  });

  it('uploads several files dropped onto the page, each with its progress', async () => {
    const dropped = { 'drop-alpha.txt': 'alpha', 'drop-bravo.txt': 'bravo bravo', 'drop-charlie.txt': 'charlie charlie charlie' };
    // A drop as the page receives it: a DataTransfer holding several files (scripts cannot make
    // folder entries; folders are tested through the folder input above).
    await page.evaluate(`(() => {
      const transfer = new DataTransfer();
      for (const [name, text] of Object.entries(${JSON.stringify(dropped)})) transfer.items.add(new File([text], name, { type: 'text/plain' }));
      const target = document.querySelector('.browser');
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    })()`);
    for (const name of Object.keys(dropped)) {
      const item = page.locator(`.upload-list li[data-path="reports/${name}"]`);
      await expect.poll(() => item.locator('.upload-state').textContent()).toMatch(/^Uploaded/);
      expect(await item.locator('progress').getAttribute('value')).toBe('100');
      await row(page, `reports/${name}`).waitFor();
    }
    const stored = await rig.api.files.download(filesetId, { path: 'reports/drop-charlie.txt' });
    expect(await new Response(stored.body).text()).toBe(dropped['drop-charlie.txt']);
  });

  it('resumes an interrupted large upload after a reload, sending only the missing parts, then downloads it streamed', async () => {
    // 17 MiB: resumable (from 16 MiB) in three parts of 8 MiB; random, so a part out of place shows.
    const big = crypto.randomBytes(17 * 1024 * 1024);
    const file = path.join(tempDir('stowage-console-big-'), 'large.bin');
    fs.writeFileSync(file, big);
    const partOf = (url: string) => Number(/\/multipart\/[^/]+\/part\/(\d+)$/.exec(url)?.[1] ?? 0);
    // The line breaks after the first part: parts 2 and 3 never reach the server (retries too).
    let firstPartDone!: () => void;
    const firstPart = new Promise<void>((resolve) => (firstPartDone = resolve));
    page.on('response', (response) => partOf(response.url()) === 1 && response.ok() && firstPartDone());
    await page.route(/\/part\/[23]$/, async (route) => {
      await firstPart;
      await route.abort('connectionreset');
    });
    await page.locator('#upload-files').setInputFiles(file);
    const item = page.locator('.upload-list li[data-path="reports/large.bin"]');
    await expect.poll(() => item.locator('.upload-state').textContent(), { timeout: 30_000 }).toMatch(/^Failed .*resumable/);
    expect(await item.getByRole('button', { name: 'Retry reports/large.bin' }).textContent()).toBe('Resume');
    const saved = JSON.parse(
      await page.evaluate<string>(`Object.entries(localStorage).find(([k]) => k.startsWith('stowage.resume:'))[1]`),
    ) as { partsDone: number[] };
    expect(saved.partsDone).toEqual([1]);

    // The tab reloads (the upload list is gone); the same file picked again sends parts 2 and 3 only.
    await page.unroute(/\/part\/[23]$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'reports' }).waitFor();
    const sent: number[] = [];
    page.on('request', (request) => partOf(request.url()) > 0 && sent.push(partOf(request.url())));
    await page.locator('#upload-files').setInputFiles(file);
    await expect.poll(() => item.locator('.upload-state').textContent(), { timeout: 30_000 }).toMatch(/^Uploaded .*resumable/);
    expect(sent.sort()).toEqual([2, 3]);
    expect(await page.evaluate(`Object.keys(localStorage).filter((k) => k.startsWith('stowage.resume:')).length`)).toBe(0);
    const stored = await rig.api.files.download(filesetId, { path: 'reports/large.bin' });
    expect(Buffer.from(await new Response(stored.body).arrayBuffer()).equals(big)).toBe(true);

    // A large file downloads through a short-lived share link: the browser streams it to disk.
    await row(page, 'reports/large.bin').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download reports/large.bin' }).click(),
    ]);
    expect(download.url()).toMatch(/\/share\//);
    expect(download.suggestedFilename()).toBe('large.bin');
    expect(fs.readFileSync(await download.path()).equals(big)).toBe(true);
  });

  it('fits a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await row(page, 'reports/large.bin').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'phone-file-browser');
    await page.setViewportSize({ width: 1280, height: 960 });
  });

  it('renames a file set, shares it with a user, changes and revokes the access, and deletes it', async () => {
    const { data: made } = await rig.api.api.POST('/api/files/v1/filesets', {
      body: { name: 'Scratch', description: '', aiEnabled: false },
    });
    const id = made!.id;
    await page.getByRole('link', { name: 'File sets' }).first().click();
    await page.getByRole('button', { name: 'Edit Scratch' }).click();
    await page.getByLabel('Name').fill('Scratch pad');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Scratch pad' }).waitFor();
    const fileSet = async () =>
      (await rig.api.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: id } } })).data!;
    expect((await fileSet()).name).toBe('Scratch pad');

    const access = async () =>
      (await rig.api.api.GET('/api/files/v1/filesets/{filesetId}/access', { params: { path: { filesetId: id } } }))
        .data!.fileSetAccess.filter((a) => a.permission !== 'OWNER')
        .map((a) => [a.entityId, a.permission]);
    // User 5 exists once it has a token; it sees the file set once shared.
    const user = createStowageClient({ baseUrl: rig.baseUrl, token: await rig.t.tokenFor(5) });
    await page.getByRole('button', { name: 'Share Scratch pad' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('User id').fill('5');
    await dialog.getByLabel('Permission').selectOption('READ');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    const said = () => dialog.locator('[role=status], [role=alert]').first().textContent();
    await expect.poll(said).toBe('User 5 now has READ.');
    await dialog.locator('tbody tr', { hasText: 'User 5' }).waitFor();
    expect(await access()).toEqual([[5, 'READ']]);
    expect((await user.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: id } } })).data!.permission).toBe(
      'READ',
    );
    await dialog.getByLabel('Permission').selectOption('EDIT');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect.poll(said).toBe('User 5 now has EDIT.');
    expect(await access()).toEqual([[5, 'EDIT']]);
    await expectAccessible(page, 'share access dialog');
    await dialog.locator('tbody tr', { hasText: 'User 5' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(said).toBe('User 5 no longer has access.');
    expect(await access()).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Delete Scratch pad' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Scratch pad' }).count()).toBe(0);
    await expect(rig.api.api.GET('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: id } } })).rejects.toMatchObject({
      status: 404,
    });
  });
});
