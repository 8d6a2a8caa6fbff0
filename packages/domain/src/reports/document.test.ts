import { describe, expect, it } from 'vitest';
import { reportDateSpan } from './dateSpan.js';
import {
  aggregate,
  buildReportDocument,
  footerAccumulator,
  formatReportCell,
  formatReportClock,
  formatReportHours,
  zonedPartsMatchesIntl,
} from './document.js';

const fields = [
  { name: 'EmployeeId', type: 'string' as const, label: 'Id', hidden: true },
  { name: 'Employee', type: 'string' as const, label: 'Employee' },
  { name: 'Location', type: 'string' as const, label: 'Location' },
  { name: 'Hours', type: 'hours' as const, label: 'Hours' },
  { name: 'Units', type: 'number' as const, label: 'Units', aggregate: 'max' as const },
];
const records = [
  { EmployeeId: 'a', Employee: 'Ann', Location: 'X', Hours: 1.25, Units: 3 },
  { EmployeeId: 'b', Employee: 'Bob', Location: 'Y', Hours: 2.5, Units: 7 },
  { EmployeeId: 'a', Employee: 'Ann', Location: 'Y', Hours: 4, Units: 1 },
];

describe('buildReportDocument', () => {
  it('splits, groups and footers', () => {
    const doc = buildReportDocument({
      fields,
      records,
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
      groupBy: 'Location',
    });
    expect(doc.columns.map((c) => c.name)).toEqual(['Employee', 'Location', 'Hours', 'Units']);
    expect(doc.sections.map((s) => s.title)).toEqual(['Ann', 'Bob']);
    expect(doc.sections[0]!.groups.map((g) => g.key)).toEqual(['X', 'Y']);
    expect(doc.sections[0]!.footer).toEqual({ Hours: 5.25, Units: 3 });
    expect(doc.footer).toEqual({ Hours: 7.75, Units: 7 });
  });
  it("fails with 'Field not found' for a grouping outside the fields", () => {
    expect(() => buildReportDocument({ fields, records, groupBy: 'Nope' })).toThrow('Field not found');
  });
});

describe('footerAccumulator', () => {
  const columns = [
    { name: 'Hours', type: 'hours' as const, label: 'Hours' },
    { name: 'Avg', type: 'number' as const, label: 'Avg', aggregate: 'average' as const },
    { name: 'Min', type: 'number' as const, label: 'Min', aggregate: 'min' as const },
    { name: 'Max', type: 'number' as const, label: 'Max', aggregate: 'max' as const },
    { name: 'Text', type: 'string' as const, label: 'Text' },
    { name: 'Off', type: 'hours' as const, label: 'Off', aggregate: null },
  ];
  it('gives the footer of the whole document to the bit, page by page', () => {
    // Sums whose rounding depends on the order of the additions (0.1 + 0.2 ...), some text and nulls.
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      Hours: ((i * 37) % 101) / 10 + 0.01 * (i % 7),
      Avg: i % 5 === 0 ? null : i % 11 === 0 ? String(i / 3) : i / 3,
      Min: i % 13 === 0 ? 'x' : 1000 - i * 0.37,
      Max: i % 3 ? i * 0.11 : null,
      Text: `t${i}`,
      Off: 1,
    }));
    const whole = buildReportDocument({ fields: columns, records: rows }).footer;
    for (const size of [1, 7, 250, 1000]) {
      const acc = footerAccumulator(columns);
      for (let i = 0; i < rows.length; i += size) acc.add(rows.slice(i, i + size));
      expect(acc.footer()).toEqual(whole);
      expect(Object.keys(acc.footer())).toEqual(['Hours', 'Avg', 'Min', 'Max']);
    }
  });
  it('of no rows: sums 0, the others null', () => {
    const acc = footerAccumulator(columns);
    acc.add([]);
    expect(acc.footer()).toEqual({ Hours: 0, Avg: null, Min: null, Max: null });
    expect(acc.footer()).toEqual(buildReportDocument({ fields: columns, records: [] }).footer);
  });
});

