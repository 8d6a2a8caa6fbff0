import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';
import { pdfText } from '../../../../test/pdf-text.js';
import { processedFieldWeek } from '../../payroll/__tests__/fixtures.js';
import { buildReportDocument } from '@wm/domain';
import { CSV_BATCH_ROWS, csvChunks, rowsOfDocument } from '../reports.export.js';
import { registerReport } from '../reports.registry.js';
import { f } from '../reports.service.js';
import { upload } from '../../files/__tests__/upload-helpers.js';

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
let employee: Client;
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };
const batchesOnly = { isOpenTime: false, isOpenBatches: true, isClosedBatches: true };

// A report of another module, registered the way a module would: nothing else is written for it.
registerReport({
  key: 'test-sample',
  name: 'Sample',
  privilege: 'Platform:Execute:EmployeeInformationReport',
  criteria: ['fromDate'],
  criteriaSchema: z.looseObject({ minHours: z.number().min(0).max(24).optional() }),
  title: ({ label }) => `${label('employee', 'Employee')} Sample`,
  async run(ctx) {
    const min = (ctx.criteria as { minHours?: number }).minHours ?? 0;
    const rows = [
      { EmployeeId: 'a', Employee: 'Ann', Day: '2026-10-05', Hours: 1.25, Units: 3 },
      { EmployeeId: 'a', Employee: 'Ann', Day: '2026-10-06', Hours: 2.5, Units: 5 },
      { EmployeeId: 'b', Employee: 'Bob', Day: '2026-10-05', Hours: 8, Units: 1 },
    ].filter((r) => r.Hours >= min);
    return {
      fields: [
        f('EmployeeId', 'string', 'Id', true),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Day', 'date', 'Day'),
        f('Hours', 'hours', 'Hours'),
        { ...f('Units', 'number', 'Units'), aggregate: 'average' },
      ],
      records: rows,
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    };
  },
});

/** Rows of 'test-csv-large': enough for many CSV batches. */
const LARGE_ROWS = 12_000;
// Text that CSV must quote (commas, quotes, line breaks, edge spaces) and accents for the BOM.
registerReport({
  key: 'test-csv-large',
  name: 'CSV',
  privilege: 'Platform:Execute:EmployeeInformationReport',
  criteria: [],
  async run() {
    const tricky = ['Peña, José', 'say "hi"', 'two\nlines', ' edge ', 'Ñandú àéîõü', '=1+2'];
    return {
      fields: [
        f('Row', 'number', 'Row'),
        f('Text', 'string', 'Texto, "raro"'),
        f('Day', 'date', 'Día'),
        f('Hours', 'hours', 'Hours'),
      ],
      records: Array.from({ length: LARGE_ROWS }, (_, i) => ({
        Row: i + 1,
        Text: tricky[i % tricky.length],
        Day: '2026-10-05',
        Hours: 1.5,
      })),
    };
  },
});

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  await processedFieldWeek(app, admin, payroll);
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const exportAs = (c: Client, key: string, format: string, body: unknown, headers?: Record<string, string>) =>
  c.post(`/api/report/${key}/export/${format}`, body, headers);
const bytes = (res: { rawPayload: Buffer }) => res.rawPayload;

