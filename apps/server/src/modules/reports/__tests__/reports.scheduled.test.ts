import { randomUUID } from 'node:crypto';
import { encodeBits } from '@wm/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { enqueueDueReports, sendScheduledReport } from '../reports.scheduled.js';

let app: FastifyInstance;
let payroll: Client;
let employee: Client;
let anonymous: Client;
let id: string;
const SUBJECT = 'Scheduled report: Weekly payroll';

async function record(employeeId: string, from: string, to: string) {
  await app.platform.db.query(
    `INSERT INTO time_record (id, company_id, employee_id, location_id, "inTimeStamp", "outTimeStamp",
       "inTimeZone", "outTimeZone", source, "totalSeconds")
     VALUES ($1, $2, $3, $4, $5, $6, 'America/Denver', 'America/Denver', 'clock', $7)`,
    [
      randomUUID(),
      app.demo!.companyId,
      employeeId,
      app.demo!.locationIds[1],
      from,
      to,
      (Date.parse(to) - Date.parse(from)) / 1000,
    ],
  );
}

const mails = () =>
  app.platform.db.query<{ id: string; to: string; body: string }>(
    'SELECT id, "to", body FROM outbox WHERE subject = $1 ORDER BY created_at, "to"',
    [SUBJECT],
  );
const run = async (iso: string) => {
  app.platform.clock.set(new Date(iso));
  await app.platform.jobs.runDue();
};

const weekdays7am = {
  type: 1,
  hours: encodeBits([7], 'hours'),
  weekDays: encodeBits([1, 2, 3, 4, 5], 'weekDays'),
};

