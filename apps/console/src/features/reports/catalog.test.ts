import { describe, expect, it } from 'vitest';
import {
  buildRunCriteria,
  defaultCriteria,
  FROM_DATE_MESSAGE,
  parseReportParameter,
  permittedReports,
  reportCategory,
  reportCriteria,
  reportViewUrl,
} from './catalog.js';

const today = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, local

describe('report catalogue access (time spec 6)', () => {
  it('lists only reports whose /reports/{category}/{key} key the user holds, in catalogue order', () => {
    const keys = [
      '/reports/time/payroll-summary',
      '/reports/time/employee-time-card',
      '/reports/admin/time-audit-log',
    ];
    expect(permittedReports(keys, 'time')).toEqual(['employee-time-card', 'payroll-summary']);
    expect(permittedReports(keys, 'admin')).toEqual(['time-audit-log']);
    expect(permittedReports(keys, 'asset')).toEqual([]);
  });
  it('hides employee-asset-time without the Time module', () => {
    const keys = ['/reports/asset/employee-asset-time'];
    expect(permittedReports(keys, 'asset', ['Assets'])).toEqual([]);
    expect(permittedReports(keys, 'asset', ['Assets', 'Time'])).toEqual(['employee-asset-time']);
  });
  it('finds the category of a key', () => {
    expect(reportCategory('time-audit-log')).toBe('admin');
    expect(reportCategory('nope')).toBeNull();
  });
});

describe('default criteria (time spec 4, 9)', () => {
  it('one month ago to today, open time on, batches off', () => {
    const c = defaultCriteria('payroll-summary', today);
    expect([c.fromDate, c.toDate]).toEqual(['2026-10-21', '2026-11-21']);
    expect([c.isOpenTime, c.isOpenBatches, c.isClosedBatches]).toEqual([true, false, false]);
    expect(c.status).toEqual([]);
    expect(defaultCriteria('employee-time-card', today).status).toEqual(['1']);
  });
  it('rollcall starts today; location task budget has no from date', () => {
    expect(defaultCriteria('rollcall', today).fromDate).toBe('2026-11-21');
    expect(defaultCriteria('location-task-budget', today).fromDate).toBe('');
  });
  it('month ends clamp like the calendar (31 March -> 3 March)', () => {
    expect(defaultCriteria('payroll-summary', new Date(2026, 2, 31)).fromDate).toBe('2026-03-03');
  });
});

describe('buildRunCriteria (time spec 5 "Report running")', () => {
  it('requires From Date for payroll-detail with the spec message', () => {
    const form = { ...defaultCriteria('payroll-detail', today), fromDate: '' };
    expect(() => buildRunCriteria('payroll-detail', form)).toThrow(FROM_DATE_MESSAGE);
    expect(() => buildRunCriteria('payroll-summary', { ...form })).not.toThrow();
  });
  it('sends the chosen days; the server reads them in the company time zone', () => {
    const out = buildRunCriteria('payroll-summary', defaultCriteria('payroll-summary', today));
    expect(out.fromDate).toBe('2026-10-21');
    expect(out.toDate).toBe('2026-11-21');
    expect(out).toMatchObject({ isOpenTime: true, isOpenBatches: false, isClosedBatches: false });
  });
  it('drops criteria the report does not use', () => {
    const form = {
      ...defaultCriteria('time-audit-log', today),
      employeeIds: ['e1'],
      taskIds: ['t1'],
      locationIds: ['l1'],
    };
    const out = buildRunCriteria('time-audit-log', form);
    expect(out.employeeIds).toEqual(['e1']);
    expect(out.taskIds).toBeUndefined();
    expect(out.locationIds).toBeUndefined();
    expect(out.isOpenTime).toBeUndefined();
    expect(
      buildRunCriteria('location-task-budget', { ...form, fromDate: '2026-01-01' }).fromDate,
    ).toBeUndefined();
  });
  it('pending records use open time only', () => {
    const form = { ...defaultCriteria('pending-records', today), isOpenBatches: true, isClosedBatches: true };
    expect(buildRunCriteria('pending-records', form)).toMatchObject({
      isOpenBatches: false,
      isClosedBatches: false,
    });
  });
  it('refuses broken dates with a message naming the field', () => {
    const form = defaultCriteria('payroll-summary', today);
    expect(() => buildRunCriteria('payroll-summary', { ...form, toDate: '2026-13-45' })).toThrow(
      'To Date is not a valid date.',
    );
    expect(() => buildRunCriteria('payroll-summary', { ...form, fromDate: 'x' })).toThrow(
      'From Date is not a valid date.',
    );
  });
});

describe('report window address', () => {
  it('round-trips the parameter through the URL', () => {
    const form = { ...defaultCriteria('payroll-summary', today), oneItemPerpage: true };
    const criteria = buildRunCriteria('payroll-summary', form);
    const url = reportViewUrl('payroll-summary', 'Payroll Summary', criteria, form);
    expect(url.startsWith('/viewReport/payroll-summary/?parameter=')).toBe(true);
    const p = parseReportParameter(url.slice(url.indexOf('?')));
    expect(p.report).toEqual({
      key: 'payroll-summary',
      name: 'Payroll Summary',
      multiReport: false,
      useDirective: true,
    });
    expect(p.printOption.oneItemPerpage).toBe(true);
    expect(p.criteria).toEqual(criteria);
  });
  it('reports without a view of their own open the generic view', () => {
    const form = defaultCriteria('rollcall', today);
    expect(reportViewUrl('rollcall', 'Rollcall', {}, form)).toMatch(
      /^\/viewReport\/generic\/\?parameter=.*&controller=genericController$/,
    );
  });
  it('names what is wrong with a broken address', () => {
    expect(() => parseReportParameter('')).toThrow('The report parameter is missing.');
    expect(() => parseReportParameter('?parameter=%7Bnope')).toThrow(
      'The report parameter is not valid JSON.',
    );
    expect(() => parseReportParameter(`?parameter=${encodeURIComponent('{"report":{}}')}`)).toThrow(
      'The report parameter has no report key.',
    );
  });
});

describe('saved custom reports in the hub (issue 11)', () => {
  it('maps the hub key to report custom-report with its id and date range', async () => {
    const { customHubKey, customReportIdOf, serverReportKey } = await import('./catalog.js');
    const key = customHubKey('abc');
    expect(customReportIdOf(key)).toBe('abc');
    expect(customReportIdOf('payroll-summary')).toBeNull();
    expect(customReportIdOf('custom:')).toBeNull();
    expect(serverReportKey(key)).toBe('custom-report');
    expect(reportCriteria(key)).toEqual(['fromDate', 'toDate']);
    const form = { ...defaultCriteria(key, new Date(2026, 0, 31)), employeeIds: ['e1'] };
    expect(buildRunCriteria(key, form)).toMatchObject({
      customReportId: 'abc',
      fromDate: '2025-12-31',
      toDate: '2026-01-31',
    });
    expect(buildRunCriteria(key, form).employeeIds).toBeUndefined();
    const url = reportViewUrl(key, 'Hours by task', buildRunCriteria(key, form), form);
    expect(url.startsWith('/viewReport/generic/?parameter=')).toBe(true);
    const p = JSON.parse(decodeURIComponent(url.split('parameter=')[1]!.split('&')[0]!));
    expect(p.report).toMatchObject({ key: 'custom-report', name: 'Hours by task' });
    expect(p.criteria.customReportId).toBe('abc');
  });
});
