import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

test.describe('time clock and editor', () => {
  test.setTimeout(180_000);

  test('a field employee clocks in, is held to the 1-minute rule, then clocks out', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/time/clock/');
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expectToast(page, 'Please select a location.');
    await choose(page, 'Location');
    const task = page.getByRole('combobox', { name: 'Task' });
    if (await task.isEnabled()) await choose(page, 'Task');
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expectToast(page, 'Clock IN successful.');
    await page.getByRole('button', { name: 'Clock OUT' }).click();
    await expectToast(page, 'The elapsed time between IN and OUT must be at least 1 minute.');
    await page.waitForTimeout(61_000);
    await page.getByRole('button', { name: 'Clock OUT' }).click();
    // The demo company has a time disclaimer: it precedes clock out (time spec 2).
    const disclaimer = page.getByRole('alertdialog', { name: 'Disclaimer' });
    await expect(disclaimer).toBeVisible();
    await disclaimer.getByRole('button', { name: 'Agree', exact: true }).click();
    // Then the clock-out information step where the company asks it, or straight to the save.
    const info = page.getByRole('dialog', { name: 'Clock OUT' });
    const saved = page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'Clock OUT successful.' });
    await expect(info.or(saved).first()).toBeVisible();
    if (await info.isVisible()) await info.getByRole('button', { name: 'Ok', exact: true }).click();
    await expectToast(page, 'Clock OUT successful.');

    await page.goto('/time/editor/');
    await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
  });

  test('an administrator edits and deletes a record in the time editor', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/time/clock/');
    await page.getByRole('button', { name: 'Employees', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Marco Manager' }).check();
    await page.keyboard.press('Escape');
    // The administrator's own employee is preselected; clock only the manager.
    await page.getByRole('button', { name: 'Remove Alice Admin' }).click();
    await choose(page, 'Location');
    const task = page.getByRole('combobox', { name: 'Task' });
    if (await task.isEnabled()) await choose(page, 'Task');
    await page.getByRole('button', { name: 'Clock IN' }).click();
    await expectToast(page, 'Clock IN successful.');

    await page.goto('/time/editor/');
    await page.getByPlaceholder('Search').fill('Marco');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Marco Manager' })
      .filter({ hasText: 'Incomplete' })
      .first();
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const inField = dialog.getByLabel('In Time');
    const outField = dialog.getByLabel('Out Time');
    const inValue = await inField.inputValue();
    // An Out before In is refused with the spec's message.
    await outField.fill(
      inValue.replace(/T(\d\d)/, (_, h) => `T${String(Math.max(0, Number(h) - 1)).padStart(2, '0')}`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Out Time must be later than In Time.').first()).toBeVisible();
    // More than 24 hours is refused too.
    const tooLate = new Date(Date.parse(`${inValue}Z`) + 25 * 3600_000).toISOString().slice(0, 16);
    await outField.fill(tooLate);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record must not exceed 24 hours.').first()).toBeVisible();
    // Two hours that lie in the past: In moves back two hours, Out is the original In.
    const earlier = new Date(Date.parse(`${inValue}Z`) - 2 * 3600_000).toISOString().slice(0, 16);
    await inField.fill(earlier);
    await outField.fill(inValue);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');

    const saved = page
      .getByRole('row')
      .filter({ hasText: 'Marco Manager' })
      .filter({ has: page.getByRole('gridcell', { name: '2.00', exact: true }) })
      .first();
    await expect(saved).toBeVisible();
    await saved.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText(/Are you sure you want to delete this time record\?/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expectToast(page, 'Deleted');
  });
});
