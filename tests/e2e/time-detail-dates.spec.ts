import { expect, test } from '@playwright/test';
import { expectToast, signIn, switchLanguage } from './helpers';

// Issue 19 §3: the detail panel's note and sign-off times followed the browser's locale
// ('11/28/2026, 5:45:00 AM' in an en-US browser) while the user reads Spanish: they now follow the
// user's language and zone as the rest of the editor does ('DD/MM/YYYY HH:mm' and the zone's name).

test.use({ locale: 'en-US' });

test.afterEach(async ({ page }) => {
  // Back to English for whoever signs in as the manager next.
  await page.request.post('/api/account/preferences', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { language: 'en' },
  });
});

test("a note's time follows the user's language, not the browser's locale", async ({ page }) => {
  await signIn(page, 'manager');
  await switchLanguage(page, /▾/, 'Español');
  await page.goto('/time/editor/');
  const rows = page
    .getByTestId('time-editor-list')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(1)).toBeVisible();
  await rows.nth(1).getByRole('checkbox').check();
  const panel = page.getByTestId('time-detail-panel');
  await panel.getByRole('tab', { name: 'Notas' }).click();
  const text = `Nota con fecha ${Date.now()}`;
  await panel.getByLabel('Nueva nota').fill(text);
  await panel.getByRole('button', { name: 'Agregar nota' }).click();
  await expectToast(page, /Nota agregada|Note added/);
  const note = panel
    .getByRole('list', { name: 'Notas del registro de tiempo' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(note).toBeVisible();
  const byline = (await note.locator('p').last().textContent()) ?? '';
  expect(byline).toMatch(/, \d\d\/\d\d\/\d{4} \d\d:\d\d (?:[A-Z]{3,4}|GMT[+-]\d+)$/);
  expect(byline).not.toMatch(/AM|PM|:\d\d:\d\d/);
});
