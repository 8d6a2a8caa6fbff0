import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('Administration defects of issue 19', () => {
  test('an employee CSV with only FirstName, LastName, Email imports without errors', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'new-staff.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `FirstName,LastName,Email\nCsv,Onlyname${stamp},csv.${stamp}@example.com\nCsv,Second${stamp},\n`,
      ),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/2 created\s*0 updated/)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText(`Onlyname${stamp}`)).toBeVisible();
  });
});
