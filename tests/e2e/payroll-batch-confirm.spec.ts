import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// Issue 19 §1-2 as the demo payroll clerk: Batch, Process and Reverse ask first ('Batch N records
// of M employees in K pay periods?'); Batch with nothing selected leaves the pay periods that have
// not ended open unless the user ticks them; an approved (closed) batch reverses, and the records
// are open again. Eli Employee's week three weeks back (other tests use the two weeks after it).

const ZONE = 'America/Denver';
const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => (day + 4) % 7;
const mdy = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

function weeksBack(n: number) {
  const today = dayNumber(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));
  const saturday = today - ((weekdayOf(today) + 1) % 7 || 7) - 7 * (n - 1);
  return { from: ymdOf(saturday - 6), to: ymdOf(saturday) };
}

test('Batch, Process and Reverse ask first; an approved batch reverses', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'payroll');
  await page.goto('/time/editor/');
  const open = page.getByTestId('time-editor-list');
  await expect(open.getByRole('row').nth(2)).toBeVisible();

  // Nothing selected, the default range reaches today: the running week is offered, not taken.
  await page.getByRole('button', { name: 'Batch', exact: true }).click();
  const askBatch = page.getByRole('alertdialog', { name: 'Batch', exact: true });
  await expect(askBatch).toContainText(/Batch \d+ records? of \d+ employees? in \d+ pay periods?\?/);
  const tick = askBatch.getByRole('checkbox', { name: /Also batch pay periods that have not ended/ });
  await expect(tick).not.toBeChecked();
  const before = await askBatch.textContent();
  await tick.check();
  await expect(askBatch).not.toHaveText(before ?? '');
  await askBatch.getByRole('button', { name: 'Cancel' }).click();
  await expect(askBatch).toBeHidden();

  // Eli's week three weeks back.
  const week = weeksBack(3);
  for (const [label, day] of [
    ['From', week.from],
    ['To', week.to],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(mdy(day));
    await page.getByLabel(label, { exact: true }).press('Enter');
  }
  const eli = open.getByRole('row').filter({ hasText: 'Eli Employee' });
  await expect(eli.first()).toBeVisible();
  await open.getByRole('searchbox', { name: 'Filter Employee' }).fill('Eli Employee');
  const count = await eli.count();
  await open.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: 'Batch', exact: true }).click();
  await expect(askBatch).toContainText(
    `Batch ${count} ${count === 1 ? 'record' : 'records'} of 1 employee in 1 pay period?`,
  );
  await expect(askBatch.getByRole('checkbox')).toHaveCount(0);
  await askBatch.getByRole('button', { name: 'Ok' }).click();
  await expectToast(page, 'Time was Batched.');
  await expect(eli).toHaveCount(0);

  // Process, then Close Batch (approve), on the grouped tab.
  await page.getByRole('tab', { name: 'Batched (grouped)' }).click();
  const grouped = page.getByRole('grid', { name: 'Batched (grouped)' });
  const group = grouped.getByRole('row').filter({ hasText: 'Eli Employee' });
  await group.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  const askProcess = page.getByRole('alertdialog', { name: 'Process', exact: true });
  await expect(askProcess).toContainText(
    `Process ${count} ${count === 1 ? 'record' : 'records'} of 1 employee in 1 pay period?`,
  );
  await askProcess.getByRole('button', { name: 'Ok' }).click();
  await expectToast(page, 'Batched Time processed.');
  await group.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Close Batch', exact: true }).click();
  await expectToast(page, 'Batch Closed');
  await expect(group).toContainText('1 (1 processed, 1 closed)');

  // The approved batch, selected on the batched tab, reverses after the confirmation.
  await page.getByRole('tab', { name: 'Batched', exact: true }).click();
  const batched = page.getByRole('grid', { name: 'Batched', exact: true });
  const batch = batched.getByRole('row').filter({ hasText: 'Eli Employee' });
  await batch.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(page.getByText('Please select a batched record to reverse.')).toHaveCount(0);
  const askReverse = page.getByRole('alertdialog', { name: 'Reverse', exact: true });
  await expect(askReverse).toContainText(
    `Reverse ${count} ${count === 1 ? 'record' : 'records'} of 1 employee in 1 pay period?`,
  );
  await askReverse.getByRole('button', { name: 'Ok' }).click();
  await expectToast(page, 'Batched Time reversed.');
  await expect(batch).toHaveCount(0);
  await page.getByRole('tab', { name: 'Open', exact: true }).click();
  await expect(eli).toHaveCount(count);

  // Reverse with nothing selected says so.
  await page.getByRole('tab', { name: 'Batched', exact: true }).click();
  await page.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expectToast(page, 'Please select a batched record to reverse.');
});
