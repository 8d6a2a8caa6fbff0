import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('CSV import and Spanish', () => {
  test('importing a messy employee CSV keeps the good rows and reports the bad one', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(path.join(import.meta.dirname, 'fixtures/messy-employees.csv'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText(/2 created\s*0 updated/)).toBeVisible();
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(
      errors.getByRole('row', { name: /4 Email 'not-an-email' is not a valid e-mail address\./ }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
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

  test('the sign-in screen switches to Spanish on the first click', async ({ page }) => {
    await page.goto('/logon/');
    // The user-name field has the focus: leaving it empty must not move the switch from under the click.
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('switching to Spanish translates the console and is remembered', async ({ page }) => {
    // The dispatcher, so the saved language does not change what other tests see.
    await signIn(page, 'dispatcher');
    await page.getByRole('button', { name: /Dana Dispatcher/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Servicio', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bienvenido, Dana' })).toBeVisible();
    // The language is a saved preference: it survives a reload and a new sign-in.
    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Formularios', exact: true }),
    ).toBeVisible();
    expect((await (await page.request.get('/api/account/identity')).json()).preferences.language).toBe('es');
  });
});
