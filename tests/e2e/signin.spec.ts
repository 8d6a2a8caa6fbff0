import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.describe('sign-in and menus', () => {
  test('a wrong password shows the server message and starts no session', async ({ page }) => {
    await page.goto('/logon/');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('wrong-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/user name or password/i)).toBeVisible();
    await expect(page).toHaveURL(/\/logon/);
    const identity = await page.request.get('/api/account/identity');
    expect(identity.status()).toBe(401);
  });

  test('the administrator and a field employee see different menus', async ({ page, browser }) => {
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Time', 'Assets', 'Forms', 'Service', 'Reports']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await page.goto('/settings/employees/');
    await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();

    const other = await browser.newPage();
    await signIn(other, 'employee');
    const empNav = other.getByRole('navigation', { name: 'Main menu' });
    await expect(empNav.getByRole('link', { name: 'Time', exact: true })).toBeVisible();
    // Service holds only his own tickets, read-only (issue 10); no reports, no settings.
    await expect(empNav.getByRole('link', { name: 'Service', exact: true })).toBeVisible();
    await expect(empNav.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
    // A screen the employee has no privilege for sends them home; its API call is refused.
    await other.goto('/settings/employees/');
    await expect(other).toHaveURL(/\/$/);
    const refused = await other.request.post('/api/Location', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { name: 'Not allowed' },
    });
    expect(refused.status()).toBe(403);
    await other.close();
  });

  test('an unknown path goes home and a signed-out visit returns after sign-in', async ({ page }) => {
    await page.goto('/time/editor/');
    await expect(page).toHaveURL(/redirect=%2Ftime%2Feditor%2F/);
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('Demo-1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/time\/editor\/$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('log off asks first and ends the session', async ({ page }) => {
    await signIn(page, 'manager');
    await page
      .getByRole('button', { name: /Manager|account/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log off' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByText('Are you sure you want to log off?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/logon\/$/);
    expect((await page.request.get('/api/account/identity')).status()).toBe(401);
  });
});
