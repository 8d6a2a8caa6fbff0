import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { seedDemoTime } from '../time.seed.js';

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let payroll: Client;
let E: string; // the 'employee' user's employee
let M: string; // the manager's employee
let F1: string; // a field employee
let NO_TRACK: string; // an employee without the time-tracking privilege
let L: string;
let T: string;

beforeAll(async () => {
  app = await testServer();
  const demo = app.demo!;
  E = demo.employeeIds.employee;
  M = demo.employeeIds.manager;
  F1 = demo.employeeIds.field1;
  // An employee without a sign-in holds no role, so no time-tracking privilege.
  NO_TRACK = 'test-no-tracking-employee';
  await app.platform.db.query(
    `INSERT INTO employee (id, company_id, code, "firstName", "lastName", "fullName", "isAdministrator")
     VALUES ($1, $2, 'NT-1', 'Nora', 'Tracking', 'Nora Tracking', false)`,
    [NO_TRACK, demo.companyId],
  );
  L = demo.locationIds[0]!;
  T = demo.taskIds[0]!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
  payroll = await signIn(app, 'payroll');
  // The demo may seed time records; start these employees without any.
  await app.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = ANY($1::text[])', [
    [E, M],
  ]);
});
afterAll(async () => {
  await app?.close();
});

const clockIn = (employeeId: string, extra: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  location_id: L,
  task_id: T,
  assetIds: [],
  inTimeStamp: new Date(Date.now() - 10 * 60_000).toISOString(),
  inTimeZone: 'America/Denver',
  inLat: -1000,
  inLon: -1000,
  source: 'clock',
  ...extra,
});

/** Moves a record's IN (and server IN) back by `minutes`, as if it had been clocked in earlier. */
async function ageRecord(id: string, minutes: number) {
  await app.platform.db.query(
    `UPDATE time_record SET "inTimeStamp" = "inTimeStamp" - ($2 || ' minutes')::interval,
            "inTimeStampServer" = "inTimeStampServer" - ($2 || ' minutes')::interval WHERE id = $1`,
    [id, String(minutes)],
  );
}

async function auditOf(id: string) {
  return app.platform.db.query<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    user_id: string;
  }>('SELECT action, before, after, user_id FROM time_audit WHERE time_id = $1 ORDER BY at, action', [id]);
}

