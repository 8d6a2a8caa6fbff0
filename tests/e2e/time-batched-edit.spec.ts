import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// The time editor's Batched edit tab (issue 4 section 3; time spec 2 "Time editor", 3 "Completed
// shift", 4 "Time record lifecycle", 5, 7) as the demo payroll clerk: Fiona Fields' week before
// last is batched and processed, a completed shift's Out is edited (a bad Out first), a vacation
// row of hours is added, the totals follow, and processing again asks first because the manual
// edits would be lost. Screenshots of the tab in English and Spanish go to the test's output.

const ZONE = 'America/Denver';
const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => (day + 4) % 7;
const mdy = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

/** Sunday..Saturday of the week before last in the demo zone (other tests use last week). */
function weekBeforeLast() {
  const today = dayNumber(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));
  const saturday = today - ((weekdayOf(today) + 1) % 7 || 7) - 7;
  return { from: ymdOf(saturday - 6), to: ymdOf(saturday) };
}

/** The text of the cell under column `header` in `row` of ListView `grid`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await grid.getByRole('row').first().locator('[role="columnheader"]').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('[role="gridcell"]').nth(index);
}

const hours = async (page: Page, key: string) => {
  const text = await page.getByTestId(`batched-total-${key}`).locator('strong').textContent();
  return Number((text ?? '').trim().replace(',', '.'));
};

/** 'YYYY-MM-DDTHH:mm' moved by `minutes`, as a datetime-local value (wall time arithmetic). */
const shiftWall = (value: string, minutes: number) =>
  new Date(Date.parse(`${value}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

test.describe('time editor batched edit', () => {
  test.setTimeout(180_000);

  test('edits processed time, adds vacation and asks before processing again', async ({ page }) => {
    const week = weekBeforeLast();
    await signIn(page, 'payroll');
    await page.goto('/time/editor/');
    for (const [label, day] of [
      ['From', week.from],
      ['To', week.to],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(mdy(day));
      await page.getByLabel(label, { exact: true }).press('Enter');
    }

    // 1. Batch Fiona's week and process it.
    const open = page.getByTestId('time-editor-list');
    const fiona = open.getByRole('row').filter({ hasText: 'Fiona Fields' });
    await expect(fiona.first()).toBeVisible();
    await open.getByRole('searchbox', { name: 'Filter Employee' }).fill('Fiona Fields');
    await expect(fiona).toHaveCount(5);
    await open.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Batch', exact: true })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expectToast(page, 'Time was Batched.');

    await page.getByRole('tab', { name: 'Batched', exact: true }).click();
    const batched = page.getByRole('grid', { name: 'Batched', exact: true });
    const batch = batched.getByRole('row').filter({ hasText: 'Fiona Fields' });
    await expect(batch).toHaveCount(1);
    await batch.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Process', exact: true })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expectToast(page, 'Batched Time processed.');

    // 2. Selecting the processed batch opens the Batched edit tab with its completed shifts.
    await batch.getByRole('checkbox').check();
    const panel = page.getByTestId('time-detail-panel');
    await expect(panel.getByRole('tab', { name: 'Batched edit' })).toBeVisible();
    const tab = panel.getByTestId('batched-edit');
    const shifts = tab.getByRole('table', { name: /^Completed shifts of batch/ });
    await expect(shifts.getByRole('row').nth(1)).toBeVisible();
    // The demo pay group deducts a 30-minute lunch after 6 hours: the lunch rows are listed.
    await expect(shifts.getByRole('row').filter({ hasText: 'Lunch deduction' }).first()).toBeVisible();
    await expect(tab.getByText('Manual edits of system-generated batched time are lost')).toBeVisible();
    const totalBefore = await hours(page, 'total');
    expect(totalBefore).toBeGreaterThan(30);
    expect(await cell(batched, batch, 'Total').then((c) => c.textContent())).toBe(totalBefore.toFixed(2));
    await page.screenshot({ path: test.info().outputPath('batched-edit-en.png'), fullPage: true });

    // 3. Edit the first shift's Out: a bad Out first, then one hour earlier.
    await tab
      .getByRole('button', { name: /^Edit shift/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit batched shift' });
    const inField = dialog.getByLabel('In Time');
    const outField = dialog.getByLabel('Out Time');
    const inValue = await inField.inputValue();
    const outValue = await outField.inputValue();
    await outField.fill(shiftWall(inValue, -60));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Out Time must be later than In Time.');
    await outField.fill(shiftWall(inValue, 25 * 60));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Record must not exceed 24 hours.');
    await outField.fill(shiftWall(outValue, -60));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await expect(dialog).toBeHidden();
    await expect.poll(() => hours(page, 'total')).toBeCloseTo(totalBefore - 1, 2);
    await expect(shifts.getByRole('row').filter({ hasText: 'Edited' })).toHaveCount(1);

    // 4. Add 8 hours of vacation: the tab's and the batch list's totals follow.
    await tab.getByRole('button', { name: 'Add holiday, sick or vacation' }).click();
    const add = page.getByRole('dialog', { name: 'Add holiday, sick or vacation hours' });
    await expect(add.getByRole('combobox', { name: 'Pay type' })).toContainText('Vacation');
    // Number-only (service spec 5): letters and a minus cannot be typed, and the field says so.
    // The 8 hours the dialog offers stay as they were.
    await add.getByLabel('Hours').pressSequentially('x-');
    await expect(add.getByLabel('Hours')).toHaveValue('8');
    await expect(add.getByText('Only digits and a decimal point can be typed.')).toBeVisible();
    await add.getByLabel('Hours').fill('30');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add.getByRole('alert')).toHaveText('Hours must be a number from 0 to 24.');
    await add.getByLabel('Hours').fill('8');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await expect.poll(() => hours(page, 'vacation')).toBe(8);
    await expect.poll(() => hours(page, 'total')).toBeCloseTo(totalBefore + 7, 2);
    await expect(await cell(batched, batch, 'Vac')).toHaveText('8.00');
    await expect(await cell(batched, batch, 'Total')).toHaveText((totalBefore + 7).toFixed(2));
    const vacation = shifts.getByRole('row').filter({ hasText: 'Vacation' });
    await expect(vacation).toContainText('Added');

    // 5. Delete the vacation row again: the totals go back.
    await vacation.getByRole('button', { name: /^Delete shift/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expectToast(page, 'Deleted');
    await expect.poll(() => hours(page, 'vacation')).toBe(0);
    await expect(await cell(batched, batch, 'Vac')).toHaveText('0.00');

    // 6. Processing again would drop the manual edit: the console asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Process', exact: true })
      .getByRole('button', { name: 'Ok' })
      .click();
    const ask = page.getByRole('alertdialog', { name: 'Process Batched Time' });
    await expect(ask).toContainText('replaces 1 manually edited batched shift(s)');
    await expect(ask).toContainText('those manual edits are lost');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(await cell(batched, batch, 'Total')).toHaveText((totalBefore - 1).toFixed(2));

    // 7. Spanish: the tab's words follow the language.
    await page.getByRole('button', { name: /Paula Payroll/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(panel.getByRole('tab', { name: 'Edición de lotes' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Añadir feriado, enfermedad o vacaciones' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('batched-edit-es.png'), fullPage: true });
    // Back to English for any later test of the payroll clerk.
    await page.getByRole('button', { name: /Paula Payroll/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(panel.getByRole('tab', { name: 'Batched edit' })).toBeVisible();

    // 8. Closed (approved) batch, no notes on its records: read-only, nothing can be added.
    await page.getByRole('button', { name: 'Close Batch', exact: true }).click();
    await expectToast(page, 'Batch Closed');
    await batch.getByRole('checkbox').check();
    await expect(tab.getByText('Closed', { exact: true }).first()).toBeVisible();
    await expect(
      tab.getByText('This batch is closed: a shift can only be edited when its time record has notes.'),
    ).toBeVisible();
    await expect(shifts.getByRole('row').nth(1)).toBeVisible();
    await expect(tab.getByRole('button', { name: /^Edit shift/ })).toHaveCount(0);
    await expect(tab.getByRole('button', { name: 'Add holiday, sick or vacation' })).toHaveCount(0);
  });
});
