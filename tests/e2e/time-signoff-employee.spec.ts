import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// Issue 19 §2: the demo field employee signs their own time from the time editor; Time Sheets shows
// each sign-off of a week (not 'Not signed' when the manager has signed) and signs off itself; the
// employee's /time/timesheet/ says why it is not open instead of a silent redirect.

async function draw(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign off time' });
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
}

test('a field employee signs their own time; Time Sheets shows and takes sign-offs', async ({ browser }) => {
  test.setTimeout(150_000);
  const employeeContext = await browser.newContext();
  const page = await employeeContext.newPage();
  await signIn(page, 'employee');

  // The timesheet is not the field employee's: the console says so.
  await page.goto('/time/timesheet/');
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, /You have no access to Timesheet/);

  // The time editor: select one own record and sign it off as the employee.
  await page.goto('/time/editor/');
  const grid = page.getByTestId('time-editor-list');
  const rows = grid.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(1)).toBeVisible();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign off', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign off time' });
  await expect(dialog.getByText('Time records to sign off: 1')).toBeVisible();
  await draw(page);
  const panel = page.getByTestId('time-detail-panel');
  await panel.getByRole('tab', { name: 'Sign-offs' }).click();
  await expect(
    panel.getByTestId('signoff-employee').getByRole('img', { name: /^Signature of / }),
  ).toBeVisible();
  // The signed record's local day (Denver), to find its week on Time Sheets.
  const H = { 'X-Requested-With': 'XMLHttpRequest' };
  const since = new Date(Date.now() - 40 * 86_400_000).toISOString();
  const mine = await (
    await page.request.get(
      `/api/Time?from=${encodeURIComponent(since)}&to=${encodeURIComponent(new Date().toISOString())}`,
      { headers: H },
    )
  ).json();
  const signed = mine.find((r: { employeeSignOff_id?: string | null }) => r.employeeSignOff_id);
  expect(signed).toBeTruthy();
  const signedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(signed.inTimeStamp),
  );
  await employeeContext.close();

  // The manager's Time Sheets: Eli's week shows the employee sign-off; the manager signs it too.
  const managerContext = await browser.newContext();
  const mgr = await managerContext.newPage();
  await signIn(mgr, 'manager');
  await mgr.goto('/time/timeSheets/');
  const table = mgr.getByRole('table', { name: 'Time Sheets' });
  const eli = table.getByRole('row').filter({ hasText: 'Eli Employee' });
  const ymd = (mdy: string) => {
    const [m, d, y] = mdy.trim().split('/');
    return `${y}-${m}-${d}`;
  };
  // Back to the week of the signed record.
  for (let i = 0; i < 8; i++) {
    const label = (await mgr.locator('[aria-live="polite"]').first().textContent()) ?? '';
    const [a, b] = label.split(' - ').map(ymd);
    if (a && b && a <= signedDay && signedDay <= b) break;
    await mgr.getByRole('button', { name: 'Previous week' }).click();
  }
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(eli).toContainText(/Employee sign-off: (Signed|Partly signed)/);
  await expect(eli).not.toContainText('Not signed');
  await eli.getByRole('checkbox', { name: 'Select Eli Employee' }).check();
  await mgr.getByRole('button', { name: 'Sign off', exact: true }).click();
  await draw(mgr);
  await expect(eli).toContainText('Manager sign-off: Signed');

  // The printed time card of that week with 'Include signatures' shows both sign-offs.
  const weekText = (await mgr.locator('[aria-live="polite"]').first().textContent()) ?? '';
  const [from, to] = weekText.split(' - ').map((d) => {
    const [m, day, y] = d.trim().split('/');
    return `${y}-${m}-${day}`;
  });
  const people = await (
    await mgr.request.get(`/api/Employee?filter=${encodeURIComponent("fullName eq 'Eli Employee'")}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
  ).json();
  const parameter = {
    report: { key: 'employee-time-card', name: 'Employee Time Card', multiReport: false, useDirective: true },
    printOption: {
      oneItemPerpage: false,
      includeNotes: false,
      includeSignatures: true,
      printEmployeeSignatureLine: false,
    },
    criteria: { fromDate: from, toDate: to, employeeIds: [people[0].id], isOpenTime: true },
  };
  await mgr.goto(
    `/viewReport/employee-time-card/?parameter=${encodeURIComponent(JSON.stringify(parameter))}`,
  );
  const shown = mgr.getByTestId('time-card-signatures');
  await expect(shown).toContainText('Employee sign-off');
  await expect(shown).toContainText('Manager sign-off');
  await expect(shown.getByRole('img').first()).toBeVisible();
  await managerContext.close();
});

test('an empty payroll summary says which kinds of time were included', async ({ page }) => {
  await signIn(page, 'payroll');
  const parameter = {
    report: { key: 'payroll-summary', name: 'Payroll Summary', multiReport: false, useDirective: true },
    printOption: {
      oneItemPerpage: false,
      includeNotes: false,
      includeSignatures: false,
      printEmployeeSignatureLine: false,
    },
    criteria: {
      fromDate: '2031-01-05',
      toDate: '2031-01-11',
      isOpenTime: true,
      isOpenBatches: false,
      isClosedBatches: false,
    },
  };
  await page.goto(`/viewReport/payroll-summary/?parameter=${encodeURIComponent(JSON.stringify(parameter))}`);
  await expect(page.getByText('No records found for these criteria.')).toBeVisible();
  await expect(
    page.getByText(
      'Included: Open time. Tick open batches or closed batches in the criteria to include batched or approved time.',
    ),
  ).toBeVisible();
});