describe('GET /api/time/employees', () => {
  it('lists the employees the caller may clock: time-tracking ones, or only oneself without ClockInOthers', async () => {
    const all = await manager.get('/api/time/employees');
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((e: { id: string }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([E, M, app.demo!.employeeIds.admin]));
    expect(ids).not.toContain(NO_TRACK);
    expect(all.json().find((e: { id: string }) => e.id === E)).toMatchObject({
      fullName: expect.any(String),
      permissionSetIds: [],
    });
    const self = await employee.get('/api/time/employees');
    expect(self.json().map((e: { id: string }) => e.id)).toEqual([E]);
    const noClock = await payroll.get('/api/time/employees');
    expect(noClock.statusCode).toBe(403);
  });
});

describe('clock in and out (POST /api/time/real)', () => {
  let recordId: string;

  it('clocks IN at server time and keeps the entered time as raw', async () => {
    const entered = new Date(Date.now() - 10 * 60_000).toISOString();
    const before = Date.now();
    const res = await employee.post('/api/time/real', [clockIn(E, { inTimeStamp: entered })]);
    expect(res.statusCode).toBe(200);
    const [rec] = res.json();
    recordId = rec.id;
    expect(rec).toMatchObject({
      employee_id: E,
      location_id: L,
      task_id: T,
      inTimeStampRaw: entered,
      inTimeZone: 'America/Denver',
      outTimeStamp: null,
      source: 'clock',
      compileState: 'raw',
      wasManuallyEdited: false,
      status: 1,
    });
    expect(rec.inTimeStampServer).toBe(rec.inTimeStamp);
    expect(Date.parse(rec.inTimeStamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(rec.inTimeStamp)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('blocks a second IN within the last hour', async () => {
    const res = await employee.post('/api/time/real', [clockIn(E)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This employee already clocked IN within the last hour.' });
  });

  it('refuses an OUT less than a minute after the IN', async () => {
    const res = await employee.post('/api/time/real', [
      { id: recordId, employee_id: E, outTimeStamp: new Date().toISOString(), outTimeZone: 'America/Denver' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The elapsed time between IN and OUT must be at least 1 minute.',
    });
  });

  it('clocks OUT the open record at server time', async () => {
    await ageRecord(recordId, 120);
    const entered = new Date(Date.now() - 60_000).toISOString();
    // The clock sends the open record as it read it (issue 15: strict, but read-only fields pass).
    const open = (await employee.get(`/api/Time/${recordId}`)).json();
    const unknown = await employee.post('/api/time/real', [{ ...open, zzz: 1, outTimeStamp: entered }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/zzz: unknown field/);
    const res = await employee.post('/api/time/real', [
      {
        ...open,
        id: recordId,
        employee_id: E,
        outTimeStamp: entered,
        outTimeZone: 'America/Denver',
        outLat: -1000,
        outLon: -1000,
      },
    ]);
    expect(res.statusCode).toBe(200);
    const [rec] = res.json();
    expect(rec).toMatchObject({
      id: recordId,
      outTimeStampRaw: entered,
      outTimeZone: 'America/Denver',
      location_id: L,
    });
    expect(rec.outTimeStampServer).toBe(rec.outTimeStamp);
    expect(rec.totalSeconds).toBeGreaterThanOrEqual(7200 - 5);
    expect(rec.totalSeconds).toBeLessThanOrEqual(7200 + 5);
    const again = await employee.post('/api/time/real', [
      { employee_id: E, outTimeStamp: new Date().toISOString(), outTimeZone: 'America/Denver' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'No open clock IN was found for this employee.' });
  });

  it('writes clock-in and clock-out audit rows', async () => {
    const rows = await auditOf(recordId);
    expect(rows.map((r) => r.action)).toEqual(['clock-in', 'clock-out']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ id: recordId, outTimeStamp: null });
    expect(rows[1]!.before).toMatchObject({ outTimeStamp: null });
    expect(rows[1]!.after!.outTimeStamp).toEqual(expect.any(String));
  });

  it("applies the clock screen's selection rules", async () => {
    const noLocation = await employee.post('/api/time/real', [clockIn(E, { location_id: null })]);
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json()).toMatchObject({ message: 'Please select a location.' });
    await app.platform.db.query(
      `UPDATE employee SET data = data || '{"permissionSetIds":["ps-1"]}'::jsonb WHERE id = $1`,
      [E],
    );
    try {
      const noTask = await employee.post('/api/time/real', [clockIn(E, { task_id: null })]);
      expect(noTask.statusCode).toBe(400);
      expect(noTask.json()).toMatchObject({ message: 'Please select task.' });
    } finally {
      await app.platform.db.query(`UPDATE employee SET data = data - 'permissionSetIds' WHERE id = $1`, [E]);
    }
    const badCustom = await employee.post('/api/time/real', [clockIn(E, { customFieldsValid: false })]);
    expect(badCustom.json()).toMatchObject({ message: 'Invalid Custom Field Input' });
    const badZone = await employee.post('/api/time/real', [clockIn(E, { inTimeZone: 'Mars/Olympus' })]);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ message: "Unknown time zone 'Mars/Olympus'." });
    const empty = await employee.post('/api/time/real', []);
    expect(empty.statusCode).toBe(400);
  });

  it('clocks others only with ClockInOthers, and only employees who track time', async () => {
    const res = await employee.post('/api/time/real', [clockIn(M)]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Not authorized: clocking other employees in or out requires Time:Execute:ClockInOthers',
    });
    const noTracking = await manager.post('/api/time/real', [clockIn(NO_TRACK)]);
    expect(noTracking.statusCode).toBe(403);
    expect(noTracking.json()).toEqual({
      message: 'Nora Tracking does not have the time-tracking privilege (Time:Execute:TimeTracking).',
      messageKey: 'time.msg.noTimeTracking',
      params: { name: 'Nora Tracking' },
    });
    const ok = await manager.post('/api/time/real', [clockIn(E)]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0]).toMatchObject({ employee_id: E });
    const notClock = await payroll.post('/api/time/real', [clockIn(E)]);
    expect(notClock.statusCode).toBe(403);
    expect(notClock.json()).toEqual({
      message: 'Not authorized: the time clock requires Time:Execute:RealTimeEntryWeb',
    });
  });
});

describe('POST /api/time/clockout', () => {
  it('clocks out open records, keeps the additional information, and reports failures', async () => {
    const body = {
      timeZone: 'America/Denver',
      clockOutTimeModels: [{ employeeId: E, name: 'Erin', additionalInfo: 'Left early' }],
    };
    // E was clocked in by the manager a moment ago: too soon.
    const tooSoon = await manager.post('/api/time/clockout', body);
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual({
      status: 'error',
      message: 'Could not clock out all employees.',
      failed: [
        {
          employeeId: E,
          name: 'Erin',
          message: 'The elapsed time between IN and OUT must be at least 1 minute.',
        },
      ],
    });
    const [open] = await app.platform.db.query<{ id: string }>(
      `SELECT id FROM time_record WHERE employee_id = $1 AND "outTimeStamp" IS NULL AND status = 1`,
      [E],
    );
    await ageRecord(open!.id, 30);
    const ok = await manager.post('/api/time/clockout', body);
    expect(ok.json()).toEqual({ status: 'success' });
    const rec = (await manager.get(`/api/Time/${open!.id}`)).json();
    expect(rec).toMatchObject({ outTimeZone: 'America/Denver', outAdditionalInfo: 'Left early' });
    // Right after an OUT by POST /time/real the call only stores the information.
    const again = await manager.post('/api/time/clockout', {
      ...body,
      clockOutTimeModels: [{ employeeId: E, name: 'Erin', additionalInfo: 'Tools returned' }],
    });
    expect(again.json()).toEqual({ status: 'success' });
    expect((await manager.get(`/api/Time/${open!.id}`)).json().outAdditionalInfo).toBe('Tools returned');
    const nobody = await manager.post('/api/time/clockout', {
      ...body,
      clockOutTimeModels: [{ employeeId: M, name: 'Marco' }],
    });
    expect(nobody.json()).toMatchObject({ status: 'error', message: 'Could not clock out all employees.' });
  });

  it('writes no audit row when the OUT already stored everything (issue 19)', async () => {
    // A fresh start for E (the one-hour rule would refuse a second IN).
    await app.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = $1', [E]);
    const [inRec] = (await employee.post('/api/time/real', [clockIn(E)])).json();
    await ageRecord(inRec.id, 30);
    const out = await employee.post('/api/time/real', [
      {
        id: inRec.id,
        employee_id: E,
        outTimeStamp: new Date().toISOString(),
        outTimeZone: 'America/Denver',
        outAdditionalInfo: 'Van 3 parked',
      },
    ]);
    expect(out.statusCode).toBe(200);
    for (const additionalInfo of [null, 'Van 3 parked']) {
      const res = await employee.post('/api/time/clockout', {
        timeZone: 'America/Denver',
        clockOutTimeModels: [{ employeeId: E, name: 'Eli', additionalInfo }],
      });
      expect(res.json()).toEqual({ status: 'success' });
    }
    expect((await auditOf(inRec.id)).map((a) => a.action)).toEqual(['clock-in', 'clock-out']);
    expect((await employee.get(`/api/Time/${inRec.id}`)).json().outAdditionalInfo).toBe('Van 3 parked');
  });

  it('needs ClockInOthers for other employees', async () => {
    const res = await employee.post('/api/time/clockout', {
      timeZone: 'America/Denver',
      clockOutTimeModels: [{ employeeId: M, name: 'Marco' }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('time editor (GET/POST/DELETE /api/Time)', () => {
  let editedId: string;
  const shift = { inTimeStamp: '2026-11-02T15:00:00.000Z', outTimeStamp: '2026-11-02T23:00:00.000Z' };

  it('creates a record as a manual edit', async () => {
    const res = await manager.post('/api/Time', {
      employee_id: E,
      location_id: L,
      task_id: T,
      inTimeZone: 'America/Denver',
      ...shift,
      source: 'clock',
      inTimeStampServer: '2020-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const rec = res.json();
    editedId = rec.id;
    expect(rec).toMatchObject({
      ...shift,
      source: 'editor',
      wasManuallyEdited: true,
      compileState: 'edit',
      inTimeStampRaw: shift.inTimeStamp,
      outTimeStampRaw: shift.outTimeStamp,
      inTimeStampServer: null,
      outTimeZone: 'America/Denver',
      totalSeconds: 8 * 3600,
    });
  });

  it("enforces the editor's time rules", async () => {
    const outBeforeIn = await manager.post('/api/Time', {
      id: editedId,
      outTimeStamp: '2026-11-02T14:00:00.000Z',
    });
    expect(outBeforeIn.statusCode).toBe(400);
    expect(outBeforeIn.json()).toEqual({ message: 'Out Time must be later than In Time.' });
    const tooLong = await manager.post('/api/Time', {
      id: editedId,
      outTimeStamp: '2026-11-03T15:00:01.000Z',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Record must not exceed 24 hours.' });
    const noIn = await manager.post('/api/Time', {
      employee_id: E,
      location_id: L,
      outTimeStamp: shift.outTimeStamp,
    });
    expect(noIn.statusCode).toBe(400);
  });

  it('keeps the original IN as raw when the IN is edited', async () => {
    const res = await manager.post('/api/Time', { id: editedId, inTimeStamp: '2026-11-02T16:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      inTimeStamp: '2026-11-02T16:00:00.000Z',
      inTimeStampRaw: shift.inTimeStamp,
      totalSeconds: 7 * 3600,
      wasManuallyEdited: true,
    });
  });

  it('shows the history (previous value, who, when) to whoever may edit the record (issue 19)', async () => {
    const res = await manager.get(`/api/time/${editedId}/history`);
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      at: expect.any(String),
      by: 'Marco Manager',
      changes: [{ field: 'inTimeStamp', before: shift.inTimeStamp, after: '2026-11-02T16:00:00.000Z' }],
    });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'location_id', before: null, after: expect.any(String) }]),
    );
    // The field employee neither sees others' records nor edits their own time.
    expect([403, 404]).toContain((await employee.get(`/api/time/${editedId}/history`)).statusCode);
    const [own] = await app.platform.db.query<{ id: string }>(
      'SELECT id FROM time_record WHERE employee_id = $1 LIMIT 1',
      [E],
    );
    const mine = await employee.get(`/api/time/${own!.id}/history`);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe('Not authorized: editing your own time requires Time:Edit:MyTime');
    expect((await manager.get('/api/time/nope/history')).statusCode).toBe(404);
  });

  it('bounds editing by my-time and others-time privileges', async () => {
    const own = await employee.post('/api/Time', { employee_id: E, location_id: L, ...shift });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      message: 'Not authorized: editing your own time requires Time:Edit:MyTime',
    });
    const others = await employee.post('/api/Time', {
      id: editedId,
      inTimeStamp: '2026-11-02T15:30:00.000Z',
    });
    // The employee cannot see other records at all; its own record still needs Time:Edit:MyTime.
    expect(others.statusCode).toBe(403);
  });

  it('guards fields by the per-field edit privileges', async () => {
    // Payroll holds Time:Edit:OthersTime but none of the per-field privileges.
    const time = await payroll.post('/api/Time', { id: editedId, outTimeStamp: '2026-11-02T22:00:00.000Z' });
    expect(time.statusCode).toBe(403);
    expect(time.json()).toEqual({
      message:
        "Not authorized: changing the In/Out time of other employees' time requires Time:Edit:OthersTimeTime",
    });
    const payType = await manager.post('/api/Time', { id: editedId, payType: 2 });
    expect(payType.statusCode).toBe(403);
    expect(payType.json()).toEqual({
      message:
        "Not authorized: changing the pay type of other employees' time requires Time:Edit:OthersTimePayType",
    });
    // Sending the record back unchanged (as a full form does) needs no per-field privilege.
    const current = (await payroll.get(`/api/Time/${editedId}`)).json();
    const same = await payroll.post('/api/Time', {
      ...current,
      assetIds: [],
      bypassAutoLunch: null,
      disclaimerAccepted: true,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ disclaimerAccepted: true, inTimeStamp: current.inTimeStamp });
    // The manager may move others' time but not the location of his own records.
    const own = (
      await admin.post('/api/Time', {
        employee_id: M,
        location_id: L,
        inTimeStamp: '2026-11-06T15:00:00Z',
        outTimeStamp: '2026-11-06T16:00:00Z',
      })
    ).json();
    const ownLocation = await manager.post('/api/Time', {
      id: own.id,
      location_id: app.demo!.locationIds[1],
    });
    expect(ownLocation.statusCode).toBe(403);
    expect(ownLocation.json()).toEqual({
      message: 'Not authorized: changing the location of your own time requires Time:Edit:MyTimeLocation',
    });
    const ownTime = await manager.post('/api/Time', { id: own.id, outTimeStamp: '2026-11-06T17:00:00Z' });
    expect(ownTime.statusCode).toBe(200);
  });

  it('lists records by IN range; employees see only their own', async () => {
    const q = `/api/Time?from=${encodeURIComponent('2026-11-02T00:00:00Z')}&to=${encodeURIComponent('2026-11-03T00:00:00Z')}`;
    const list = await manager.get(q);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toContain(editedId);
    const outside = await manager.get(
      `/api/Time?from=2026-11-03T00:00:00Z&to=2026-11-04T00:00:00Z&filter=${encodeURIComponent(`employee_id eq '${E}'`)}`,
    );
    expect(outside.json().map((r: { id: string }) => r.id)).not.toContain(editedId);
    const mine = await employee.get('/api/Time?from=2026-01-01T00:00:00Z');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().every((r: { employee_id: string }) => r.employee_id === E)).toBe(true);
    const managersOwn = await manager.post('/api/time/real', [clockIn(M)]);
    expect(managersOwn.statusCode).toBe(200);
    const hidden = await employee.get(`/api/Time/${managersOwn.json()[0].id}`);
    expect(hidden.statusCode).toBe(404);
    const bad = await manager.get('/api/Time?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "from must be an ISO 8601 date and time, got 'yesterday'." });
    const other = await signIn(app, 'admin2');
    expect((await other.get(`/api/Time/${editedId}`)).statusCode).toBe(404);
  });

  it('bounds deleting by my-time and others-time delete privileges', async () => {
    const res = await payroll.del(`/api/Time/${editedId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Not authorized: deleting other employees' time requires Time:Execute:OthersTimeDelete",
    });
    const ownRecord = (
      await admin.post('/api/Time', {
        employee_id: E,
        location_id: L,
        inTimeStamp: '2026-11-05T15:00:00Z',
        outTimeStamp: '2026-11-05T16:00:00Z',
      })
    ).json();
    const mine = await employee.del('/api/Time', [
      { id: ownRecord.id, inTimeStamp: ownRecord.inTimeStamp, outTimeStamp: ownRecord.outTimeStamp },
    ]);
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toEqual({
      message: 'Not authorized: deleting your own time requires Time:Execute:MyTimeDelete',
    });
  });

  it('deletes in bodies of at most 150 records and refuses stale ones', async () => {
    const tooMany = Array.from({ length: 151 }, (_, i) => ({
      id: `x${i}`,
      inTimeStamp: null,
      outTimeStamp: null,
    }));
    const big = await manager.del('/api/Time', tooMany);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ message: 'At most 150 records can be deleted per request.' });
    const stale = await manager.del('/api/Time', [
      { id: editedId, inTimeStamp: shift.inTimeStamp, outTimeStamp: shift.outTimeStamp },
    ]);
    expect(stale.statusCode).toBe(409);
    const current = (await manager.get(`/api/Time/${editedId}`)).json();
    const ok = await manager.del('/api/Time', [
      { id: editedId, inTimeStamp: current.inTimeStamp, outTimeStamp: current.outTimeStamp },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([expect.objectContaining({ id: editedId, status: 3 })]);
    const gone = await manager.del(`/api/Time/${editedId}`);
    expect(gone.statusCode).toBe(404);
  });

  it('audits every change with who, before and after', async () => {
    const rows = await auditOf(editedId);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toMatchObject({ inTimeStamp: shift.inTimeStamp });
    expect(rows[1]!.after).toMatchObject({ inTimeStamp: '2026-11-02T16:00:00.000Z' });
    expect(rows[2]!.after).toMatchObject({ disclaimerAccepted: true });
    expect(rows[3]!.after).toMatchObject({ status: 3 });
    const users = await app.platform.db.query<{ id: string; userName: string }>(
      'SELECT id, "userName" FROM app_user WHERE id = ANY($1::text[])',
      [rows.map((r) => r.user_id)],
    );
    const byId = new Map(users.map((u) => [u.id, u.userName]));
    expect(rows.map((r) => byId.get(r.user_id))).toEqual(['manager', 'manager', 'payroll', 'manager']);
  });
});

describe('demo time records', () => {
  it('seeds weeks of shifts once, with an open record and manual edits', async () => {
    const [row] = await app.platform.db.query<{ n: number; open: number; edited: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE "outTimeStamp" IS NULL)::int AS open,
              count(*) FILTER (WHERE "wasManuallyEdited")::int AS edited
         FROM time_record WHERE company_id = $1 AND employee_id = ANY($2::text[])`,
      [app.demo!.companyId, [F1, app.demo!.employeeIds.field2, app.demo!.employeeIds.field3]],
    );
    expect(row!.n).toBeGreaterThanOrEqual(3 * 5 * 3);
    expect(row!.open).toBe(1);
    expect(row!.edited).toBeGreaterThan(0);
    expect(await seedDemoTime(app.platform.db, app.demo!)).toBe(0);
    const list = await manager.get(`/api/Time?filter=${encodeURIComponent(`employee_id eq '${F1}'`)}&top=5`);
    expect(list.json()).toHaveLength(5);
  });
});

describe('timesheet entries (POST /api/Time with source timesheet)', () => {
  const day = {
    inTimeStamp: '2026-11-09T15:00:00.000Z',
    outTimeStamp: '2026-11-09T23:00:00.000Z',
    inTimeZone: 'America/Denver',
  };

  it('keeps source timesheet for own hours with SheetEntryWeb and refuses without it', async () => {
    const refused = await employee.post('/api/Time', {
      employee_id: E,
      location_id: L,
      task_id: T,
      source: 'timesheet',
      ...day,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Not authorized: entering your own timesheet requires Time:Execute:SheetEntryWeb',
    });
    const roleIds = await app.platform.db.query<{ role_id: string }>(
      'SELECT ur.role_id FROM user_role ur JOIN employee e ON e.user_id = ur.user_id WHERE e.id = $1',
      [E],
    );
    const ids = roleIds.map((r) => r.role_id);
    await app.platform.db.query(
      `UPDATE role SET privileges = privileges || '["Time:Execute:SheetEntryWeb"]'::jsonb WHERE id = ANY($1::text[]) AND "moduleId" = 'Time'`,
      [ids],
    );
    try {
      const ok = await employee.post('/api/Time', {
        employee_id: E,
        location_id: L,
        task_id: T,
        source: 'timesheet',
        ...day,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        ...day,
        source: 'timesheet',
        compileState: 'raw',
        wasManuallyEdited: false,
        totalSeconds: 8 * 3600,
      });
      const moved = await employee.post('/api/Time', {
        id: ok.json().id,
        outTimeStamp: '2026-11-09T22:00:00.000Z',
      });
      expect(moved.json()).toMatchObject({
        source: 'timesheet',
        outTimeStampRaw: '2026-11-09T22:00:00.000Z',
        totalSeconds: 7 * 3600,
      });
      const forOthers = await employee.post('/api/Time', {
        employee_id: M,
        location_id: L,
        source: 'timesheet',
        ...day,
      });
      expect(forOthers.statusCode).toBe(403);
      const listed = await employee.get(
        '/api/Time?from=2026-11-09T00:00:00Z&to=2026-11-10T00:00:00Z&includeInactiveData=false',
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.json().map((r: { id: string }) => r.id)).toEqual([ok.json().id]);
    } finally {
      await app.platform.db.query(
        `UPDATE role SET privileges = privileges - 'Time:Execute:SheetEntryWeb' WHERE id = ANY($1::text[]) AND "moduleId" = 'Time'`,
        [ids],
      );
    }
  });
});

describe('kiosk (POST /api/time/kiosk/identify and /clock)', () => {
  let pin: string;
  beforeAll(async () => {
    const [row] = await app.platform.db.query<{ pin: string }>('SELECT pin FROM employee WHERE id = $1', [E]);
    pin = row!.pin;
    await app.platform.db.query(
      `UPDATE time_record SET status = 3 WHERE employee_id = $1 AND ("outTimeStamp" IS NULL OR "inTimeStamp" > now() - interval '2 hours')`,
      [E],
    );
  });

  it('identifies by PIN and clocks IN and OUT with the success messages', async () => {
    const who = await admin.post('/api/time/kiosk/identify', { pin });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ employee: { id: E }, state: 'out', openRecord: null });
    expect(who.json().locations).toContainEqual({ id: L, name: expect.any(String) });
    const noLocation = await admin.post('/api/time/kiosk/clock', {
      pin,
      action: 'in',
      timeZone: 'America/Denver',
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json()).toEqual({
      message: 'Please select a location.',
      messageKey: 'domain.LOCATION_REQUIRED',
    });
    const clockedIn = await admin.post('/api/time/kiosk/clock', {
      pin,
      action: 'in',
      location_id: L,
      task_id: T,
      timeZone: 'America/Denver',
    });
    expect(clockedIn.statusCode).toBe(200);
    expect(clockedIn.json()).toMatchObject({
      status: 'success',
      message: 'Clock IN successful.',
      record: { employee_id: E, source: 'kiosk' },
    });
    const id = clockedIn.json().record.id;
    const state = await admin.post('/api/time/kiosk/identify', { pin });
    expect(state.json()).toMatchObject({ state: 'in', openRecord: { id, location_id: L, task_id: T } });
    const tooSoon = await admin.post('/api/time/kiosk/clock', {
      pin,
      action: 'out',
      timeZone: 'America/Denver',
    });
    expect(tooSoon.json()).toEqual({
      message: 'The elapsed time between IN and OUT must be at least 1 minute.',
      messageKey: 'domain.INVALID_TIME',
    });
    await ageRecord(id, 5);
    const out = await admin.post('/api/time/kiosk/clock', { pin, action: 'out', timeZone: 'America/Denver' });
    expect(out.json()).toMatchObject({
      status: 'success',
      message: 'Clock OUT successful.',
      record: { id, outTimeZone: 'America/Denver' },
    });
  });

  it('refuses unknown PINs, callers without KioskClock, and PIN guessing', async () => {
    const bad = await admin.post('/api/time/kiosk/identify', { pin: '000000' });
    expect(bad.statusCode).toBe(404);
    // The kiosk shows it in the user's language: the translation key travels beside it.
    expect(bad.json()).toEqual({ message: 'Invalid PIN', messageKey: 'kiosk.invalidPin' });
    const notKiosk = await employee.post('/api/time/kiosk/identify', { pin });
    expect(notKiosk.statusCode).toBe(403);
    expect(notKiosk.json()).toEqual({
      message: 'Not authorized: requires Time:Execute:KioskClock',
      messageKey: 'time.msg.kioskNotAuthorized',
    });
    const guesser = await signIn(app, 'admin');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await guesser.post('/api/time/kiosk/identify', { pin: `99990${i.toString().padStart(2, '0')}` }))
          .statusCode,
      );
    }
    expect(codes).toEqual([...Array(10).fill(404), 429]);
    const locked = await guesser.post('/api/time/kiosk/identify', { pin });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ messageKey: 'kiosk.tooManyPins' });
  });
});

describe('TimeNote', () => {
  it('lets Time:Edit:Notes add notes to a time record, stamped with the author', async () => {
    const rec = (
      await admin.post('/api/Time', {
        employee_id: E,
        location_id: L,
        inTimeStamp: '2026-11-07T15:00:00Z',
        outTimeStamp: '2026-11-07T16:00:00Z',
      })
    ).json();
    const res = await manager.post('/api/TimeNote', {
      time_id: rec.id,
      note: 'Stopped for material delivery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      time_id: rec.id,
      note: 'Stopped for material delivery',
      author_id: M,
    });
    expect(Date.parse(res.json().noteTimeStamp)).not.toBeNaN();
    const list = await manager.get(`/api/TimeNote?filter=${encodeURIComponent(`time_id eq '${rec.id}'`)}`);
    expect(list.json()).toHaveLength(1);
    expect((await employee.post('/api/TimeNote', { time_id: rec.id, note: 'x' })).statusCode).toBe(403);
    const unknown = await manager.post('/api/TimeNote', { time_id: 'no-such-record', note: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Time no-such-record not found.' });
  });
});

describe('permission sets and approved batches', () => {
  it("limits the clock's location, task and assets to the employee's permission sets", async () => {
    const db = app.platform.db;
    const L2 = app.demo!.locationIds[1]!;
    await db.query(
      `INSERT INTO permission_set (id, company_id, name, data) VALUES ('ps-clock-test', $1, 'Clock test', $2::jsonb)`,
      [app.demo!.companyId, JSON.stringify({ locationIds: [L2], taskIds: [T], assetIds: [] })],
    );
    await db.query(
      `UPDATE employee SET data = data || '{"permissionSetIds":["ps-clock-test"]}'::jsonb WHERE id = $1`,
      [E],
    );
    await db.query(
      `UPDATE time_record SET status = 3 WHERE employee_id = $1 AND "inTimeStamp" > now() - interval '2 hours'`,
      [E],
    );
    try {
      const [emp] = await db.query<{ fullName: string }>('SELECT "fullName" FROM employee WHERE id = $1', [
        E,
      ]);
      const refused = await manager.post('/api/time/real', [clockIn(E, { location_id: L })]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: `Location ${L} is not permitted for ${emp!.fullName}.`,
        messageKey: 'time.msg.notPermitted.location',
        params: { name: emp!.fullName },
      });
      const asset = app.demo!.assetIds[0]!;
      const noAsset = await manager.post('/api/time/real', [
        clockIn(E, { location_id: L2, assetIds: [asset] }),
      ]);
      expect(noAsset.json()).toMatchObject({
        message: `Asset ${asset} is not permitted for ${emp!.fullName}.`,
        messageKey: 'time.msg.notPermitted.asset',
      });
      const ok = await manager.post('/api/time/real', [clockIn(E, { location_id: L2 })]);
      expect(ok.statusCode).toBe(200);
      const [pinRow] = await db.query<{ pin: string }>('SELECT pin FROM employee WHERE id = $1', [E]);
      const who = (await admin.post('/api/time/kiosk/identify', { pin: pinRow!.pin })).json();
      expect(who.locations.map((l: { id: string }) => l.id)).toEqual([L2]);
      expect(who.tasks.map((t: { id: string }) => t.id)).toEqual([T]);
    } finally {
      await db.query(`UPDATE employee SET data = data - 'permissionSetIds' WHERE id = $1`, [E]);
      await db.query(`UPDATE permission_set SET status = 3 WHERE id = 'ps-clock-test'`);
    }
  });

  it('refuses editing a record of an approved batch unless it has notes', async () => {
    const db = app.platform.db;
    const rec = (
      await admin.post('/api/Time', {
        employee_id: E,
        location_id: L,
        inTimeStamp: '2026-11-10T15:00:00Z',
        outTimeStamp: '2026-11-10T23:00:00Z',
      })
    ).json();
    await db.query(
      `INSERT INTO time_batch (id, company_id, "batchId", employee_id, "payPeriodStartDate", "payPeriodEndDate",
          "payPeriodStart", "payPeriodEnd", "approvedTimeStamp")
       VALUES ('batch-approved-test', $1, 990001, $2, '2026-11-08', '2026-11-14', '2026-11-08T07:00:00Z', '2026-11-15T07:00:00Z', now())`,
      [app.demo!.companyId, E],
    );
    await db.query(`UPDATE time_record SET "timeBatch_id" = 'batch-approved-test' WHERE id = $1`, [rec.id]);
    const refused = await admin.post('/api/Time', { id: rec.id, outTimeStamp: '2026-11-10T22:00:00Z' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A batched shift already approved cannot be edited unless it has notes.',
    });
    expect(
      (await admin.post('/api/TimeNote', { time_id: rec.id, note: 'Left at 3 pm, per foreman' })).statusCode,
    ).toBe(200);
    const allowed = await admin.post('/api/Time', { id: rec.id, outTimeStamp: '2026-11-10T22:00:00Z' });
    expect(allowed.statusCode).toBe(200);
  });
});