beforeAll(async () => {
  app = await testServer();
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  const { client } = await import('../../../../test/helpers.js');
  anonymous = client(app);
  // Week of Sunday 2026-11-29 (MST, UTC-7): Fiona 07:00-15:30 and 07:00-12:15 = 13.75 h.
  await record(app.demo!.employeeIds.field1, '2026-12-01T14:00:00Z', '2026-12-01T22:30:00Z');
  await record(app.demo!.employeeIds.field1, '2026-12-02T14:00:00Z', '2026-12-02T19:15:00Z');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

describe('scheduled reports', () => {
  it('saves a schedule in the company zone and refuses bad input naming the field', async () => {
    app.platform.clock.set(new Date('2026-12-06T12:00:00Z'));
    const body = {
      name: 'Weekly payroll',
      reportKey: 'payroll-summary',
      format: 'xlsx',
      dateSpan: 'last-week',
      criteria: { isOpenTime: true },
      schedule: weekdays7am,
      subscribers: [{ employee_id: app.demo!.employeeIds.field1 }, { email: 'Boss@Example.com' }],
    };
    const res = await payroll.post('/api/scheduled-report', body);
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      nextRunAt: '2026-12-07T14:00:00.000Z', // Monday 07:00 MST
      subscribers: [
        {
          email: 'fiona.fields@northwind.example',
          employee_id: app.demo!.employeeIds.field1,
          optedOut: false,
        },
        { email: 'boss@example.com', employee_id: null, optedOut: false },
      ],
    });
    const bad = async (patch: Record<string, unknown>, message: RegExp | string) => {
      const r = await payroll.post('/api/scheduled-report', { ...body, ...patch });
      expect(r.statusCode, r.body).toBe(400);
      if (typeof message === 'string') expect(r.json().message).toBe(message);
      else expect(r.json().message).toMatch(message);
    };
    await bad({ subscribers: [] }, 'subscribers: Add at least one subscriber.');
    await bad({ subscribers: [{ email: 'nope' }] }, /^subscribers/);
    await bad({ criteria: { employeeIds: 5 } }, /^employeeIds: /);
    await bad({ format: 'doc' }, 'format: format must be pdf, csv or xlsx.');
    await bad({ schedule: { type: 1, hours: 0, weekDays: 0 } }, 'The schedule selects no dates.');
    await bad({ extra: 1 }, /extra/);
    const forbidden = await employee.post('/api/scheduled-report', body);
    expect(forbidden.statusCode).toBe(403);
    expect((await payroll.get('/api/scheduled-report')).json().map((r: { id: string }) => r.id)).toEqual([
      id,
    ]);
    expect((await employee.get('/api/scheduled-report')).json()).toEqual([]);
  });

  it('sends nothing before it is due, then one e-mail per subscriber with the XLSX attached', async () => {
    await run('2026-12-07T13:59:00Z');
    expect(await mails()).toHaveLength(0);
    await run('2026-12-07T14:00:30Z');
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['boss@example.com', 'fiona.fields@northwind.example']);
    sent.sort((a, b) => a.to.localeCompare(b.to));
    expect(sent[0]!.body).toContain('2026-11-29 - 2026-12-05');
    const att = await app.platform.db.query<{ fileName: string; content: Buffer }>(
      'SELECT "fileName", content FROM outbox_attachment WHERE outbox_id = $1',
      [sent[0]!.id],
    );
    expect(att[0]!.fileName).toBe('payroll-summary-2026-11-29.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(att[0]!.content as unknown as ArrayBuffer);
    let total: unknown;
    wb.worksheets[0]!.eachRow((row) => {
      if (row.getCell(1).value === 'Fiona Fields') total = row.getCell(10).value;
    });
    expect(total).toBe(13.75);
    const saved = (await payroll.get('/api/scheduled-report')).json()[0];
    expect(saved.nextRunAt).toBe('2026-12-08T14:00:00.000Z');
    expect(saved.lastRunAt).toBe('2026-12-07T14:00:00.000Z');
  });

  it('sends a due run once even when two processes find it and run it', async () => {
    await run('2026-12-07T14:05:00Z');
    await enqueueDueReports(app.platform, new Date('2026-12-07T14:05:00Z'));
    await sendScheduledReport(app.platform, id, '2026-12-07T14:00:00.000Z');
    await sendScheduledReport(app.platform, id, '2026-12-07T14:00:00.000Z');
    expect(await mails()).toHaveLength(2);
  });

  it('sends a run missed while the server was down once when it is back', async () => {
    // Down from Monday evening to Thursday afternoon: Tuesday, Wednesday and Thursday 07:00 missed.
    await run('2026-12-10T20:00:00Z');
    expect(await mails()).toHaveLength(4);
    await run('2026-12-10T21:00:00Z');
    expect(await mails()).toHaveLength(4);
    expect((await payroll.get('/api/scheduled-report')).json()[0].nextRunAt).toBe('2026-12-11T14:00:00.000Z');
  });

  it('unsubscribes through the signed link only', async () => {
    const boss = (await mails()).find((m) => m.to === 'boss@example.com')!;
    const link = /\/reports\/optout\?\S+/.exec(boss.body)![0];
    const q = new URL(`http://x${link}`).searchParams;
    expect(q.get('scheduledReport')).toBe(id);
    const forged = await anonymous.post('/api/report-optout', {
      scheduledReport: id,
      subscriber: 'fiona.fields@northwind.example',
      token: q.get('token'),
    });
    expect(forged.json()).toEqual({ name: null, success: false });
    const ok = await anonymous.post('/api/report-optout', Object.fromEntries(q.entries()));
    expect(ok.json()).toEqual({ name: 'Weekly payroll', success: true });
    await run('2026-12-11T14:00:30Z');
    const after = await mails();
    expect(after).toHaveLength(5);
    expect(after.at(-1)!.to).toBe('fiona.fields@northwind.example');
    const missing = await anonymous.post('/api/report-optout', { scheduledReport: id });
    expect(missing.statusCode).toBe(400);
  });

  it('deletes a scheduled report', async () => {
    expect((await employee.del(`/api/scheduled-report/${id}`)).statusCode).toBe(404);
    expect((await payroll.del(`/api/scheduled-report/${id}`)).statusCode).toBe(200);
    expect((await payroll.get('/api/scheduled-report')).json()).toEqual([]);
    await run('2026-12-14T14:00:30Z');
    expect(await mails()).toHaveLength(5);
  });

  it('sends the last pay period of the chosen pay period', async () => {
    const [weekly] = await app.platform.db.query<{ id: string }>(
      `SELECT id FROM pay_period WHERE company_id = $1 AND name = 'Weekly (Sunday)'`,
      [app.demo!.companyId],
    );
    const body = {
      name: 'Pay period payroll',
      reportKey: 'payroll-summary',
      format: 'csv',
      dateSpan: 'last-pay-period',
      payPeriod_id: weekly!.id,
      schedule: weekdays7am,
      subscribers: [{ email: 'clerk@example.com' }],
    };
    for (const [patch, message] of [
      [{ payPeriod_id: undefined }, 'payPeriod_id: the last pay period span needs a pay period.'],
      [{ payPeriod_id: 'no-such-period' }, 'payPeriod_id: pay period not found.'],
      [{ payPeriod_id: 5 }, /^payPeriod_id: /],
    ] as const) {
      const r = await payroll.post('/api/scheduled-report', { ...body, ...patch });
      expect(r.statusCode, r.body).toBe(400);
      if (typeof message === 'string') expect(r.json().message).toBe(message);
      else expect(r.json().message).toMatch(message);
    }
    expect((await employee.post('/api/scheduled-report', body)).statusCode).toBe(403);
    const saved = await payroll.post('/api/scheduled-report', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ dateSpan: 'last-pay-period', payPeriod_id: weekly!.id });
    // Clock at Monday 2026-12-14 14:00:30 UTC: next run Tuesday 07:00 MST, whose pay period runs
    // Sunday 13 to Saturday 19, so the last one is Sunday 6 to Saturday 12 December.
    expect(saved.json().nextRunAt).toBe('2026-12-15T14:00:00.000Z');
    await run('2026-12-15T14:00:30Z');
    const sent = await app.platform.db.query<{ to: string; body: string }>(
      `SELECT "to", body FROM outbox WHERE subject = 'Scheduled report: Pay period payroll'`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('2026-12-06 - 2026-12-12');
    // Another span drops the pay period.
    const weeklySpan = await payroll.post('/api/scheduled-report', {
      ...body,
      id: saved.json().id,
      dateSpan: 'last-week',
    });
    expect(weeklySpan.json()).toMatchObject({ dateSpan: 'last-week', payPeriod_id: null });
  });
});
