import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

/** The employee detail panel's form. */
const detail = (page: Page) => page.locator('form').filter({ has: page.getByRole('tablist') });

test.describe('A new employee gets a working sign-in (issue 19)', () => {
  test('the administrator sets a temporary password; the employee must change it at the first sign-in', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const userName = `tina${stamp}`;
    await signIn(page, 'admin');
    await page.goto('/settings/employees/');
    await page.getByRole('button', { name: 'New Employee' }).click();
    const form = detail(page);
    // A new record says what the password needs instead of hiding it.
    await form.getByRole('tab', { name: 'Authentication' }).click();
    await expect(form.getByText('Enter a user name and save to set a first password.')).toBeVisible();
    await form.getByRole('tab', { name: 'Main info' }).click();
    await form.getByLabel('First name').fill('Tina');
    await form.getByLabel('Last name').fill(`Firstday${stamp}`);
    await form.getByLabel('Code').fill(`T${stamp}`);
    await form.getByRole('tab', { name: 'Authentication' }).click();
    await form.getByLabel('User name').fill(userName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    await form.getByRole('tab', { name: 'Authentication' }).click();
    await form.getByLabel('New password').fill('Temp-Start-1');
    await form.getByLabel('Confirm password').fill('Temp-Start-1');
    await expect(form.getByRole('checkbox', { name: /Temporary/ })).toBeChecked();
    await form.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectToast(page, 'Temporary password saved. It must be changed at the first sign-in.');

    // The new employee signs in with it and is asked for a new password first.
    const context = await browser.newContext();
    const tina = await context.newPage();
    await tina.goto('/logon/');
    await tina.getByLabel('User name').fill(userName);
    await tina.getByLabel('Password').fill('Temp-Start-1');
    await tina.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      tina.getByText('Your password is temporary. Choose a new password to sign in.'),
    ).toBeVisible();
    expect((await tina.request.get('/api/account/identity')).status()).toBe(401);
    await tina.getByLabel('New password', { exact: true }).fill('Temp-Start-1');
    await tina.getByLabel('Confirm new password').fill('Temp-Start-1');
    await tina.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(
      tina.getByText('The new password must differ from the temporary one.').first(),
    ).toBeVisible();
    await tina.getByLabel('New password', { exact: true }).fill('Tina-Own-2026');
    await tina.getByLabel('Confirm new password').fill('Tina-Own-2026');
    await tina.getByRole('button', { name: 'Save password and sign in' }).click();
    await tina.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(tina).not.toHaveURL(/\/logon/);
    expect((await tina.request.get('/api/account/identity')).status()).toBe(200);
    await context.close();

    // Saving the named employee again (no code change) asks nothing about a missing name or code.
    await form.getByRole('tab', { name: 'Main info' }).click();
    await form.getByLabel('Code').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a field employee cannot set a password; the Spanish sign-in page answers in Spanish', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    const refused = await page.request.post('/api/Employee/anyone/password', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { password: 'Temp-Start-1', temporary: true },
    });
    expect(refused.status()).toBe(403);
    await page.request.post('/api/account/logoff', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    await page.goto('/logon/');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByLabel('Nombre de usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('wrong-Password-1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nombre de usuario o contraseña no válidos.');
  });
});
