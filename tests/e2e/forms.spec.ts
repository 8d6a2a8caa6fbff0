import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../apps/server/src/modules/forms/__tests__/pdfText';
import { choose, expectToast, signIn } from './helpers';

test.describe('forms', () => {
  test.setTimeout(180_000);

  test('a field employee fills and submits a form (a validation error first); the office sees it and prints it', async ({
    browser,
  }) => {
    const office = await browser.newPage();
    await signIn(office, 'admin');
    // The demo field employee holds the 'Forms Field' role from the seed.
    const roles = (await (await office.request.get('/api/Role')).json()) as { id: string; name: string }[];
    const role = roles.find((r) => r.name === 'Forms Field')!;
    const employees = (await (await office.request.get('/api/Employee')).json()) as {
      id: string;
      fullName: string;
      roleIds: string[];
    }[];
    expect(employees.find((e) => e.fullName === 'Eli Employee')!.roleIds).toContain(role.id);

    const field = await browser.newPage();
    await signIn(field, 'employee');
    // The Forms menu shows for the field employee and opens the submit screen.
    await field
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Forms', exact: true })
      .click();
    await expect(field).toHaveURL(/\/forms\/submit\/$/);
    await choose(field, 'Form', 'Work Order');
    await choose(field, 'Task *');
    await field.getByLabel('Hours *').fill('three');
    await field.getByLabel('Rate *').fill('85.00');
    await field.getByLabel('Completed on *').fill('2026-11-20');
    await field.getByRole('button', { name: 'Submit' }).click();
    await expect(field.getByTestId('form-errors')).toHaveText(
      'Form Errors: Please correct errors in Work Order before continuing.',
    );
    await expect(field.getByText('Please enter a number.')).toBeVisible();
    await expect(field.getByLabel('Labour total')).toHaveValue('0');
    await field.getByLabel('Hours *').fill('3');
    await expect(field.getByLabel('Labour total')).toHaveValue('255');
    await field.getByLabel('Description').fill('Boiler service, east wing');
    await field.getByRole('button', { name: 'Submit' }).click();
    await expectToast(field, 'Submitted');

    await office.goto('/forms/completed/');
    const row = office.getByRole('row').filter({ hasText: 'Boiler service, east wing' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Work Order');
    await expect(row).toContainText('Eli Employee');
    await row.getByRole('checkbox').check();
    const popup = office.waitForEvent('popup');
    await office.getByRole('button', { name: 'Print Preview' }).click();
    expect((await popup).url()).toMatch(/^blob:/);
    // The server's PDF, read back as text, holds the answers.
    const subs = (await (
      await office.request.get(
        `/api/FormSubmission?filter=${encodeURIComponent("description eq 'Boiler service, east wing'")}`,
      )
    ).json()) as { id: string }[];
    const printed = await office.request.post('/api/FormSubmission/printpreview', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { id: subs[0]!.id },
    });
    expect(printed.status()).toBe(200);
    const text = pdfText(Buffer.from(((await printed.json()) as { pdf: string }).pdf, 'base64'));
    expect(text).toContain('Work Order');
    expect(text).toContain('Eli Employee');
    expect(text).toContain('255');
  });
});

test.describe('form builder', () => {
  test.setTimeout(120_000);

  test('an administrator designs a form: a save error first, then it is saved, published and fillable', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/forms/builder/');
    await expect(page.getByRole('row').filter({ hasText: 'Vehicle Inspection' })).toBeVisible();
    await page.getByRole('button', { name: 'New Form' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Please provide a name for the form.');
    await expect(page.getByRole('list', { name: 'The form cannot be saved yet' })).toContainText(
      'Question type required.',
    );
    await choose(page, 'Question type', 'Text');
    await page.getByLabel('Question', { exact: true }).fill('Meter reading');
    await page.getByRole('button', { name: 'Add Table' }).click();
    await page.getByLabel('Question', { exact: true }).fill('Readings');
    await page.getByLabel('Column name 1').fill('Value');
    await choose(page, 'Aggregate 1', 'Sum');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Meter Check');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Meter Check' })).toBeVisible();

    await page.goto('/forms/submit/');
    await choose(page, 'Form', 'Meter Check');
    await expect(page.getByLabel('Meter reading')).toBeVisible();
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Value 1' }).fill('12');
    await expect(page.getByText('Sum: 12')).toBeVisible();
  });
});

