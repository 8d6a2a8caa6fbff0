import { expect, test } from '@playwright/test';
import { choose, expectToast, signIn } from './helpers';

/**
 * Forms > Submit attaches a submission to a ticket (issue 10: filled forms per ticket). The field
 * employee picks one of his own tickets (another technician's is not offered), fills the ticket's
 * form and submits; the ticket then shows the form as filled. `?ticket=` preselects the ticket.
 */
const H = { 'X-Requested-With': 'e2e' };
const stamp = () => Date.now().toString(36);

test('a field employee fills a form for his own ticket from Forms > Submit', async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const name = `E2E ticket form ${stamp()}`;
  const form = await admin.request.post('/api/Form', {
    headers: H,
    data: {
      name,
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'done', type: 'text', name: 'Work done', validation: { required: true } }],
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  const formId = (await form.json()).id as string;
  const locations = (await (await admin.request.get('/api/Location')).json()) as { id: string }[];
  const skills = (await (await admin.request.get('/api/Skill')).json()) as { id: string }[];
  const employees = (await (await admin.request.get('/api/Employee')).json()) as {
    id: string;
    user_id?: string | null;
    fullName: string;
  }[];

  await signIn(page, 'employee');
  const me = (await (await page.request.get('/api/account/identity')).json()) as { employee: { id: string } };
  const other =
    employees.find((e) => e.id !== me.employee.id && e.fullName === 'Fiona Fields') ??
    employees.find((e) => e.id !== me.employee.id);
  const zone = 'America/Denver';
  const ticketFor = async (employeeId: string, label: string, time: string) => {
    const r = await admin.request.post('/api/Ticket', {
      headers: H,
      data: {
        name: label,
        description: label,
        serviceStatus: 'accepted',
        location_id: locations[0]?.id,
        callTimeStamp: '2031-07-01T15:00:00.000Z',
        callTimeZone: zone,
        skillSetIds: [skills[0]?.id],
        priority: 2,
        estimatedDurationMinutes: 30,
        scheduledDate: '2031-07-02',
        scheduledStartTime: time,
        scheduledTimeZone: zone,
        jobInstructions: 'Fill the form',
        employeeIds: [employeeId],
        formIds: [formId],
      },
    });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()) as { id: string; ticketNumber: number };
  };
  const s = stamp();
  const minute = String(Math.floor(Math.random() * 12) * 5).padStart(2, '0');
  const mine = await ticketFor(me.employee.id, `Mine ${s}`, `0${Math.floor(Math.random() * 9)}:${minute}`);
  const theirs = await ticketFor(
    other?.id as string,
    `Theirs ${s}`,
    `1${Math.floor(Math.random() * 9)}:${minute}`,
  );
  try {
    await page.goto('/forms/submit/');
    await choose(page, 'Form', name);
    const picker = page.getByRole('combobox', { name: 'Ticket' });
    await expect(picker).toHaveText('No ticket');
    await picker.click();
    // Only his own open tickets are offered.
    await expect(page.getByRole('option', { name: `#${mine.ticketNumber} Mine ${s}` })).toBeVisible();
    await expect(page.getByRole('option', { name: `#${theirs.ticketNumber} Theirs ${s}` })).toHaveCount(0);
    await page.getByRole('option', { name: `#${mine.ticketNumber} Mine ${s}` }).click();
    await page.getByLabel('Work done').fill('Replaced the valve');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, 'Submitted');

    const seen = (await (await page.request.get(`/api/Ticket/${mine.id}`)).json()) as {
      completedFormIds: string[];
    };
    expect(seen.completedFormIds).toEqual([formId]);
    await page.goto(`/tickets/tickets/?ticket=${mine.id}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`#${mine.ticketNumber}\\b`) });
    await expect(dialog.getByRole('region', { name: 'Attached forms' }).getByRole('listitem')).toHaveText(
      `${name}: filled`,
    );

    // ?ticket= preselects it; another technician's ticket id is refused by the server.
    await page.goto(`/forms/submit/?ticket=${theirs.id}`);
    await choose(page, 'Form', name);
    await page.getByLabel('Work done').fill('Not mine');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(page, `Ticket ${theirs.id} not found`);
  } finally {
    for (const id of [mine.id, theirs.id]) await admin.request.delete(`/api/Ticket/${id}`, { headers: H });
    await admin.context().close();
  }
});
