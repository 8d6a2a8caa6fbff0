import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { DEMO_FORM_IDS, FORMS_FIELD_ROLE_ID } from '../forms.seed.js';
import { upload } from '../../files/__tests__/upload-helpers.js';
import { pdfText } from './pdfText.js';

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let fiona: Client;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
  fiona = await signIn(app, 'fiona');
}, 60_000);
afterAll(async () => app?.close());

const SIG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const simpleForm = (extra: Record<string, unknown> = {}) => ({
  name: 'Daily check',
  defaultSubmissionStatus: 'completed',
  definition: [
    { id: 'q1', type: 'text', name: 'Name', validation: { required: true, minlength: 2 } },
    {
      id: 'q2',
      type: 'radio',
      name: 'OK?',
      options: [
        { id: 'y', label: 'Yes' },
        { id: 'n', label: 'No' },
      ],
    },
  ],
  ...extra,
});

describe('Form', () => {
  it('saves a form for a form builder and applies the 4.2 requirement normalisation', async () => {
    const res = await admin.post(
      '/api/Form',
      simpleForm({ inEmployeeRequirement: 'all', outLocationRequirement: 'optOut' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json();
    expect(f).toMatchObject({
      status: 1,
      orientation: 'portrait',
      inEmployeeRequirement: 'optIn',
      inEmployeeIds: [],
      outLocationRequirement: 'none',
    });
  });

  it('answers the 5.1 messages and refuses bad input', async () => {
    const bad = async (body: unknown) => {
      const r = await admin.post('/api/Form', body);
      expect(r.statusCode).toBe(400);
      return (r.json() as { message: string }).message;
    };
    expect(await bad(simpleForm({ name: '' }))).toBe('Please provide a name for the form.');
    expect(await bad(simpleForm({ defaultSubmissionStatus: null }))).toBe(
      'Please select a Default Form State in Setings.',
    );
    expect(await bad(simpleForm({ definition: [{ id: 'n', type: 'newControl', name: '' }] }))).toBe(
      'Question type required.',
    );
    expect(await bad(simpleForm({ colour: 'red' }))).toMatch(/colour/);
    expect(await bad(simpleForm({ definition: [{ id: 'x', type: 'bogus', name: 'x' }] }))).toMatch(
      /definition/,
    );
    expect(await bad({ ...simpleForm(), definition: 'nope' })).toMatch(/definition/);
  });

  it('rejects a sub-form chain that returns to the form', async () => {
    const a = (await admin.post('/api/Form', simpleForm({ name: 'A' }))).json() as { id: string };
    const sub = (to: string) => [
      {
        id: 'r',
        type: 'radio',
        name: 'More?',
        options: [{ id: 'y', label: 'Yes' }],
        formQueueId: to,
        formQueueAnswer: 'Yes',
      },
    ];
    const b = (await admin.post('/api/Form', simpleForm({ name: 'B', definition: sub(a.id) }))).json() as {
      id: string;
    };
    const c = (await admin.post('/api/Form', simpleForm({ name: 'C', definition: sub(b.id) }))).json() as {
      id: string;
    };
    const res = await admin.post('/api/Form', {
      ...simpleForm({ name: 'A' }),
      id: a.id,
      definition: sub(c.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This Form would return to itself when it's filled out and therefore is an invalid choice.",
    );
  });

  it("gives the demo field users the 'Forms Field' role: the Forms menu, fill and own drafts only", async () => {
    for (const k of ['employee', 'field1', 'field2'] as const) {
      const e = (await admin.get(`/api/Employee/${app.demo!.employeeIds[k]}`)).json() as {
        roleIds: string[];
      };
      expect(e.roleIds, k).toContain(FORMS_FIELD_ROLE_ID);
    }
    const id = (await fiona.get('/api/account/identity')).json() as {
      access: { paths: string[] };
      privileges: string[];
    };
    expect(id.access.paths).toEqual(expect.arrayContaining(['/forms/submit/', '/forms/drafts/']));
    expect(id.access.paths).not.toContain('/forms/builder/');
    expect((await fiona.post('/api/Form', simpleForm())).statusCode).toBe(403);
    expect(id.privileges).toContain('Forms:Execute:FormSubmission');
  });

  it('lets a field employee read forms but not change them', async () => {
    const list = await employee.get('/api/Form');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: string }[]).map((f) => f.id)).toContain(DEMO_FORM_IDS.inspection);
    expect((await employee.post('/api/Form', simpleForm())).statusCode).toBe(403);
  });

  it('takes default-value bindings of the catalogue only', async () => {
    const withDefault = (defaultValue: unknown) =>
      simpleForm({ definition: [{ id: 'q1', type: 'text', name: 'Who', defaultValue }] });
    const ok = await admin.post('/api/Form', withDefault({ binding: 'employee.fullName', value: '' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().definition[0].defaultValue).toEqual({ binding: 'employee.fullName', value: '' });
    const bad = await admin.post('/api/Form', withDefault({ binding: 'employee.salary' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/binding must be one of employee\.fullName/);
    const odd = await admin.post('/api/Form', withDefault({ value: 3 }));
    expect(odd.statusCode).toBe(400);
    const extra = await admin.post('/api/Form', withDefault({ binding: null, script: 'x' }));
    expect(extra.statusCode).toBe(400);
  });

  it('takes the record and organisation bindings only on the questions they fit', async () => {
    const form = (...definition: Record<string, unknown>[]) => simpleForm({ definition });
    const ok = await admin.post(
      '/api/Form',
      form(
        { id: 'a', type: 'textarea', name: 'Site', defaultValue: { binding: 'location.address' } },
        { id: 'b', type: 'text', name: 'Dept', defaultValue: { binding: 'employee.department' } },
        { id: 'c', type: 'text', name: 'Div', defaultValue: { binding: 'employee.division' } },
        {
          id: 'd',
          type: 'select',
          name: 'Where',
          selectType: 'location',
          defaultValue: { binding: 'location.name' },
        },
        {
          id: 'e',
          type: 'select',
          name: 'Unit',
          selectType: 'asset',
          defaultValue: { binding: 'asset.name' },
        },
        { id: 'f', type: 'select', name: 'Job', selectType: 'task', defaultValue: { binding: 'task.name' } },
      ),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      ok.json().definition.map((c: { defaultValue: { binding: string } }) => c.defaultValue.binding),
    ).toEqual([
      'location.address',
      'employee.department',
      'employee.division',
      'location.name',
      'asset.name',
      'task.name',
    ]);
    const unfit = [
      { id: 'x', type: 'datetime', name: 'When', defaultValue: { binding: 'task.name' } },
      {
        id: 'x',
        type: 'select',
        name: 'Where',
        selectType: 'location',
        defaultValue: { binding: 'asset.name' },
      },
      {
        id: 'x',
        type: 'select',
        name: 'Who',
        selectType: 'employee',
        defaultValue: { binding: 'employee.fullName' },
      },
      { id: 'x', type: 'select', name: 'Job', selectType: 'task', defaultValue: { value: 'any-task-id' } },
      {
        id: 'x',
        type: 'radio',
        name: 'OK',
        options: [{ id: 'y', label: 'Yes' }],
        defaultValue: { binding: 'location.name' },
      },
    ];
    for (const c of unfit) {
      const res = await admin.post('/api/Form', form(c));
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json().message).toBe('This default value does not fit the question type.');
    }
    const unknown = await admin.post(
      '/api/Form',
      form({ id: 'x', type: 'text', name: 'X', defaultValue: { binding: 'location.id' } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/binding must be one of .*location\.address.*task\.name/);
    expect(
      (
        await employee.post(
          '/api/Form',
          form({ id: 'a', type: 'text', name: 'Site', defaultValue: { binding: 'location.address' } }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it("lets a field employee read what the filler's bindings read: own employee, department, location", async () => {
    const dep = await admin.post('/api/Department', { name: 'Field crews', status: 1 });
    expect(dep.statusCode, dep.body).toBe(200);
    const eli = app.demo!.employeeIds.employee;
    const own = await employee.get(`/api/Employee/${eli}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: eli });
    const d = await employee.get(`/api/Department/${dep.json().id}`);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().name).toBe('Field crews');
    const loc = await employee.get(`/api/Location/${app.demo!.locationIds[0]}`);
    expect(loc.statusCode, loc.body).toBe(200);
    expect(typeof loc.json().name).toBe('string');
  });

  it('takes requirement ids of active employees and locations of the company only', async () => {
    const eli = app.demo!.employeeIds.employee;
    const loc = app.demo!.locationIds[0]!;
    const ok = await admin.post(
      '/api/Form',
      simpleForm({
        inEmployeeRequirement: 'optIn',
        inEmployeeIds: [eli],
        outLocationRequirement: 'optOut',
        outLocationIds: [loc],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      inEmployeeRequirement: 'optIn',
      inEmployeeIds: [eli],
      outLocationRequirement: 'optOut',
      outLocationIds: [loc],
    });
    const bad = async (extra: Record<string, unknown>) => {
      const r = await admin.post('/api/Form', simpleForm(extra));
      expect(r.statusCode).toBe(400);
      return r.json().message as string;
    };
    expect(await bad({ inEmployeeRequirement: 'optIn', inEmployeeIds: ['nobody'] })).toBe(
      'Employee nobody not found',
    );
    expect(await bad({ outLocationRequirement: 'optOut', outLocationIds: [loc, 'nowhere'] })).toBe(
      'Location nowhere not found',
    );
    // Another company's employee is not found either.
    const other = await app.platform.db.query<{ id: string }>(
      'SELECT id FROM employee WHERE company_id = $1 LIMIT 1',
      [app.demo!.secondCompanyId],
    );
    expect(await bad({ inEmployeeRequirement: 'optIn', inEmployeeIds: [other[0]!.id] })).toBe(
      `Employee ${other[0]!.id} not found`,
    );
    expect(await bad({ inEmployeeRequirement: 'optIn', inEmployeeIds: 'everyone' })).toMatch(/inEmployeeIds/);
    // A field employee cannot change requirements.
    expect(
      (await employee.post('/api/Form', { id: ok.json().id, inEmployeeRequirement: 'none' })).statusCode,
    ).toBe(403);
  });

  it('takes subscription employees (recipients and senders) of the company only', async () => {
    const base = {
      form_id: DEMO_FORM_IDS.workOrder,
      name: 'Team',
      sendType: 'individually',
      toEmailList: '',
    };
    const eli = app.demo!.employeeIds.employee;
    const unknownTo = await admin.post('/api/FormEventSetting', {
      ...base,
      fromAnyone: true,
      toEmployeeIds: ['ghost'],
    });
    expect(unknownTo.statusCode).toBe(400);
    expect(unknownTo.json().message).toBe('Employee ghost not found');
    const unknownFrom = await admin.post('/api/FormEventSetting', {
      ...base,
      fromAnyone: false,
      fromEmployeeIds: ['ghost'],
      toEmployeeIds: [app.demo!.employeeIds.manager],
    });
    expect(unknownFrom.statusCode).toBe(400);
    expect(unknownFrom.json().message).toBe('Employee ghost not found');
    const noSender = await admin.post('/api/FormEventSetting', {
      ...base,
      fromAnyone: false,
      fromEmployeeIds: [],
      toEmployeeIds: [app.demo!.employeeIds.manager],
    });
    expect(noSender.json().message).toBe(
      'Please select an employee for Auto-Email Completed Forms in the Subscription.',
    );
    const ok = await admin.post('/api/FormEventSetting', {
      ...base,
      fromAnyone: false,
      fromEmployeeIds: [eli],
      toEmployeeIds: [app.demo!.employeeIds.manager],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      fromEmployeeIds: [eli],
      toEmployeeIds: [app.demo!.employeeIds.manager],
    });
    expect((await employee.post('/api/FormEventSetting', { ...base, fromAnyone: true })).statusCode).toBe(
      403,
    );
    expect((await admin.del(`/api/FormEventSetting/${ok.json().id}`)).statusCode).toBe(200);
  });

  it('checks subscriptions with the 5.1 messages', async () => {
    const r = await admin.post('/api/FormEventSetting', {
      form_id: DEMO_FORM_IDS.workOrder,
      name: 'Office',
      sendType: 'individually',
      fromAnyone: true,
      toEmailList: '',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(
      'Please provide e-mail addres for Auto-Email Completed Forms in the Subscription.',
    );
  });
});

describe('FormSubmission', () => {
  const inspection = (employeeAnswers: Record<string, unknown>) =>
    Object.entries(employeeAnswers).map(([controlId, answer]) => ({ controlId, answer }));

  it('validates a completed fill by 5.2 on the server, keeps drafts, and shows employees only their own', async () => {
    const assets = (await employee.get('/api/Asset')).json() as { id: string }[];
    expect(assets.length).toBeGreaterThan(0);
    const answers = {
      'vi-vehicle': assets[0]!.id,
      'vi-odometer': '12 miles',
      'vi-checklist': [
        { item: 'Tyres', result: 'Pass', cost: '$1,200.50' },
        { item: 'Brakes', result: 'Fail', cost: '80' },
      ],
      'vi-signature': SIG,
    };
    const refused = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'completed',
      answerData: inspection(answers),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^Please correct errors in Vehicle Inspection before continuing\. Odometer \(miles\): Please enter a number\./,
    );

    const draft = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'draft',
      answerData: inspection(answers),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const saved = draft.json();
    expect(saved).toMatchObject({
      submissionStatus: 'draft',
      name: 'Vehicle Inspection',
      createdBy_id: app.demo!.employeeIds.employee,
    });
    expect(saved.formDefinition).toHaveLength(5);

    const done = await employee.post('/api/FormSubmission', {
      id: saved.id,
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'completed',
      answerData: inspection({ ...answers, 'vi-odometer': '42180' }),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (
        await employee.post('/api/FormSubmission', { ...(done.json() as object), submissionStatus: 'draft' })
      ).json().message,
    ).toBe('A completed form cannot be saved as a draft.');

    const mine = (await employee.get('/api/FormSubmission')).json() as { createdBy_id: string }[];
    expect(mine.every((s) => s.createdBy_id === app.demo!.employeeIds.employee)).toBe(true);
    expect((await fiona.get(`/api/FormSubmission/${saved.id}`)).statusCode).toBe(404);
    const office = (
      await manager.get(`/api/FormSubmission?filter=${encodeURIComponent(`id eq '${saved.id}'`)}`)
    ).json();
    expect(office).toHaveLength(1);

    // the completed job prints the PDF and stores it as the submission's File
    await app.platform.jobs.runDue();
    const after = (await manager.get(`/api/FormSubmission/${saved.id}`)).json();
    expect(after.file_id).toEqual(expect.any(String));
  });

  it('refuses bad input and entity answers the caller cannot see', async () => {
    const r1 = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'done',
      answerData: [],
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toMatch(/submissionStatus/);
    const r2 = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'draft',
      answerData: [{ controlId: 'vi-vehicle', answer: 'no-such-asset' }],
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toBe('Vehicle: unknown asset no-such-asset');
    const r3 = await employee.post('/api/FormSubmission', {
      form_id: 'nope',
      submissionStatus: 'draft',
      answerData: [],
    });
    expect(r3.json().message).toBe('Form nope not found');
    const r5 = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'draft',
      answerData: [],
      time_id: 'someone-elses-time',
    });
    expect(r5.json().message).toBe('Time record someone-elses-time not found');
    const r4 = await employee.post('/api/FormSubmission', {
      form_id: DEMO_FORM_IDS.inspection,
      submissionStatus: 'draft',
      answerData: [],
      hacked: 1,
    });
    expect(r4.statusCode).toBe(400);
  });

  it('prints a submission with its answers, a sub-form after it and e-mails the individually subscription', async () => {
    const locations = (await employee.get('/api/Location')).json() as { id: string; name: string }[];
    const parentId = 'test-safety-1';
    const res = await employee.post('/api/FormSubmission', [
      {
        id: parentId,
        form_id: DEMO_FORM_IDS.safety,
        submissionStatus: 'completed',
        description: 'Morning walk-round',
        answerData: inspection({
          'ss-site': locations[0]!.id,
          'ss-ppe': ['Hard hat', 'Gloves'],
          'ss-incident': 'Yes',
          'ss-hazards': 'No',
          'ss-signature': SIG,
        }),
      },
      {
        id: 'test-incident-1',
        parent_id: parentId,
        form_id: DEMO_FORM_IDS.incident,
        submissionStatus: 'completed',
        answerData: inspection({
          'ir-when': '2026-11-20T09:30',
          'ir-kind': 'Near miss',
          'ir-what': 'Pallet fell from the forklift.',
        }),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await app.platform.jobs.runDue();
    const outbox = (await admin.get('/api/Outbox')).json() as {
      to: string;
      subject: string;
      attachments: { fileName: string }[];
    }[];
    const mail = outbox.find((m) => m.to === 'safety@northwind.example');
    expect(mail?.subject).toBe('Completed form: Site Safety Report');
    expect(mail?.attachments[0]?.fileName).toBe('Site Safety Report.pdf');

    const printed = await employee.post('/api/FormSubmission/printpreview', { id: parentId });
    expect(printed.statusCode, printed.body).toBe(200);
    const pdf = Buffer.from(printed.json().pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Site Safety Report');
    expect(text).toContain(locations[0]!.name);
    expect(text).toContain('Hard hat, Gloves');
    expect(text).toContain('Morning walk-');
    expect(text.indexOf('Incident Report')).toBeGreaterThan(text.indexOf('Any incidents today?'));
    expect(text).toContain('Pallet fell from the forklift.');

    const again = await employee.post('/api/FormSubmission/reprint', { id: parentId });
    const rec = (await employee.get(`/api/FormSubmission/${parentId}`)).json();
    expect(rec.file_id).toBe(again.json().fileId);
    expect(rec.fileHistoryIds).toContain(printed.json().fileId);
    expect(rec.isReprint).toBe(true);
    // Another field employee (Forms Field role too) cannot see it, so it is not found for her.
    expect((await fiona.post('/api/FormSubmission/printpreview', { id: parentId })).statusCode).toBe(404);
    expect((await employee.post('/api/FormSubmission/printpreview', { id: 'x', extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it('filters the lists by the fields of 2.4 on the server; a field employee still sees only their own', async () => {
    type Row = Record<string, string | null>;
    const list = async (c: Client, filter: string) => {
      const r = await c.get(`/api/FormSubmission?filter=${encodeURIComponent(filter)}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as Row[];
    };
    const done = "submissionStatus eq 'completed'";
    const all = await list(manager, done);
    const subs = await list(manager, `${done} and parent_id ne null`);
    const parents = await list(manager, `${done} and parent_id eq null`);
    expect(subs.map((s) => s.id)).toContain('test-incident-1');
    expect(parents.map((s) => s.id)).toContain('test-safety-1');
    expect(parents.length + subs.length).toBe(all.length);
    // Description (contains, any case), modified by, employee, location: each narrows the list.
    const walk = await list(manager, `${done} and contains(description, 'WALK-round')`);
    expect(walk.map((s) => s.id)).toEqual(['test-safety-1']);
    const eli = app.demo!.employeeIds.employee;
    const fionaId = app.demo!.employeeIds.field1;
    for (const [field, value] of [
      ['updatedBy_id', fionaId],
      ['employee_id', fionaId],
      ['location_id', app.demo!.locationIds[1]!],
    ] as const) {
      const rows = await list(manager, `${done} and ${field} eq '${value}'`);
      expect(rows.length, field).toBeGreaterThan(0);
      expect(rows.length, field).toBeLessThan(all.length);
      expect(rows.every((r) => r[field] === value)).toBe(true);
    }
    for (const field of ['task_id', 'device_id', 'asset_id'])
      expect(await list(manager, `${done} and ${field} eq 'nothing-here'`)).toEqual([]);
    // A field employee asking for another employee's forms gets none of them.
    expect(await list(employee, `${done} and employee_id eq '${fionaId}'`)).toEqual([]);
    const own = await list(employee, `${done} and contains(description, 'walk')`);
    expect(own.every((r) => r.createdBy_id === eli)).toBe(true);
    // Bad filters are refused with a message naming the problem.
    const unknown = await manager.get(
      `/api/FormSubmission?filter=${encodeURIComponent("answerData eq 'x'")}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/answerData/);
    const broken = await manager.get(
      `/api/FormSubmission?filter=${encodeURIComponent('contains(description')}`,
    );
    expect(broken.statusCode).toBe(400);
  });

  it('deletes by the own/others rule and ignores sub-forms', async () => {
    const others = (await manager.get('/api/FormSubmission')).json() as {
      id: string;
      createdBy_id: string;
    }[];
    const notMine = others.find((s) => s.createdBy_id !== app.demo!.employeeIds.employee)!;
    const denied = await employee.post('/api/FormSubmission/delete', { ids: [notMine.id] });
    // the employee cannot even see others' submissions: nothing to delete
    expect(denied.json()).toEqual({ deleted: 0, ignoredSubForms: 0 });
    const mgr = await manager.post('/api/FormSubmission/delete', { ids: [notMine.id] });
    expect(mgr.statusCode).toBe(403);
    expect(mgr.json().message).toMatch(/of others/);
    const ok = await employee.post('/api/FormSubmission/delete', {
      ids: ['test-safety-1', 'test-incident-1'],
    });
    expect(ok.json()).toEqual({ deleted: 1, ignoredSubForms: 1 });
    const child = (await admin.get('/api/FormSubmission/test-incident-1')).json();
    expect(child.status).toBe(3);
  });
});

describe('batched auto-e-mail', () => {
  it('collects completed forms and sends them once on the schedule', async () => {
    const schedule = await admin.post('/api/Schedule', { type: 1, hours: 2 ** 24 - 1, weekDays: 127 });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const bad = await admin.post('/api/FormEventSetting', {
      form_id: DEMO_FORM_IDS.workOrder,
      name: 'Weekly',
      sendType: 'batched',
      fromAnyone: true,
      toEmailList: 'batch@example.com',
    });
    expect(bad.json().message).toBe('A batched subscription needs a schedule.');
    const setting = await admin.post('/api/FormEventSetting', {
      form_id: DEMO_FORM_IDS.workOrder,
      name: 'Hourly digest',
      sendType: 'batched',
      schedule_id: schedule.json().id,
      fromAnyone: true,
      toEmailList: 'batch@example.com',
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const tasks = (await employee.get('/api/Task')).json() as { id: string }[];
    for (const hours of ['2', '3']) {
      const r = await employee.post('/api/FormSubmission', {
        form_id: DEMO_FORM_IDS.workOrder,
        submissionStatus: 'completed',
        answerData: [
          { controlId: 'wo-task', answer: tasks[0]!.id },
          { controlId: 'wo-hours', answer: hours },
          { controlId: 'wo-rate', answer: '85' },
          { controlId: 'wo-done', answer: '2026-11-20' },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().answerData.find((a: { controlId: string }) => a.controlId === 'wo-total').answer).toBe(
        String(Number(hours) * 85),
      );
    }
    await app.platform.jobs.runDue();
    const digest = () =>
      admin
        .get('/api/Outbox')
        .then((r) =>
          (r.json() as { to: string; attachments: unknown[] }[]).filter((m) => m.to === 'batch@example.com'),
        );
    expect(await digest()).toHaveLength(0);
    app.platform.clock.set(new Date(Date.now() + 2 * 3600_000));
    try {
      await app.platform.jobs.runDue();
      await app.platform.jobs.runDue();
    } finally {
      app.platform.clock.set(null);
    }
    const sent = await digest();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toHaveLength(2);
  });
});

describe('photos and signatures in the PDF', () => {
  it('embeds an uploaded photo and a drawn signature as images', async () => {
    const png = Buffer.from(SIG.split(',')[1]!, 'base64');
    const up = await upload(app, employee, { name: 'site.png', content: png, type: 'image/png' });
    expect(up.statusCode, up.body).toBe(200);
    const photoId = up.json().id as string;
    const locations = (await employee.get('/api/Location')).json() as { id: string }[];
    const r = await employee.post('/api/FormSubmission', {
      id: 'test-photo-1',
      form_id: DEMO_FORM_IDS.safety,
      submissionStatus: 'completed',
      answerData: [
        { controlId: 'ss-site', answer: locations[0]!.id },
        { controlId: 'ss-incident', answer: 'No' },
        { controlId: 'ss-photos', answer: [photoId, 'not-a-file'] },
        { controlId: 'ss-signature', answer: SIG },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const printed = await employee.post('/api/FormSubmission/printpreview', { id: 'test-photo-1' });
    const pdf = Buffer.from(printed.json().pdf, 'base64');
    expect((pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(pdfText(pdf)).toContain('(file not-');
  });

  it('prints the company logo when the form says printLogo, and not otherwise', async () => {
    const png = Buffer.from(SIG.split(',')[1]!, 'base64');
    const up = await upload(app, admin, { name: 'logo.png', content: png, type: 'image/png' });
    expect(up.statusCode, up.body).toBe(200);
    const logoId = up.json().id as string;
    const images = async () => {
      const printed = await employee.post('/api/FormSubmission/printpreview', { id: 'test-logo-1' });
      expect(printed.statusCode, printed.body).toBe(200);
      return (
        Buffer.from(printed.json().pdf, 'base64')
          .toString('latin1')
          .match(/\/Subtype \/Image/g) ?? []
      ).length;
    };
    const r = await employee.post('/api/FormSubmission', {
      id: 'test-logo-1',
      form_id: DEMO_FORM_IDS.workOrder,
      submissionStatus: 'draft',
      answerData: [{ controlId: 'wo-hours', answer: '2' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const without = await images();
    const set = await admin.post('/api/Company', { id: app.demo!.companyId, logo_id: logoId });
    expect(set.statusCode, set.body).toBe(200);
    expect(await images()).toBeGreaterThan(without);
    // printLogo off: no logo.
    expect(
      (await admin.post('/api/Form', { id: DEMO_FORM_IDS.workOrder, printLogo: false })).statusCode,
    ).toBe(200);
    expect(await images()).toBe(without);
    expect((await admin.post('/api/Form', { id: DEMO_FORM_IDS.workOrder, printLogo: true })).statusCode).toBe(
      200,
    );
    // A logo that is not an image prints nothing rather than failing.
    const txt = await upload(app, admin, {
      name: 'notes.txt',
      content: Buffer.from('hello'),
      type: 'text/plain',
    });
    if (txt.statusCode === 200) {
      expect(
        (await admin.post('/api/Company', { id: app.demo!.companyId, logo_id: txt.json().id })).statusCode,
      ).toBe(200);
      expect(await images()).toBe(without);
    }
    expect((await admin.post('/api/Company', { id: app.demo!.companyId, logo_id: null })).statusCode).toBe(
      200,
    );
  });

  it('lets whoever may read the submission read its photo, and nobody else (issue 15 files)', async () => {
    const png = Buffer.from(SIG.split(',')[1]!, 'base64');
    const up = await upload(app, employee, { name: 'crack.png', content: png, type: 'image/png' });
    const photoId = up.json().id as string;
    // Before it is attached, the upload is its uploader's only.
    expect((await manager.get(`/api/file/${photoId}`)).statusCode).not.toBe(200);
    const locations = (await employee.get('/api/Location')).json() as { id: string }[];
    const r = await employee.post('/api/FormSubmission', {
      id: 'test-photo-2',
      form_id: DEMO_FORM_IDS.safety,
      submissionStatus: 'completed',
      answerData: [
        { controlId: 'ss-site', answer: locations[0]!.id },
        { controlId: 'ss-incident', answer: 'No' },
        { controlId: 'ss-photos', answer: [photoId] },
        { controlId: 'ss-signature', answer: SIG },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await employee.get(`/api/file/${photoId}`)).statusCode).toBe(200);
    expect((await manager.get(`/api/file/${photoId}`)).statusCode).toBe(200);
    // Another field employee cannot read a submission that is not theirs, nor its photo.
    expect((await fiona.get('/api/FormSubmission/test-photo-2')).statusCode).not.toBe(200);
    expect((await fiona.get(`/api/file/${photoId}`)).statusCode).not.toBe(200);
  });
});
