import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The scheduler's GPS view (issue 10, service spec 2 'GPS view'): technicians as letter pins at
 * their last GPS fix, the day's tickets at their locations coloured by priority, unassigned tickets
 * listed apart, a marker's info window opening the ticket popup; Spanish; a field employee is kept
 * out. Tickets are made through the API on a far-future day and removed at the end.
 */
const H = { 'X-Requested-With': 'e2e' };
const DAY = '2031-03-19';

async function json<T>(page: Page, url: string): Promise<T> {
  const r = await page.request.get(url, { headers: H });
  expect(r.ok(), `${url}: ${r.status()}`).toBe(true);
  return (await r.json()) as T;
}

const language = async (page: Page, lang: 'en' | 'es') => {
  const r = await page.request.post('/api/account/preferences', { headers: H, data: { language: lang } });
  expect(r.ok(), await r.text()).toBe(true);
};

test('dispatcher sees technicians and the day’s tickets on the GPS view, in both languages', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await language(page, 'en');
  const zone = (await json<{ company: { timeZone: string } }>(page, '/api/account/identity')).company
    .timeZone;
  const locations = await json<{ id: string; lat?: number | null; lon?: number | null }[]>(
    page,
    '/api/Location?top=50',
  );
  const placed = locations.find((l) => typeof l.lat === 'number' && typeof l.lon === 'number');
  expect(placed, 'a demo location with coordinates').toBeTruthy();
  const skill = (await json<{ id: string }[]>(page, '/api/Skill?top=1'))[0];

  await page.goto(`/tickets/schedules/?date=${DAY}&view=gps`);
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GPS', pressed: true })).toBeVisible();
  const techList = page.getByRole('list', { name: 'Technicians' });
  await expect(techList.locator('li').first()).toBeAttached();
  const techIds = await techList
    .locator('li[data-technician]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-technician') as string));
  const first = techIds[0] as string;

  const stamp = Date.now().toString(36);
  const made: string[] = [];
  const make = async (data: Record<string, unknown>) => {
    const r = await page.request.post('/api/Ticket', {
      headers: H,
      data: {
        serviceStatus: 'notAccepted',
        location_id: placed?.id,
        callTimeStamp: '2031-03-01T15:00:00.000Z',
        callTimeZone: zone,
        skillSetIds: skill ? [skill.id] : [],
        estimatedDurationMinutes: 60,
        jobInstructions: 'Ring twice',
        // The marker's title is the number and the first 5 words of the description.
        description: data.name,
        ...data,
      },
    });
    expect(r.ok(), await r.text()).toBe(true);
    const t = (await r.json()) as { id: string; ticketNumber: number };
    made.push(t.id);
    return t;
  };
  try {
    const job = await make({
      name: `GPS job ${stamp}`,
      priority: 3,
      scheduledDate: DAY,
      scheduledStartTime: '10:00',
      scheduledTimeZone: zone,
      employeeIds: [first],
    });
    // Scheduled but unassigned: a separate '?' marker.
    const loose = await make({
      name: `GPS loose ${stamp}`,
      priority: 1,
      scheduledDate: DAY,
      scheduledStartTime: '13:00',
      scheduledTimeZone: zone,
      employeeIds: [],
    });

    await page.reload();
    await expect(page.getByRole('group', { name: 'Technicians and tickets map' })).toBeVisible();
    // The ticket's marker carries its technician's letter (A: the first row).
    const marker = page.getByRole('button', { name: `A: #${job.ticketNumber} GPS job ${stamp}` });
    await expect(marker).toBeVisible();
    await expect(marker.locator('rect')).toHaveAttribute('fill', '#A84300'); // high: darker orange
    // The unassigned one is a '?' marker and is listed apart.
    await expect(
      page.getByRole('button', { name: `?: #${loose.ticketNumber} GPS loose ${stamp}` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Unassigned tickets' })
        .getByRole('button', { name: `#${loose.ticketNumber} GPS loose ${stamp}` }),
    ).toBeVisible();

    // Each technician with a GPS fix (the server's answer) says when; the others have none.
    const fixes = await json<{ employeeId: string }[]>(page, '/api/Ticket/technician-positions');
    const withFix = new Set(fixes.map((f) => f.employeeId));
    for (const id of techIds.slice(0, 6)) {
      await expect(techList.locator(`li[data-technician="${id}"]`)).toContainText(
        withFix.has(id) ? 'Last GPS fix' : 'No GPS position',
      );
    }

    // A marker opens its info window, which opens the ticket popup.
    await marker.click();
    const info = page.getByRole('dialog', { name: `#${job.ticketNumber} GPS job ${stamp}` });
    await expect(info).toContainText('Priority: High');
    await info.getByRole('button', { name: 'Open ticket' }).click();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

    // The arrows step one day in the GPS view.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('scheduler-range')).toContainText('March 20, 2031');
    await expect(page.getByRole('button', { name: `A: #${job.ticketNumber} GPS job ${stamp}` })).toHaveCount(
      0,
    );

    // Spanish.
    await language(page, 'es');
    await page.goto(`/tickets/schedules/?date=${DAY}&view=gps`);
    await expect(page.getByRole('group', { name: 'Mapa de técnicos y órdenes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Órdenes sin asignar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'GPS', pressed: true })).toBeVisible();
  } finally {
    await language(page, 'en');
    for (const id of made) await page.request.delete(`/api/Ticket/${id}`, { headers: H });
  }
});

test('a field employee cannot open the GPS view nor read technicians’ positions', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto(`/tickets/schedules/?date=${DAY}&view=gps`);
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Technicians and tickets map' })).toHaveCount(0);
  const r = await page.request.get('/api/Ticket/technician-positions', { headers: H });
  expect(r.status()).toBe(403);
});
