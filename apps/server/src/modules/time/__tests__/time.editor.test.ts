import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { upload } from '../../files/__tests__/upload-helpers.js';

// Time editor calls (time spec 2 "Time editor", 3, 6, 7): sign-offs, notes, filters, EmployeePrefs.
let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let payroll: Client;
let E: string;
let F1: string;
let L1: string;
let L2: string;
let T1: string;
let A1: string;

/** A 1x1 PNG, standing in for a drawn signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signature(c: Client): Promise<string> {
  const res = await upload(app, c, { name: 'signature.png', content: PNG, type: 'image/png' });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

let day = 0;
/** A complete record of `employeeId` on its own day of December 2026 (admin creates it). */
async function record(employeeId: string, extra: Record<string, unknown> = {}) {
  day++;
  const d = String(day).padStart(2, '0');
  const res = await admin.post('/api/Time', {
    employee_id: employeeId,
    location_id: L1,
    task_id: T1,
    inTimeStamp: `2026-12-${d}T15:00:00Z`,
    outTimeStamp: `2026-12-${d}T23:00:00Z`,
    inTimeZone: 'America/Denver',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string };
}

const audit = (id: string) =>
  app.platform.db.query<{ action: string; after: Record<string, unknown> | null }>(
    'SELECT action, after FROM time_audit WHERE time_id = $1 ORDER BY at',
    [id],
  );

beforeAll(async () => {
  app = await testServer();
  const demo = app.demo!;
  E = demo.employeeIds.employee;
  F1 = demo.employeeIds.field1;
  [L1, L2] = demo.locationIds as [string, string];
  T1 = demo.taskIds[0]!;
  A1 = demo.assetIds[0]!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
  payroll = await signIn(app, 'payroll');
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/time/signoff', () => {
  it('records a field manager sign-off with its signature on the records, audited', async () => {
    const rec = await record(F1);
    const sig = await signature(manager);
    const res = await manager.post('/api/time/signoff', {
      type: 'fieldManager',
      signature_id: sig,
      timeIds: [rec.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const so = res.json();
    expect(so).toMatchObject({ type: 'fieldManager', signature_id: sig, timeIds: [rec.id], batchIds: [] });
    expect(so.signedByName).toBeTruthy();
    expect(Date.parse(so.signOffTimeStamp)).not.toBeNaN();
    const got = (await manager.get(`/api/Time?filter=${encodeURIComponent(`id eq '${rec.id}'`)}`)).json();
    expect(got[0].fieldManagerSignOff_id).toBe(so.id);
    const list = (await manager.get(`/api/time/${rec.id}/signoffs`)).json();
    expect(list).toEqual([so]);
    expect((await audit(rec.id)).map((a) => a.action)).toEqual(['create', 'signoff']);
    // The image is readable by the company's users.
    expect((await payroll.get(`/api/file/${sig}`)).statusCode).toBe(200);
  });

  it('bounds each sign-off by its privilege', async () => {
    const rec = await record(F1);
    const sig = await signature(manager);
    const office = await manager.post('/api/time/signoff', {
      type: 'officeOne',
      signature_id: sig,
      timeIds: [rec.id],
    });
    expect(office.statusCode).toBe(403);
    expect(office.json()).toEqual({
      message: 'Not authorized: the officeOne sign-off requires Time:Execute:OfficeSignOffOne',
    });
    const two = await payroll.post('/api/time/signoff', {
      type: 'officeTwo',
      signature_id: sig,
      timeIds: [rec.id],
    });
    expect(two.statusCode).toBe(403);
    const one = await payroll.post('/api/time/signoff', {
      type: 'officeOne',
      signature_id: sig,
      timeIds: [rec.id],
    });
    expect(one.statusCode).toBe(200);
    const emp = await employee.post('/api/time/signoff', {
      type: 'employee',
      signature_id: sig,
      timeIds: [rec.id],
    });
    // The field employee signs only their own time: another's record is out of their reach.
    expect([403, 404]).toContain(emp.statusCode);
    // The administrator holds every sign-off, but an employee sign-off covers only one's own time.
    const own = await admin.post('/api/time/signoff', {
      type: 'employee',
      signature_id: sig,
      timeIds: [rec.id],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Not authorized: an employee sign-off covers only your own time.');
  });

  it('lets the demo field employee sign off their own time, and only their own (issue 19)', async () => {
    const own = await record(E);
    const sig = await signature(employee);
    const res = await employee.post('/api/time/signoff', {
      type: 'employee',
      signature_id: sig,
      timeIds: [own.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'employee', timeIds: [own.id] });
    const other = await record(F1);
    const refused = await employee.post('/api/time/signoff', {
      type: 'employee',
      signature_id: sig,
      timeIds: [other.id],
    });
    expect([403, 404]).toContain(refused.statusCode);
    // The employee has no manager sign-off.
    const manager = await employee.post('/api/time/signoff', {
      type: 'fieldManager',
      signature_id: sig,
      timeIds: [own.id],
    });
    expect(manager.statusCode).toBe(403);
  });

  it('signs every record of a batch and keeps sign-offs out of reach of a record save', async () => {
    const a = await record(F1);
    const b = await record(F1);
    await app.platform.db.query(
      `INSERT INTO time_batch (id, company_id, "batchId", employee_id, "payPeriodStartDate", "payPeriodEndDate",
          "payPeriodStart", "payPeriodEnd")
       VALUES ('batch-signoff-test', $1, 990101, $2, '2026-11-29', '2026-12-05', '2026-11-29T07:00:00Z', '2026-12-06T07:00:00Z')`,
      [app.demo!.companyId, F1],
    );
    await app.platform.db.query(
      `UPDATE time_record SET "timeBatch_id" = 'batch-signoff-test' WHERE id = ANY($1)`,
      [[a.id, b.id]],
    );
    const sig = await signature(admin);
    const res = await admin.post('/api/time/signoff', {
      type: 'officeTwo',
      signature_id: sig,
      batchIds: ['batch-signoff-test'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().timeIds].sort()).toEqual([a.id, b.id].sort());
    expect(res.json().batchIds).toEqual(['batch-signoff-test']);
    // A save carrying forged sign-off ids keeps the stored ones.
    const saved = await admin.post('/api/Time', {
      ...a,
      officeSignOffTwo_id: 'forged',
      employeeSignOff_id: 'forged',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().officeSignOffTwo_id).toBe(res.json().id);
    expect(saved.json().employeeSignOff_id).toBeUndefined();
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    const rec = await record(F1);
    const open = await record(F1, { outTimeStamp: null });
    const sig = await signature(admin);
    const cases: [unknown, number, string][] = [
      [{ type: 'boss', signature_id: sig, timeIds: [rec.id] }, 400, 'type must be one of'],
      [
        { type: 'officeOne', signature_id: sig },
        400,
        'Select at least one time record or batch to sign off.',
      ],
      [{ type: 'officeOne', signature_id: 'nope', timeIds: [rec.id] }, 400, 'Signature file nope not found.'],
      [{ type: 'officeOne', signature_id: sig, timeIds: ['no-such'] }, 404, 'Time no-such not found'],
      [
        { type: 'officeOne', signature_id: sig, timeIds: [open.id] },
        400,
        'Time Records with incomplete time entries cannot be signed off.',
      ],
    ];
    for (const [body, code, message] of cases) {
      const res = await admin.post('/api/time/signoff', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json().message).toContain(message);
    }
    const text = await upload(app, admin, { name: 'notes.txt', content: 'hello', type: 'text/plain' });
    if (text.statusCode === 200) {
      const res = await admin.post('/api/time/signoff', {
        type: 'officeOne',
        signature_id: text.json().id,
        timeIds: [rec.id],
      });
      expect(res.json()).toEqual({ message: 'The signature must be an image (PNG) file.' });
    }
    // An employee cannot sign off (or see) someone else's record through its own scope.
    expect((await employee.get(`/api/time/${rec.id}/signoffs`)).statusCode).toBe(404);
  });
});

describe('TimeNote: audit, noteIds and the approved-shift rule', () => {
  it('audits notes, keeps noteIds in step, and locks an approved record again when its note is deleted', async () => {
    const rec = await record(E);
    await app.platform.db.query(
      `INSERT INTO time_batch (id, company_id, "batchId", employee_id, "payPeriodStartDate", "payPeriodEndDate",
          "payPeriodStart", "payPeriodEnd", "approvedTimeStamp")
       VALUES ('batch-note-test', $1, 990102, $2, '2026-11-29', '2026-12-05', '2026-11-29T07:00:00Z', '2026-12-06T07:00:00Z', now())`,
      [app.demo!.companyId, E],
    );
    await app.platform.db.query(`UPDATE time_record SET "timeBatch_id" = 'batch-note-test' WHERE id = $1`, [
      rec.id,
    ]);
    const edit = () =>
      manager.post('/api/Time', {
        id: rec.id,
        outTimeStamp: rec.outTimeStamp?.toString().replace('23:00', '22:00'),
      });
    expect((await edit()).statusCode).toBe(409);
    const note = await manager.post('/api/TimeNote', { time_id: rec.id, note: '  Left early, per foreman ' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().note).toBe('Left early, per foreman');
    const got = (await manager.get(`/api/Time?filter=${encodeURIComponent(`id eq '${rec.id}'`)}`)).json();
    expect(got[0].noteIds).toEqual([note.json().id]);
    // A save cannot clear the notes to dodge the rule.
    const forged = await manager.post('/api/Time', { ...got[0], noteIds: [] });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json().noteIds).toEqual([note.json().id]);
    expect((await edit()).statusCode).toBe(200);
    expect((await manager.del(`/api/TimeNote/${note.json().id}`)).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(409);
    const actions = (await audit(rec.id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'note')).toHaveLength(2);
  });

  it('refuses empty notes, moving a note, and readers without Time:View:Notes', async () => {
    const rec = await record(F1);
    const other = await record(F1);
    expect((await manager.post('/api/TimeNote', { time_id: rec.id, note: '   ' })).json()).toEqual({
      message: 'A note must not be empty.',
    });
    const n = (await manager.post('/api/TimeNote', { time_id: rec.id, note: 'ok' })).json();
    expect((await manager.post('/api/TimeNote', { id: n.id, time_id: other.id, note: 'ok' })).json()).toEqual(
      {
        message: 'A note cannot be moved to another time record.',
      },
    );
    expect((await employee.get('/api/TimeNote')).statusCode).toBe(403);
  });
});

describe('GET /api/Time filter panel', () => {
  const from = '2027-01-01T00:00:00Z';
  const to = '2027-01-31T00:00:00Z';
  let at1: string;
  let at2: string;
  let withAsset: string;
  let open: string;
  beforeAll(async () => {
    const mk = async (d: string, extra: Record<string, unknown>) =>
      (
        await admin.post('/api/Time', {
          employee_id: F1,
          inTimeStamp: `2027-01-${d}T15:00:00Z`,
          outTimeStamp: `2027-01-${d}T20:00:00Z`,
          ...extra,
        })
      ).json().id as string;
    at1 = await mk('04', { location_id: L1, task_id: T1 });
    at2 = await mk('05', { location_id: L2 });
    withAsset = await mk('06', { location_id: L2, assetIds: [A1] });
    open = await mk('07', { location_id: L1, outTimeStamp: null });
  });
  const ids = async (query: string, c: Client = manager) => {
    const res = await c.get(`/api/Time?from=${from}&to=${to}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }[]).map((r) => r.id).sort();
  };

  it('filters by location, task, asset and state on the server', async () => {
    expect(await ids(`locationIds=${L1}`)).toEqual([at1, open].sort());
    expect(await ids(`locationIds=${L1},${L2}&state=complete`)).toEqual([at1, at2, withAsset].sort());
    expect(await ids(`taskIds=${T1}`)).toEqual([at1]);
    expect(await ids(`assetIds=${A1}`)).toEqual([withAsset]);
    expect(await ids('state=incomplete')).toEqual([open]);
    expect(await ids('state=edited')).toEqual([at1, at2, withAsset, open].sort());
    expect(await ids('state=unedited')).toEqual([]);
  });

  it('applies the saved user-defined filters (filterMyLocations, filterMyAssets)', async () => {
    expect(await ids('myLocations=true')).toEqual([]);
    const saved = await manager.post('/api/EmployeePrefs', {
      preferences: { userDefinedFilters: { filterMyLocations: true, myLocationIds: [L2], myAssetIds: [A1] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ids('myLocations=true')).toEqual([at2, withAsset].sort());
    expect(await ids('myAssets=1')).toEqual([withAsset]);
    expect(await ids('myLocations=false')).toHaveLength(4);
  });

  it('answers 400 for malformed filters', async () => {
    const bad = async (q: string) => (await manager.get(`/api/Time?${q}`)).json().message as string;
    expect(await bad("locationIds=a'b")).toBe("locationIds holds an invalid id 'a'b'.");
    expect(await bad('state=maybe')).toContain(
      'state must be one of all, complete, incomplete, edited, unedited',
    );
    expect(await bad('myAssets=perhaps')).toContain('must be true or false');
    expect(await bad(`taskIds=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`)).toBe(
      'taskIds may list at most 50 ids.',
    );
  });
});

describe('EmployeePrefs', () => {
  it('saves the time editor columns and restores them, also in the identity', async () => {
    const columns = [
      { name: 'employee', visible: true, sort: null, width: 160 },
      { name: 'task', visible: false },
      { name: 'location', visible: true, sort: 'asc' },
    ];
    const res = await payroll.post('/api/EmployeePrefs', { preferences: { timeEditor: { columns } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await payroll.get('/api/EmployeePrefs')).json().timeEditor).toEqual({ columns });
    expect((await payroll.get('/api/account/identity')).json().preferences.timeEditor).toEqual({ columns });
    // Other keys stay.
    await payroll.post('/api/EmployeePrefs', { preferences: { timeZoneRendering: 'utc' } });
    const back = (await payroll.get('/api/EmployeePrefs')).json();
    expect(back).toMatchObject({ timeZoneRendering: 'utc', timeEditor: { columns } });
    // Each user has their own.
    expect((await employee.get('/api/EmployeePrefs')).json().timeEditor).toBeUndefined();
  });

  it('refuses malformed preferences with 400', async () => {
    const bad = async (body: unknown) => {
      const res = await payroll.post('/api/EmployeePrefs', body);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ preferences: { timeEditor: { columns: [{ name: 'x' }] } } })).toContain('visible');
    expect(await bad({ preferences: { timeZoneRendering: 'mars' } })).toContain('timeZoneRendering');
    expect(await bad({ preferences: { language: { columns: [] } } })).toBe(
      'language is saved with POST /account/preferences.',
    );
    expect(await bad({})).toContain('preferences');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/EmployeePrefs',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps the dashboard layout per user, also for an unprivileged employee', async () => {
    const dashboard = {
      order: [
        'media',
        'hours',
        'units',
        'hoursPie',
        'unitsPie',
        'locationHours',
        'budget',
        'maps',
        'weather',
        'devices',
      ],
      hidden: ['maps'],
      flaggedHours: 4,
    };
    const res = await employee.post('/api/EmployeePrefs', { preferences: { dashboard } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await employee.get('/api/account/identity')).json().preferences.dashboard).toEqual(dashboard);
    expect((await manager.get('/api/EmployeePrefs')).json().dashboard).toBeUndefined();
    const bad = async (d: unknown) => {
      const r = await employee.post('/api/EmployeePrefs', { preferences: { dashboard: d } });
      expect(r.statusCode).toBe(400);
      return r.json().message as string;
    };
    expect(await bad({ ...dashboard, order: ['hours', 'hours'] })).toContain('order lists a card twice.');
    expect(await bad({ ...dashboard, hidden: ['nope'] })).toContain('hidden');
    expect(await bad({ ...dashboard, flaggedHours: 25 })).toContain('flaggedHours');
    expect((await employee.get('/api/EmployeePrefs')).json().dashboard).toEqual(dashboard);
  });
});