describe('aggregates and formats', () => {
  it('averages, mins and skips non-numbers', () => {
    expect(aggregate(records, 'Hours', 'average')).toBe(2.58);
    expect(aggregate(records, 'Units', 'min')).toBe(1);
    expect(aggregate([{ x: null }], 'x', 'max')).toBeNull();
  });
  it('prints hours, dates and instants', () => {
    expect(formatReportHours(0)).toBe('0.00');
    expect(formatReportHours(7.5, 'hours:minutes')).toBe('7:30');
    expect(formatReportCell('2026-10-05', 'date')).toBe('10/05/2026');
    expect(formatReportCell('2026-10-05T14:05:00.000Z', 'datetime', { zone: 'America/Denver' })).toBe(
      '10/05/2026 8:05 AM',
    );
  });

  it('prints clock times as hh:mm A with the zone (sign-in sheet)', () => {
    expect(formatReportClock('2026-10-05T14:05:00.000Z', 'America/Denver')).toBe('08:05 AM MDT');
    expect(formatReportClock('2026-12-05T23:30:00.000Z', 'America/Denver')).toBe('04:30 PM MST');
    expect(formatReportClock('2026-10-05T06:00:00.000Z', 'America/Denver')).toBe('12:00 AM MDT');
    expect(formatReportClock('2026-10-05T21:37:00.000Z', 'America/Denver', 'es')).toBe('15:37 MDT');
    expect(formatReportClock('2026-10-05T14:05:00.000Z', 'Not/AZone')).toBe('02:05 PM UTC');
    expect(formatReportClock(null)).toBe('');
    expect(formatReportClock('garbage')).toBe('garbage');
  });
});

describe('reportDateSpan', () => {
  // 2026-11-25 is a Wednesday.
  const on = (span: Parameters<typeof reportDateSpan>[0]) => reportDateSpan(span, '2026-11-25');
  it('gives days relative to the run', () => {
    expect(on('today')).toEqual({ fromDate: '2026-11-25', toDate: '2026-11-25' });
    expect(on('yesterday')).toEqual({ fromDate: '2026-11-24', toDate: '2026-11-24' });
    expect(on('last-7-days')).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-24' });
    expect(on('week-to-date')).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-25' });
    expect(on('last-week')).toEqual({ fromDate: '2026-11-15', toDate: '2026-11-21' });
    expect(on('month-to-date')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-25' });
    expect(on('last-month')).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(reportDateSpan('last-month', '2026-01-10')).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
  });
});

describe('reportDateSpan last-pay-period', () => {
  const zone = 'America/Denver';
  const weekly = { id: 'w', name: 'Weekly', status: 1, type: 1, factor1: 0 } as const;
  it('is the whole pay period before the one of the run day', () => {
    // Weekly from Sunday: run on Wednesday 2026-11-25 -> Sunday 15 to Saturday 21.
    expect(reportDateSpan('last-pay-period', '2026-11-25', { period: weekly, timeZone: zone })).toEqual({
      fromDate: '2026-11-15',
      toDate: '2026-11-21',
    });
    // On the first day of a period, the period before it.
    expect(reportDateSpan('last-pay-period', '2026-11-22', { period: weekly, timeZone: zone })).toEqual({
      fromDate: '2026-11-15',
      toDate: '2026-11-21',
    });
    // Weekly from Monday (factor1 1).
    expect(
      reportDateSpan('last-pay-period', '2026-11-25', { period: { ...weekly, factor1: 1 }, timeZone: zone }),
    ).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22' });
    // Bi-monthly on the 1st and 16th: run on 2026-11-10 -> October 16 to 31.
    const biMonthly = { id: 'b', name: 'Bi-monthly', status: 1, type: 3, factor1: 1, factor2: 16 } as const;
    expect(reportDateSpan('last-pay-period', '2026-11-10', { period: biMonthly, timeZone: zone })).toEqual({
      fromDate: '2026-10-16',
      toDate: '2026-10-31',
    });
    // Monthly on the 1st, across the year.
    const monthly = { id: 'm', name: 'Monthly', status: 1, type: 4, factor1: 1 } as const;
    expect(reportDateSpan('last-pay-period', '2026-01-10', { period: monthly, timeZone: zone })).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
  });
  it('needs a pay period', () => {
    expect(() => reportDateSpan('last-pay-period', '2026-11-25')).toThrow(
      'The last pay period span needs a pay period.',
    );
  });
});

describe('zoned date parts (cached offsets)', () => {
  it('match Intl every 7 minutes through both 2026 DST changes and odd zones', () => {
    const zones = [
      'America/Denver',
      'America/New_York',
      'Europe/Madrid',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'UTC',
    ];
    const spans = [Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24), Date.UTC(2026, 10, 0)];
    for (const zone of zones)
      for (const start of spans)
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000 + 13_000)
          expect(zonedPartsMatchesIntl(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toBe(true);
  });
});
