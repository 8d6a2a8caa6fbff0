import { expect, test } from '@playwright/test';
import { choose, expectToast, PASSWORD, signIn } from './helpers';

// Issue 15 §4: a language chosen on the sign-in screen becomes the user's saved preference, and
// declining the EULA says why on the sign-in screen. Gabriel and Fiona (field employees no other
// test signs in as) start without an accepted EULA.

test('declining the EULA says why on the sign-in screen', async ({ page }) => {
  await page.goto('/logon/');
  await page.getByLabel('User name').fill('gabriel');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Disagree', exact: true }).click();
  await expect(page).toHaveURL(/\/logon/);
  await expect(page.getByRole('alert')).toContainText(
    'You declined the End User License Agreement, so you were signed off.',
  );
  expect((await page.request.get('/api/account/identity')).status()).toBe(401);
});

test('a language chosen on the sign-in screen is saved as the preference', async ({ page, browser }) => {
  await page.goto('/logon/');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByLabel('Nombre de usuario').fill('fiona');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Acepto', exact: true }).click();
  await expect(page).not.toHaveURL(/\/logon/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  const identity = await (
    await page.request.get('/api/account/identity', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).json();
  expect(identity.preferences.language).toBe('es');
  // Another browser, no choice on the sign-in screen: the saved Spanish applies.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto('/logon/');
  await again.getByLabel('User name').fill('fiona');
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await other.close();
  // Back to English for whoever signs in as Fiona next.
  const reset = await page.request.post('/api/account/preferences', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { language: 'en' },
  });
  expect(reset.ok()).toBe(true);
});

test('the time format chosen in My Profile is the one the time editor shows', async ({ page }) => {
  await signIn(page, 'gabriel');
  await page.goto('/my-account/my-profile/');
  await choose(page, 'Time format', 'Hours and minutes (8:30)');
  await expectToast(page, 'Saved');
  await page.goto('/time/editor/');
  const grid = page.getByTestId('time-editor-list');
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  // Totals (the only cells that are a bare duration) follow the chosen format.
  const hm = grid.getByRole('gridcell').filter({ hasText: /^\d+:\d\d$/ });
  const decimal = grid.getByRole('gridcell').filter({ hasText: /^\d+\.\d\d$/ });
  await expect(hm.first()).toBeVisible();
  await expect(decimal).toHaveCount(0);
  await page.goto('/my-account/my-profile/');
  await choose(page, 'Time format', 'Decimal hours (8.50)');
  await expectToast(page, 'Saved');
  await page.goto('/time/editor/');
  await expect(decimal.first()).toBeVisible();
  await expect(hm).toHaveCount(0);
});
