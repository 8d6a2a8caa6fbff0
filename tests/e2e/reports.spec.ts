import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, expectToast, signIn } from './helpers';

// Reports (issue 12): run payroll summary from the hub as the payroll clerk, export it as XLSX and
// PDF and read the files back, schedule it by e-mail, advance the scheduler's clock, see the e-mail
// with its attachment in the outbox and follow the opt-out link.

const H = { 'X-Requested-With': 'XMLHttpRequest' };

/** The text drawn in a PDF of renderPdf (standard fonts): TJ/Tj strings of the inflated streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let text: string;
    try {
      text = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      text = raw.slice(start, end);
    }
    for (const op of text.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      let run = '';
      for (const s of (op[1] ?? op[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g))
        run += Buffer.from(s[1]!, 'hex').toString('latin1');
      out.push(run);
    }
    re.lastIndex = end;
  }
  return out.join(' ').replace(/\s+/g, ' ');
}

/** The payroll summary as the API computes it for the hub's default criteria (month ago to today). */
async function summary(page: Page) {
  const today = new Date();
  const ymd = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  const res = await page.request.post('/api/report/payroll-summary', {
    headers: H,
    data: {
      fromDate: ymd(from),
      toDate: ymd(today),
      isOpenTime: true,
      isOpenBatches: false,
      isClosedBatches: false,
    },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { records: { Employee: string; TotalTime: number }[] };
}

test('payroll runs, exports and schedules the payroll summary', async ({ page, browser }) => {
  await signIn(page, 'payroll');
  await page.goto('/reports/time/?report=payroll-summary');
  await expect(page.getByRole('heading', { name: 'Payroll Summary' })).toBeVisible();
  const expected = await summary(page);
  expect(expected.records.length).toBeGreaterThan(0);
  const first = expected.records[0]!;
  const total = Math.round(expected.records.reduce((s, r) => s + r.TotalTime, 0) * 100) / 100;

  // Run: the printable view opens in a new window.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Payroll Summary' })).toBeVisible();
  await expect(popup.getByText(first.Employee).first()).toBeVisible();
  await popup.close();

  // XLSX: numbers as numbers; the total row matches the report.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^payroll-summary-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.getCell('A1').value).toBe('Payroll Summary');
  const header = (ws.getRow(4).values as unknown[]).slice(1);
  const totalCol = header.indexOf('Total') + 1;
  expect(totalCol).toBeGreaterThan(0);
  let firstRowTotal: unknown;
  let grandTotal: unknown;
  ws.eachRow((row, n) => {
    if (n > 4 && row.getCell(1).value === first.Employee) firstRowTotal = row.getCell(totalCol).value;
    if (n > 4 && row.getCell(1).value === 'Total') grandTotal = row.getCell(totalCol).value;
  });
  expect(firstRowTotal).toBe(first.TotalTime);
  expect(grandTotal).toBe(total);

  // PDF: title, an employee and the total in the text.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfText(await readFile((await pdf.path())!));
  expect(text).toContain('Payroll Summary');
  expect(text).toContain(first.Employee);
  expect(text).toContain(total.toFixed(2));

  // Schedule it daily to an address.
  const name = `E2E payroll ${Date.now().toString(36).slice(-5)}`;
  await page.goto('/reports/scheduled/');
  await expect(page.getByRole('heading', { name: 'Scheduled Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'Report', 'Payroll Summary');
  await choose(page, 'Format', 'XLSX');
  await choose(page, 'Date span', 'Yesterday');
  await page.getByLabel('E-mail addresses').fill('e2e.boss@example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Saved');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('e2e.boss@example.com');

  const list = (await (await page.request.get('/api/scheduled-report')).json()) as {
    id: string;
    name: string;
    nextRunAt: string;
  }[];
  const saved = list.find((r) => r.name === name)!;
  try {
    // Advance the scheduler's clock past the next run and run what is due.
    const due = new Date(Date.parse(saved.nextRunAt) + 30_000).toISOString();
    expect((await page.request.post('/api/test/clock', { headers: H, data: { now: due } })).ok()).toBe(true);
    expect((await page.request.post('/api/test/jobs/run', { headers: H, data: {} })).ok()).toBe(true);
  } finally {
    await page.request.post('/api/test/clock', { headers: H, data: { now: null } });
  }

  // The administrator sees the e-mail with the attachment in the outbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  const outbox = (await (await admin.request.get('/api/Outbox')).json()) as {
    to: string;
    subject: string;
    body: string;
    attachments: { fileName: string; contentType: string }[];
  }[];
  const mail = outbox.find(
    (m) => m.to === 'e2e.boss@example.com' && m.subject === `Scheduled report: ${name}`,
  );
  expect(mail).toBeTruthy();
  expect(mail!.attachments).toEqual([
    expect.objectContaining({
      fileName: expect.stringMatching(/^payroll-summary-.*\.xlsx$/),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  ]);
  await adminContext.close();

  // The opt-out link works without signing in.
  const link = /\/reports\/optout\?\S+/.exec(mail!.body)![0];
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(`Report: ${name}`)).toBeVisible();
  await expect(visitor.getByText('You will no longer receive this report.')).toBeVisible();
  await anonymous.close();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    'e2e.boss@example.com (unsubscribed)',
  );
});

test('the hub Employees picker searches the server as the user types', async ({ page }) => {
  // Issue 20: the picker no longer downloads every employee; typing part of a name asks the
  // server (search=) and the match can be chosen; its tag shows the name.
  await signIn(page, 'payroll');
  const res = await page.request.get('/api/Employee?orderby=lastName desc&top=1', { headers: H });
  expect(res.ok()).toBe(true);
  const [emp] = (await res.json()) as { fullName?: string; firstName: string; lastName: string }[];
  const full = emp!.fullName || `${emp!.firstName} ${emp!.lastName}`;
  await page.goto('/reports/time/?report=payroll-summary');
  await expect(page.getByRole('heading', { name: 'Payroll Summary' })).toBeVisible();
  await page.getByRole('button', { name: /^Employees/ }).click();
  const panel = page.getByRole('dialog', { name: 'Employees' });
  const searched = page.waitForRequest((r) => /\/Employee\?.*search=/.test(r.url()));
  await panel.getByRole('searchbox', { name: 'Search' }).fill(emp!.lastName.slice(0, 4));
  expect(new URL((await searched).url()).searchParams.get('search')).toBe(emp!.lastName.slice(0, 4));
  await panel.getByRole('checkbox', { name: full }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Employees/ })).toHaveText('1 selected');
  await expect(page.getByRole('button', { name: `Remove ${full}` })).toBeVisible();
});

test('rollcall shows the absent list when toggled', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/reports/time/?report=rollcall');
  await expect(page.getByRole('heading', { name: 'Rollcall' })).toBeVisible();
  const d = new Date();
  const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const absent = await page.request.post('/api/report/absent-employee', {
    headers: H,
    data: { fromDate: today, isOpenTime: true },
  });
  expect(absent.ok()).toBe(true);
  const records = ((await absent.json()) as { records: { Employee: string }[] }).records;

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Rollcall', level: 1 })).toBeVisible();
  await popup.getByRole('button', { name: 'Show absent employees' }).click();
  await expect(popup.getByRole('heading', { name: 'Absent' })).toBeVisible();
  if (records.length > 0) await expect(popup.getByText(records[0]!.Employee).first()).toBeVisible();
  else await expect(popup.getByText('No records found for these criteria.')).toBeVisible();
  await popup.getByRole('button', { name: 'Hide absent employees' }).click();
  await expect(popup.getByRole('heading', { name: 'Absent' })).toHaveCount(0);
});

test('the time card view pages by employee, with the range and a total of all pages', async ({ page }) => {
  await signIn(page, 'payroll');
  const d = new Date();
  const ymd = (x: Date) =>
    `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
  const criteria = {
    fromDate: ymd(new Date(d.getFullYear(), d.getMonth() - 1, d.getDate())),
    toDate: ymd(d),
  };
  const res = await page.request.post('/api/report/employee-time-card', {
    headers: H,
    data: { ...criteria, page: 1, pageSize: 25 },
  });
  expect(res.ok()).toBe(true);
  const first = (await res.json()) as { paging: { items: number }; records: { Employee: string }[] };
  expect(first.paging.items).toBeGreaterThan(1);
  const parameter = JSON.stringify({
    report: { key: 'employee-time-card', name: 'Employee Time Card' },
    criteria,
  });
  await page.goto(`/viewReport/employee-time-card/?parameter=${encodeURIComponent(parameter)}`);
  const n = first.paging.items;
  await expect(page.getByText(`Employees 1-${n} of ${n}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: first.records[0]!.Employee }).first()).toBeVisible();
});

