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
  await employeeContext.close();

  // The manager's Time Sheets: Eli's week shows the employee sign-off; the manager signs it too.
  const managerContext = await browser.newContext();
  const mgr = await managerContext.newPage();
  await signIn(mgr, 'manager');
  await mgr.goto('/time/timeSheets/');
  const table = mgr.getByRole('table', { name: 'Time Sheets' });
  const eli = table.getByRole('row').filter({ hasText: 'Eli Employee' });
  // The signed record may lie in an earlier week than this one.
  for (let i = 0; i < 6; i++) {
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    await expect(table).not.toContainText('Loading');
    if ((await eli.filter({ hasText: 'Employee sign-off' }).count()) > 0) break;
    await mgr.getByRole('button', { name: 'Previous week' }).click();
  }
  await expect(eli).toContainText(/Employee sign-off: (Signed|Partly signed)/);
  await expect(eli).not.toContainText('Not signed');
  await eli.getByRole('checkbox', { name: 'Select Eli Employee' }).check();
  await mgr.getByRole('button', { name: 'Sign off', exact: true }).click();
  await draw(mgr);
  await expect(eli).toContainText('Manager sign-off: Signed');
  await managerContext.close();
});