test('an administrator adds a batched auto-e-mail subscription on a schedule', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/forms/builder/');
  await page.getByRole('row').filter({ hasText: 'Work Order' }).click();
  await page.getByRole('tab', { name: 'Auto-Email Completed Forms' }).click();
  await page.getByRole('button', { name: 'Add subscription' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please provide a name for Auto-Email Completed Forms in the Subscription.');
  await page.getByLabel('Subscription 1').fill('Weekly digest');
  await choose(page, 'Send 1', 'Batched on a schedule');
  await expect(page.getByText('Repeats')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please provide e-mail addres for Auto-Email Completed Forms in the Subscription.');
  await page.getByLabel('E-mail addresses (comma separated) 1').fill('office@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  const settings = (await (await page.request.get('/api/FormEventSetting?expand=schedule')).json()) as {
    name: string;
    sendType: string;
    schedule: { type: number } | null;
  }[];
  expect(settings.find((s) => s.name === 'Weekly digest')).toMatchObject({
    sendType: 'batched',
    schedule: { type: 2 },
  });
});

test('the completed list filters by form, modified by, description, parent and a preset employee; a field employee has the drafts filters without Parent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/forms/completed/');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Vehicle Inspection' }).first()).toBeVisible();
  await choose(page, 'Form', 'Work Order');
  await expect(rows.filter({ hasText: 'Vehicle Inspection' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Work Order' }).first()).toBeVisible();
  await choose(page, 'Modified By', 'Fiona Fields');
  await expect(rows.filter({ hasText: 'Fiona Fields' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Eli Employee' })).toHaveCount(0);
  await choose(page, 'Parent', 'Sub-forms only');
  await expect(rows.filter({ hasText: 'Work Order' })).toHaveCount(0);
  await choose(page, 'Parent', 'Parent forms only');
  await expect(rows.filter({ hasText: 'Work Order' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('no such description');
  await expect(rows.filter({ hasText: 'Work Order' })).toHaveCount(0);
  for (const label of ['Employee', 'Location', 'Task', 'Device', 'Asset'])
    await expect(page.getByRole('combobox', { name: label, exact: true })).toBeVisible();

  // The employee record's completed-forms link presets the employee.
  const employees = (await (await page.request.get('/api/Employee')).json()) as {
    id: string;
    fullName: string;
  }[];
  const fiona = employees.find((e) => e.fullName === 'Fiona Fields')!;
  await page.goto(`/forms/completed/?employee=${fiona.id}`);
  await expect(page.getByRole('combobox', { name: 'Employee', exact: true })).toHaveText('Fiona Fields');
  await expect(rows.filter({ hasText: 'Fiona Fields' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Eli Employee' })).toHaveCount(0);

  const field = await browser.newPage();
  await signIn(field, 'employee');
  await field.goto('/forms/drafts/');
  await expect(field.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await expect(field.getByRole('combobox', { name: 'Form', exact: true })).toBeVisible();
  await expect(field.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expect(field.getByRole('combobox', { name: 'Parent' })).toHaveCount(0);
  await field.close();
});

test('an administrator requires a form at clock IN for chosen employees and sends a subscription from chosen employees', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/forms/builder/');
  await page.getByRole('row').filter({ hasText: 'Vehicle Inspection' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await choose(page, 'Employees at clock IN', 'Only these');
  await page.getByLabel('Employees chosen for clock IN', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Eli Employee', exact: true }).check();
  await page.keyboard.press('Escape');
  await choose(page, 'Locations at clock OUT', 'All except these');
  await page.getByLabel('Locations chosen for clock OUT', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Head Office', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Auto-Email Completed Forms' }).click();
  await page.getByRole('button', { name: 'Add subscription' }).click();
  await page.getByLabel('Subscription 1').fill('Crew copies');
  await choose(page, 'Send 1', 'Individually');
  await page.getByLabel('To employees 1', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Marco Manager', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'From anyone 1' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please select an employee for Auto-Email Completed Forms in the Subscription.');
  await page.getByLabel('From employees 1', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Fiona Fields', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');

  const employees = (await (await page.request.get('/api/Employee')).json()) as {
    id: string;
    fullName: string;
  }[];
  const idOf = (name: string) => employees.find((e) => e.fullName === name)!.id;
  const locations = (await (await page.request.get('/api/Location')).json()) as {
    id: string;
    name: string;
  }[];
  const forms = (await (await page.request.get('/api/Form')).json()) as Record<string, unknown>[];
  expect(forms.find((f) => f.name === 'Vehicle Inspection')).toMatchObject({
    inEmployeeRequirement: 'optIn',
    inEmployeeIds: [idOf('Eli Employee')],
    outLocationRequirement: 'optOut',
    outLocationIds: [locations.find((l) => l.name === 'Head Office')!.id],
  });
  const settings = (await (await page.request.get('/api/FormEventSetting')).json()) as Record<
    string,
    unknown
  >[];
  expect(settings.find((s) => s.name === 'Crew copies')).toMatchObject({
    fromAnyone: false,
    fromEmployeeIds: [idOf('Fiona Fields')],
    toEmployeeIds: [idOf('Marco Manager')],
  });
  // Reopened, the editor shows the chosen ones.
  await page.reload();
  await page.getByRole('row').filter({ hasText: 'Vehicle Inspection' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('combobox', { name: 'Employees at clock IN' })).toHaveText('Only these');
  await expect(page.getByText('Eli Employee')).toBeVisible();
  // Back to no requirement: later specs clock Eli in and out without forms.
  const inspection = forms.find((f) => f.name === 'Vehicle Inspection')!;
  const reset = await page.request.post('/api/Form', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      id: inspection.id,
      inEmployeeRequirement: 'none',
      inEmployeeIds: [],
      outLocationRequirement: 'none',
      outLocationIds: [],
    },
  });
  expect(reset.status()).toBe(200);
});

test('a field employee fills the form required at clock IN before the clock takes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const H = { 'X-Requested-With': 'XMLHttpRequest' };
  const office = await browser.newPage();
  await signIn(office, 'admin');
  const employees = (await (await office.request.get('/api/Employee')).json()) as {
    id: string;
    fullName: string;
  }[];
  const eli = employees.find((e) => e.fullName === 'Eli Employee')!.id;
  const created = await office.request.post('/api/Form', {
    headers: H,
    data: {
      name: 'Pre-start check',
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'ok', type: 'text', name: 'Vehicle OK?', validation: { required: true } }],
      inEmployeeRequirement: 'optIn',
      inEmployeeIds: [eli],
    },
  });
  expect(created.status()).toBe(200);
  const formId = ((await created.json()) as { id: string }).id;
  let timeId: string | null = null;
  try {
    await signIn(page, 'employee');
    await page.goto('/time/clock/');
    await choose(page, 'Location');
    const task = page.getByRole('combobox', { name: 'Task' });
    if (await task.isEnabled()) await choose(page, 'Task');
    await page.getByRole('button', { name: 'Clock IN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-start check: Eli Employee' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByTestId('form-errors')).toHaveText(
      'Form Errors: Please correct errors in Pre-start check before continuing.',
    );
    await dialog.getByLabel(/Vehicle OK\?/).fill('Yes, tyres checked');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Clock IN successful.');
    await expect(dialog).toHaveCount(0);
    const subs = (await (
      await office.request.get(`/api/FormSubmission?filter=${encodeURIComponent(`form_id eq '${formId}'`)}`)
    ).json()) as { employee_id: string; time_id: string | null }[];
    expect(subs).toHaveLength(1);
    expect(subs[0]!.employee_id).toBe(eli);
    timeId = subs[0]!.time_id;
    expect(timeId).toBeTruthy();
    const rec = (await (await office.request.get(`/api/Time/${timeId}`)).json()) as {
      inFormSubmissionIds: string[];
    };
    expect(rec.inFormSubmissionIds).toHaveLength(1);
  } finally {
    // Leave Eli unclocked and the form inactive for the specs that follow.
    if (timeId) await office.request.delete(`/api/Time/${timeId}`, { headers: H });
    await office.request.post('/api/Form', { headers: H, data: { id: formId, status: 2 } });
    await office.close();
  }
});

test('the employee, asset and location records list their completed forms; a row opens it in Completed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Unique per run, so a retry does not find the first attempt's submission too.
  const note = `Laptop screen cracked ${Date.now().toString(36)}`;
  const H = { 'X-Requested-With': 'XMLHttpRequest' };
  await signIn(page, 'admin');
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const fiona = (await get<{ id: string; fullName: string }[]>('/api/Employee')).find(
    (e) => e.fullName === 'Fiona Fields',
  )!;
  const asset = (await get<{ id: string; name: string }[]>('/api/Asset')).find(
    (a) => a.name === 'Field Laptop 15',
  )!;
  const location = (await get<{ id: string; name: string }[]>('/api/Location')).find(
    (l) => l.name === 'Boulder Depot',
  )!;
  const form = await page.request.post('/api/Form', {
    headers: H,
    data: {
      name: 'Record Tab Check',
      defaultSubmissionStatus: 'completed',
      definition: [{ id: 'n', type: 'text', name: 'Note' }],
    },
  });
  expect(form.status()).toBe(200);
  const sub = await page.request.post('/api/FormSubmission', {
    headers: H,
    data: {
      form_id: ((await form.json()) as { id: string }).id,
      submissionStatus: 'completed',
      description: note,
      employee_id: fiona.id,
      asset_id: asset.id,
      location_id: location.id,
      answerData: [{ controlId: 'n', answer: 'Replaced' }],
    },
  });
  expect(sub.status(), await sub.text()).toBe(200);
  const subId = ((await sub.json()) as { id: string }).id;
  const row = (scope: ReturnType<Page['locator']> | Page) =>
    scope.getByRole('grid', { name: 'Completed forms' }).getByRole('row').filter({ hasText: note });

  await page.goto('/settings/employees/');
  await page.getByRole('row').filter({ hasText: 'E006' }).getByText('Fiona', { exact: true }).click();
  await page.getByRole('tab', { name: 'Completed forms' }).click();
  await expect(row(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open completed forms' })).toHaveAttribute(
    'href',
    `/forms/completed/?employee=${fiona.id}`,
  );

  await page.goto('/assets/inventory/');
  // The inventory is a virtual list: earlier specs add assets above this one, so search for it.
  await page.getByPlaceholder('Search').fill('Field Laptop 15');
  await page.getByText('Field Laptop 15').first().click();
  await expect(row(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Completed Forms' })).toHaveAttribute(
    'href',
    `/forms/completed/?asset=${asset.id}`,
  );

  await page.goto('/settings/locations/');
  await page.getByRole('treeitem', { name: /Boulder Depot/ }).click();
  await page.getByRole('tab', { name: 'Completed forms' }).click();
  await row(page).click();
  await expect(page).toHaveURL(new RegExp(`/forms/completed/\\?submission=${subId}$`));
  await expect(page.getByRole('row').filter({ hasText: note })).toBeVisible();
});

test('questions start from their default values: bound to the employee, or fixed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const H = { 'X-Requested-With': 'XMLHttpRequest' };
  await signIn(page, 'admin');
  const created = await page.request.post('/api/Form', {
    headers: H,
    data: {
      name: 'Defaults Check',
      defaultSubmissionStatus: 'completed',
      definition: [
        { id: 'who', type: 'text', name: 'Inspector', defaultValue: { binding: 'employee.fullName' } },
        { id: 'site', type: 'text', name: 'Site note', defaultValue: { value: 'All clear' } },
        { id: 'place', type: 'text', name: 'Site name', defaultValue: { binding: 'location.name' } },
        {
          id: 'loc',
          type: 'select',
          name: 'Job site',
          selectType: 'location',
          defaultValue: { binding: 'location.name' },
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  // The designer shows the binding.
  await page.goto('/forms/builder/');
  await page.getByRole('row').filter({ hasText: 'Defaults Check' }).click();
  await page.getByText('Inspector', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Default value from' })).toHaveText('Employee name');

  const field = await browser.newPage();
  await signIn(field, 'employee');
  await field.goto('/forms/submit/');
  await choose(field, 'Form', 'Defaults Check');
  await expect(field.getByLabel('Inspector')).toHaveValue('Eli Employee');
  await expect(field.getByLabel('Site note')).toHaveValue('All clear');
  // Opened for a location: its name and drop-down come from that record, and the submission links to it.
  const locations = (await (await page.request.get('/api/Location')).json()) as {
    id: string;
    name: string;
  }[];
  const office = locations.find((l) => l.name === 'Head Office')!;
  const there = await browser.newPage();
  await signIn(there, 'employee');
  await there.goto(`/forms/submit/?location=${office.id}`);
  await choose(there, 'Form', 'Defaults Check');
  await expect(there.getByLabel('Site name')).toHaveValue('Head Office');
  await expect(there.getByRole('combobox', { name: 'Job site' })).toHaveText('Head Office');
  await there.getByRole('button', { name: 'Submit' }).click();
  await expectToast(there, 'Submitted');
  const formId = ((await created.json()) as { id: string }).id;
  const subs = (await (
    await page.request.get(`/api/FormSubmission?filter=${encodeURIComponent(`form_id eq '${formId}'`)}`)
  ).json()) as { location_id: string | null }[];
  expect(subs.map((s) => s.location_id)).toEqual([office.id]);
  await there.close();
  await field.close();
  await page.request.post('/api/Form', {
    headers: H,
    data: { id: ((await created.json()) as { id: string }).id, status: 2 },
  });
});

test("a bad upload extension gives the spec's message and keeps the answers given", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'employee');
  await page.goto('/forms/submit/');
  await choose(page, 'Form', 'Site Safety Report');
  await page.getByRole('radiogroup', { name: 'Open hazards?' }).getByRole('radio', { name: 'Yes' }).click();
  await page.getByLabel(/^Describe the hazards/).fill('Loose scaffold boards on level 2');
  await page
    .getByRole('group', { name: 'Site photos' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'virus.exe' })).toHaveText(
    /Invalid File Extension virus\.exe did not have the proper extension \(allowed extensions: \[jpg, .+\]\)$/,
  );
  await expect(page.getByLabel(/^Describe the hazards/)).toHaveValue('Loose scaffold boards on level 2');
});

test("a sub-form chain back to the form itself is refused with the spec's message; the saved form stays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cycle = "This Form would return to itself when it's filled out and therefore is an invalid choice.";
  await signIn(page, 'admin');
  await page.goto('/forms/builder/');
  // Site Safety Report already opens Incident Report; Incident Report opening Site Safety Report loops.
  await page.getByRole('row').filter({ hasText: 'Incident Report' }).click();
  await page.getByText('Kind of incident', { exact: true }).click();
  await choose(page, 'Show sub-form', 'Site Safety Report');
  await choose(page, 'Sub-form answer', 'Injury');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'The form cannot be saved yet' })).toContainText(cycle);
  const forms = (await (await page.request.get('/api/Form')).json()) as {
    name: string;
    definition: { formQueueId?: string | null }[];
  }[];
  const incident = forms.find((f) => f.name === 'Incident Report')!;
  expect(incident.definition.every((c) => !c.formQueueId)).toBe(true);
});
