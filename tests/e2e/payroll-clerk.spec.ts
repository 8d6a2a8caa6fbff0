import { createHash } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

// A payroll run by the demo payroll clerk (issue 4; time spec 2 "Time editor", 4, 5, 8; service spec
// 2 "Payroll and service list editors"): pay rules in Settings > Modules, the pay group assigned by
// the administrator (Mass Assign), then Batch, Process and Close Batch in the time editor, and the
// payroll summary report with its print view.

const ZONE = 'America/Denver';
const DAY_MS = 86_400_000;
const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  period: `E2E Weekly ${RUN}`,
  overtime: `E2E Daily 9 ${RUN}`,
  group: `E2E Crew ${RUN}`,
};

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (the seed's local day number). */
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => (day + 4) % 7;
/** The seed's deterministic pick (apps/server/src/modules/time/time.seed.ts). */
const pick = (key: string, n: number) => createHash('sha1').update(key).digest().readUInt32BE(0) % n;

/**
 * The last complete Sunday..Saturday week before today in the demo zone, and Hana Hughes' demo
 * records in it (time.seed.ts: one record per weekday, 8 h plus 0-12 quarter hours, key
 * 'field3:<day>'). With the overtime rule of this test (Overtime 1 after 9 hours a day, nothing
 * else; no shift rule, so no lunch deduction) each day is min(length, 9 h) regular and the rest
 * OT 1.
 */
function expectedWeek() {
  const today = dayNumber(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));
  const saturday = today - ((weekdayOf(today) + 1) % 7 || 7);
  const sunday = saturday - 6;
  let regular = 0;
  let overtime = 0;
  let records = 0;
  for (let day = sunday; day <= saturday; day++) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    const seconds = 8 * 3600 + pick(`field3:${day}:len`, 13) * 900;
    regular += Math.min(seconds, 9 * 3600);
    overtime += Math.max(0, seconds - 9 * 3600);
    records += 1;
  }
  const hours = (s: number) => (s / 3600).toFixed(2);
  return {
    from: ymdOf(sunday),
    to: ymdOf(saturday),
    records,
    regular: hours(regular),
    overtime: hours(overtime),
    total: hours(regular + overtime),
  };
}

/** MM/DD/YYYY of 'YYYY-MM-DD' (the date pickers' format). */
const mdy = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

/** The text of the cell under column `header` in `row` of ListView `grid`. */
async function cell(grid: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await grid.getByRole('row').first().locator('[role="columnheader"]').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('[role="gridcell"]').nth(index);
}

/** Hana Hughes' employee id (through the API, with the page's session). */
async function hanaId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/Employee?filter=${encodeURIComponent("lastName eq 'Hughes'")}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string; firstName: string }[]).find((e) => e.firstName === 'Hana')!.id;
}

/** Opens a tab of Settings > Modules and starts a new record there. */
async function newRecord(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const list = page.getByRole('region', { name: tab, exact: true });
  await list.getByRole('button', { name: 'New', exact: true }).click();
}