describe('export of payroll-summary', () => {
  it('CSV: UTF-8 with BOM, labelled columns, hours with two decimals, a total row', async () => {
    const res = await exportAs(payroll, 'payroll-summary', 'csv', { ...week, ...batchesOnly });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payroll-summary-2026-10-04.csv"');
    const buf = bytes(res);
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(buf.toString('utf8').slice(1).trim()).data;
    expect(rows[0]).toEqual([
      'Employee',
      'Code',
      'Status',
      'Regular',
      'Overtime',
      'Double Time',
      'Holiday',
      'Sick',
      'Vacation',
      'Total',
    ]);
    const fiona = rows.find((r) => r[0] === 'Fiona Fields')!;
    expect(fiona.slice(3)).toEqual(['40.00', '12.37', '0.50', '0.00', '0.00', '0.00', '52.87']);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.at(-1)![9]).toBe('52.87');
  });

  it('CSV in Spanish with the company label keeps accents', async () => {
    await admin.post('/api/Resource', { key: 'employee', value: 'Trabajador' });
    const res = await exportAs(payroll, 'payroll-summary', 'csv', { ...week, ...batchesOnly, lang: 'es' });
    const rows = Papa.parse<string[]>(bytes(res).toString('utf8').slice(1).trim()).data;
    expect(rows[0]!.slice(0, 2)).toEqual(['Trabajador', 'Código']);
    expect(rows[0]).toContain('Horas extra');
    const en = await exportAs(payroll, 'payroll-summary', 'csv', { ...week, ...batchesOnly });
    expect(Papa.parse<string[]>(bytes(en).toString('utf8').slice(1).trim()).data[0]![0]).toBe('Trabajador');
    const list = (await admin.get(`/api/Resource?filter=${encodeURIComponent("key eq 'employee'")}`)).json();
    for (const r of list) await admin.del(`/api/Resource/${r.id}`);
  });

  it('XLSX: numbers as numbers with two-decimal hours', async () => {
    const res = await exportAs(payroll, 'payroll-summary', 'xlsx', { ...week, ...batchesOnly });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes(res) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Payroll Summary');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(String(ws.getCell('A2').value)).toContain('10/04/2026 - 10/10/2026');
    expect(ws.getRow(4).values).toEqual([
      undefined,
      'Employee',
      'Code',
      'Status',
      'Regular',
      'Overtime',
      'Double Time',
      'Holiday',
      'Sick',
      'Vacation',
      'Total',
    ]);
    let fiona: ExcelJS.Row | undefined;
    ws.eachRow((row) => {
      if (row.getCell(1).value === 'Fiona Fields') fiona = row;
    });
    expect(fiona!.getCell(4).value).toBe(40);
    expect(fiona!.getCell(5).value).toBe(12.37);
    expect(fiona!.getCell(10).value).toBe(52.87);
    expect(fiona!.getCell(10).numFmt).toBe('0.00');
  });

  it('PDF: the title, range, names and totals are in the text', async () => {
    const res = await exportAs(payroll, 'payroll-summary', 'pdf', { ...week, ...batchesOnly });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(bytes(res));
    expect(text).toContain('Payroll Summary');
    expect(text).toContain('10/04/2026 - 10/10/2026');
    expect(text).toContain('Fiona Fields');
    expect(text).toContain('52.87');
    expect(text).toContain('12.37');
  });

  it('PDF: carries the company logo when the company has one', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await upload(app, admin, { name: 'logo.png', content: png, type: 'image/png' });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().id ?? up.json()[0]?.id;
    const before = await exportAs(payroll, 'payroll-summary', 'pdf', { ...week, ...batchesOnly });
    expect(bytes(before).toString('latin1')).not.toContain('/Subtype /Image');
    const saved = await admin.post('/api/Company', { id: app.demo!.companyId, logo_id: fileId });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await exportAs(payroll, 'payroll-summary', 'pdf', { ...week, ...batchesOnly });
    expect(res.statusCode).toBe(200);
    expect(bytes(res).toString('latin1')).toContain('/Subtype /Image');
    await admin.post('/api/Company', { id: app.demo!.companyId, logo_id: null });
  });

  it('XLSX of payroll-detail: dates as dates', async () => {
    const res = await exportAs(payroll, 'payroll-detail', 'xlsx', { ...week, ...batchesOnly });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes(res) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(4).values as unknown[]).slice(1);
    const dateCol = header.indexOf('Date') + 1;
    const inCol = header.indexOf('In') + 1;
    const first = ws.getRow(5);
    expect(first.getCell(dateCol).value).toEqual(new Date(Date.UTC(2026, 9, 5)));
    // 07:00 Denver wall time, stored as the wall time.
    expect(first.getCell(inCol).value).toEqual(new Date(Date.UTC(2026, 9, 5, 7, 0)));
  });
});

