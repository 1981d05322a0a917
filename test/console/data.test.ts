import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ConsoleRig, type PageElement, expectAccessible, screenshot, signedInPage, startConsole } from '../helpers/console.js';

/** The test string every virus scanner reports (the built-in scanner included). */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** Data files and streams, end to end in Chromium against a real server on SQLite. */
describe('web console: data files and streams', () => {
  let rig: ConsoleRig;
  let page: Page;
  beforeAll(async () => {
    rig = await startConsole();
    page = await signedInPage(rig);
  });
  afterAll(async () => rig?.close());

  it('lists data files and shows one with its revisions and their scan states', async () => {
    const { dataFileId } = await rig.api.dataFiles.create({ name: 'prices.csv', source: 'sku,price\na,1\n', contentType: 'text/csv' });
    const { revisionId } = await rig.api.dataFiles.addRevision(dataFileId, { source: EICAR, contentType: 'text/plain' });
    const revisions = async () =>
      (
        await rig.api.api.GET('/api/data/v1/data-files/{dataFileId}/revisions/details', {
          params: { path: { dataFileId: String(dataFileId) } },
        })
      ).data!;
    await expect.poll(async () => (await revisions()).map((r) => r.scanState), { timeout: 20_000 }).toEqual(['INFECTED', 'SAFE']);

    await page.getByRole('link', { name: 'Data files' }).click();
    await page.getByRole('link', { name: 'prices.csv' }).click();
    await page.getByRole('heading', { level: 1, name: 'prices.csv' }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Infected: never served');
    expect(await rows.nth(0).textContent()).toContain(String(revisionId));
    expect(await rows.nth(1).textContent()).toContain('Safe');
    // An infected revision offers no download; the safe one does.
    expect(
      await rows
        .nth(0)
        .getByRole('button', { name: /Download/ })
        .count(),
    ).toBe(0);
    expect(
      await rows
        .nth(1)
        .getByRole('button', { name: /Download/ })
        .count(),
    ).toBe(1);
    await expectAccessible(page, 'data file page');
    await screenshot(page, 'data-file');
    await page.getByRole('link', { name: 'Data files' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Data files' }).waitFor();
    await page.getByRole('link', { name: 'prices.csv' }).waitFor();
    await expectAccessible(page, 'data files page');
  });

  it('shows a stream with three runs as a chart with three runs, the failed one marked, and its errors', async () => {
    const { data: stream } = await rig.api.api.POST('/api/data/v1/streams', {
      body: {
        name: 'orders',
        updateMethod: 'APPEND',
        schema: {
          columns: [
            { name: 'id', type: 'LONG' },
            { name: 'item', type: 'STRING' },
          ],
        },
      },
    });
    const first = await rig.api.streams.push(stream!.id, ['1,oak\n2,ash\n3,elm\n']);
    const second = await rig.api.streams.push(stream!.id, ['4,fir\n5,yew\n']);
    const failed = await rig.api.streams.push(stream!.id, ['6,pine\nseven,birch\n']);
    expect([first.currentState, second.currentState, failed.currentState]).toEqual(['SUCCESS', 'SUCCESS', 'FAILED']);

    await page.getByRole('link', { name: 'Streams' }).click();
    await page.getByRole('link', { name: 'orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'orders' }).waitFor();
    const runs = page.locator('svg.chart [data-run]');
    await expect.poll(() => runs.count()).toBe(3);
    expect(await runs.evaluateAll((g: PageElement[]) => g.map((e) => [e.getAttribute('data-run'), e.getAttribute('data-state')]))).toEqual([
      [String(first.executionId), 'SUCCESS'],
      [String(second.executionId), 'SUCCESS'],
      [String(failed.executionId), 'FAILED'],
    ]);
    // Rows as bar heights: 3 rows, 2 rows, none.
    const heights = await page
      .locator('svg.chart [data-run] rect.rows')
      .evaluateAll((r: PageElement[]) => r.map((e) => Number(e.getAttribute('height'))));
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[2]).toBe(0);
    const failedRun = page.locator(`svg.chart [data-run="${failed.executionId}"]`);
    expect(await failedRun.locator('.failed-mark').count()).toBe(1);
    // The failed run opens with the keyboard and shows its errors.
    await failedRun.focus();
    await page.keyboard.press('Enter');
    const errors = page.locator('.run-errors li');
    await errors.first().waitFor();
    expect(await errors.first().textContent()).toMatch(/line 2.*id/);
    await expectAccessible(page, 'stream page');
    await screenshot(page, 'stream');
    await page.getByRole('link', { name: 'Streams' }).first().click();
    await page.getByRole('link', { name: 'orders' }).waitFor();
    await expectAccessible(page, 'streams page');
    await screenshot(page, 'streams');
  });
});
