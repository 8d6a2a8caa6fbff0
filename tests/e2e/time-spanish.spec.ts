import { expect, test } from '@playwright/test';
import { signIn, switchLanguage } from './helpers';

// Issue 19 §3: in Spanish the time editor writes dates day first on a 24-hour clock, as the clock
// screen does, and counts use i18next plurals ('1 seleccionado', not '1 seleccionados').

test('the Spanish time editor: day-first 24-hour dates and plural counts', async ({ page }) => {
  await signIn(page, 'fiona');
  await switchLanguage(page, /Fiona Fields/, 'Español');
  await page.goto('/time/editor/');
  const grid = page.getByTestId('time-editor-list');
  const rows = grid.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(2)).toBeVisible();
  // In and Out: 'DD/MM/YYYY HH:mm' (no AM/PM).
  const inCell = rows
    .nth(1)
    .getByRole('gridcell')
    .filter({ hasText: /^\d\d\/\d\d\/\d{4} \d\d:\d\d/ });
  await expect(inCell.first()).toBeVisible();
  await expect(grid.getByText(/\d (AM|PM)\b/)).toHaveCount(0);
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('1 seleccionado', { exact: true })).toBeVisible();
  await rows.nth(2).getByRole('checkbox').check();
  await expect(page.getByText('2 seleccionados', { exact: true })).toBeVisible();
  // Back to English for whoever signs in as Fiona next.
  await switchLanguage(page, /Fiona Fields/, 'English');
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
});
