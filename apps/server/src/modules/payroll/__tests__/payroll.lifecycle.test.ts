import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { APPROVED_SHIFT_MESSAGE } from '../payroll.entities.js';
import { addRecord, createPayGroups, h, setPayGroup } from './fixtures.js';

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
let employee: Client;
let admin2: Client;
let manager: Client;
const ids: Record<string, string[]> = { ca: [], flsa: [] };

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  admin2 = await signIn(app, 'admin2');
  manager = await signIn(app, 'manager');
  const { caGroup, flsaGroup } = await createPayGroups(admin);
  const e = app.demo!.employeeIds;
  await setPayGroup(app, e.field1, caGroup.id as string);
  await setPayGroup(app, e.field2, flsaGroup.id as string);
  // California week (Sun 2026-10-04 .. Sat 10-10), Denver wall times.
  for (const [a, b] of [
    ['2026-10-05 07:00', '2026-10-05 19:30'], // 12.5 h: 8 reg, 4 OT, 0.5 DT
    ['2026-10-06 07:00', '2026-10-06 17:00'], // 10 h: 8 reg, 2 OT
    ['2026-10-07 07:00', '2026-10-07 15:00'], // 8 reg
    ['2026-10-08 07:00', '2026-10-08 15:00'], // 8 reg (32 weekly)
    ['2026-10-09 07:00', '2026-10-09 17:15'], // 8 reg (40 weekly) + 2:15 OT daily
    ['2026-10-10 08:00', '2026-10-10 12:07'], // 4:07 OT (beyond 40 a week)
  ]) {
    ids.ca!.push(await addRecord(app, e.field1, a!, b!));
  }
  // FLSA week: 4 x 10 h + 10:23 -> 40 reg, 10:23 OT.
  for (const d of ['05', '06', '07', '08']) {
    ids.flsa!.push(await addRecord(app, e.field2, `2026-10-${d} 07:00`, `2026-10-${d} 17:00`));
  }
  ids.flsa!.push(await addRecord(app, e.field2, '2026-10-09 07:00', '2026-10-09 17:23'));
}, 240_000);
afterAll(async () => {
  await app?.close();
});

