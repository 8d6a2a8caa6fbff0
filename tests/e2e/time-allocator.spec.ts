import { expect, type Page, test } from '@playwright/test';
import { expectToast, signIn } from './helpers';

// The time allocator (time spec 4 "Allocation", 5 "Allocation, close, process", 7 "Upsert
// TimeAllocation") in the time editor, as the demo administrator: a refused selection, then two
// records split into two segments, which come back marked as allocator records.

const ZONE = 'America/Denver';
const H = { 'X-Requested-With': 'e2e' };
const grid = (page: Page) => page.getByTestId('time-editor-list');
/** The data rows (the demo's people on the test day; the header row has no name). */
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ hasText: /Fiona|Gabriel/ });

/** A day 75 days ago (before the demo's weeks of records), as YYYY-MM-DD in UTC. */
function quietDay(): string {
  return new Date(Date.now() - 75 * 86400_000).toISOString().slice(0, 10);
}

/** ISO instant of `hh:mm` Denver time on `day` (standard or daylight time, by the offset that day). */
function denver(day: string, hhmm: string): string {
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone: ZONE }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() + (utc.getTime() - local.getTime())).toISOString();
}

test('allocates two records into two segments, after refusing a mixed selection', async ({ page }) => {
  await signIn(page, 'admin');
  const day = quietDay();
  const employees = (await (await page.request.get('/api/Employee?top=200')).json()) as {
    id: string;
    fullName: string;
  }[];
  const fiona = employees.find((e) => e.fullName.startsWith('Fiona'))!.id;
  const gabriel = employees.find((e) => e.fullName.startsWith('Gabriel'))!.id;
  const locations = (await (await page.request.get('/api/Location?top=50&orderby=name asc')).json()) as {
    id: string;
    name: string;
  }[];
  const [here, there] = locations;
  const record = (employee_id: string, location_id: string, from: string, to: string) => ({
    employee_id,
    location_id,
    inTimeStamp: denver(day, from),
    outTimeStamp: denver(day, to),
    inTimeZone: ZONE,
    outTimeZone: ZONE,
  });
  const created = await page.request.post('/api/Time', {
    headers: H,
    data: [
      record(fiona, here!.id, '08:00', '12:00'),
      record(gabriel, here!.id, '09:00', '13:00'),
      record(fiona, there!.id, '13:30', '15:00'),
    ],
  });
  expect(created.ok(), await created.text()).toBe(true);

  // The editor on that one day.
  await page.evaluate(
    (d) => localStorage.setItem('wm.dateRange.timeEditor', JSON.stringify({ from: d, to: d })),
    day,
  );
  await page.goto('/time/editor/');
  await expect(dataRows(page)).toHaveCount(3);
  const gabrielRow = dataRows(page).filter({ hasText: 'Gabriel' });
  const fionaHere = dataRows(page).filter({ hasText: 'Fiona' }).filter({ hasText: here!.name });
  const fionaThere = dataRows(page).filter({ hasText: 'Fiona' }).filter({ hasText: there!.name });

  // Two locations: refused with the spec's message, nothing opens.
  await gabrielRow.getByRole('checkbox').check();
  await fionaThere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expectToast(page, 'All Time Entries must have the same Location to create Time Allocation segments.');
  await expect(page.getByTestId('allocator-dialog')).toHaveCount(0);

  // One location: the segment dialog spans 8:00 AM to 1:00 PM with the 8 AM and 12 PM marks.
  await fionaThere.getByRole('checkbox').uncheck();
  await fionaHere.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Allocate time' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('allocator-slider')).toBeVisible();
  await expect(dialog.getByText('8 AM', { exact: true })).toBeVisible();
  await expect(dialog.getByText('12 PM', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('allocator-segment')).toHaveCount(1);

  // Two segments: halves at 10:30 AM; move the boundary 30 minutes back with the keyboard (1-minute steps).
  await dialog.getByRole('button', { name: 'Add segment' }).click();
  const segments = dialog.getByTestId('allocator-segment');
  await expect(segments).toHaveCount(2);
  await expect(segments.nth(0)).toContainText('8:00 AM – 10:30 AM');
  const thumb = dialog.getByRole('slider', { name: 'End of segment 1' });
  await thumb.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
  await expect(segments.nth(0)).toContainText('8:00 AM – 10:00 AM');
  await expect(segments.nth(1)).toContainText('10:00 AM – 1:00 PM');
  await expect(segments.nth(1)).toContainText('Fiona Fields');
  await expect(segments.nth(1)).toContainText('Gabriel');

  // Leaving time unallocated is refused in the dialog.
  const last = dialog.getByRole('slider', { name: 'End of segment 2' });
  await last.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('alert')).toContainText('some time is unallocated');
  await page.keyboard.press('End');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The second segment gets a task of its own (the first keeps each record's task).
  await dialog.getByRole('combobox', { name: 'Task' }).nth(1).click();
  await page.getByRole('option').nth(1).click();
  await dialog.getByRole('button', { name: 'Save allocation' }).click();
  await expectToast(page, 'Saved');
  await expect(dialog).toHaveCount(0);

  // Fiona's and Gabriel's records are each split in two, all four marked as allocator records.
  await expect(dataRows(page)).toHaveCount(5);
  await expect(grid(page).locator('[title^="Allocated:"]')).toHaveCount(4);

  // Reopened on the four split records, the dialog shows the two saved segments.
  for (const row of await dataRows(page)
    .filter({ has: page.locator('[title^="Allocated:"]') })
    .all()) {
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Allocate', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(segments).toHaveCount(2);
  await expect(segments.nth(0)).toContainText('Saved');
  await expect(segments.nth(0)).toContainText('8:00 AM – 10:00 AM');
  await expect(segments.nth(1)).toContainText('Saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  const saved = (await (
    await page.request.get(
      `/api/Time?from=${denver(day, '00:00')}&to=${denver(day, '23:59')}&filter=${encodeURIComponent("source eq 'allocator'")}`,
    )
  ).json()) as { inTimeStamp: string; outTimeStamp: string }[];
  expect(saved.map((r) => [r.inTimeStamp, r.outTimeStamp]).sort()).toEqual(
    [
      [denver(day, '08:00'), denver(day, '10:00')],
      [denver(day, '09:00'), denver(day, '10:00')],
      [denver(day, '10:00'), denver(day, '12:00')],
      [denver(day, '10:00'), denver(day, '13:00')],
    ].sort(),
  );
});