describe('a report registered by another module', () => {
  it('runs, titles with the company label, splits per employee and exports with no code of its own', async () => {
    const run = await admin.post('/api/report/test-sample', { fromDate: '2026-10-01' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({
      title: 'Employee Sample',
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    });
    const pdf = await exportAs(admin, 'test-sample', 'pdf', { fromDate: '2026-10-01', oneItemPerpage: true });
    const text = pdfText(bytes(pdf));
    expect(text).toContain('Employee Sample');
    expect(text).toContain('Ann');
    expect(text).toContain('3.75'); // Ann's hours
    expect(text).toContain('11.75'); // grand total
    const csv = await exportAs(admin, 'test-sample', 'csv', { fromDate: '2026-10-01', minHours: 2 });
    const rows = Papa.parse<string[]>(bytes(csv).toString('utf8').slice(1).trim()).data;
    expect(rows).toEqual([
      ['Employee', 'Day', 'Hours', 'Units'],
      ['Ann', '10/06/2026', '2.50', '5'],
      ['Bob', '10/05/2026', '8.00', '1'],
      ['Total', '', '10.50', '3'],
    ]);
    const list = (await admin.get('/api/report')).json();
    expect(list.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['payroll-summary', 'test-sample']),
    );
  });

  it('refuses bad criteria with 400 naming the field', async () => {
    const res = await exportAs(admin, 'test-sample', 'csv', { fromDate: '2026-10-01', minHours: 'many' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^minHours: /);
    const high = await admin.post('/api/report/test-sample', { fromDate: '2026-10-01', minHours: 30 });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/^minHours: /);
  });
});

describe('streamed CSV', () => {
  it('starts with the BOM and quotes commas, quotes, line breaks and edge spaces; accents survive', async () => {
    const res = await exportAs(admin, 'test-csv-large', 'csv', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const buf = bytes(res);
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString('utf8');
    // The exact text of the header and the first rows: RFC 4180 quoting, CRLF line ends.
    expect(text.slice(1).split('\r\n').slice(0, 7)).toEqual([
      'Row,"Texto, ""raro""",Día,Hours',
      '1,"Peña, José",10/05/2026,1.50',
      '2,"say ""hi""",10/05/2026,1.50',
      '3,"two\nlines",10/05/2026,1.50',
      '4," edge ",10/05/2026,1.50',
      '5,Ñandú àéîõü,10/05/2026,1.50',
      '6,=1+2,10/05/2026,1.50',
    ]);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1 + LARGE_ROWS + 1);
    expect(rows[0]).toEqual(['Row', 'Texto, "raro"', 'Día', 'Hours']);
    expect(rows.slice(1, 7).map((r) => r[1])).toEqual([
      'Peña, José',
      'say "hi"',
      'two\nlines',
      ' edge ',
      'Ñandú àéîõü',
      '=1+2',
    ]);
    expect(rows[LARGE_ROWS]![0]).toBe(String(LARGE_ROWS));
    expect(rows.at(-1)).toEqual(['Total', '', '', `${LARGE_ROWS * 1.5}.00`]);
  });

  it('arrives in chunks, with no length announced beforehand', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/report/test-csv-large/export/csv',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: admin.cookie },
      payload: {},
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const c of res.stream()) chunks.push(c as Buffer);
    // The header, then one chunk per CSV_BATCH_ROWS records, the last with the total row.
    expect(chunks.length).toBeGreaterThanOrEqual(LARGE_ROWS / CSV_BATCH_ROWS);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\r\n').filter(Boolean).at(-1)).toBe(`Total,,,${LARGE_ROWS * 1.5}.00`);
  });

  it('is compressed whole when the browser accepts brotli or gzip', async () => {
    const plain = bytes(await exportAs(admin, 'test-csv-large', 'csv', {}));
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await exportAs(admin, 'test-csv-large', 'csv', {}, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(inflate(bytes(res)).equals(plain)).toBe(true);
    }
  });

  it('formats a batch of rows only when the reader asks for it', async () => {
    let reads = 0;
    const records = Array.from({ length: 10 * CSV_BATCH_ROWS }, (_, i) => ({
      get Name() {
        reads++;
        return `n${i}`;
      },
    }));
    const doc = buildReportDocument({ fields: [{ name: 'Name', type: 'string', label: 'Name' }], records });
    const chunks = csvChunks(rowsOfDocument(doc), 'UTC', {});
    expect((await chunks.next()).value).toBe('\uFEFFName\r\n');
    expect(reads).toBe(0);
    expect(((await chunks.next()).value as string).startsWith('n0\r\nn1\r\n')).toBe(true);
    expect(reads).toBe(CSV_BATCH_ROWS);
    const rest: string[] = [];
    for await (const c of chunks) rest.push(c);
    expect(rest).toHaveLength(9);
    expect(reads).toBe(10 * CSV_BATCH_ROWS);
  });
});

