import { expect, test } from '@playwright/test';
import { choose, signIn } from './helpers';

// Number-only fields (service spec 5: "Number-only fields allow digits, navigation keys and a decimal
// point unless fixed"; issue 19 §3): letters and signs cannot be typed into the budget lines, the
// weather thresholds, a pay code's rate or the timesheet's hours, and a refused key says what can be
// typed (until the next key that is). Temperatures take a leading minus (a low-temperature flag below zero). Nothing is saved.

const DECIMAL = 'Only digits and a decimal point can be typed.';

test.describe('Number-only fields (issue 19)', () => {
  test('budget lines and weather thresholds take digits and a decimal point only', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/locations/');
    await page.getByRole('treeitem', { name: 'Boulder Depot (BD-03)' }).click();

    await page.getByRole('tab', { name: 'Productivity / Budget' }).click();
    await page.getByRole('button', { name: 'Add budget line' }).click();
    const line = page.getByTestId('budget-line').last();
    for (const label of ['Budget hours', 'Budget units']) {
      const field = line.getByLabel(label);
      await field.pressSequentially('x-1,2.5e');
      await expect(field).toHaveValue('12.5');
      await expect(line.getByText(DECIMAL).first()).toBeVisible();
    }
    // '2.' stays as typed while the decimals follow.
    const percent = line.getByLabel('Estimated complete %');
    await percent.pressSequentially('2.05');
    await expect(percent).toHaveValue('2.05');

    await page.getByRole('tab', { name: 'Weather' }).click();
    await page.getByRole('button', { name: 'Weather settings' }).click();
    const modal = page.getByRole('dialog', { name: 'Weather settings' });
    const low = modal.getByLabel('Low temperature (°F)');
    await low.fill('');
    await low.pressSequentially('-5.5a');
    await expect(low).toHaveValue('-5.5');
    await expect(
      modal.getByText('Only digits, a leading minus and a decimal point can be typed.'),
    ).toBeVisible();
    const humidity = modal.getByLabel(/^Low humidity/);
    await humidity.fill('');
    await humidity.pressSequentially('3-0x');
    await expect(humidity).toHaveValue('30');
    await expect(modal.getByText(DECIMAL)).toBeVisible();
    // Nothing was saved: the dialog and the editor are left without saving.
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  test("a pay code's rate takes digits and a decimal point only", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/settings/modules/');
    await page.getByRole('tab', { name: 'Pay Code / Rate', exact: true }).click();
    await page
      .getByRole('region', { name: 'Pay Code / Rate', exact: true })
      .getByRole('button', { name: 'New', exact: true })
      .click();
    const rate = page.getByLabel(/ rate$/).first();
    await rate.pressSequentially('1a2.50$');
    await expect(rate).toHaveValue('12.50');
    await expect(page.getByText(DECIMAL).first()).toBeVisible();
  });

  test("the timesheet's hours take digits, a decimal point and hours:minutes only", async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/time/timesheet/');
    await choose(page, 'Employee');
    // Next week is empty: a new row's cells are editable.
    await page.getByRole('button', { name: 'Next week' }).click();
    await choose(page, 'Location');
    await page.getByRole('button', { name: 'Add row' }).click();
    const cell = page.locator('input[aria-label^="Hours for"]:not([disabled])').first();
    await cell.pressSequentially('8a-');
    await expect(cell).toHaveValue('8');
    await expect(page.getByRole('alert').filter({ hasText: 'Hours take digits' })).toBeVisible();
    await cell.pressSequentially(':30');
    await expect(cell).toHaveValue('8:30');
    await expect(page.getByRole('alert').filter({ hasText: 'Hours take digits' })).toHaveCount(0);
  });
});
