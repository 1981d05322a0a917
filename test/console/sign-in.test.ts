import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_BUDGET, measureConsole } from '../../bench/lib/console-size.js';
import { CONSOLE_CSP, CONSOLE_DIR } from '../../src/http/routes/console.js';
import { type ConsoleRig, expectAccessible, expectNoSidewaysScroll, screenshot, signedInPage, startConsole } from '../helpers/console.js';

/** The console's front door in a real Chromium: how it is served, signing in and out, the docs page. */
describe('web console: serving and signing in', () => {
  let rig: ConsoleRig;
  beforeAll(async () => {
    rig = await startConsole();
  });
  afterAll(async () => rig?.close());

  it('is served at /console/ with its CSP, / leads there, assets are compressed and cached for good', async () => {
    const root = await fetch(`${rig.baseUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/console/');
    const page = await fetch(`${rig.baseUrl}/console/filesets/some/deep/link`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<meta name="stowage-token-brand" content="SERVICE"');
    const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(`${rig.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    // A missing asset is a 404, not the page (a stale tab must not run HTML as a script).
    expect((await fetch(`${rig.baseUrl}/console/assets/gone-1234.js`)).status).toBe(404);
  });

  it('stays within its size budget', () => {
    const size = measureConsole(CONSOLE_DIR);
    expect(size.firstLoad, JSON.stringify(size.firstLoadFiles)).toBeLessThanOrEqual(CONSOLE_BUDGET.firstLoad);
    expect(size.all).toBeLessThanOrEqual(CONSOLE_BUDGET.all);
  });

  it('a wrong token gets a clear message and no session', async () => {
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${rig.baseUrl}/console/`);
    await expectAccessible(page, 'sign-in page');
    await page.getByLabel('Token').fill('stw_not-a-real-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/token was not accepted: it is unknown, revoked or expired/);
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await screenshot(page, 'sign-in-refused');
    await context.close();
  });

  it('signs in with the keyboard alone, keeps the token in this tab only, and signs out', async () => {
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${rig.baseUrl}/console/streams`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.id')).toBe('token');
    await page.keyboard.type(rig.t.admin);
    await page.keyboard.press('Enter');
    // Signing in on a deep link opens that page.
    await page.getByRole('heading', { level: 1, name: 'Streams' }).waitFor();
    expect(await page.evaluate('sessionStorage.getItem("stowage.token")')).toBe(rig.t.admin);
    expect(await page.evaluate('localStorage.length')).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Streams' }).waitFor();
    // Another tab of the same browser has no session.
    const other = await context.newPage();
    await other.goto(`${rig.baseUrl}/console/`);
    await other.getByLabel('Token').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Token').waitFor();
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await context.close();
  });

  it('a token revoked while the console is open leads back to sign in, saying why', async () => {
    const token = await rig.t.tokenFor(7);
    const page = await signedInPage(rig, token);
    const tokens = await rig.api.api.GET('/api/data/v1/accesstokens');
    const id = tokens.data!.tokens.find((t) => t.ownerId === 7)!.id;
    await rig.api.api.DELETE('/api/data/v1/accesstokens/{id}', { params: { path: { id: String(id) } } });
    await page.getByRole('link', { name: 'Data files' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/no longer accepts this token/);
    await page.context().close();
  });

  it('fits a phone-sized screen', async () => {
    const page = await signedInPage(rig, rig.t.admin, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'phone-file-sets');
    await page.context().close();
  });

  it('the docs page shows Stowage, not the framework', async () => {
    const page = await rig.browser.newPage();
    await page.goto(`${rig.baseUrl}/docs`);
    const logo = page.locator('.topbar-wrapper a.link img');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((await logo.getAttribute('src'))!.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('>Stowage<');
    expect(await page.title()).toBe('Stowage API');
    await screenshot(page, 'docs');
    await page.close();
  });
});
