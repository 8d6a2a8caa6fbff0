import { type Browser, expect, type Page, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/*
 * Service desk (issue 10; service spec 2 'Ticket manager', 'Ticket viewer', 'Triage list', 4, 5):
 * the dispatcher creates a ticket through the wizard (a missing field first), a second console of
 * the company sees it appear without reloading (live updates), triage shows overdue tickets, and a
 * field employee reads only the tickets assigned to him.
 */

const stamp = () => Date.now().toString(36).slice(-5);

/** A second console of `user`, with the messages its live-update WebSocket (/api/live) received. */
async function console2(browser: Browser, user: string): Promise<{ page: Page; live: string[] }> {
  const ctx = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Denver' });
  const page = await ctx.newPage();
  const live: string[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/api/live')
      ws.on('framereceived', (f) => live.push(String(f.payload)));
  });
  await signIn(page, user);
  return { page, live };
}

test('dispatcher: wizard refuses a missing field, saves, and another console sees the ticket live', async ({
  page,
  browser,
}) => {
  const name = `E2E boiler ${stamp()}`;
  const { page: other, live } = await console2(browser, 'admin');
  await other.goto('/tickets/tickets/');
  await expect(other.getByRole('heading', { name: 'Tickets' })).toBeVisible();

  await signIn(page, 'dispatcher');
  await page.goto('/tickets/tickets/');
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(dialog.getByRole('listitem').filter({ hasText: '1. Call' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Page 1: Next without a location is refused with the spec's message.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'Location is required.');
  await expect(dialog.getByText('Location is required.')).toBeVisible();

  await choose(page, 'Location');
  // The location map popup shows the location as a pin.
  const location = await dialog.getByRole('combobox', { name: 'Location' }).inputValue();
  await dialog.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('dialog', { name: location });
  await expect(map.getByRole('button', { name: new RegExp(location) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await dialog.getByLabel('Ticket name').fill(name);
  await dialog.getByRole('button', { name: 'Skills' }).click();
  await page.getByRole('checkbox').first().check();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Page 2: schedule.
  await expect(dialog.getByRole('group', { name: 'Schedule' })).toBeVisible();
  await dialog.getByLabel('Estimated duration').fill('1.5');
  await dialog.getByLabel('Estimated duration').press('Enter');
  await dialog.getByLabel('Scheduled date').fill('2030-06-03');
  await dialog.getByLabel('Scheduled start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Page 3 (no employees: the save is here), job instructions missing first.
  await expect(dialog.getByRole('group', { name: 'Instructions' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Job Instructions are required.');
  await dialog.getByLabel('Job instructions').fill('Check the pressure valve.');
  // The other console's ticket list reloads by itself when the change arrives over its socket.
  const reloaded = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/Ticket', {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Ticket #\d+ saved\./);
  await expect(dialog).toBeHidden();

  // The list shows it; the other console gets it without a reload.
  await expect
    .poll(() => live.some((m) => m.includes('"type":"change","entity":"Ticket"')), { timeout: 15_000 })
    .toBe(true);
  await reloaded;
  await page.getByPlaceholder('Search').fill(name);
  await expect(page.getByText(name)).toBeVisible();
  await other.getByPlaceholder('Search').fill(name);
  await expect(other.getByText(name)).toBeVisible({ timeout: 15_000 });

  // The server kept the wizard's values.
  const saved = (await (
    await page.request.get(`/api/Ticket?filter=${encodeURIComponent(`name eq '${name}'`)}`)
  ).json()) as { estimatedDurationMinutes: number; scheduledStartTime: string; serviceStatus: string }[];
  expect(saved[0]).toMatchObject({
    estimatedDurationMinutes: 90,
    scheduledStartTime: '10:00',
    serviceStatus: 'notAccepted',
  });
  await other.context().close();
});

test('dispatcher: triage lists overdue tickets of the demo company', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/tickets/triage/');
  await expect(page.getByRole('heading', { name: 'Triage' })).toBeVisible();
  const status = page.getByRole('main').getByText(/^\d+ tickets? needs? attention$/);
  await expect(status).toBeVisible();
  const count = /^\d+/.exec((await status.textContent()) ?? '')![0];
  expect(Number(count)).toBeGreaterThan(0);
  // The menu entry carries the same count.
  await expect(
    page.getByRole('navigation', { name: 'Section menu' }).locator('a[href="/tickets/triage/"]'),
  ).toHaveText(`Triage${count}`);
  await page.getByRole('tab', { name: 'Overdue', exact: true }).click();
  await expect(page).toHaveURL(/view=overdue/);
  await expect(page.getByRole('tabpanel').getByText('Overdue', { exact: true }).first()).toBeVisible();
});

test('dispatcher: /tickets/tickets/?ticket={id} (the scheduler popup link) opens that ticket', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  const res = await page.request.get('/api/Ticket?top=1&orderby=ticketNumber desc');
  expect(res.ok()).toBe(true);
  const [ticket] = (await res.json()) as { id: string; ticketNumber: number }[];
  await page.goto(`/tickets/tickets/?ticket=${ticket!.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`\\b${ticket!.ticketNumber}\\b`) });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/ticket=/);
});

test('field employee: reads only his own tickets, opens them read-only, no scheduler or triage', async ({
  page,
}) => {
  await signIn(page, 'employee');
  const identity = (await (await page.request.get('/api/account/identity')).json()) as {
    employee: { id: string };
  };
  const mine = (await (await page.request.get('/api/Ticket?top=10000')).json()) as {
    id: string;
    ticketNumber: number;
    name: string;
    employeeIds: string[];
  }[];
  expect(mine.length).toBeGreaterThan(0);
  for (const t of mine) expect(t.employeeIds).toContain(identity.employee.id);
  const create = await page.request.post('/api/Ticket', {
    data: { name: 'Not mine to create' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(create.status()).toBe(403);

  // The ticket list is in his menu; the scheduler and triage are not.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).locator('a[href="/tickets/"]').click();
  await expect(page).toHaveURL(/\/tickets\/tickets\/$/);
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  await expect(page.getByText('The tickets assigned to you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New ticket' })).toHaveCount(0);
  const side = page.getByRole('navigation', { name: 'Section menu' });
  await expect(side.locator('a[href="/tickets/tickets/"]')).toBeVisible();
  await expect(side.locator('a[href="/tickets/schedules/"]')).toHaveCount(0);
  await expect(side.locator('a[href="/tickets/triage/"]')).toHaveCount(0);

  // All his tickets: the rows are exactly his (one page of 10 at most).
  await choose(page, 'Show', 'All');
  const rows = page.getByRole('grid').getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(Math.min(10, mine.length));
  const newest = [...mine].sort((a, b) => b.ticketNumber - a.ticketNumber)[0]!;
  await rows.first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`#${newest.ticketNumber}\\b`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Ticket name')).toHaveValue(newest.name);
  await expect(dialog.getByLabel('Ticket name')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Printing (service spec 2 'Ticket manager' popups): the sheet of the saved ticket, then the
  // browser's print dialog (stubbed here: headless Chromium has none).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Print ticket' });
  await expect(
    sheet.getByRole('heading', { name: `Ticket #${newest.ticketNumber} ${newest.name}` }),
  ).toBeVisible();
  await expect(sheet.getByRole('definition').filter({ hasText: newest.name }).first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await sheet.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(sheet).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // A ticket that is not his does not open by link; the scheduler and triage stay closed.
  await page.goto('/tickets/tickets/?ticket=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/tickets/triage/');
  await expect(page.getByRole('heading', { name: 'Triage' })).toHaveCount(0);
  await page.goto('/tickets/schedules/');
  await expect(page.getByRole('heading', { name: 'Scheduler' })).toHaveCount(0);
});

test('administrator: a new required category problem is preselected on a new ticket', async ({ page }) => {
  const name = `E2E problem ${stamp()}`;
  await signIn(page, 'admin');
  await page.goto('/settings/modules/');
  await page.getByRole('tab', { name: 'Service Category Problem' }).click();
  await expect(page.getByText('No heat').first()).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Name is required.');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'Required' }).check();
  await page.getByLabel('Estimated duration').fill('0.75');
  await page.getByLabel('Estimated duration').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  await page.goto('/tickets/tickets/');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(dialog.getByText(name)).toBeVisible();
  // The lite new-location modal: the new location becomes the ticket's.
  await dialog.getByRole('button', { name: 'New Location' }).click();
  const lite = page.getByRole('dialog', { name: 'New Location' });
  await lite.getByRole('button', { name: 'Save' }).click();
  await expect(lite.getByText('Name is required.')).toBeVisible();
  await lite.getByLabel('Name').fill(`${name} site`);
  await lite.getByRole('button', { name: 'Save' }).click();
  await expect(lite).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue(`${name} site`);
  // Clean up: the problem would be preselected on every later new ticket.
  const rows = (await (
    await page.request.get(`/api/ServiceCategoryProblem?filter=${encodeURIComponent(`name eq '${name}'`)}`)
  ).json()) as { id: string }[];
  const del = await page.request.delete(`/api/ServiceCategoryProblem/${rows[0]!.id}`, {
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(del.status()).toBe(200);
});

test('dispatcher in Spanish: the wizard and its messages are translated', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/tickets/tickets/');
  await page.getByRole('button', { name: /Dana Dispatcher/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  // The screen changes language in place.
  await page.getByRole('button', { name: 'Nuevo ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ticket' });
  await expect(dialog.getByText('1. Llamada')).toBeVisible();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expectToast(page, 'La ubicación es obligatoria.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/tickets/triage/');
  await expect(page.getByRole('heading', { name: 'Triaje' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Atrasados', exact: true })).toBeVisible();
  // Back to English for whoever signs in as the dispatcher next.
  await page.getByRole('button', { name: /Dana Dispatcher/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Triage' })).toBeVisible();
});

test('field employee: a form filled for his ticket shows as filled on the ticket and its print sheet', async ({
  page,
  browser,
}) => {
  const { page: admin } = await console2(browser, 'admin');
  const H = { 'X-Requested-With': 'e2e' };
  const name = `E2E sign-off ${stamp()}`;
  const form = await admin.request.post('/api/Form', {
    headers: H,
    data: {
      name,
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'ok', type: 'text', name: 'Work done?', validation: { required: true } }],
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  const formId = (await form.json()).id as string;
  const locations = (await (await admin.request.get('/api/Location')).json()) as { id: string }[];
  const skills = (await (await admin.request.get('/api/Skill')).json()) as { id: string }[];

  await signIn(page, 'employee');
  const me = (await (await page.request.get('/api/account/identity')).json()) as { employee: { id: string } };
  const zone = 'America/Denver';
  const made = await admin.request.post('/api/Ticket', {
    headers: H,
    data: {
      name: `E2E forms ticket ${stamp()}`,
      serviceStatus: 'accepted',
      location_id: locations[0]!.id,
      callTimeStamp: '2031-06-02T15:00:00.000Z',
      callTimeZone: zone,
      skillSetIds: [skills[0]!.id],
      priority: 1,
      estimatedDurationMinutes: 30,
      scheduledDate: '2031-06-03',
      scheduledStartTime: `0${Math.floor(Math.random() * 9)}:${String(Math.floor(Math.random() * 12) * 5).padStart(2, '0')}`,
      scheduledTimeZone: zone,
      jobInstructions: 'Fill the sign-off',
      employeeIds: [me.employee.id],
      formIds: [formId],
      actualStartTimeZone: zone,
      actualEndTimeZone: zone,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const ticket = (await made.json()) as { id: string; ticketNumber: number };

  await page.goto(`/tickets/tickets/?ticket=${ticket.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`#${ticket.ticketNumber}\\b`) });
  const forms = dialog.getByRole('region', { name: 'Attached forms' });
  await expect(forms.getByRole('listitem')).toHaveText(`${name}: not filled`);
  await page.keyboard.press('Escape');

  const filled = await page.request.post('/api/FormSubmission', {
    headers: H,
    data: {
      form_id: formId,
      submissionStatus: 'completed',
      ticket_id: ticket.id,
      answerData: [{ controlId: 'ok', answer: 'Yes' }],
    },
  });
  expect(filled.status(), await filled.text()).toBe(200);
  await page.goto(`/tickets/tickets/?ticket=${ticket.id}`);
  await expect(forms.getByRole('listitem')).toHaveText(`${name}: filled`);
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Print ticket' })
      .getByRole('definition')
      .filter({ hasText: `${name} (filled)` }),
  ).toBeVisible();
  await admin.context().close();
});
