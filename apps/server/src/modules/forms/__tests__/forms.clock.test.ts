import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

// Forms required at clock IN and OUT (platform spec 3 Form in/out requirements, 4.2; time spec 7
// inFormSubmissionIds/outFormSubmissionIds): filled first, checked and linked by the server.
let app: FastifyInstance;
let admin: Client;
let employee: Client;
let fiona: Client;
let E: string;
let F1: string;
let L0: string;
let L1: string;
let formId: string;

beforeAll(async () => {
  app = await testServer();
  E = app.demo!.employeeIds.employee;
  F1 = app.demo!.employeeIds.field1;
  [L0, L1] = app.demo!.locationIds as [string, string];
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  fiona = await signIn(app, 'fiona');
  await app.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = ANY($1::text[])', [
    [E, F1],
  ]);
  const form = await admin.post('/api/Form', {
    name: 'Pre-start check',
    defaultSubmissionStatus: 'completed',
    definition: [{ id: 'ok', type: 'text', name: 'Vehicle OK?', validation: { required: true } }],
    // IN: Eli only (anywhere); OUT: everyone at the first location.
    inEmployeeRequirement: 'optIn',
    inEmployeeIds: [E],
    outLocationRequirement: 'optIn',
    outLocationIds: [L0],
  });
  expect(form.statusCode, form.body).toBe(200);
  formId = form.json().id;
}, 60_000);
afterAll(async () => app?.close());

const clockIn = (employeeId: string, extra: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  location_id: L0,
  inTimeZone: 'America/Denver',
  source: 'clock',
  ...extra,
});

