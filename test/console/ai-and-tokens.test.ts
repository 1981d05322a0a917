import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleRig, expectAccessible, screenshot, signedInPage, startConsole } from '../helpers/console.js';

/** The AI playground and the admins' token page, end to end in Chromium against a real server on SQLite. */
describe('web console: AI playground and tokens', () => {
  let rig: ConsoleRig;
  beforeAll(async () => {
    rig = await startConsole();
  });
  afterAll(async () => rig?.close());

  it('sends a request with a tool to the built-in model and shows its tool request step by step', async () => {
    const page = await signedInPage(rig);
    await page.getByRole('link', { name: 'AI playground' }).click();
    // The model is picked from the registry (GET /api/ai/v1/models): with none configured, the built-in one is the default.
    const model = page.getByLabel('Model', { exact: true });
    await expect.poll(() => model.locator('option').allTextContents()).toEqual(['Default: builtin/tool-router', 'builtin/tool-router']);
    await model.selectOption('builtin/tool-router');
    await page.getByLabel('Message').fill('What is the weather in Paris?');
    // The example tool is get_weather(city); the built-in model is the default when none is configured.
    await page.getByRole('button', { name: 'Send' }).click();
    const request = page.locator('.step-tool_use');
    await request.waitFor();
    expect(await request.locator('h3').textContent()).toBe('Tool request: get_weather');
    expect(JSON.parse((await request.locator('pre').textContent())!)).toEqual({ city: 'Paris' });
    const done = page.locator('.step-done');
    await done.waitFor();
    expect(await done.textContent()).toMatch(/Done: TOOL_USE.*builtin\/tool-router/);
    await expectAccessible(page, 'AI playground');
    await screenshot(page, 'ai-playground');
    // Answer the request: the model then ends its turn with text from the result.
    await page.getByLabel('Result of get_weather').fill('Sunny, 24 °C');
    await page.getByRole('button', { name: 'Send the results' }).click();
    await expect.poll(() => page.locator('.step-done').textContent()).toMatch(/Done: END_TURN/);
    expect(await page.locator('.step-text').textContent()).toContain('24');
    await page.context().close();
  });

  it('lets an admin create a token, shown once, and revoke it; others are told it is for admins', async () => {
    const page = await signedInPage(rig);
    await page.getByRole('link', { name: 'Tokens' }).click();
    await page.getByRole('button', { name: 'New token' }).click();
    await page.getByLabel('Name').fill('ci runner');
    await page.getByLabel(/^User id/).fill('42');
    await page.getByRole('button', { name: 'Create' }).click();
    const secret = await page.getByLabel('Token', { exact: true }).inputValue();
    expect(secret).toMatch(/^stw_/);
    // The new token works against the API.
    const check = await fetch(`${rig.baseUrl}/api/files/v1/filesets/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(check.status).toBe(200);
    const row = page.locator('tbody tr', { hasText: 'ci runner' });
    await row.waitFor();
    await expectAccessible(page, 'tokens page');
    await screenshot(page, 'tokens');
    await row.getByRole('button', { name: 'Revoke token ci runner' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const after = await fetch(`${rig.baseUrl}/api/files/v1/filesets/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(after.status).toBe(401);
    await page.context().close();

    const user = await signedInPage(rig, await rig.t.tokenFor(5));
    await user.getByRole('link', { name: 'Tokens' }).click();
    await user.getByText('Only admins manage tokens').waitFor();
    await user.context().close();
  });
});
