import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

const H = { 'X-Requested-With': 'e2e' };
const stamp = () => Date.now().toString(36);

/** Creates an integration through the editor (the connector's config keys in `config`). */
async function createIntegration(
  page: Page,
  name: string,
  connector: string,
  recordType: string,
  config: Record<string, string> = {},
) {
  await page.getByRole('button', { name: 'New integration' }).click();
  const form = page.getByRole('form', { name: 'New integration' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Connector', connector);
  await choose(page, 'Record type', recordType);
  for (const [label, value] of Object.entries(config)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(page.getByRole('form', { name })).toBeVisible();
}

test.describe('integrations, recycle bin and CSV (issue 5)', () => {
  test('a CSV-export integration runs and its file downloads', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/integrations/');
    const name = `Assets CSV ${stamp()}`;
    await createIntegration(page, name, 'CSV file export', 'Assets');
    const form = page.getByRole('form', { name });
    await form.getByRole('button', { name: 'Run' }).click();
    await expectToast(page, 'Running integration ...');
    await expectToast(page, /Integration complete\. \d+ record\(s\) exported\./);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('link', { name: /Download Asset\.csv/ }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]).toMatch(/^\ufeff?id,/);
    expect(text).toContain('Ford F-150 Truck #12');

    // Cancel restores the saved integration.
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Changed name');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

    // Accounting connectors show their 'not configured' state and open the OAuth window.
    await page.getByRole('button', { name: 'New integration' }).click();
    await choose(page, 'Connector', /QuickBooks Online/);
    await expect(page.getByText('Not configured', { exact: true })).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Connect to QuickBooks Online' }).click(),
    ]);
    await expect(popup.getByRole('heading', { name: 'QuickBooks Online is not configured' })).toBeVisible();
    await popup.close();
  });

  test('a webhook integration posts signed JSON, retries, and logs every attempt', async ({ page }) => {
    const secret = `s3cret-${stamp()}`;
    const deliveries: { body: string; signature?: string }[] = [];
    let failures = 1; // the first delivery fails: the server retries
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        deliveries.push({ body, signature: req.headers['x-signature'] as string | undefined });
        res.statusCode = failures-- > 0 ? 500 : 200;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      await signIn(page, 'admin');
      await page.goto('/settings/integrations/');
      const name = `Location hook ${stamp()}`;
      await createIntegration(page, name, 'Outbound webhook', 'Locations', {
        URL: url,
        'Signing secret': secret,
      });
      const form = page.getByRole('form', { name });
      await expect(form.getByLabel('Signing secret')).toHaveValue('********');
      await form.getByRole('button', { name: 'Run' }).click();
      await expectToast(page, /Integration complete\. \d+ record\(s\) exported\./);
      expect(deliveries).toHaveLength(2);
      for (const d of deliveries) {
        expect(d.signature).toBe(`sha256=${createHmac('sha256', secret).update(d.body).digest('hex')}`);
      }
      const payload = JSON.parse(deliveries[1]!.body);
      expect(payload.recordType).toBe('Location');
      expect(payload.records.some((r: { name?: string }) => r.name === 'Head Office')).toBe(true);

      await page.getByRole('tab', { name: 'Log' }).click();
      const log = page.getByRole('grid', { name: 'Integration log' });
      await expect(
        log.getByRole('row').filter({ hasText: 'Delivery attempt' }).filter({ hasText: '500' }),
      ).toHaveCount(1);
      await expect(
        log.getByRole('row').filter({ hasText: 'Delivery attempt' }).filter({ hasText: '200' }),
      ).toHaveCount(1);

      // A receiver that keeps failing: the issues dialog, whose Log opens the log tab on that run.
      failures = 100;
      await page.getByRole('tab', { name: 'Integrations' }).click();
      await page.getByRole('grid', { name: 'Integrations' }).getByText(name).click();
      await page.getByRole('form', { name }).getByRole('button', { name: 'Run' }).click();
      const issues = page.getByRole('alertdialog', { name: 'Integration completed with issues.' });
      await expect(issues).toBeVisible({ timeout: 30_000 });
      await expect(issues.getByText('Click Log for details.')).toBeVisible();
      await issues.getByRole('button', { name: 'Log' }).click();
      await expect(page).toHaveURL(/\?logid=/);
      await expect(page.getByRole('tab', { name: 'Log', selected: true })).toBeVisible();
      await expect(log.getByRole('row').filter({ hasText: 'Delivery attempt' })).toHaveCount(4);
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });

  test('a deleted parent location and its child are restored, then purged after the warning', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const s = stamp();
    const parent = await (
      await page.request.post('/api/Location', { headers: H, data: { name: `Bin parent ${s}` } })
    ).json();
    await page.request.post('/api/Location', {
      headers: H,
      data: { name: `Bin child ${s}`, parent_id: parent.id },
    });
    expect((await page.request.delete(`/api/Location/${parent.id}`, { headers: H })).ok()).toBe(true);

    await page.goto('/settings/recycle-bin/');
    const grid = page.getByRole('grid', { name: 'Recycle Bin' });
    await expect(grid.getByText(`Bin child ${s}`)).toBeVisible();
    await grid.getByRole('checkbox', { name: `Select Bin parent ${s}` }).check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, '2 record(s) restored.');
    await expect(grid.getByText(`Bin child ${s}`)).toHaveCount(0);
    const children = await (
      await page.request.get(`/api/Location?filter=${encodeURIComponent(`parent_id eq '${parent.id}'`)}`)
    ).json();
    expect(children).toHaveLength(1);

    await page.request.delete(`/api/Location/${parent.id}`, { headers: H });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await grid.getByRole('checkbox', { name: `Select Bin parent ${s}` }).check();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText(
        'Deleting this parent location will also delete all children. Are you sure you want to proceed?',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expectToast(page, '2 record(s) deleted permanently.');
    await expect(grid.getByText(`Bin parent ${s}`)).toHaveCount(0);
    expect((await page.request.get(`/api/Location/${parent.id}`)).status()).toBe(404);
  });

  test('assets import from CSV and the list exports to CSV', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/assets/inventory/');
    const s = stamp();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'assets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `AssetId,ParentId,Code,Name\r\nA-${s},,TR-${s},Trailer ${s}\r\nB-${s},A-${s},WN-${s},Winch ${s}\r\n`,
      ),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/2 created\s*0 updated/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Assets inventory' });
    // The demo company has 40 assets: search so the imported rows are in view.
    await page.getByRole('searchbox', { name: 'Search' }).fill(s);
    await expect(grid.getByRole('row').filter({ hasText: `Winch ${s}` })).toContainText(`Trailer ${s}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Asset-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain(`Winch ${s}`);
    expect(text).toContain('Ford F-150 Truck #12');
  });

  test('the employee list exports to CSV', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain('Alice');
  });
});

test('a payroll list exports to CSV', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/modules/');
  await page.getByRole('tab', { name: 'Pay Group' }).click();
  const pane = page.getByRole('region', { name: 'Pay Group' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    pane.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^PayGroup-.*\.csv$/);
  expect(readFileSync(await download.path(), 'utf8')).toContain('Hourly Field Staff');
});
