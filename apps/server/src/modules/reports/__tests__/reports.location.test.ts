import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { pdfText } from '../../../../test/pdf-text.js';
import { upload } from '../../files/__tests__/upload-helpers.js';
import { addRecord, denver } from '../../payroll/__tests__/fixtures.js';

let app: FastifyInstance;
let admin: Client;
let f1: string;
let f2: string;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  f1 = app.demo!.employeeIds.field1;
  f2 = app.demo!.employeeIds.field2;
  await addRecord(app, f1, '2026-10-05 07:00', '2026-10-05 15:30'); // 8:30
  await addRecord(app, f1, '2026-10-06 07:00', '2026-10-06 12:15'); // 5:15
  await addRecord(app, f1, '2026-10-12 08:00', '2026-10-12 10:00'); // 2:00, second week
  await addRecord(app, f2, '2026-10-05 09:00', '2026-10-05 12:00'); // 3:00
  await app.platform.db.query(
    `INSERT INTO time_record (id, company_id, employee_id, location_id, "inTimeStamp", "outTimeStamp", "inTimeZone",
       "outTimeZone", source, "totalSeconds", data)
     VALUES ($1, $2, $3, $4, $5, $6, 'America/Denver', 'America/Denver', 'clock', 3600, $7::jsonb)`,
    [
      randomUUID(),
      app.demo!.companyId,
      f2,
      app.demo!.locationIds[1],
      denver('2026-10-07 13:00'),
      denver('2026-10-07 14:00'),
      JSON.stringify({ inDistance: 3218.68, outDistance: 0, geofenceNote: 'Left the site' }),
    ],
  );
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const run = async (key: string, body: unknown) => {
  const res = await admin.post(`/api/report/${key}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };
const label = (body: { fields: { name: string; label: string }[] }, name: string) =>
  body.fields.find((x) => x.name === name)?.label;

describe('location reports', () => {
  it('location-task-summary: hours per location and task', async () => {
    const body = await run('location-task-summary', { ...week, employeeIds: [f1, f2] });
    expect(body.records).toEqual([
      expect.objectContaining({
        LocationId: app.demo!.locationIds[1],
        Task: null,
        Employees: 2,
        HoursWorked: 17.75,
      }),
    ]);
  });

  it('location-hours-summary: a column per 7-day week from the From Date', async () => {
    const body = await run('location-hours-summary', {
      fromDate: '2026-10-04',
      toDate: '2026-10-17',
      employeeIds: [f1, f2],
    });
    expect(label(body, 'Week1')).toBe('10/04/2026');
    expect(label(body, 'Week2')).toBe('10/11/2026');
    expect(label(body, 'Week3')).toBeUndefined();
    expect(body.records).toEqual([expect.objectContaining({ Week1: 17.75, Week2: 2, TotalTime: 19.75 })]);
    const missing = await admin.post('/api/report/location-hours-summary', { toDate: '2026-10-17' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('From Date is required.');
  });

  it('location-detailed-hours: a column per day, none after the To Date', async () => {
    const body = await run('location-detailed-hours', {
      fromDate: '2026-10-04',
      toDate: '2026-10-08',
      employeeIds: [f1],
    });
    expect(label(body, 'Day1')).toBe('Sun');
    expect(label(body, 'Day2')).toBe('Mon');
    expect(body.splitBy).toBe('LocationId');
    expect(body.records).toEqual([
      expect.objectContaining({
        Week: '2026-10-04',
        Day1: 0,
        Day2: 8.5,
        Day3: 5.25,
        Day5: 0,
        Day6: null,
        Day7: null,
        TotalTime: 13.75,
      }),
    ]);
  });

  it('location-detailed-hours pages by employee in SQL: whole employees a page, totals of every page', async () => {
    const twoWeeks = { fromDate: '2026-10-04', toDate: '2026-10-17', employeeIds: [f1, f2] };
    const all = await run('location-detailed-hours', twoWeeks);
    // f1: week 1 Mon 8.5 + Tue 5.25, week 2 Mon 2; f2: week 1 Mon 3 + Wed 1.
    expect(all.records).toHaveLength(3);
    const first = await run('location-detailed-hours', { ...twoWeeks, pageSize: 1 });
    expect(first.paging).toEqual({ page: 1, pageSize: 1, pages: 2, items: 2, rows: 3, by: 'employee' });
    // Hand-computed over both employees: Mon 8.5 + 2 + 3, Tue 5.25, Wed 1; total 13.75 + 2 + 4.
    expect(first.totals).toEqual({
      Day1: 0,
      Day2: 13.5,
      Day3: 5.25,
      Day4: 1,
      Day5: 0,
      Day6: 0,
      Day7: 0,
      TotalTime: 19.75,
    });
    const second = await run('location-detailed-hours', { ...twoWeeks, page: 2, pageSize: 1 });
    expect(second.paging).toMatchObject({ page: 2, pages: 2, items: 2, rows: 3 });
    // Each page holds one employee's every row, and the pages together are the whole report.
    for (const body of [first, second])
      expect(new Set(body.records.map((r: { EmployeeId: string }) => r.EmployeeId)).size).toBe(1);
    const byF1 = first.records[0].EmployeeId === f1 ? first : second;
    expect(byF1.records).toEqual([
      expect.objectContaining({ Week: '2026-10-04', Day2: 8.5, Day3: 5.25, TotalTime: 13.75 }),
      expect.objectContaining({ Week: '2026-10-11', Day2: 2, TotalTime: 2 }),
    ]);
    const key = (r: Record<string, unknown>) => JSON.stringify(r);
    expect([...first.records, ...second.records].map(key).sort()).toEqual(all.records.map(key).sort());
    // Past the last page: no rows (not every row), the same counts.
    const past = await run('location-detailed-hours', { ...twoWeeks, page: 3, pageSize: 1 });
    expect(past.records).toEqual([]);
    expect(past.paging).toMatchObject({ page: 3, pages: 2, items: 2 });

    // The whole company (demo records too): the SQL totals equal the unpaged report's column sums.
    const month = { fromDate: '2026-10-01', toDate: '2026-10-31' };
    const whole = await run('location-detailed-hours', month);
    const paged = await run('location-detailed-hours', { ...month, pageSize: 1000 });
    expect(paged.paging).toMatchObject({ pages: 1, rows: whole.records.length });
    expect(paged.records.map(key).sort()).toEqual(whole.records.map(key).sort());
    for (const [k, v] of Object.entries(paged.totals)) {
      const sum = whole.records.reduce((n: number, r: Record<string, unknown>) => n + Number(r[k] ?? 0), 0);
      expect(v, k).toBeCloseTo(sum, 6);
    }

    // Bad paging is refused; a field employee may not run it, paged or not.
    expect(
      (await admin.post('/api/report/location-detailed-hours', { ...twoWeeks, pageSize: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/report/location-detailed-hours', { ...twoWeeks, page: 'x', pageSize: 1 }))
        .statusCode,
    ).toBe(400);
    const fiona = await signIn(app, 'fiona');
    expect(
      (await fiona.post('/api/report/location-detailed-hours', { ...twoWeeks, pageSize: 1 })).statusCode,
    ).toBe(403);
  });

  it('average-time: days, total, average per day and average in and out', async () => {
    const body = await run('average-time', { ...week, employeeIds: [f1] });
    expect(body.records).toEqual([
      expect.objectContaining({
        Days: 2,
        TotalTime: 13.75,
        AverageHours: 6.88,
        AverageIn: '7:00 AM',
        AverageOut: '1:53 PM', // (15:30 + 12:15) / 2 = 13:52:30
      }),
    ]);
  });

  it("rollcall pages by employee in SQL: each page its employees' clock-ins of the day", async () => {
    const day = { fromDate: '2026-10-05', employeeIds: [f1, f2] };
    const first = await run('rollcall', { ...day, pageSize: 1 });
    expect(first.paging).toEqual({ page: 1, pageSize: 1, pages: 2, items: 2, rows: 2, by: 'employee' });
    expect(first.records).toEqual([
      expect.objectContaining({ EmployeeId: f1, InTime: denver('2026-10-05 07:00') }),
    ]);
    const second = await run('rollcall', { ...day, page: 2, pageSize: 1 });
    expect(second.records).toEqual([
      expect.objectContaining({ EmployeeId: f2, InTime: denver('2026-10-05 09:00') }),
    ]);
    // Past the last page: no rows (not every row).
    const past = await run('rollcall', { ...day, page: 3, pageSize: 1 });
    expect(past.records).toEqual([]);
    expect(past.paging).toMatchObject({ page: 3, pages: 2, items: 2 });
    // The whole company in one page is the unpaged report.
    const whole = await run('rollcall', { fromDate: '2026-10-05' });
    const one = await run('rollcall', { fromDate: '2026-10-05', pageSize: 1000 });
    expect(one.records).toEqual(whole.records);
    expect(one.paging).toMatchObject({ pages: 1, rows: whole.records.length });
    expect((await admin.post('/api/report/rollcall', { ...day, pageSize: 5000 })).statusCode).toBe(400);
    const fiona = await signIn(app, 'fiona');
    expect((await fiona.post('/api/report/rollcall', { ...day, pageSize: 1 })).statusCode).toBe(403);
  });

  it('rollcall: present on the start date; absent-employee: clocked in during the 15 days before', async () => {
    const present = await run('rollcall', {
      fromDate: '2026-10-05',
      toDate: '2026-10-31',
      employeeIds: [f1, f2],
    });
    expect(
      present.records.map((r: { EmployeeId: string; InTime: string }) => [r.EmployeeId, r.InTime]),
    ).toEqual([
      [f1, denver('2026-10-05 07:00')],
      [f2, denver('2026-10-05 09:00')],
    ]);
    const absent = await run('absent-employee', { fromDate: '2026-10-12', employeeIds: [f1, f2] });
    expect(absent.records).toEqual([
      expect.objectContaining({ EmployeeId: f2, LastClockedIn: denver('2026-10-07 13:00') }),
    ]);
    // The day after: both absent, each with their last clock-in of the 15 days before (not an earlier one).
    const both = await run('absent-employee', { fromDate: '2026-10-13', employeeIds: [f1, f2] });
    expect(
      both.records.map((r: { EmployeeId: string; LastClockedIn: string }) => [r.EmployeeId, r.LastClockedIn]),
    ).toEqual([
      [f1, denver('2026-10-12 08:00')],
      [f2, denver('2026-10-07 13:00')],
    ]);
    // The location criterion filters both the day and the 15 days before.
    const elsewhere = await run('absent-employee', {
      fromDate: '2026-10-13',
      employeeIds: [f1, f2],
      locationIds: [app.demo!.locationIds[0]],
    });
    expect(elsewhere.records).toEqual([]);
    // More than 15 days later nobody is on the list.
    expect((await run('absent-employee', { fromDate: '2026-10-29', employeeIds: [f1, f2] })).records).toEqual(
      [],
    );
    // Paged: a page of one absent employee, the list's size in paging.
    const second = await run('absent-employee', {
      fromDate: '2026-10-13',
      employeeIds: [f1, f2],
      page: 2,
      pageSize: 1,
    });
    expect(second.paging).toMatchObject({ page: 2, pageSize: 1, pages: 2, items: 2 });
    expect(second.records).toEqual([expect.objectContaining({ EmployeeId: f2 })]);
    const badPage = await admin.post('/api/report/absent-employee', { fromDate: '2026-10-13', pageSize: 0 });
    expect(badPage.statusCode).toBe(400);
    const none = await admin.post('/api/report/rollcall', { employeeIds: [f1] });
    expect(none.json().message).toBe('From Date is required.');
  });

  it('geofence-discrepancies: distances in the company unit system', async () => {
    const body = await run('geofence-discrepancies', { ...week, employeeIds: [f1, f2] });
    expect(body.records).toEqual([
      expect.objectContaining({
        EmployeeId: f2,
        InDistance: 2,
        OutDistance: 0,
        GeofenceNote: 'Left the site',
      }),
    ]);
    expect(label(body, 'InDistance')).toBe('In Distance (mi)');
    const saved = await admin.post('/api/Company', {
      id: app.demo!.companyId,
      settings: { unitSystem: 'metric' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const metric = await run('geofence-discrepancies', { ...week, employeeIds: [f2] });
    expect(metric.records[0].InDistance).toBe(3.22);
    expect(label(metric, 'InDistance')).toBe('In Distance (km)');
  });

  it('location-sign-in-sheet: a section per open or inactive location, grouping only by its fields', async () => {
    const body = await run('location-sign-in-sheet', {
      fromDate: '2026-10-05',
      toDate: '2026-10-05',
      employeeIds: [f1, f2],
    });
    expect(body.splitBy).toBe('LocationId');
    expect(
      body.records.map((r: { Employee: string; TotalTime: number; Signature: string }) => [
        r.Employee,
        r.TotalTime,
        r.Signature,
      ]),
    ).toEqual([
      ['Fiona Fields', 8.5, ''],
      [expect.any(String), 3, ''],
    ]);
    await app.platform.db.query('UPDATE location SET status = 3 WHERE id = $1', [app.demo!.locationIds[1]]);
    const deleted = await run('location-sign-in-sheet', {
      fromDate: '2026-10-05',
      toDate: '2026-10-05',
      employeeIds: [f1, f2],
    });
    expect(deleted.records).toEqual([]);
    await app.platform.db.query('UPDATE location SET status = 2 WHERE id = $1', [app.demo!.locationIds[1]]);
    const inactive = await run('location-sign-in-sheet', {
      fromDate: '2026-10-05',
      toDate: '2026-10-05',
      employeeIds: [f1, f2],
    });
    expect(inactive.records).toHaveLength(2);
    await app.platform.db.query('UPDATE location SET status = 1 WHERE id = $1', [app.demo!.locationIds[1]]);
    const bad = await admin.post('/api/report/location-sign-in-sheet', {
      fromDate: '2026-10-05',
      groupBy: 'Nope',
    });
    expect(bad.json().message).toBe('Field not found');
  });

  it('location-sign-in-sheet pages by employee in SQL with the total of every page', async () => {
    const week1 = { fromDate: '2026-10-05', toDate: '2026-10-07', employeeIds: [f1, f2] };
    // f1: 8.5 + 5.25; f2: 3 + 1 (Wed, at the second location).
    const all = await run('location-sign-in-sheet', week1);
    expect(all.records).toHaveLength(4);
    const first = await run('location-sign-in-sheet', { ...week1, pageSize: 1 });
    expect(first.paging).toEqual({ page: 1, pageSize: 1, pages: 2, items: 2, rows: 4, by: 'employee' });
    expect(first.totals).toEqual({ TotalTime: 17.75 });
    expect(
      first.records.map((r: { EmployeeId: string; TotalTime: number }) => [r.EmployeeId, r.TotalTime]),
    ).toEqual([
      [f1, 8.5],
      [f1, 5.25],
    ]);
    const second = await run('location-sign-in-sheet', { ...week1, page: 2, pageSize: 1 });
    expect(second.records.map((r: { TotalTime: number }) => r.TotalTime).sort()).toEqual([1, 3]);
    expect((await run('location-sign-in-sheet', { ...week1, page: 3, pageSize: 1 })).records).toEqual([]);
    // A deleted location (status 3) is left out of the counts too.
    await app.platform.db.query('UPDATE location SET status = 3 WHERE id = $1', [app.demo!.locationIds[1]]);
    try {
      const none = await run('location-sign-in-sheet', { ...week1, pageSize: 1 });
      expect(none.paging).toMatchObject({ items: 0, rows: 0, pages: 1 });
      expect(none.records).toEqual([]);
    } finally {
      await app.platform.db.query('UPDATE location SET status = 1 WHERE id = $1', [app.demo!.locationIds[1]]);
    }
    const fiona = await signIn(app, 'fiona');
    expect(
      (await fiona.post('/api/report/location-sign-in-sheet', { ...week1, pageSize: 1 })).statusCode,
    ).toBe(403);
  });

  it("location-sign-in-sheet PDF prints in and out as 'hh:mm A' with the zone, like the view", async () => {
    const day = { fromDate: '2026-10-05', toDate: '2026-10-05', employeeIds: [f1, f2] };
    const body = await run('location-sign-in-sheet', day);
    const field = (name: string) => body.fields.find((x: { name: string }) => x.name === name);
    expect(field('InTime')).toMatchObject({ type: 'datetime', clock: true });
    expect(field('OutTime')).toMatchObject({ type: 'datetime', clock: true });
    const pdf = await admin.post('/api/report/location-sign-in-sheet/export/pdf', day);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('07:00 AM MDT');
    expect(text).toContain('03:30 PM MDT');
    expect(text).toContain('09:00 AM MDT');
    expect(text).not.toMatch(/10\/05\/2026 \d{1,2}:\d{2} [AP]M/);
    const es = await admin.post('/api/report/location-sign-in-sheet/export/pdf', { ...day, lang: 'es' });
    expect(es.statusCode).toBe(200);
    expect(pdfText(es.rawPayload)).toContain('15:30 MDT');
    // CSV keeps the full date-time: a spreadsheet needs the day.
    const csv = await admin.post('/api/report/location-sign-in-sheet/export/csv', day);
    expect(csv.body).toContain('10/05/2026 7:00 AM');
  });
});

describe('location-sign-in-sheet signatures', () => {
  it("prints the employee's own sign-off signature with includeSignatures", async () => {
    const signedRec = await addRecord(app, f1, '2026-10-08 07:00', '2026-10-08 15:00');
    const unsignedRec = await addRecord(app, f2, '2026-10-08 08:00', '2026-10-08 12:00');
    const fiona = await signIn(app, 'fiona');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const sig = await upload(app, fiona, { name: 'signature.png', content: png, type: 'image/png' });
    expect(sig.statusCode, sig.body).toBe(200);
    const signed = await fiona.post('/api/time/signoff', {
      type: 'employee',
      signature_id: sig.json().id,
      timeIds: [signedRec],
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const day = { fromDate: '2026-10-08', toDate: '2026-10-08', employeeIds: [f1, f2] };

    const body = await run('location-sign-in-sheet', { ...day, includeSignatures: true });
    const field = (name: string) => body.fields.find((x: { name: string }) => x.name === name);
    expect(field('Signature')).toMatchObject({ imageField: 'SignatureFileId' });
    expect(field('SignatureFileId')).toMatchObject({ hidden: true });
    expect(field('SignedAt')).toMatchObject({ type: 'datetime', label: 'Signed' });
    const byId = (id: string) => body.records.find((r: { TimeId: string }) => r.TimeId === id);
    expect(byId(signedRec)).toMatchObject({
      Employee: 'Fiona Fields',
      TotalTime: 8,
      Signature: '',
      SignatureFileId: sig.json().id,
      SignedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(byId(unsignedRec)).toMatchObject({ SignatureFileId: null, SignedAt: null });

    // Without includeSignatures the column stays blank for signing on paper.
    const paper = await run('location-sign-in-sheet', day);
    expect(paper.fields.map((x: { name: string }) => x.name)).not.toContain('SignatureFileId');
    expect(paper.records[0]).not.toHaveProperty('SignatureFileId');

    // The PDF embeds the signature image (an image XObject, and its alpha mask), and prints the signing time.
    const pdf = await admin.post('/api/report/location-sign-in-sheet/export/pdf', {
      ...day,
      includeSignatures: true,
    });
    expect(pdf.statusCode).toBe(200);
    const images = (b: Buffer) => (b.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
    expect(images(pdf.rawPayload)).toBeGreaterThan(0);
    expect(pdfText(pdf.rawPayload)).toContain('Signed');
    const plainPdf = await admin.post('/api/report/location-sign-in-sheet/export/pdf', day);
    expect(images(plainPdf.rawPayload)).toBe(0);
    // CSV has the signing time, not the file id.
    const csv = await admin.post('/api/report/location-sign-in-sheet/export/csv', {
      ...day,
      includeSignatures: true,
    });
    expect(csv.body).toContain('Signed');
    expect(csv.body).not.toContain(sig.json().id);

    // A field employee may not run the sheet.
    expect((await fiona.post('/api/report/location-sign-in-sheet', day)).statusCode).toBe(403);
  });
});
