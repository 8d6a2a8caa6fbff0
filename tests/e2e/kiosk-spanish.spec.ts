import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 19 §3: the kiosk's free-text server messages were English in a Spanish console. The server
// now sends a message key with its values beside the English message; the kiosk shows the key's
// Spanish text with the employee's name. Demo PIN 1008 is Hana Hughes, who tracks no time.

test.afterEach(async ({ page }) => {
  // Back to English for whoever signs in as the administrator next.
  await page.request.post('/api/account/preferences', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { language: 'en' },
  });
});

test('the kiosk says a server refusal in Spanish, naming the employee', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: /▾/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  // The console is in Spanish (and the preference saved) before the kiosk is opened afresh.
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/account/identity')).json()).preferences?.language)
    .toBe('es');
  await page.goto('/time/kiosk/');
  const pin = page.getByLabel('PIN (4 dígitos)');
  await expect(pin).toBeVisible();
  // A wrong PIN first: 'PIN no válido'.
  await pin.fill('0000');
  await expect(page.getByRole('alert').filter({ hasText: 'PIN no válido' }).first()).toBeVisible();
  await expect(pin).toBeVisible({ timeout: 8000 });
  await pin.fill('1008');
  await page.getByRole('combobox', { name: 'Ubicación' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Marcar ENTRADA' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Hana Hughes no tiene el privilegio de registro de tiempo.' })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('time-tracking privilege')).toHaveCount(0);
});
