/**
 * The PDF export alone on synthetic rows (issue 12 §4, profiling aid): BENCH_PDF_ROWS rows (10,000
 * by default) of a payroll-summary-like report (name, code, 5 hours columns, a number) exported as
 * PDF in this process; prints wall ms and CPU ms of each of BENCH_PDF_RUNS runs (3), the size and
 * the pages. Run: cd apps/server && node --conditions=source --import tsx ../../bench/reports/pdf-synthetic.ts
 * (add --cpu-prof --cpu-prof-dir=/tmp/x to profile). BENCH_PDF_OUT=file.pdf keeps the last file.
 */
import { writeFileSync } from 'node:fs';
import { exportReport } from '../../apps/server/src/modules/reports/reports.export.js';
import type { ReportRun } from '../../apps/server/src/modules/reports/reports.service.js';

const ROWS = Number(process.env.BENCH_PDF_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 3);
const fields = [
  { name: 'employee', label: 'Employee', type: 'string' },
  { name: 'code', label: 'Code', type: 'string' },
  { name: 'regular', label: 'Regular', type: 'hours' },
  { name: 'overtime', label: 'Overtime', type: 'hours' },
  { name: 'double', label: 'Double Time', type: 'hours' },
  { name: 'pto', label: 'PTO', type: 'hours' },
  { name: 'total', label: 'Total Hours', type: 'hours' },
  { name: 'shifts', label: 'Shifts', type: 'number', aggregate: 'sum' },
];
const records = Array.from({ length: ROWS }, (_, i) => ({
  employee: `Worker ${i + 1}, Bench`,
  code: `B${i + 1}`,
  regular: 160 + (i % 9),
  overtime: (i % 7) * 1.25,
  double: i % 13 === 0 ? 2 : 0,
  pto: i % 11 === 0 ? 8 : 0,
  total: 170 + (i % 17),
  shifts: 22,
}));
const run = {
  name: 'Payroll Summary',
  title: 'Payroll Summary',
  fields,
  records,
  dateRange: { from: '2026-10-01T06:00:00.000Z', to: '2026-11-01T05:59:59.999Z' },
  company: { name: 'Bench Company', timeZone: 'America/Denver', labels: {} },
  criteria: {},
} as unknown as ReportRun;

for (let i = 0; i < RUNS; i++) {
  const a = performance.now();
  const cpu = process.cpuUsage();
  const file = await exportReport(run, 'payroll-summary', 'pdf', {});
  const used = process.cpuUsage(cpu);
  if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, file.content);
  const pages = (file.content.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `pdf ${ROWS} rows: ${(performance.now() - a).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ` +
      `${(file.content.length / 2 ** 20).toFixed(2)} MiB, ${pages} pages`,
  );
}