async function fill(c: Client, extra: Record<string, unknown> = {}) {
  const r = await c.post('/api/FormSubmission', {
    form_id: formId,
    submissionStatus: 'completed',
    answerData: [{ controlId: 'ok', answer: 'Yes' }],
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as string;
}

describe('forms required at the clock', () => {
  it('lists the forms required for an employee at a location (own, or ClockInOthers)', async () => {
    const q = (c: Client, s: string) => c.get(`/api/form/clockforms?${s}`);
    const mine = await q(employee, `direction=in&employee_id=${E}&location_id=${L1}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((f: { name: string }) => f.name)).toEqual(['Pre-start check']);
    expect(mine.json()[0].definition).toHaveLength(1);
    expect((await q(fiona, `direction=in&employee_id=${F1}&location_id=${L0}`)).json()).toEqual([]);
    expect((await q(fiona, `direction=out&employee_id=${F1}&location_id=${L0}`)).json()).toHaveLength(1);
    expect((await q(fiona, `direction=out&employee_id=${F1}&location_id=${L1}`)).json()).toEqual([]);
    expect((await q(admin, `direction=in&employee_id=${E}`)).json()).toHaveLength(1);
    // A field employee may not ask for another employee; bad queries are refused.
    expect((await q(fiona, `direction=in&employee_id=${E}`)).statusCode).toBe(403);
    const bad = await q(employee, `direction=sideways&employee_id=${E}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/direction/);
    expect((await q(employee, 'direction=in')).statusCode).toBe(400);
  });

  it('refuses a clock IN without the required form, or with submissions that do not count', async () => {
    const none = await employee.post('/api/time/real', [clockIn(E)]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      "Please complete the form 'Pre-start check' for Eli Employee before clock IN.",
    );
    const unknown = await employee.post('/api/time/real', [clockIn(E, { inFormSubmissionIds: ['nope'] })]);
    expect(unknown.json().message).toBe('Form submission nope not found');
    const draft = await fill(employee, { submissionStatus: 'draft', answerData: [] });
    const asDraft = await employee.post('/api/time/real', [clockIn(E, { inFormSubmissionIds: [draft] })]);
    expect(asDraft.json().message).toBe(`Form submission ${draft} is not completed`);
    const hers = await fill(fiona);
    const notHis = await employee.post('/api/time/real', [clockIn(E, { inFormSubmissionIds: [hers] })]);
    // Another employee's submission is not even visible to him; either way it does not count.
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().message).toBe(`Form submission ${hers} is not of Eli Employee`);
    const typo = await employee.post('/api/time/real', [clockIn(E, { inFormSubmissionIds: 'x' })]);
    expect(typo.statusCode).toBe(400);
    // Nothing was clocked.
    const open = await app.platform.db.query(
      'SELECT 1 FROM time_record WHERE employee_id = $1 AND status = 1 AND "outTimeStamp" IS NULL',
      [E],
    );
    expect(open).toHaveLength(0);
  });

  it('clocks IN with the filled form and links it to the record; it cannot serve twice', async () => {
    const sub = await fill(employee);
    const res = await employee.post('/api/time/real', [clockIn(E, { inFormSubmissionIds: [sub] })]);
    expect(res.statusCode, res.body).toBe(200);
    const rec = res.json()[0];
    expect(rec.inFormSubmissionIds).toEqual([sub]);
    expect((await employee.get(`/api/FormSubmission/${sub}`)).json().time_id).toBe(rec.id);
    // Fiona needs no form at clock IN.
    const free = await fiona.post('/api/time/real', [clockIn(F1)]);
    expect(free.statusCode, free.body).toBe(200);

    // OUT at the first location needs the form again, with a new submission.
    await app.platform.db.query(
      `UPDATE time_record SET "inTimeStamp" = "inTimeStamp" - interval '2 hours',
              "inTimeStampServer" = "inTimeStampServer" - interval '2 hours' WHERE employee_id = ANY($1::text[])`,
      [[E, F1]],
    );
    const out = {
      id: rec.id,
      employee_id: E,
      outTimeStamp: new Date().toISOString(),
      outTimeZone: 'America/Denver',
    };
    const reused = await employee.post('/api/time/real', [{ ...out, outFormSubmissionIds: [sub] }]);
    expect(reused.json().message).toBe(`Form submission ${sub} already belongs to a time record`);
    const missing = await employee.post('/api/time/real', [out]);
    expect(missing.json().message).toBe(
      "Please complete the form 'Pre-start check' for Eli Employee before clock OUT.",
    );
    const second = await fill(employee);
    const done = await employee.post('/api/time/real', [{ ...out, outFormSubmissionIds: [second] }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()[0].outFormSubmissionIds).toEqual([second]);
    expect((await employee.get(`/api/FormSubmission/${second}`)).json().time_id).toBe(rec.id);
  });

  it('asks nothing once the form is inactive', async () => {
    expect((await admin.post('/api/Form', { id: formId, status: 2 })).statusCode).toBe(200);
    const fionaOpen = await app.platform.db.query<{ id: string }>(
      'SELECT id FROM time_record WHERE employee_id = $1 AND status = 1 AND "outTimeStamp" IS NULL',
      [F1],
    );
    const out = await fiona.post('/api/time/real', [
      {
        id: fionaOpen[0]!.id,
        employee_id: F1,
        outTimeStamp: new Date().toISOString(),
        outTimeZone: 'America/Denver',
      },
    ]);
    expect(out.statusCode, out.body).toBe(200);
  });

  it('reads only the forms a clock can require (no other form travels with a clock call)', async () => {
    const { loadClockSetup } = await import('../../time/time.queries.js');
    const companyId = app.demo!.companyId;
    const setup = await loadClockSetup(app.platform.db, companyId, [E], 'Time:Execute:Clock');
    const names = setup.forms.map((f) => f.name);
    // The demo's forms have no clock requirement; the pre-start check (inactive now) is left out too.
    expect(names).toEqual([]);
    expect((await admin.post('/api/Form', { id: formId, status: 1 })).statusCode).toBe(200);
    const again = await loadClockSetup(app.platform.db, companyId, [E], 'Time:Execute:Clock');
    expect(again.forms.map((f) => f.name)).toEqual(['Pre-start check']);
    const all = await app.platform.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM form WHERE company_id = $1 AND status = 1',
      [companyId],
    );
    expect(all[0]!.n).toBeGreaterThan(1);
  });
});
