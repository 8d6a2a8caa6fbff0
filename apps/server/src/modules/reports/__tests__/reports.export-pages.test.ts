import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { badRequest } from '../../../platform/errors.js';
import { addRecord, processedFieldWeek } from '../../payroll/__tests__/fixtures.js';
import { EXPORT_PAGING } from '../reports.export.js';
import { getReport, registerReport } from '../reports.registry.js';
import { f } from '../reports.service.js';

// Exports streamed page by page of employees (issue 12): the same file as the whole run.

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };
const everything = { ...week, isOpenTime: true, isOpenBatches: true, isClosedBatches: true };

/** Employees of 'test-pages' (3 rows each); `failAt` makes that page's run fail. */
const TEST_EMPLOYEES = 10;
registerReport({
  key: 'test-pages',
  name: 'Pages',
  privilege: 'Platform:Execute:EmployeeInformationReport',
  criteria: [],
  criteriaSchema: z.looseObject({
    failAt: z.number().int().optional(),
    padding: z.number().int().optional(),
  }),
  pagesInOrder: true,
  async run(ctx) {
    const { failAt, padding = 0 } = ctx.criteria as { failAt?: number; padding?: number };
    const ids = Array.from({ length: TEST_EMPLOYEES }, (_, i) => `e${String(i).padStart(2, '0')}`);
    const page = ctx.paging ?? { page: 1, pageSize: ids.length };
    if (page.page === failAt) {
      if (page.page === 1) throw badRequest('failAt: page 1 refused.');
      throw new Error(`page ${page.page} failed`);
    }
    const mine = ids.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
    // Hours whose float sum depends on the order of the additions.
    const records = mine.flatMap((id) =>
      [0, 1, 2].map((k) => ({
        EmployeeId: id,
        Employee: `Worker ${id}`.padEnd(padding, '.'),
        Hours: 0.1 * (Number(id.slice(1)) + k) + 0.07,
      })),
    );
    return {
      fields: [
        f('EmployeeId', 'string', 'Id', true),
        f('Employee', 'string', 'Employee'),
        f('Hours', 'hours', 'Hours'),
      ],
      records,
      ...(ctx.paging
        ? {
            paging: {
              ...page,
              pages: Math.ceil(ids.length / page.pageSize),
              items: ids.length,
              rows: ids.length * 3,
              by: 'employee' as const,
            },
            totals: {},
          }
        : {}),
    };
  },
});

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  const e = app.demo!.employeeIds;
  // Processed time (overtime, double time, pay codes and rates) for field1, open time with odd
  // minutes (hours whose sums round) for the others: several employees, so several pages.
  await processedFieldWeek(app, admin, payroll);
  let n = 0;
  for (const who of ['field2', 'field3', 'employee', 'manager', 'dispatcher', 'payroll'] as const) {
    for (const day of ['05', '06', '08']) {
      n++;
      const id = await addRecord(
        app,
        e[who],
        `2026-10-${day} 0${6 + (n % 3)}:${String((n * 7) % 60).padStart(2, '0')}`,
        `2026-10-${day} 1${4 + (n % 4)}:${String((n * 11) % 60).padStart(2, '0')}`,
      );
      if (n % 4 === 0) {
        await app.platform.db.query(
          `INSERT INTO time_note (id, company_id, time_id, note, "noteTimeStamp") VALUES ($1, $2, $3, $4, now())`,
          [`note-${n}`, app.demo!.companyId, id, `Note, "quoted" ${n}`],
        );
      }
    }
  }
}, 240_000);
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  EXPORT_PAGING.employees = 500;
  vi.restoreAllMocks();
});

const exportAs = (c: Client, key: string, format: string, body: unknown) =>
  c.post(`/api/report/${key}/export/${format}`, body);

/** The export of `body` run whole (EXPORT_PAGING 0) and streamed by pages of `size` employees, with the pages run. */
async function both(c: Client, key: string, format: string, body: Record<string, unknown>, size: number) {
  EXPORT_PAGING.employees = 0;
  const whole = await exportAs(c, key, format, body);
  expect(whole.statusCode, whole.body).toBe(200);
  EXPORT_PAGING.employees = size;
  const run = vi.spyOn(getReport(key)!, 'run');
  const streamed = await exportAs(c, key, format, body);
  expect(streamed.statusCode, streamed.body).toBe(200);
  const pages = run.mock.calls.map((x) => x[0].paging?.page ?? null);
  run.mockRestore();
  expect(streamed.headers['content-type']).toBe(whole.headers['content-type']);
  expect(streamed.headers['content-disposition']).toBe(whole.headers['content-disposition']);
  return { whole: whole.rawPayload, streamed: streamed.rawPayload, pages };
}

/** Every cell (value and style), row style, column width, view and name of a workbook's sheets. */
async function cells(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const out: unknown[] = [n, row.height];
      row.eachCell({ includeEmpty: true }, (cell) => out.push([cell.address, cell.value, cell.style]));
      rows.push(out);
    });
    return {
      name: ws.name,
      views: ws.views,
      rowCount: ws.rowCount,
      columns: ws.columns.map((c) => [c.width, c.style]),
      rows,
      creator: wb.creator,
    };
  });
}