test('the sign-in sheet prints a sheet per location with clock times and the zone', async ({ page }) => {
  await signIn(page, 'admin');
  const d = new Date();
  const ymd = (x: Date) =>
    `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
  const criteria = {
    fromDate: ymd(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 7)),
    toDate: ymd(d),
    includeSignatures: true,
  };
  const res = await page.request.post('/api/report/location-sign-in-sheet', { headers: H, data: criteria });
  expect(res.ok()).toBe(true);
  const api = (await res.json()) as { records: { Location: string; Employee: string }[] };
  expect(api.records.length).toBeGreaterThan(0);
  const parameter = JSON.stringify({
    report: { key: 'location-sign-in-sheet', name: 'Location Sign-In Sheet' },
    printOption: { oneItemPerpage: true, includeSignatures: true },
    criteria,
  });
  await page.goto(`/viewReport/location-sign-in-sheet/?parameter=${encodeURIComponent(parameter)}`);
  const sheets = page.getByTestId('sign-in-sheet');
  await expect(sheets.first()).toBeVisible();
  await expect(sheets).toHaveCount(new Set(api.records.map((r) => r.Location)).size);
  await expect(page.getByRole('heading', { name: api.records[0]!.Location, level: 2 })).toBeVisible();
  await expect(sheets.first().getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  // In and out as 'hh:mm A' with the zone (the demo company is in Denver).
  await expect(
    sheets
      .first()
      .getByText(/^\d{2}:\d{2} (AM|PM) M[SD]T$/)
      .first(),
  ).toBeVisible();
});

test('the location detailed hours view pages by employee with the pager and the hours of every page', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const d = new Date();
  const ymd = (x: Date) =>
    `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
  const criteria = {
    fromDate: ymd(new Date(d.getFullYear(), d.getMonth() - 1, d.getDate())),
    toDate: ymd(d),
  };
  const res = await page.request.post('/api/report/location-detailed-hours', {
    headers: H,
    data: { ...criteria, page: 1, pageSize: 25 },
  });
  expect(res.ok()).toBe(true);
  const first = (await res.json()) as { paging: { items: number; by: string } };
  expect(first.paging.by).toBe('employee');
  expect(first.paging.items).toBeGreaterThan(0);
  const parameter = JSON.stringify({
    report: { key: 'location-detailed-hours', name: 'Location Detailed Hours' },
    criteria,
  });
  await page.goto(`/viewReport/location-detailed-hours/?parameter=${encodeURIComponent(parameter)}`);
  const n = first.paging.items;
  await expect(page.getByText(`Employees 1-${Math.min(n, 25)} of ${n}`)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/r2reports-detailed-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/r2reports-detailed-390.png' });
});
