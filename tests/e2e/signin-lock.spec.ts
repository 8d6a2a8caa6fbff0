import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// Issue 15 §3: an administrator clears a user's sign-in lock from the console (the lock API
// GET/DELETE /api/User/{id}/signin-lock existed without a button). A new user of our own fails to
// sign in three times; the administrator sees the failures on the Authentication tab and clears
// them. The field employee may not clear anyone's lock.

const H = { 'X-Requested-With': 'e2e' };
const detail = (page: Page) => page.locator('form').filter({ has: page.getByRole('tablist') });

test('the administrator sees failed sign-ins and clears the lock', async ({ page, playwright }) => {
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const userName = `lena${stamp}`;
  const created = await page.request.post('/api/Employee', {
    headers: H,
    data: {
      firstName: 'Lena',
      lastName: `Locked${stamp}`,
      code: `L${stamp}`,
      user: { userName, password: 'Lena-12345' },
    },
  });
  expect(created.status()).toBe(200);
  const employee = await created.json();

  // Three wrong passwords from another browser.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (let i = 0; i < 3; i++) {
    const res = await other.post('/api/account/logon', {
      headers: H,
      data: { userName, password: `wrong-${i}` },
    });
    expect(res.ok()).toBe(false);
  }
  await other.dispose();

  await page.goto(`/settings/employees/?id=${employee.id}`);
  const form = detail(page);
  await form.getByRole('tab', { name: 'Authentication' }).click();
  const status = page.getByTestId('signin-lock-status');
  await expect(status).toHaveText('3 failed sign-ins in the last 15 minutes.');
  await form.getByRole('button', { name: 'Clear sign-in lock' }).click();
  await expectToast(page, 'Sign-in lock cleared (3 failed sign-ins forgotten).');
  await expect(status).toHaveText('0 failed sign-ins in the last 15 minutes.');
  await expect(form.getByRole('button', { name: 'Clear sign-in lock' })).toBeDisabled();

  // The field employee may not read or clear it.
  const field = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const logon = await field.post('/api/account/logon', {
    headers: H,
    data: { userName: 'employee', password: 'Demo-1234' },
  });
  expect(logon.ok()).toBe(true);
  const refused = await field.delete(`/api/User/${employee.user_id}/signin-lock`, { headers: H });
  expect(refused.status()).toBe(403);
  await field.dispose();
});