test.describe('payroll clerk', () => {
  test.setTimeout(240_000);

  test('sets up a pay group, batches, processes and closes a week, and prints the payroll summary', async ({
    page,
    browser,
  }) => {
    const week = expectedWeek();
    expect(week.records).toBe(5);

    // 1. The payroll clerk keeps the pay rules (Settings > Modules).
    await signIn(page, 'payroll');
    const hanaEmployeeId = await hanaId(page);
    // A retry on the same server: reverse what an earlier attempt batched for Hana (Time/Open).
    const earlier = await page.request.get(
      `/api/TimeBatch?filter=${encodeURIComponent(`employee_id eq '${hanaEmployeeId}'`)}`,
    );
    expect(earlier.ok()).toBe(true);
    const earlierIds = ((await earlier.json()) as { id: string }[]).map((b) => b.id);
    if (earlierIds.length) {
      const reopened = await page.request.post('/api/Time/Open', {
        data: { batchIds: earlierIds },
        headers: { 'X-Requested-With': 'e2e' },
      });
      expect(reopened.ok()).toBe(true);
    }
    // Settings (account menu) > Modules: the demo role 'Pay Rules' gives the clerk the modules lists.
    await page.getByRole('button', { name: /Paula Payroll/ }).click();
    await page
      .getByRole('menuitem', { name: 'Settings' })
      .or(page.getByRole('link', { name: 'Settings' }))
      .first()
      .click();
    await page
      .getByRole('navigation', { name: 'Section menu' })
      .getByRole('link', { name: 'Modules' })
      .click();
    await expect(page).toHaveURL(/\/settings\/modules\/$/);
    await expect(page.getByRole('heading', { name: 'Modules', level: 1 })).toBeVisible();
    await expect(
      page.getByText('You can view these lists; changing them needs the modules edit permission.'),
    ).toHaveCount(0);

    await newRecord(page, 'Pay Period');
    await page.getByLabel('Pay Period name').fill(NAMES.period);
    // A new pay period is weekly from Sunday.
    await expect(page.getByRole('combobox', { name: 'Type' })).toContainText('Weekly');
    await expect(page.getByRole('combobox', { name: 'Week Start On' })).toContainText('Sunday');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');

    await newRecord(page, 'Overtime Rule');
    await page.getByLabel('Overtime Rule name').fill(NAMES.overtime);
    const one = page.getByRole('group', { name: 'Overtime 1' });
    await one.getByRole('checkbox', { name: 'Use Day Cutoff' }).check();
    await one.getByLabel('Use Day Cutoff hours').fill('9');
    // The spec's rule: a cutoff needs Use Day Type.
    const dayType = one.getByRole('checkbox', { name: 'Use Day Type' });
    if (await dayType.isChecked()) await dayType.uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Use Day Type must be a specified when cutoff is entered.');
    await dayType.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');

    await newRecord(page, 'Pay Group');
    await page.getByLabel('Pay Group name').fill(NAMES.group);
    await choose(page, 'Pay Period', NAMES.period);
    await choose(page, 'Overtime Rule', NAMES.overtime);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await expect(
      page.getByRole('grid', { name: 'Pay Group' }).getByRole('row').filter({ hasText: NAMES.group }),
    ).toContainText(NAMES.period);

    // 2. The administrator assigns the pay group to Hana Hughes (Mass Assign needs
    //    Platform:Edit:EmployeeAccess, which the clerk does not hold).
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/settings/massassign/');
    const people = admin.getByRole('grid', { name: 'Employees' });
    await people.getByRole('row').filter({ hasText: 'Hana Hughes' }).getByRole('checkbox').check();
    await choose(admin, 'Pay group', NAMES.group);
    await admin.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(admin, '1 employee updated.');
    await adminContext.close();

    // 3. Time editor: Hana's week, Batch, Process on the grouped tab.
    await page.goto('/time/editor/');
    for (const [label, day] of [
      ['From', week.from],
      ['To', week.to],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(mdy(day));
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
    const open = page.getByTestId('time-editor-list');
    const hana = open.getByRole('row').filter({ hasText: 'Hana Hughes' });
    await expect(hana.first()).toBeVisible();
    // Only Hana's records: the column filter, then select all (of the filtered rows).
    await open.getByRole('searchbox', { name: 'Filter Employee' }).fill('Hana Hughes');
    await expect(hana).toHaveCount(week.records);
    await open.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByText(`${week.records} selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    const askBatch = page.getByRole('alertdialog', { name: 'Batch', exact: true });
    await expect(askBatch).toContainText(`Batch ${week.records} records of 1 employee in 1 pay period?`);
    await askBatch.getByRole('button', { name: 'Ok' }).click();
    await expectToast(page, 'Time was Batched.');
    await expect(hana).toHaveCount(0);

    await page.getByRole('tab', { name: 'Batched (grouped)' }).click();
    const grouped = page.getByRole('grid', { name: 'Batched (grouped)' });
    const group = grouped.getByRole('row').filter({ hasText: 'Hana Hughes' });
    await expect(group).toHaveCount(1);
    await expect(group).toContainText(`${mdy(week.from)} - ${mdy(week.to)}`);
    await group.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Process', exact: true })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expectToast(page, 'Batched Time processed.');
    await expect(group).toContainText('1 (1 processed, 0 closed)');
    await expect(await cell(grouped, group, 'Reg')).toHaveText(week.regular);
    await expect(await cell(grouped, group, 'OT 1')).toHaveText(week.overtime);
    await expect(await cell(grouped, group, 'OT 2')).toHaveText('0.00');
    await expect(await cell(grouped, group, 'Total')).toHaveText(week.total);

    // 4. Approve (Close Batch).
    await group.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Close Batch', exact: true }).click();
    await expectToast(page, 'Batch Closed');
    await expect(group).toContainText('1 (1 processed, 1 closed)');

    // 5. Payroll summary of the week, closed batches of Hana only.
    const parameter = {
      report: { key: 'payroll-summary', name: 'Payroll Summary', multiReport: false, useDirective: true },
      printOption: {
        oneItemPerpage: false,
        includeNotes: false,
        includeSignatures: false,
        printEmployeeSignatureLine: false,
      },
      criteria: {
        fromDate: week.from,
        toDate: week.to,
        employeeIds: [hanaEmployeeId],
        isOpenTime: false,
        isOpenBatches: false,
        isClosedBatches: true,
      },
    };
    await page.goto(
      `/viewReport/payroll-summary/?parameter=${encodeURIComponent(JSON.stringify(parameter))}&controller=payrollsummaryController`,
    );
    await expect(page.getByRole('heading', { name: 'Payroll Summary', level: 1 })).toBeVisible();
    const table = page.getByRole('table');
    const row = table.locator('tbody tr').filter({ hasText: 'Hana Hughes' });
    // The report loads after the page: wait for its row before reading the headers.
    await expect(row).toHaveCount(1);
    const headers = await table.locator('thead th').allInnerTexts();
    const column = (name: string) => {
      const i = headers.findIndex((h) => h.trim() === name);
      expect(i, `${name} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const cells = row.locator('td');
    await expect(cells.nth(column('Regular'))).toHaveText(week.regular);
    await expect(cells.nth(column('Overtime'))).toHaveText(week.overtime);
    await expect(cells.nth(column('Double Time'))).toHaveText('0.00');
    await expect(cells.nth(column('Total'))).toHaveText(week.total);
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText('Total');
    await expect(totals.locator('td').nth(column('Total') - 1)).toHaveText(week.total);

    // Print view: the toolbar is not printed, the table is; Print opens the browser's dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
    await expect(row).toBeVisible();
    await expect(totals).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  });
});
