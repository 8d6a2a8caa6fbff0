import { expect, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// Issue 19 §2 as the demo manager: back on the clock page with a shift open, Clock OUT takes the
// open shift's location and task (no 'Please select a location.'); the additional information
// typed at clock-out shows in the record's detail and notes; the detail panel's History tab shows
// the record's trail (who, when, previous value) with no spurious 'Edited' row.

const H = { 'X-Requested-With': 'XMLHttpRequest' };
const ZONE = 'America/Denver';

/** 'MM/DD/YYYY h:mm AM' of an instant in the demo zone, as the editor's row labels write it. */
function wall(iso: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

test('clock-out after leaving the clock page, its information and the record history', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager');
  // A shift opened two hours ago (the one-minute rule is long past).
  const identity = await (await page.request.get('/api/account/identity', { headers: H })).json();
  const me = identity.employee.id as string;
  const locations = await (await page.request.get('/api/Location', { headers: H })).json();
  const tasks = await (await page.request.get('/api/Task', { headers: H })).json();
  const location = locations.find((l: { name: string }) => l.name === 'Head Office') ?? locations[0];
  const inTimeStamp = new Date(Math.floor((Date.now() - 2 * 3600_000) / 60_000) * 60_000).toISOString();
  // Nothing else open for the manager (an earlier test may have clocked them in).
  const mine = await (
    await page.request.get(
      `/api/Time?from=${encodeURIComponent(new Date(Date.now() - 30 * 3600_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
      { headers: H },
    )
  ).json();
  for (const r of mine.filter(
    (x: { employee_id: string; outTimeStamp: string | null }) => x.employee_id === me && !x.outTimeStamp,
  )) {
    await page.request.delete(`/api/Time/${r.id}`, { headers: H });
  }
  const created = await page.request.post('/api/Time', {
    headers: H,
    data: {
      employee_id: me,
      location_id: location.id,
      task_id: tasks[0].id,
      inTimeStamp,
      inTimeZone: ZONE,
      source: 'clock',
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  // Somewhere else first, then back to the clock: the open shift's location is filled in.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Time' }).click();
  await page
    .getByRole('navigation', { name: 'Section menu' })
    .getByRole('link', { name: 'Time Clock' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toContainText(location.name);
  await page.getByRole('button', { name: 'Clock OUT' }).click();
  await expect(page.getByText('Please select a location.')).toHaveCount(0);
  // The disclaimer step comes first where the company has one; wait for whichever step shows.
  const disclaimer = page.getByRole('alertdialog', { name: 'Disclaimer' });
  const info = page.getByRole('dialog', { name: 'Clock OUT' });
  await expect(disclaimer.or(info)).toBeVisible();
  if (await disclaimer.isVisible()) {
    await disclaimer.getByRole('button', { name: 'Agree', exact: true }).click();
  }
  await expect(info).toBeVisible();
  await info.getByRole('textbox').first().fill('Van 3 parked at the yard');
  await info.getByRole('button', { name: 'Ok', exact: true }).click();
  await expectToast(page, 'Clock OUT successful.');

  // The record in the time editor: the information in the detail and the notes, and its history.
  await page.goto('/time/editor/');
  const grid = page.getByTestId('time-editor-list');
  await grid.getByRole('checkbox', { name: `Select Marco Manager ${wall(inTimeStamp)}` }).check();
  const panel = page.getByTestId('time-detail-panel');
  await expect(panel.getByText('Clock-out information')).toBeVisible();
  await expect(panel.getByText('Van 3 parked at the yard')).toBeVisible();
  await panel.getByRole('tab', { name: 'Notes' }).click();
  await expect(panel.getByText('Van 3 parked at the yard')).toBeVisible();
  await panel.getByRole('tab', { name: 'History' }).click();
  const history = panel.getByRole('list', { name: 'History of the time record' });
  await expect(history.getByText('Created')).toBeVisible();
  await expect(history.getByText('Clocked out')).toBeVisible();
  await expect(history.getByText(/^Out: \(empty\) → /)).toBeVisible();
  await expect(history.getByText('Clock-out information: (empty) → Van 3 parked at the yard')).toBeVisible();
  await expect(history.getByText('Edited', { exact: true })).toHaveCount(0);
  await expect(history.getByText(/Marco Manager, /).first()).toBeVisible();

  // A click on another row (not its checkbox) opens that row's detail alone (issue 19).
  const other = grid
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .nth(3);
  await other.getByRole('gridcell').nth(4).click();
  await expect(other.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('1 selected', { exact: true })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Time record' })).toBeVisible();
  await expect(panel.getByText('Van 3 parked at the yard')).toHaveCount(0);
});
