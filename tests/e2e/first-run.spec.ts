import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 15 §4: on an empty database the first visit asks for the company and its first
// administrator (GET/POST /api/setup), then signs them in; once done, the sign-in form shows and a
// second setup is refused. The suite's own server holds the demo company, so this spec starts a
// server of its own without the demo (SEED_DEMO=0) on a fresh data folder and the next port
// (FIRST_RUN_PORT, default E2E_PORT + 1).

const port = Number(process.env.FIRST_RUN_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1);
const base = `http://127.0.0.1:${port}`;
const dataDir = `/tmp/wm-e2e-first-run-${process.pid}`;
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOAD_SHEDDING: '0',
      },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 100_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first visit creates the company and its administrator, then signs in', async ({ page }) => {
  await page.goto(`${base}/`);
  // Signed out on an empty database: the sign-in route shows the first-run screen.
  const form = page.getByRole('form', { name: 'Welcome: set up your company' });
  await expect(form).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toHaveCount(0);

  // Bad input first: every problem is named, nothing is created.
  await form.getByLabel('Administrator e-mail').fill('not-an-address');
  await form.getByLabel('Password', { exact: true }).fill('Short-1a');
  await form.getByLabel('Confirm password').fill('Other-1a');
  await form.getByRole('button', { name: 'Create and sign in' }).click();
  await expect(form.getByText('Company name is required.')).toBeVisible();
  await expect(form.getByText('User name is required.')).toBeVisible();
  await expect(form.getByText('A valid e-mail is required.')).toBeVisible();
  await expect(form.getByText('The passwords do not match.')).toBeVisible();
  expect((await (await page.request.get(`${base}/api/setup`)).json()).required).toBe(true);

  await form.getByLabel('Company name').fill('First Run Builders');
  await form.getByLabel('Administrator user name').fill('founder');
  await form.getByLabel('Administrator e-mail').fill('founder@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Founder-2026');
  await form.getByLabel('Confirm password').fill('Founder-2026');
  await form.getByRole('button', { name: 'Create and sign in' }).click();

  // Signed in as the new administrator (the EULA may be asked first).
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(agree.or(menu).first()).toBeVisible({ timeout: 20_000 });
  if (await agree.isVisible()) await agree.click();
  await expect(menu).toBeVisible();
  await expect(page.getByText('First Run Builders').first()).toBeVisible();

  // Setup is done: a second one is refused, and a new visitor gets the sign-in form.
  expect((await (await page.request.get(`${base}/api/setup`)).json()).required).toBe(false);
  const again = await page.request.post(`${base}/api/setup`, {
    headers: { 'X-Requested-With': 'e2e' },
    data: { companyName: 'X', userName: 'x', email: 'x@example.com', password: 'Founder-2026' },
  });
  expect(again.status()).toBe(409);
  const visitor = await page.context().browser()!.newContext();
  const fresh = await visitor.newPage();
  await fresh.goto(`${base}/logon/`);
  await expect(fresh.getByLabel('User name')).toBeVisible();
  await expect(fresh.getByRole('form', { name: 'Welcome: set up your company' })).toHaveCount(0);
  await visitor.close();
});