describe('bad requests', () => {
  it('names the field of a wrong criterion, and refuses unknown formats and missing privileges', async () => {
    const res = await exportAs(payroll, 'payroll-summary', 'csv', { ...week, employeeIds: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^employeeIds: /);
    const date = await exportAs(payroll, 'payroll-summary', 'xlsx', { fromDate: 12 });
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toMatch(/^fromDate: /);
    const required = await exportAs(payroll, 'payroll-detail', 'pdf', { toDate: '2026-10-10' });
    expect(required.json().message).toBe('From Date is required.');
    const group = await exportAs(payroll, 'payroll-summary', 'pdf', { ...week, groupBy: 'Nope' });
    expect(group.json().message).toBe('Field not found');
    const format = await exportAs(payroll, 'payroll-summary', 'doc', week);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('format must be pdf, csv or xlsx.');
    expect((await exportAs(employee, 'payroll-summary', 'csv', week)).statusCode).toBe(403);
  });
});

describe('download links (the console saves exports to disk as they arrive)', () => {
  const link = (c: Client, key: string, format: string, body: unknown) =>
    c.post(`/api/report/${key}/export/${format}/link`, body);
  /** A link's GET as a browser navigation sends it: the session cookie, no X-Requested-With. */
  const follow = (c: Client, url: string) =>
    app.inject({ method: 'GET', url, headers: c.cookie ? { cookie: c.cookie } : {} });

  it('POST returns a one-time link whose GET is the same file as the POST export', async () => {
    const body = { ...week, ...batchesOnly };
    const made = await link(payroll, 'payroll-summary', 'csv', body);
    expect(made.statusCode, made.body).toBe(200);
    const { url, expiresAt } = made.json();
    expect(url).toMatch(/^\/api\/report\/download\/[\w-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(60_000);
    const head = await app.inject({ method: 'HEAD', url, headers: { cookie: payroll.cookie } });
    expect(head.statusCode).toBe(200);
    const res = await follow(payroll, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payroll-summary-2026-10-04.csv"');
    const direct = await exportAs(payroll, 'payroll-summary', 'csv', body);
    expect(bytes(res).equals(bytes(direct))).toBe(true);
    // Used once: the second GET is refused with a message the user can act on.
    const again = await follow(payroll, url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This download link has expired or was already used; export the report again.',
    );
  });

  it('refuses bad criteria on the POST, before any link, and unknown or stale tokens on the GET', async () => {
    const required = await link(payroll, 'payroll-detail', 'pdf', { toDate: '2026-10-10' });
    expect(required.statusCode).toBe(400);
    expect(required.json().message).toBe('From Date is required.');
    const bad = await link(payroll, 'payroll-summary', 'csv', { ...week, employeeIds: 5 });
    expect(bad.json().message).toMatch(/^employeeIds: /);
    expect((await link(payroll, 'payroll-summary', 'doc', week)).json().message).toBe(
      'format must be pdf, csv or xlsx.',
    );
    const unknown = await follow(payroll, '/api/report/download/not-a-token');
    expect(unknown.statusCode).toBe(404);
    const { url } = (await link(payroll, 'payroll-summary', 'pdf', week)).json();
    await app.platform.db.query("UPDATE report_download SET expires_at = now() - interval '1 second'");
    const stale = await follow(payroll, url);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toMatch(/expired or was already used/);
    expect((await follow(client(app), url)).statusCode).toBe(401);
  });

  it("another company's administrator or another user gets 403, and the owner can still use the link", async () => {
    const { url } = (await link(payroll, 'payroll-summary', 'xlsx', { ...week, ...batchesOnly })).json();
    const admin2 = await signIn(app, 'admin2');
    const other = await follow(admin2, url);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This download link belongs to another company.');
    const sameCompany = await follow(admin, url);
    expect(sameCompany.statusCode).toBe(403);
    expect(sameCompany.json().message).toBe('This download link was made for another user.');
    const res = await follow(payroll, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it("each demo role's access through a link is its access to the POST export", async () => {
    for (const user of ['admin', 'manager', 'payroll', 'dispatcher', 'employee', 'fiona', 'gabriel']) {
      const c = await signIn(app, user);
      for (const key of ['payroll-summary', 'employee-information']) {
        const criteria = key === 'payroll-summary' ? week : { status: ['1'] };
        const direct = await exportAs(c, key, 'csv', criteria);
        const made = await link(c, key, 'csv', criteria);
        const status =
          made.statusCode === 200 ? (await follow(c, made.json().url)).statusCode : made.statusCode;
        expect(status, `${user} ${key}`).toBe(direct.statusCode);
      }
    }
  });
});