const cases: [string, Record<string, unknown>][] = [
  ['a week, every kind of time', everything],
  ['Spanish, hours:minutes', { ...everything, lang: 'es', timeFormat: 'hours:minutes' }],
  [
    'grouped and sorted by the sort key',
    { ...everything, groupBy: 'Lexicographic', sortBy: 'Lexicographic' },
  ],
  ['batches only', { ...week, isOpenTime: false, isOpenBatches: true, isClosedBatches: true }],
];

describe('CSV and XLSX streamed by pages of employees', () => {
  for (const key of ['payroll-detail', 'employee-time-card']) {
    for (const [name, criteria] of cases) {
      it(`${key}, ${name}: the same CSV bytes and XLSX cells as the whole run`, async () => {
        const body = key === 'employee-time-card' ? { ...criteria, includeNotes: true } : criteria;
        const csv = await both(payroll, key, 'csv', body, 2);
        const text = csv.streamed.toString('utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        expect(text.trimEnd().split('\r\n').at(-1)).toMatch(/^Total,/);
        expect(csv.streamed.equals(csv.whole), `${text}\n---\n${csv.whole.toString('utf8')}`).toBe(true);
        // Several pages (one employee has batched time), each run once.
        expect(csv.pages.length).toBe(name === 'batches only' ? 1 : 4);
        expect(csv.pages).toEqual(csv.pages.map((_, i) => i + 1));
        const xlsx = await both(payroll, key, 'xlsx', body, 3);
        expect(xlsx.pages.length).toBe(name === 'batches only' ? 1 : 3);
        expect(await cells(xlsx.streamed)).toEqual(await cells(xlsx.whole));
      });
    }
  }

  it('the footer is summed across the pages as the whole run sums it', async () => {
    const csv = await both(admin, 'test-pages', 'csv', {}, 3);
    expect(csv.pages).toEqual([1, 2, 3, 4]);
    expect(csv.streamed.equals(csv.whole)).toBe(true);
    const lines = csv.streamed.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 3 * TEST_EMPLOYEES + 1);
    expect(lines.at(-1)).toBe('Total,18.60');
    const xlsx = await both(admin, 'test-pages', 'xlsx', {}, 4);
    expect(await cells(xlsx.streamed)).toEqual(await cells(xlsx.whole));
  });

  it('falls back to the whole run when grouped or sorted by another field (same file)', async () => {
    for (const criteria of [
      { ...everything, groupBy: 'Location' },
      { ...everything, groupBy: 'EmployeeId' },
      { ...everything, sortBy: 'InTime' },
    ]) {
      const csv = await both(payroll, 'payroll-detail', 'csv', criteria, 1);
      expect(csv.pages, JSON.stringify(criteria)).toEqual([null]);
      expect(csv.streamed.equals(csv.whole)).toBe(true);
    }
    // A report split by location is not streamed either.
    const sheet = await both(admin, 'location-sign-in-sheet', 'csv', week, 1);
    expect(sheet.pages).toEqual([null]);
  });

  it('runs the next page only when the reader has taken the rows', async () => {
    EXPORT_PAGING.employees = 3;
    const run = vi.spyOn(getReport('test-pages')!, 'run');
    // Rows of 100 KB: a page is more than the response's buffer.
    const res = await app.inject({
      method: 'POST',
      url: '/api/report/test-pages/export/csv',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: admin.cookie },
      payload: { padding: 100_000 },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(run.mock.calls.length).toBeLessThanOrEqual(2);
    let size = 0;
    for await (const c of res.stream()) size += (c as Buffer).length;
    expect(run.mock.calls.map((x) => x[0].paging?.page)).toEqual([1, 2, 3, 4]);
    expect(size).toBeGreaterThan(3 * TEST_EMPLOYEES * 100_000);
  });

  it('refuses bad criteria with 400 before any byte; a failure after the first byte aborts the answer', async () => {
    EXPORT_PAGING.employees = 2;
    for (const format of ['csv', 'xlsx']) {
      const bad = await exportAs(payroll, 'payroll-detail', format, { ...everything, employeeIds: 5 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^employeeIds: /);
      const required = await exportAs(payroll, 'employee-time-card', format, { fromDate: 'soon' });
      expect(required.statusCode).toBe(400);
      expect(required.json().message).toBe("fromDate is not a valid date: 'soon'.");
      const first = await exportAs(admin, 'test-pages', format, { failAt: 1 });
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('failAt: page 1 refused.');
      // Page 3 fails once pages 1 and 2 are sent: the 200 cannot be taken back, so the answer is
      // cut off (no complete file with a total row).
      const res = await app.inject({
        method: 'POST',
        url: `/api/report/test-pages/export/${format}`,
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: admin.cookie },
        payload: { failAt: 3 },
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      const got: Buffer[] = [];
      const read = (async () => {
        for await (const c of res.stream()) got.push(c as Buffer);
      })();
      await expect(read).rejects.toThrow();
      const text = Buffer.concat(got).toString('utf8');
      // (What arrived of pages 1 and 2 before the abort depends on timing; never the total row.)
      if (format === 'csv') expect(text).not.toContain('Total');
    }
  });
});