async function batchOf(c: Client, id: string) {
  const res = await c.get(`/api/TimeBatch/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('Time/Close, Time/Process, Batch/Close, Time/Open', () => {
  let caBatch = '';
  let flsaBatch = '';

  it('closes complete records into one batch per employee and pay period', async () => {
    const res = await payroll.post('/api/Time/Close', { timeIds: [...ids.ca!, ...ids.flsa!] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Time was Batched.');
    expect(body.overlappingIds).toEqual([]);
    expect(body.batches).toHaveLength(2);
    const e = app.demo!.employeeIds;
    const ca = body.batches.find((b: { employee_id: string }) => b.employee_id === e.field1);
    const flsa = body.batches.find((b: { employee_id: string }) => b.employee_id === e.field2);
    expect(ca).toMatchObject({
      payPeriodStartDate: '2026-10-04',
      payPeriodEndDate: '2026-10-10',
      records: 6,
    });
    expect(flsa.records).toBe(5);
    caBatch = ca.id;
    flsaBatch = flsa.id;
    const rec = await payroll.get(`/api/Time/${ids.ca![0]}`);
    expect(rec.json().timeBatch_id).toBe(caBatch);
    const again = await payroll.post('/api/Time/Close', { timeIds: ids.ca });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('No complete record to batch');
  });

  it('processes with the California and FLSA rules to the minute', async () => {
    const res = await payroll.post('/api/Time/Process', { batchIds: [caBatch, flsaBatch] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ processed: 2, message: 'Batched Time processed.' });
    const ca = await batchOf(payroll, caBatch);
    expect(ca.state).toBe('processed');
    expect(ca).toMatchObject({ payPeriodStartDate: '2026-10-04', payPeriodEndDate: '2026-10-10' });
    expect(ca.processedTimestamp).toBeTruthy();
    expect(ca.seconds).toMatchObject({
      regular: 40 * 3600,
      overTime1: 12 * 3600 + 22 * 60,
      overTime2: 30 * 60,
      total: 52 * 3600 + 52 * 60,
    });
    expect(ca.totals).toMatchObject({ regular: 40, overTime1: h(44520), overTime2: 0.5, total: h(190320) });
    const flsa = await batchOf(payroll, flsaBatch);
    expect(flsa.seconds).toMatchObject({ regular: 40 * 3600, overTime1: 10 * 3600 + 23 * 60, overTime2: 0 });
    const shifts = await payroll.get(
      `/api/CompletedShift?filter=timeBatch_id eq '${caBatch}'&orderby=inTimeStamp asc`,
    );
    expect(shifts.statusCode).toBe(200);
    const monday = shifts.json().filter((s: { timeRecord_id: string }) => s.timeRecord_id === ids.ca![0]);
    expect(monday.map((s: { payType: number; totalSeconds: number }) => [s.payType, s.totalSeconds])).toEqual(
      [
        [1, 8 * 3600],
        [2, 4 * 3600],
        [3, 1800],
      ],
    );
  });

  it('dates a holiday, sick or vacation row within the pay period', async () => {
    const batch = await batchOf(payroll, caBatch);
    const add = (extra: Record<string, unknown>) =>
      payroll.post('/api/CompletedShift', {
        timeBatch_id: caBatch,
        payType: 6,
        totalSeconds: 8 * 3600,
        ...extra,
      });
    const plain = await add({});
    expect(plain.statusCode).toBe(200);
    expect(plain.json().workday).toBe(batch.payPeriodStartDate);
    const dated = await add({ workday: batch.payPeriodEndDate });
    expect(dated.json().workday).toBe(batch.payPeriodEndDate);
    const bad = await add({ workday: 'next tuesday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('workday must be a date (YYYY-MM-DD).');
    const outside = await add({ workday: '2020-01-01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      `workday must lie in the batch's pay period (${batch.payPeriodStartDate} to ${batch.payPeriodEndDate}).`,
    );
    await payroll.del('/api/CompletedShift', [plain.json().id, dated.json().id]);
  });

  it('keeps manual edits unless the request confirms the overwrite', async () => {
    const shifts = (await payroll.get(`/api/CompletedShift?filter=timeBatch_id eq '${flsaBatch}'`)).json();
    const first = shifts[0];
    const edit = await payroll.post('/api/CompletedShift', {
      id: first.id,
      timebatch_id: flsaBatch,
      outTimeStamp: new Date(Date.parse(first.outTimeStamp) - 3600_000).toISOString(),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ wasManuallyEdited: true, totalSeconds: first.totalSeconds - 3600 });
    expect((await batchOf(payroll, flsaBatch)).seconds.total).toBe(50 * 3600 + 23 * 60 - 3600);
    const ask = await payroll.post('/api/Time/Process', { batchIds: [flsaBatch] });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({ requiresConfirmation: true, manualEdits: 1 });
    expect((await batchOf(payroll, flsaBatch)).seconds.total).toBe(50 * 3600 + 23 * 60 - 3600);
    const ok = await payroll.post('/api/Time/Process', { batchIds: [flsaBatch], confirmOverwrite: true });
    expect(ok.json()).toMatchObject({ processed: 1 });
    expect((await batchOf(payroll, flsaBatch)).seconds.total).toBe(50 * 3600 + 23 * 60);
  });

  it('approves (Batch/Close) and then refuses edits of approved shifts without notes', async () => {
    const res = await payroll.post('/api/Batch/Close', { batchIds: [caBatch] });
    expect(res.statusCode).toBe(200);
    const [row] = res.json();
    expect(row).toMatchObject({ id: caBatch, approvedById: app.demo!.employeeIds.payroll });
    expect(typeof row.batchId).toBe('number');
    expect(Date.parse(row.approvedTimeStamp)).not.toBeNaN();
    const ca = await batchOf(payroll, caBatch);
    expect(ca.state).toBe('approved');
    const shifts = (await payroll.get(`/api/CompletedShift?filter=timeBatch_id eq '${caBatch}'`)).json();
    expect(shifts.every((s: { approvedTimeStamp: string }) => !!s.approvedTimeStamp)).toBe(true);
    const edit = await payroll.post('/api/CompletedShift', {
      id: shifts[0].id,
      timeBatch_id: caBatch,
      units: 2,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(APPROVED_SHIFT_MESSAGE);
    const del = await payroll.del('/api/CompletedShift', [shifts[0].id]);
    expect(del.statusCode).toBe(409);
    // Notes carried by the request itself do not count: only stored notes open an approved shift.
    for (const sneaky of [{ notes: 'x' }, { noteIds: ['fake'] }]) {
      const res = await payroll.post('/api/CompletedShift', {
        id: shifts[0].id,
        timeBatch_id: caBatch,
        ...sneaky,
      });
      expect(res.statusCode).toBe(409);
    }
    await app.platform.db.query(
      `INSERT INTO time_note (id, company_id, time_id, note) VALUES ('note-1', $1, $2, 'left early')`,
      [app.demo!.companyId, shifts[0].timeRecord_id],
    );
    const withNote = await payroll.post('/api/CompletedShift', {
      id: shifts[0].id,
      timeBatch_id: caBatch,
      units: 2,
    });
    expect(withNote.statusCode).toBe(200);
    const process = await payroll.post('/api/Time/Process', { batchIds: [caBatch] });
    expect(process.statusCode).toBe(400);
    expect(process.json().message).toBe('Please select an open batched record to process.');
  });

  it('reverses batches to open (Time/Open)', async () => {
    const res = await payroll.post('/api/Time/Open', { batchIds: [flsaBatch] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Batched Time reversed.', batchIds: [flsaBatch] });
    expect(res.json().timeIds.sort()).toEqual([...ids.flsa!].sort());
    const rec = (await payroll.get(`/api/Time/${ids.flsa![0]}`)).json();
    expect(rec.timeBatch_id).toBeNull();
    const shifts = (await payroll.get(`/api/CompletedShift?filter=timeBatch_id eq '${flsaBatch}'`)).json();
    expect(shifts).toEqual([]);
    expect((await payroll.get('/api/TimeBatch')).json().map((b: { id: string }) => b.id)).not.toContain(
      flsaBatch,
    );
    const again = await payroll.post('/api/Time/Close', { timeIds: ids.flsa });
    expect(again.statusCode).toBe(200);
    expect(again.json().batches).toHaveLength(1);
  });

  it('writes every step to the time audit', async () => {
    const rows = await app.platform.db.query<{ a: string; action: string }>(
      `SELECT after->>'auditAction' AS a, action FROM time_audit WHERE time_id = $1 ORDER BY at`,
      [ids.flsa![0]],
    );
    const actions = rows.map((r) => r.a);
    // The row's action is the step once the time module's CHECK allows it (0102), else 'update'.
    for (const r of rows.filter((x) => x.a)) expect([r.a, 'update']).toContain(r.action);
    for (const a of ['batch', 'process', 'reopen']) expect(actions).toContain(a);
    const ca = await app.platform.db.query<{ a: string }>(
      `SELECT after->>'auditAction' AS a FROM time_audit WHERE time_id = $1`,
      [ids.ca![0]],
    );
    expect(ca.map((r) => r.a)).toContain('approve');
  });
});

describe('batching messages, overlaps, split weeks', () => {
  it('reports overlapping records by id and leaves them open', async () => {
    const e = app.demo!.employeeIds;
    const a = await addRecord(app, e.field3, '2026-10-05 08:00', '2026-10-05 12:00');
    const b = await addRecord(app, e.field3, '2026-10-05 11:00', '2026-10-05 15:00');
    const c = await addRecord(app, e.field3, '2026-10-06 08:00', '2026-10-06 12:00');
    const res = await payroll.post('/api/Time/Close', { timeIds: [a, b, c] });
    expect(res.statusCode).toBe(200);
    expect(res.json().overlappingIds).toEqual([a, b].sort());
    expect(res.json().batchedIds).toEqual([c]);
    const only = await payroll.post('/api/Time/Close', { timeIds: [a, b] });
    expect(only.statusCode).toBe(400);
    expect(only.json()).toEqual({ message: 'No complete record to batch', overlappingIds: [a, b].sort() });
  });

  it('answers the spec messages for empty selections', async () => {
    const none = await payroll.post('/api/Time/Close', {
      from: '2030-01-01T00:00:00Z',
      to: '2030-01-02T00:00:00Z',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No complete record to batch');
    const proc = await payroll.post('/api/Time/Process', { batchIds: [] });
    expect(proc.statusCode).toBe(400);
    expect(proc.json().message).toBe('Please select an open batched record to process.');
    const bad = await payroll.post('/api/Time/Close', { from: 'yesterday', to: '2030-01-02T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^from must be an ISO 8601/);
  });

  it('counts prior-period records of a split week toward the weekly cutoff', async () => {
    // Pay rules need Platform:Edit:Modules: the manager has none (the demo payroll clerk has).
    const semi = await manager.post('/api/PayPeriod', {
      name: 'x',
      status: 1,
      type: 3,
      firstPayDay: 1,
      secondPayDay: 16,
    });
    expect(semi.statusCode).toBe(403);
    const period = (
      await admin.post('/api/PayPeriod', {
        name: 'Semi-monthly',
        status: 1,
        type: 3,
        firstPayDay: 1,
        secondPayDay: 16,
      })
    ).json();
    expect(period).toMatchObject({ factor1: 1, factor2: 16, firstPayDay: 1, secondPayDay: 16 });
    const flsa = (await admin.get("/api/OvertimeRule?filter=name eq 'FLSA'")).json()[0];
    const group = (
      await admin.post('/api/PayGroup', {
        name: 'Semi FLSA',
        status: 1,
        payPeriod_id: period.id,
        overtimeRule_id: flsa.id,
      })
    ).json();
    const e = app.demo!.employeeIds;
    await setPayGroup(app, e.dispatcher, group.id);
    // Week Sun 10-11 .. Sat 10-17; the period starts Fri 10-16.
    for (const d of ['12', '13', '14', '15']) {
      await addRecord(app, e.dispatcher, `2026-10-${d} 07:00`, `2026-10-${d} 17:00`);
    }
    const fri = await addRecord(app, e.dispatcher, '2026-10-16 07:00', '2026-10-16 15:00');
    const closed = (await payroll.post('/api/Time/Close', { timeIds: [fri] })).json();
    expect(closed.batches[0]).toMatchObject({
      payPeriodStartDate: '2026-10-16',
      payPeriodEndDate: '2026-10-31',
    });
    const id = closed.batches[0].id;
    expect((await payroll.post('/api/Time/Process', { batchIds: [id] })).statusCode).toBe(200);
    const batch = await batchOf(payroll, id);
    expect(batch.seconds).toMatchObject({ regular: 0, overTime1: 8 * 3600 });
  });
});

describe('unfinished pay periods and reversing approved batches (issue 19)', () => {
  it('previews counts, leaves unfinished periods open unless asked, and reverses an approved batch', async () => {
    const e = app.demo!.employeeIds;
    // Wednesday 2026-10-21 noon in Denver: the California week 10-11..10-17 has ended, 10-18..10-24 not.
    app.platform.clock.set(new Date('2026-10-21T18:00:00Z'));
    try {
      const done = await addRecord(app, e.field1, '2026-10-13 07:00', '2026-10-13 15:00');
      const running = await addRecord(app, e.field1, '2026-10-20 07:00', '2026-10-20 15:00');
      const preview = await payroll.post('/api/Time/Close', { timeIds: [done, running], preview: true });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({
        finished: { records: 1, employees: 1, payPeriods: 1 },
        all: { records: 2, employees: 1, payPeriods: 2 },
        unfinishedPayPeriods: [{ startDate: '2026-10-18', endDate: '2026-10-24' }],
        overlappingIds: [],
      });
      // The preview wrote nothing.
      expect((await payroll.get(`/api/Time/${done}`)).json().timeBatch_id ?? null).toBeNull();

      const closed = await payroll.post('/api/Time/Close', { timeIds: [done, running] });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().batchedIds).toEqual([done]);
      expect((await payroll.get(`/api/Time/${running}`)).json().timeBatch_id ?? null).toBeNull();

      const refused = await payroll.post('/api/Time/Close', { timeIds: [running] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'The records to batch are in pay periods that have not ended yet; include unfinished pay periods to batch them.',
      );
      const ticked = await payroll.post('/api/Time/Close', { timeIds: [running], includeUnfinished: true });
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json().batchedIds).toEqual([running]);

      // An approved batch reverses like any batch before export: its records are open again.
      const batchId = closed.json().batches[0].id as string;
      expect((await payroll.post('/api/Time/Process', { batchIds: [batchId] })).statusCode).toBe(200);
      expect((await payroll.post('/api/Batch/Close', { batchIds: [batchId] })).statusCode).toBe(200);
      expect((await batchOf(payroll, batchId)).approvedTimeStamp).toBeTruthy();
      const reopened = await payroll.post('/api/Time/Open', { batchIds: [batchId] });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().timeIds).toEqual([done]);
      expect((await payroll.get(`/api/Time/${done}`)).json().timeBatch_id ?? null).toBeNull();
    } finally {
      app.platform.clock.set(null);
    }
  });

  it('refuses a preview flag of the wrong type (400)', async () => {
    const res = await payroll.post('/api/Time/Close', { timeIds: ['x'], preview: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/preview/);
  });
});

describe('privileges and tenancy', () => {
  it('refuses the demo employee (403)', async () => {
    for (const [url, body] of [
      ['/api/Time/Close', { from: '2026-10-01T00:00:00Z', to: '2026-10-31T00:00:00Z' }],
      ['/api/Time/Process', { batchIds: ['x'] }],
      ['/api/Batch/Close', { batchIds: ['x'] }],
      ['/api/Time/Open', { batchIds: ['x'] }],
    ] as const) {
      const res = await employee.post(url, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await employee.get('/api/TimeBatch')).statusCode).toBe(403);
    // Pay groups and periods (the timesheet's week start) yes; the pay rules no.
    expect((await employee.get('/api/PayGroup')).statusCode).toBe(200);
    expect((await employee.get('/api/PayPeriod')).statusCode).toBe(200);
    for (const rules of ['OvertimeRule', 'PayCodeRule', 'ShiftRule']) {
      expect((await employee.get(`/api/${rules}`)).statusCode, rules).toBe(403);
    }
    expect((await employee.post('/api/PayGroup', { name: 'x' })).statusCode).toBe(403);
  });

  it('keeps admin2 (another company) away from the demo batches', async () => {
    const batches = (await payroll.get('/api/TimeBatch')).json();
    expect(batches.length).toBeGreaterThan(0);
    const open = batches.filter((b: { approvedTimeStamp: string | null }) => !b.approvedTimeStamp);
    const ids = open.map((b: { id: string }) => b.id);
    const res = await admin2.post('/api/Time/Process', { batchIds: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an open batched record to process.');
    expect((await admin2.get(`/api/TimeBatch/${ids[0]}`)).statusCode).toBe(404);
    expect((await admin2.get('/api/TimeBatch')).json()).toEqual([]);
    const approve = await admin2.post('/api/Batch/Close', { batchIds: ids });
    expect(approve.statusCode).toBe(400);
    const reopen = await admin2.post('/api/Time/Open', { batchIds: ids });
    expect(reopen.statusCode).toBe(400);
    const still = await batchOf(payroll, ids[0]);
    expect(still.status).toBe(1);
  });
});
