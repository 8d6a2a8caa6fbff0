import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('CSV import and Spanish', () => {
  test('importing a messy employee CSV keeps the good rows and reports the bad one', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles(path.join(import.meta.dirname, 'fixtures/messy-employees.csv'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/Created: 2\. Updated: 0\. Errors: 1\./)).toBeVisible();
    await expect(dialog.getByText(/e-?mail/i).first()).toBeVisible();
    await dialog.getByRole('button', { name: /Close|Ok/ }).first().click();
    await expect(page.getByText('Renée')).toBeVisible();
    await expect(page.getByText('Núñez "Tom"')).toBeVisible();

    // A file that is not a CSV is refused with the spec's message.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('CSV file')
      .setInputFiles({ name: 'staff.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await expect(page.getByText('Only files with the file extension CSV are allowed')).toBeVisible();
  });

  test('switching to Spanish translates the console and is remembered', async ({ page }) => {
    await signIn(page, 'manager');
    await page.getByRole('button', { name: /Manager|account/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    const nav = page.getByRole('navigation', { name: /Menú principal|Main menu/ });
    await expect(nav.getByRole('link', { name: 'Tiempo', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Tiempo', exact: true }).first()).toBeVisible();
    await page.goto('/time/clock/');
    await expect(page.getByRole('button', { name: /Entrada|ENTRADA/ })).toBeVisible();
  });
});
