import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// The time editor's filter panel, notes, sign-offs, column settings and indicator tags
// (time spec 2 "Time editor", 3, 4 "Indicator rules", 6, 7), as the demo field manager.

const grid = (page: Page) => page.getByTestId('time-editor-list');
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });

async function openEditor(page: Page) {
  await page.goto('/time/editor/');
  await expect(dataRows(page).nth(1)).toBeVisible();
}

async function selectFirstRow(page: Page) {
  const row = dataRows(page).nth(1);
  await row.getByRole('checkbox').check();
  return row;
}

test.describe('time editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager');
  });

  test('shows the indicator tags of the domain rules', async ({ page }) => {
    await openEditor(page);
    // Demo records are clocked without GPS: IN and OUT show "none"; the tooltip names the rule.
    await expect(grid(page).locator('[title^="GPS In: none"]').first()).toBeVisible();
    await expect(grid(page).locator('[title^="GPS Out: none"]').first()).toBeVisible();
    // Some demo records carry GPS (which one sorts first depends on today's date): open one without.
    const row = dataRows(page)
      .filter({ has: page.locator('[title^="GPS In: none"]') })
      .first();
    await row.getByRole('checkbox').check();
    const panel = page.getByTestId('time-detail-panel');
    await expect(panel.getByText('Indicators')).toBeVisible();
    await expect(panel.getByText('GPS In: none')).toBeVisible();
  });

  test('filters by location on the server', async ({ page }) => {
    await openEditor(page);
    await expect(dataRows(page).filter({ hasText: 'Cherry Creek' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByTestId('time-filter-panel');
    const request = page.waitForRequest(
      (r) => r.url().includes('/api/Time?') && r.url().includes('locationIds='),
    );
    await filters.getByRole('button', { name: 'Location', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Location' })
      .getByRole('checkbox', { name: 'Head Office' })
      .click();
    await page.keyboard.press('Escape');
    await request;
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(dataRows(page).filter({ hasText: 'Cherry Creek' })).toHaveCount(0);
    await expect(dataRows(page).filter({ hasText: 'Head Office' }).first()).toBeVisible();
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(dataRows(page).filter({ hasText: 'Cherry Creek' }).first()).toBeVisible();
  });

  test('adds a note with author and time', async ({ page }) => {
    await openEditor(page);
    const row = await selectFirstRow(page);
    const panel = page.getByTestId('time-detail-panel');
    await panel.getByRole('tab', { name: 'Notes' }).click();
    const text = `Waited for the concrete truck ${Date.now()}`;
    await panel.getByLabel('New note').fill(text);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Note added');
    const note = panel.getByRole('list', { name: 'Notes of the time record' }).getByRole('listitem').filter({
      hasText: text,
    });
    await expect(note).toContainText('Marco Manager');
    // The row now carries the field-notes tag.
    await expect(row.locator('[title^="Notes: Has field notes."]')).toBeVisible();
  });

  test('signs off with a drawn signature', async ({ page }) => {
    await openEditor(page);
    // A complete record: earlier specs leave open shifts at the top ('Time Records with incomplete
    // time entries cannot be signed off.').
    await dataRows(page).filter({ hasNotText: 'Incomplete' }).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign off', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign off time' });
    await expect(dialog.getByText('Time records to sign off: 1')).toBeVisible();
    // Signing without drawing asks for the signature first.
    await dialog.getByRole('button', { name: 'Sign off', exact: true }).click();
    await expect(dialog.getByText('Please sign first.')).toBeVisible();
    const pad = dialog.getByRole('img', { name: 'Signature' });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 100);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(box.x + 40 + i * 30, box.y + 100 - Math.sin(i / 2) * 40, { steps: 2 });
    }
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Sign off', exact: true }).click();
    await expectToast(page, 'Signed off');
    const panel = page.getByTestId('time-detail-panel');
    await panel.getByRole('tab', { name: 'Sign-offs' }).click();
    const image = panel
      .getByTestId('signoff-fieldManager')
      .getByRole('img', { name: 'Signature of Marco Manager' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(500);
    await expect(panel.getByTestId('signoff-officeOne')).toContainText('Not signed');
  });

  test('keeps a hidden column hidden after a reload', async ({ page }) => {
    await openEditor(page);
    await expect(grid(page).getByRole('columnheader', { name: 'Task' })).toBeVisible();
    await grid(page).getByRole('button', { name: 'Columns' }).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/EmployeePrefs') && r.request().method() === 'POST' && r.ok(),
    );
    await grid(page).getByRole('list', { name: 'Columns' }).getByLabel('Task', { exact: true }).uncheck();
    await saved;
    await expect(grid(page).getByRole('columnheader', { name: 'Task' })).toHaveCount(0);
    await page.reload();
    await expect(dataRows(page).nth(1)).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Employee' })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Task' })).toHaveCount(0);
    // Show it again (the demo manager's preferences are left as they were).
    await grid(page).getByRole('button', { name: 'Columns' }).click();
    await grid(page).getByRole('list', { name: 'Columns' }).getByLabel('Task', { exact: true }).check();
    await expect(grid(page).getByRole('columnheader', { name: 'Task' })).toBeVisible();
  });
});
