import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Scheduler screen (issue 10, service spec 2 'Scheduler screen', 5 'Scheduler drag'): the dispatcher
 * moves a ticket with the keyboard, resizes it with the mouse, copies it with Ctrl-drag, sees the
 * server refuse an overlap with the spec's message (the ticket goes back), and opens a day from the
 * week view. Tickets are made through the API on a far-future day with no demo tickets.
 */
const H = { 'X-Requested-With': 'e2e' };
const DAY = '2031-03-12';

interface Emp {
  id: string;
  fullName: string;
  status?: number;
}

async function json<T>(page: Page, url: string): Promise<T> {
  const r = await page.request.get(url, { headers: H });
  expect(r.ok(), `${url}: ${r.status()}`).toBe(true);
  return (await r.json()) as T;
}

async function drag(page: Page, target: Locator, dx: number, dy: number, at: 'center' | 'end' = 'center') {
  const box = (await target.boundingBox()) as { x: number; y: number; width: number; height: number };
  const x = at === 'end' ? box.x + box.width - 3 : box.x + Math.min(box.width / 2, 30);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test('dispatcher plans a day on the scheduler grid; refusals come back with the spec message', async ({
  page,
  browser,
}) => {
  await signIn(page, 'dispatcher');
  // csv-and-language.spec leaves the dispatcher in Spanish on purpose: this test reads English (the
  // saved preference wins when the next page loads).
  const english = await page.request.post('/api/account/preferences', {
    headers: H,
    data: { language: 'en' },
  });
  expect(english.ok(), await english.text()).toBe(true);
  const identity = await json<{ company: { timeZone: string } }>(page, '/api/account/identity');
  const zone = identity.company.timeZone;
  const emps = (await json<Emp[]>(page, '/api/Employee?orderby=lastName')).filter(
    (e) => (e.status ?? 1) === 1,
  );
  // The first three technician rows of the grid (other specs add employees; only technicians get rows).
  await page.goto(`/tickets/schedules/?date=${DAY}&view=day`);
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toBeVisible();
  await expect(page.locator('[data-row]').nth(3)).toBeAttached();
  const rowIds = await page
    .locator('[data-row]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-row')));
  const [a, b, c] = rowIds.map((id) => emps.find((e) => e.id === id)).filter((e): e is Emp => !!e) as [
    Emp,
    Emp,
    Emp,
  ];
  const location = (await json<{ id: string }[]>(page, '/api/Location?top=1'))[0] as { id: string };
  const skill = (await json<{ id: string }[]>(page, '/api/Skill?top=1'))[0];
  const make = async (employee: Emp, time: string, name: string) => {
    const r = await page.request.post('/api/Ticket', {
      headers: H,
      data: {
        name,
        description: `${name} for the scheduler test`,
        serviceStatus: 'accepted',
        location_id: location.id,
        callTimeStamp: '2031-03-01T15:00:00.000Z',
        callTimeZone: zone,
        skillSetIds: skill ? [skill.id] : [],
        priority: 3,
        estimatedDurationMinutes: 60,
        scheduledDate: DAY,
        scheduledStartTime: time,
        scheduledTimeZone: zone,
        jobInstructions: 'Check in at the front desk',
        employeeIds: [employee.id],
      },
    });
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { id: string }).id;
  };
  const onDay = async () =>
    (
      await json<
        { id: string; scheduledStartTime: string; estimatedDurationMinutes: number; employeeIds: string[] }[]
      >(page, `/api/Ticket?filter=${encodeURIComponent(`scheduledDate eq '${DAY}'`)}&top=100`)
    ).sort((x, y) => x.id.localeCompare(y.id));
  // A retry starts from an empty day: the first attempt's tickets would overlap the new ones.
  for (const t of await onDay()) {
    const gone = await page.request.delete(`/api/Ticket/${t.id}`, { headers: H });
    expect(gone.ok(), await gone.text()).toBe(true);
  }
  const ticket = await make(a, '09:00', 'Grid job');

  await page.goto(`/tickets/schedules/?date=${DAY}&view=day`);
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toBeVisible();
  const mine = (row: string) => page.locator(`[data-ticket-key="${ticket}|${row}"]`);
  /** Pixels from the ticket's middle down to the middle of the employee's row (rows follow the grid's order). */
  const rowOffset = async (employeeId: string) => {
    const row = (await page.locator(`[data-row="${employeeId}"]`).boundingBox()) as {
      y: number;
      height: number;
    };
    const box = (await mine(a.id).boundingBox()) as { y: number; height: number };
    return row.y + row.height / 2 - (box.y + box.height / 2);
  };
  await expect(mine(a.id)).toHaveAttribute(
    'aria-label',
    /Grid job for the scheduler, High, Accepted, 09:00-10:00/,
  );

  // Keyboard: Arrow Right moves it 5 minutes; the server keeps it.
  await mine(a.id).focus();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Ticket') && r.request().method() === 'POST',
  );
  await page.keyboard.press('ArrowRight');
  expect((await saved).ok()).toBe(true);
  await expect(mine(a.id)).toHaveAttribute('aria-label', /09:05-10:05/);
  await page.reload();
  await expect(mine(a.id)).toHaveAttribute('aria-label', /09:05-10:05/);

  // A second console of the company shows the same day: it sees the resize below live (its own
  // save's echo is what the first console skips; a second console must still reload it).
  const second = await (
    await browser.newContext({ locale: 'en-US', timezoneId: 'America/Denver' })
  ).newPage();
  await signIn(second, 'dispatcher');
  await second.goto(`/tickets/schedules/?date=${DAY}&view=day`);
  const theirs = second.locator(`[data-ticket-key="${ticket}|${a.id}"]`);
  await expect(theirs).toHaveAttribute('aria-label', /09:05-10:05/);

  // Resize: the right edge 40 px further (80 px an hour) is 30 minutes longer.
  const resized = page.waitForResponse(
    (r) => r.url().includes('/api/Ticket') && r.request().method() === 'POST',
  );
  await drag(page, mine(a.id), 40, 0, 'end');
  expect((await resized).ok()).toBe(true);
  await expect(mine(a.id)).toHaveAttribute('aria-label', /09:05-10:35/);
  await expect(theirs).toHaveAttribute('aria-label', /09:05-10:35/);
  await second.context().close();
  await expect
    .poll(async () => (await onDay()).find((t) => t.id === ticket)?.estimatedDurationMinutes)
    .toBe(90);

  // An overlap made after the page loaded: refused by the screen when the live update has brought it
  // (no save is sent), else by the server (409). Either way the ticket goes back to its technician
  // and the spec's message is shown.
  await make(b, '10:00', 'Blocking job');
  const refused = page
    .waitForResponse((r) => r.url().includes('/api/Ticket') && r.request().method() === 'POST', {
      timeout: 5_000,
    })
    .catch(() => null);
  await drag(page, mine(a.id), 0, await rowOffset(b.id));
  await expect(
    page
      .getByText(
        `${b.fullName} has a conflicting appointment at the selected time. Please update your Ticket.`,
      )
      .or(page.getByText(`There is a time overlap with the following employees: ${b.fullName}`))
      .first(),
  ).toBeVisible();
  const answer = await refused;
  if (answer) expect(answer.status()).toBe(409);
  await expect(mine(a.id)).toBeVisible();
  await expect.poll(async () => (await onDay()).find((t) => t.id === ticket)?.employeeIds).toEqual([a.id]);

  // Ctrl-drag copies it to the third technician as a new ticket with its own number.
  await page.keyboard.down('Control');
  const copied = page.waitForResponse(
    (r) => r.url().includes('/api/Ticket') && r.request().method() === 'POST',
  );
  await drag(page, mine(a.id), 0, await rowOffset(c.id));
  await page.keyboard.up('Control');
  expect((await copied).ok()).toBe(true);
  await expect.poll(async () => (await onDay()).length).toBe(3);
  const all = await onDay();
  expect(all.filter((t) => t.employeeIds.includes(c.id))).toHaveLength(1);
  await expect(page.locator(`[data-row="${c.id}"] [data-ticket-id]`)).toHaveCount(1);
  expect(all.find((t) => t.id === ticket)?.employeeIds).toEqual([a.id]);

  // The popup's edit action opens the ticket manager over the scheduler, without leaving it
  // (service spec 2: links to /tickets/tickets/ inside the scheduler do not navigate).
  await mine(a.id).click();
  const edit = page.getByRole('link', { name: 'Edit ticket' });
  await expect(edit).toHaveAttribute('href', `/tickets/tickets/?ticket=${ticket}`);
  await edit.click();
  await expect(page.getByRole('dialog', { name: /^Ticket #\d+ Grid job$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/schedules/\\?date=${DAY}&view=day$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Ticket #\d+ Grid job$/ })).toBeHidden();

  // Week view: a day header opens that day; the address follows the view (a link to it switches in place).
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('button', { name: 'Wed 12 Mar', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Thu 13 Mar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Day', pressed: true })).toBeVisible();
  await expect(page.getByTestId('scheduler-range')).toContainText('March 13, 2031');
  await expect(page).toHaveURL(/date=2031-03-13&view=day|view=day&date=2031-03-13/);
});

test('a field employee cannot open the scheduler and cannot move tickets through the API', async ({
  page,
}) => {
  await signIn(page, 'employee');
  await page.goto('/tickets/schedules/');
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toHaveCount(0);
  const r = await page.request.post('/api/Ticket', {
    headers: H,
    data: { id: '00000000-0000-4000-8000-000000000000', scheduledStartTime: '10:00' },
  });
  expect([403, 404]).toContain(r.status());
});

test('Spanish: the scheduler speaks Spanish', async ({ page }) => {
  await signIn(page, 'dispatcher');
  const menu = page.getByRole('button', { name: /Dana Dispatcher/ });
  await menu.click();
  // The language is saved with the user's preferences: wait for that save before navigating.
  const savedLanguage = page.waitForResponse(
    (r) => r.url().includes('/api/') && r.request().method() !== 'GET',
  );
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await savedLanguage;
  try {
    await page.goto(`/tickets/schedules/?date=${DAY}&view=week`);
    await expect(page.getByRole('heading', { name: 'Programación' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sin asignar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Semana', pressed: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Sin programar' })).toBeChecked();
    // The week's day headers and the date field follow the language.
    await expect(page.getByRole('button', { name: 'mié 12 mar', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('12/03/2031');
    await page.getByRole('textbox', { name: 'Fecha' }).fill('14/03/2031');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/date=2031-03-14/);
  } finally {
    // Back to English for the specs that sign in as the dispatcher later.
    await page.getByRole('button', { name: /Dana Dispatcher/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  }
});
