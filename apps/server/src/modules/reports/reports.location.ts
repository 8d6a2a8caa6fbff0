import type { ReportField, ReportPaging } from '@wm/api/schemas';
import { isoDateOfDayNumber, localDayNumber } from '@wm/domain';
import { badRequest } from '../../platform/errors.js';
import { lexicographic, textCompare } from './reports.criteria.js';
import {
  loadAttendance,
  loadDetailedHoursTotals,
  loadNames,
  loadWorkedSums,
  type WorkedKey,
  type WorkedSum,
} from './reports.queries.js';
import { type ReportContext, type ReportDefinition, registerReport } from './reports.registry.js';
import { f, hideIds, hours2, openness, PAYROLL_CRITERIA } from './reports.service.js';

/**
 * Location and attendance reports of the time catalogue (time spec 3, 4, 9), each a plain
 * registerReport call: location-task-summary, location-hours-summary (weekly columns),
 * location-detailed-hours (7-day weeks, a column per day), average-time, rollcall with
 * absent-employee, and geofence-discrepancies.
 */

/**
 * Worked time summed in SQL by `keys` (day: local date in the company zone); `employeeIds`
 * narrows the run to those employees (a page of a paged run).
 */
function worked(
  ctx: ReportContext,
  keys: readonly WorkedKey[],
  employeeIds?: string[],
): Promise<WorkedSum[]> {
  return loadWorkedSums(
    ctx.db,
    ctx.auth.companyId!,
    employeeIds ? { ...ctx.criteria, employeeIds } : ctx.criteria,
    ctx.range,
    openness(ctx.criteria),
    keys,
    ctx.timeZone,
  );
}
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

async function namesOf(
  ctx: ReportContext,
  rows: { employee_id: string | null; location_id: string | null; task_id: string | null }[],
) {
  return loadNames(ctx.db, ctx.auth.companyId!, {
    employees: [...new Set(rows.map((r) => r.employee_id).filter((x): x is string => !!x))],
    locations: [...new Set(rows.map((r) => r.location_id).filter((x): x is string => !!x))],
    tasks: [...new Set(rows.map((r) => r.task_id).filter((x): x is string => !!x))],
  });
}

/** Local day number of an instant in the company zone. */
const dayOf = (ctx: ReportContext, v: unknown) =>
  localDayNumber(new Date(v as string).getTime(), ctx.timeZone);
const mdy = (day: number) => {
  const [y, m, d] = isoDateOfDayNumber(day).split('-');
  return `${m}/${d}/${y}`;
};
/** First and last local day of the run (to: the range's end, or today). */
function days(ctx: ReportContext): { first: number; last: number } {
  const first = dayOf(ctx, ctx.range.from!);
  const last = ctx.range.to ? dayOf(ctx, ctx.range.to) : localDayNumber(Date.now(), ctx.timeZone);
  if (last - first > 366) throw badRequest('The date range must not exceed 366 days.');
  return { first, last };
}

const locationField = (ctx: ReportContext) => f('Location', 'string', ctx.label('location', 'Location'));
const taskField = (ctx: ReportContext) => f('Task', 'string', ctx.label('task', 'Task'));

/** Location task summary: hours per location and task over the range. */
const locationTaskSummary: ReportDefinition = {
  key: 'location-task-summary',
  name: 'Location Task Summary',
  title: ({ label }) => `${label('location', 'Location')} ${label('task', 'Task')} Summary`,
  criteria: PAYROLL_CRITERIA,
  requiresFromDate: true,
  async run(ctx) {
    const rows = await worked(ctx, ['location', 'task']);
    const names = await namesOf(ctx, rows);
    const records = rows
      .map((r) => ({ l: r.location_id, t: r.task_id, s: r.seconds, n: r.employees }))
      .map((x) => ({
        LocationId: x.l,
        Location: x.l ? (names.locations.get(x.l)?.name ?? null) : null,
        LocationCode: x.l ? (names.locations.get(x.l)?.code ?? null) : null,
        TaskId: x.t,
        Task: x.t ? (names.tasks.get(x.t)?.name ?? null) : null,
        TaskCode: x.t ? (names.tasks.get(x.t)?.code ?? null) : null,
        Employees: x.n,
        HoursWorked: hours2(x.s),
      }));
    records.sort(
      (a, b) =>
        textCompare(String(a.Location ?? ''), String(b.Location ?? '')) ||
        textCompare(String(a.Task ?? ''), String(b.Task ?? '')),
    );
    return {
      fields: hideIds([
        f('LocationId', 'string', 'Location Id'),
        locationField(ctx),
        f('LocationCode', 'string', `${ctx.label('location', 'Location')} Code`),
        f('TaskId', 'string', 'Task Id'),
        taskField(ctx),
        f('TaskCode', 'string', `${ctx.label('task', 'Task')} Code`),
        { ...f('Employees', 'number', ctx.label('employee', 'Employee')), aggregate: 'max' },
        f('HoursWorked', 'hours', 'Hours Worked'),
      ]),
      records,
    };
  },
};

/**
 * Location hours summary: a row per location, a column per 7-day week from the From Date (time
 * spec 9: weekly reports split the range into 7-day chunks), titled by the week's first day, and the
 * total.
 */
const locationHoursSummary: ReportDefinition = {
  key: 'location-hours-summary',
  name: 'Location Hours Summary',
  title: ({ label }) => `${label('location', 'Location')} Hours Summary`,
  criteria: PAYROLL_CRITERIA,
  requiresFromDate: true,
  async run(ctx) {
    const { first, last } = days(ctx);
    const weeks = Math.floor((last - first) / 7) + 1;
    const rows = await worked(ctx, ['location', 'day']);
    const names = await namesOf(ctx, rows);
    const byLoc = new Map<string, number[]>();
    for (const r of rows) {
      const w = Math.floor((dayNumber(r.day!) - first) / 7);
      if (w < 0 || w >= weeks) continue;
      const k = r.location_id ?? '';
      const list = byLoc.get(k) ?? Array(weeks).fill(0);
      list[w] += r.seconds;
      byLoc.set(k, list);
    }
    const records = [...byLoc.entries()].map(([l, list]) => ({
      LocationId: l || null,
      Location: l ? (names.locations.get(l)?.name ?? null) : null,
      LocationCode: l ? (names.locations.get(l)?.code ?? null) : null,
      ...Object.fromEntries(list.map((s, i) => [`Week${i + 1}`, hours2(s)])),
      TotalTime: hours2(list.reduce((a, b) => a + b, 0)),
    }));
    records.sort((a, b) => textCompare(String(a.Location ?? ''), String(b.Location ?? '')));
    const weekFields: ReportField[] = Array.from({ length: weeks }, (_, i) =>
      f(`Week${i + 1}`, 'hours', mdy(first + i * 7)),
    );
    return {
      fields: hideIds([
        f('LocationId', 'string', 'Location Id'),
        locationField(ctx),
        f('LocationCode', 'string', `${ctx.label('location', 'Location')} Code`),
        ...weekFields,
        f('TotalTime', 'hours', 'Total'),
      ]),
      records,
    };
  },
};

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Location detailed hours: per location (a section each) and 7-day week from the From Date, a row
 * per employee with a column per day of the week (Day1..Day7, headed by the weekday) and the total;
 * days after the To Date are empty.
 */
const locationDetailedHours: ReportDefinition = {
  key: 'location-detailed-hours',
  name: 'Location Detailed Hours',
  title: ({ label }) => `${label('location', 'Location')} Detailed Hours`,
  criteria: PAYROLL_CRITERIA,
  requiresFromDate: true,
  async run(ctx) {
    const { first, last } = days(ctx);
    const page = ctx.paging ? await detailedHoursPage(ctx, first, last) : null;
    // A page past the last has no employees (an empty id list would mean no filter at all).
    const rows =
      page && page.ids.length === 0 ? [] : await worked(ctx, ['location', 'employee', 'day'], page?.ids);
    const names = await namesOf(ctx, rows);
    const cells = new Map<string, { l: string | null; e: string; week: number; d: number[] }>();
    for (const r of rows) {
      const day = dayNumber(r.day!);
      if (day < first || day > last) continue;
      const week = Math.floor((day - first) / 7);
      const k = `${r.location_id ?? ''}\u0000${week}\u0000${r.employee_id}`;
      const x = cells.get(k) ?? { l: r.location_id, e: r.employee_id!, week, d: Array(7).fill(0) };
      x.d[(day - first) % 7] += r.seconds;
      cells.set(k, x);
    }
    const records = [...cells.values()].map((x) => {
      const e = names.employees.get(x.e);
      const start = first + x.week * 7;
      return {
        LocationId: x.l,
        Location: x.l ? (names.locations.get(x.l)?.name ?? null) : null,
        Week: isoDateOfDayNumber(start),
        EmployeeId: x.e,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Lexicographic: lexicographic(e?.name, x.e),
        ...Object.fromEntries(x.d.map((s, i) => [`Day${i + 1}`, start + i > last ? null : hours2(s)])),
        TotalTime: hours2(x.d.reduce((a, b) => a + b, 0)),
      };
    });
    records.sort(
      (a, b) =>
        textCompare(String(a.Location ?? ''), String(b.Location ?? '')) ||
        textCompare(a.Week, b.Week) ||
        textCompare(a.Lexicographic, b.Lexicographic),
    );
    const weekday = (i: number) => WEEKDAY[(((first + i + 4) % 7) + 7) % 7]!;
    return {
      fields: hideIds([
        f('LocationId', 'string', 'Location Id'),
        locationField(ctx),
        f('Week', 'date', 'Week'),
        f('EmployeeId', 'string', 'Employee Id'),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Code', 'string', 'Code'),
        f('Lexicographic', 'string', 'Sort Key'),
        ...Array.from({ length: 7 }, (_, i) => f(`Day${i + 1}`, 'hours', weekday(i))),
        f('TotalTime', 'hours', 'Total'),
      ]),
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
      ...(page ? { paging: page.paging, totals: page.totals } : {}),
    };
  },
};

/**
 * The page of a paged location-detailed-hours run (ctx.paging), by employee as the payroll detail
 * pages: per-employee row counts and hours aggregated in SQL, the employees in report order (the
 * sort key of time spec 9), and the page's employee ids, whose every row (each location and week)
 * the page then holds. `totals` sums each hours column over every page, cell by cell as shown.
 */
async function detailedHoursPage(ctx: ReportContext, first: number, last: number) {
  const { page, pageSize } = ctx.paging!;
  const sums = await loadDetailedHoursTotals(
    ctx.db,
    ctx.auth.companyId!,
    ctx.criteria,
    ctx.range,
    openness(ctx.criteria),
    ctx.timeZone,
    isoDateOfDayNumber(first),
    last - first,
  );
  const order = sums
    .map((x) => ({ ...x, key: lexicographic(x.name, x.employee_id) }))
    .sort((a, b) => textCompare(a.key, b.key));
  const totals: Record<string, number> = {};
  for (const k of ['Day1', 'Day2', 'Day3', 'Day4', 'Day5', 'Day6', 'Day7', 'TotalTime']) {
    totals[k] = Math.round(order.reduce((n, x) => n + (x.hours[k] ?? 0), 0) * 100) / 100;
  }
  const paging: ReportPaging = {
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(order.length / pageSize)),
    items: order.length,
    rows: order.reduce((n, x) => n + x.rows, 0),
    by: 'employee',
  };
  return {
    ids: order.slice((page - 1) * pageSize, page * pageSize).map((x) => x.employee_id),
    paging,
    totals,
  };
}

/** '7:05 AM' of minutes after local midnight. */
const clockText = (minutes: number) => {
  const m = Math.round(minutes) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/**
 * Average time (Average Time Attendance): per employee, the days worked, total hours, average
 * hours per day, and the average first clock-in and last clock-out time of the day (local).
 */
const averageTime: ReportDefinition = {
  key: 'average-time',
  name: 'Average Time Attendance',
  criteria: PAYROLL_CRITERIA,
  requiresFromDate: true,
  async run(ctx) {
    const rows = await loadAttendance(
      ctx.db,
      ctx.auth.companyId!,
      ctx.criteria,
      ctx.range,
      openness(ctx.criteria),
      ctx.timeZone,
    );
    const names = await namesOf(
      ctx,
      rows.map((r) => ({ employee_id: r.employee_id, location_id: null, task_id: null })),
    );
    const records = rows.map((r) => {
      const e = names.employees.get(r.employee_id);
      return {
        EmployeeId: r.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Lexicographic: lexicographic(e?.name, r.employee_id),
        Days: r.days,
        TotalTime: hours2(r.seconds),
        AverageHours: hours2(r.seconds / r.days),
        AverageIn: clockText(r.avgIn),
        AverageOut: clockText(r.avgOut),
      };
    });
    records.sort((a, b) => textCompare(a.Lexicographic, b.Lexicographic));
    return {
      fields: hideIds([
        f('EmployeeId', 'string', 'Employee Id'),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Code', 'string', 'Code'),
        f('Lexicographic', 'string', 'Sort Key'),
        { ...f('Days', 'number', 'Days Worked'), aggregate: 'sum' },
        f('TotalTime', 'hours', 'Total'),
        { ...f('AverageHours', 'hours', 'Average Hours per Day'), aggregate: 'average' },
        f('AverageIn', 'string', 'Average In'),
        f('AverageOut', 'string', 'Average Out'),
      ]),
      records,
    };
  },
};

interface ClockRow {
  id: string;
  employee_id: string;
  location_id: string | null;
  task_id: string | null;
  inTimeStamp: unknown;
  outTimeStamp: unknown;
  inTimeZone: string | null;
}

/**
 * Records whose IN falls on local days [fromDay, toDay] (company zone), filtered by employee and
 * location, in IN order (at most 100,000). The local days are bounded in SQL by their midnights,
 * turned into instants once, so no row is converted to the zone one by one.
 */
async function clockIns(
  ctx: ReportContext,
  fromDay: number,
  toDay: number,
  employeeIds?: string[],
): Promise<ClockRow[]> {
  const { where, params } = clockInScope(ctx, fromDay, toDay, employeeIds);
  return ctx.db.query<ClockRow>(
    `SELECT t.id, t.employee_id, t.location_id, t.task_id, t."inTimeStamp", t."outTimeStamp", t."inTimeZone"
       FROM time_record t WHERE ${where} ORDER BY t."inTimeStamp" LIMIT 100000`,
    params,
  );
}

/**
 * The page of a paged rollcall or sign-in sheet (`sheet`: locations of status 1 and 2 only, and
 * `totals.TotalTime`), by employee as the payroll detail pages: the employees with clock-ins on
 * local days [fromDay, toDay] and their counts in SQL, in report order (the sort key of time spec
 * 9); `ids` are the page's employees, whose every clock-in the page holds.
 */
async function clockInPage(
  ctx: ReportContext,
  fromDay: number,
  toDay: number,
  sheet = false,
): Promise<{ ids: string[]; paging: ReportPaging; totals: Record<string, number> }> {
  const { page, pageSize } = ctx.paging!;
  const { where, params } = clockInScope(ctx, fromDay, toDay);
  // The sign-in sheet: only locations of status 1 and 2; TotalTime of each row rounded as shown.
  const open = sheet
    ? ' AND EXISTS (SELECT 1 FROM location l WHERE l.company_id = t.company_id AND l.id = t.location_id AND l.status IN (1, 2))'
    : '';
  const sums = await ctx.db.query<{ employee_id: string; n: number; name: string | null; h: number }>(
    `SELECT t.employee_id, count(*)::int AS n,
            min(coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName"))) AS name,
            coalesce(sum(floor((extract(epoch FROM t."outTimeStamp" - t."inTimeStamp")::float8 / 3600) * 100 + 0.5)), 0)::float8 / 100 AS h
       FROM time_record t LEFT JOIN employee e ON e.company_id = $1 AND e.id = t.employee_id
      WHERE ${where}${open} GROUP BY 1`,
    params,
  );
  const order = sums
    .map((x) => ({ ...x, key: lexicographic(x.name, x.employee_id) }))
    .sort((a, b) => textCompare(a.key, b.key));
  const paging: ReportPaging = {
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(order.length / pageSize)),
    items: order.length,
    rows: order.reduce((n, x) => n + Number(x.n), 0),
    by: 'employee',
  };
  const totals = sheet
    ? { TotalTime: Math.round(order.reduce((n, x) => n + Number(x.h), 0) * 100) / 100 }
    : ({} as Record<string, number>);
  return {
    ids: order.slice((page - 1) * pageSize, page * pageSize).map((x) => x.employee_id),
    paging,
    totals,
  };
}

/** The WHERE of clockIns (alias t) and its parameters ($1 company, $2 zone). */
function clockInScope(ctx: ReportContext, fromDay: number, toDay: number, employeeIds?: string[]) {
  const params: unknown[] = [ctx.auth.companyId, ctx.timeZone];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const midnight = (d: number) => `(${p(isoDateOfDayNumber(d))}::date::timestamp AT TIME ZONE $2)`;
  const where = [
    't.company_id = $1',
    't.status = 1',
    't."inTimeStamp" IS NOT NULL',
    `t."inTimeStamp" >= ${midnight(fromDay)}`,
    `t."inTimeStamp" < ${midnight(toDay + 1)}`,
  ];
  if (ctx.criteria.employeeIds?.length)
    where.push(`t.employee_id = ANY(${p(ctx.criteria.employeeIds)}::text[])`);
  if (employeeIds) where.push(`t.employee_id = ANY(${p(employeeIds)}::text[])`);
  if (ctx.criteria.locationIds?.length)
    where.push(`t.location_id = ANY(${p(ctx.criteria.locationIds)}::text[])`);
  return { where: where.join(' AND '), params };
}

const rollFields = (ctx: ReportContext, last: boolean): ReportField[] =>
  hideIds([
    f('LocationId', 'string', 'Location Id'),
    locationField(ctx),
    f('Code', 'string', 'Code'),
    f('EmployeeId', 'string', 'Employee Id'),
    f('Employee', 'string', ctx.label('employee', 'Employee')),
    f('Lexicographic', 'string', 'Sort Key'),
    last ? f('LastClockedIn', 'datetime', 'Last Clocked IN') : f('InTime', 'datetime', 'In'),
    ...(last ? [] : [f('OutTime', 'datetime', 'Out')]),
    taskField(ctx),
  ]);

async function rollRows(ctx: ReportContext, rows: ClockRow[], last: boolean) {
  const names = await namesOf(ctx, rows);
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const out = rows.map((r) => {
    const e = names.employees.get(r.employee_id);
    return {
      LocationId: r.location_id,
      Location: r.location_id ? (names.locations.get(r.location_id)?.name ?? null) : null,
      Code: e?.code ?? null,
      EmployeeId: r.employee_id,
      Employee: e?.name ?? null,
      Lexicographic: lexicographic(e?.name, r.employee_id),
      ...(last
        ? { LastClockedIn: iso(r.inTimeStamp) }
        : { InTime: iso(r.inTimeStamp), OutTime: iso(r.outTimeStamp) }),
      Task: r.task_id ? (names.tasks.get(r.task_id)?.name ?? null) : null,
    };
  });
  out.sort(
    (a, b) =>
      textCompare(String(a.Location ?? ''), String(b.Location ?? '')) ||
      textCompare(a.Lexicographic, b.Lexicographic),
  );
  return out;
}

/**
 * Rollcall (time spec 4): an employee is present at a location when clocked in there on the start
 * date; one row per clock-in of that day, a section per location. Paged (ctx.paging) by employee
 * in SQL: a page holds its employees' every clock-in of the day.
 */
const rollcall: ReportDefinition = {
  key: 'rollcall',
  name: 'Rollcall',
  criteria: ['fromDate', 'employeeIds', 'locationIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const day = dayOf(ctx, ctx.range.from!);
    const page = ctx.paging ? await clockInPage(ctx, day, day) : null;
    // A page past the last has no employees and no rows.
    const rows = page?.ids.length === 0 ? [] : await clockIns(ctx, day, day, page?.ids);
    return {
      fields: rollFields(ctx, false),
      records: await rollRows(ctx, rows, false),
      splitBy: 'LocationId',
      splitLabel: 'Location',
      ...(page ? { paging: page.paging, totals: page.totals } : {}),
    };
  },
};

/**
 * The rollcall's absent list (POST /api/report/absent-employee, time spec 7; loaded when toggled):
 * employees who clocked in during the 15 days before the start date and not on it, with their last
 * clock-in (MM/DD/YY h:mm A in the view), location and task.
 */
const absentEmployee: ReportDefinition = {
  key: 'absent-employee',
  name: 'Absent Employees',
  privilege: 'Time:Execute:RollcallReport',
  criteria: ['fromDate', 'employeeIds', 'locationIds'],
  requiresFromDate: true,
  async run(ctx) {
    const day = dayOf(ctx, ctx.range.from!);
    return {
      fields: rollFields(ctx, true),
      records: await rollRows(ctx, await lastClockIns(ctx, day), true),
    };
  },
};

/**
 * The absent list in SQL: per employee, the last clock-in (status 1) whose IN falls on the local
 * days day-15 .. day-1 (company zone), for the employees with no clock-in on `day`, both filtered by
 * the employeeIds and locationIds criteria. One row per absent employee reaches the server instead
 * of every clock-in of 16 days (150,000 rows for 10,000 employees).
 */
async function lastClockIns(ctx: ReportContext, day: number): Promise<ClockRow[]> {
  const params: unknown[] = [ctx.auth.companyId, ctx.timeZone];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  // Local midnights in the company zone, turned into instants once (no per-row zone arithmetic).
  const midnight = (d: number) => `(${p(isoDateOfDayNumber(d))}::date::timestamp AT TIME ZONE $2)`;
  const scope = (alias: string, from: number, toExclusive: number) => {
    const out = [
      `${alias}.company_id = $1`,
      `${alias}.status = 1`,
      `${alias}."inTimeStamp" >= ${midnight(from)}`,
      `${alias}."inTimeStamp" < ${midnight(toExclusive)}`,
    ];
    if (ctx.criteria.employeeIds?.length)
      out.push(`${alias}.employee_id = ANY(${p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      out.push(`${alias}.location_id = ANY(${p(ctx.criteria.locationIds)}::text[])`);
    return out.join(' AND ');
  };
  return ctx.db.query<ClockRow>(
    `WITH present AS (SELECT DISTINCT n.employee_id FROM time_record n WHERE ${scope('n', day, day + 1)}),
          before AS (
            SELECT t.id, t.employee_id, t.location_id, t.task_id, t."inTimeStamp", t."outTimeStamp", t."inTimeZone",
                   row_number() OVER (PARTITION BY t.employee_id ORDER BY t."inTimeStamp" DESC, t.id DESC) AS k
              FROM time_record t
             WHERE ${scope('t', day - 15, day)}
               AND NOT EXISTS (SELECT 1 FROM present x WHERE x.employee_id = t.employee_id))
     SELECT id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp", "inTimeZone"
       FROM before WHERE k = 1`,
    params,
  );
}

/**
 * Geofence discrepancies: clock events outside the geofence (distance above 0, task not geofence
 * exempt), with InDistance / OutDistance in the company's unit (miles or kilometres, 2 decimals;
 * distances are stored in metres) and the GeofenceNote.
 */
const geofenceDiscrepancies: ReportDefinition = {
  key: 'geofence-discrepancies',
  name: 'Geofence Discrepancies',
  criteria: ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'taskIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const params: unknown[] = [ctx.auth.companyId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const dist = (side: 'in' | 'out') => `coalesce((t.data->>'${side}Distance')::float8, 0)`;
    const where = [
      't.company_id = $1',
      't.status = 1',
      `(${dist('in')} > 0 OR ${dist('out')} > 0)`,
      `coalesce((SELECT (k.data->>'isGeofenceExempt')::boolean FROM task k WHERE k.company_id = t.company_id AND k.id = t.task_id), false) = false`,
    ];
    if (ctx.range.from) where.push(`t."inTimeStamp" >= ${p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`t."inTimeStamp" < ${p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`t.employee_id = ANY(${p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`t.location_id = ANY(${p(ctx.criteria.locationIds)}::text[])`);
    if (ctx.criteria.taskIds?.length) where.push(`t.task_id = ANY(${p(ctx.criteria.taskIds)}::text[])`);
    const rows = await ctx.db.query<
      ClockRow & { inDistance: number; outDistance: number; note: string | null }
    >(
      `SELECT t.id, t.employee_id, t.location_id, t.task_id, t."inTimeStamp", t."outTimeStamp", t."inTimeZone",
              ${dist('in')} AS "inDistance", ${dist('out')} AS "outDistance", t.data->>'geofenceNote' AS note
         FROM time_record t WHERE ${where.join(' AND ')} ORDER BY t."inTimeStamp" LIMIT 50000`,
      params,
    );
    const names = await namesOf(ctx, rows);
    const metric = ctx.unitSystem === 'metric';
    const unit = metric ? 'km' : 'mi';
    const conv = (m: number) => Math.round((Number(m) / (metric ? 1000 : 1609.34)) * 100) / 100;
    const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
    const records = rows.map((r) => {
      const e = names.employees.get(r.employee_id);
      return {
        Date: isoDateOfDayNumber(
          localDayNumber(new Date(r.inTimeStamp as string).getTime(), r.inTimeZone || ctx.timeZone),
        ),
        EmployeeId: r.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Location: r.location_id ? (names.locations.get(r.location_id)?.name ?? null) : null,
        Task: r.task_id ? (names.tasks.get(r.task_id)?.name ?? null) : null,
        InTime: iso(r.inTimeStamp),
        OutTime: iso(r.outTimeStamp),
        InDistance: conv(r.inDistance),
        OutDistance: conv(r.outDistance),
        GeofenceNote: r.note ?? null,
      };
    });
    return {
      fields: hideIds([
        f('Date', 'date', 'Date'),
        f('EmployeeId', 'string', 'Employee Id'),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Code', 'string', 'Code'),
        locationField(ctx),
        taskField(ctx),
        f('InTime', 'datetime', 'In'),
        f('OutTime', 'datetime', 'Out'),
        { ...f('InDistance', 'number', `In Distance (${unit})`), aggregate: 'max' },
        { ...f('OutDistance', 'number', `Out Distance (${unit})`), aggregate: 'max' },
        f('GeofenceNote', 'string', 'Geofence Note'),
      ]),
      records,
    };
  },
};

/**
 * Location sign-in sheet: per location (statuses 1 and 2; a section each, one per page when asked)
 * the clock-ins of the range with in and out (hh:mm A with the zone in the view), hours and a
 * Signature column left blank for signing on paper. With includeSignatures, a record the employee
 * signed off shows that signature's image in the column (`SignatureFileId`, the time_signoff's
 * signature file, printed by the view and the PDF) and the time of signing (`SignedAt`). Paged
 * (ctx.paging) by employee in SQL like the rollcall, with the TotalTime of every page.
 */
const locationSignInSheet: ReportDefinition = {
  key: 'location-sign-in-sheet',
  name: 'Location Sign-In Sheet',
  title: ({ label }) => `${label('location', 'Location')} Sign-In Sheet`,
  criteria: ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'includeSignatures', 'sortBy', 'groupBy'],
  async run(ctx) {
    const { first, last } = ctx.range.from
      ? days(ctx)
      : { first: localDayNumber(Date.now(), ctx.timeZone), last: localDayNumber(Date.now(), ctx.timeZone) };
    const page = ctx.paging ? await clockInPage(ctx, first, last, true) : null;
    // A page past the last has no employees and no rows.
    const rows = page?.ids.length === 0 ? [] : await clockIns(ctx, first, last, page?.ids);
    const locs = await ctx.db.query<{ id: string }>(
      'SELECT id FROM location WHERE company_id = $1 AND status IN (1, 2) AND id = ANY($2::text[])',
      [ctx.auth.companyId, [...new Set(rows.map((r) => r.location_id).filter(Boolean))]],
    );
    const open = new Set(locs.map((l) => l.id));
    const kept = rows.filter((r) => r.location_id && open.has(r.location_id));
    const names = await namesOf(ctx, kept);
    const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
    const signed = new Map<string, { file: string; at: unknown }>();
    if (ctx.criteria.includeSignatures && kept.length) {
      const found = await ctx.db.query<{ id: string; file: string; at: unknown }>(
        `SELECT t.id, s.signature_id AS file, s."signOffTimeStamp" AS at
           FROM time_record t
           JOIN time_signoff s ON s.company_id = t.company_id AND s.id = t.data->>'employeeSignOff_id'
          WHERE t.company_id = $1 AND t.id = ANY($2::text[]) AND s.signature_id IS NOT NULL`,
        [ctx.auth.companyId, kept.map((r) => r.id)],
      );
      for (const x of found) signed.set(x.id, { file: x.file, at: x.at });
    }
    const records = kept.map((r) => {
      const e = names.employees.get(r.employee_id);
      const seconds = r.outTimeStamp
        ? (Date.parse(iso(r.outTimeStamp)!) - Date.parse(iso(r.inTimeStamp)!)) / 1000
        : null;
      return {
        LocationId: r.location_id,
        Location: names.locations.get(r.location_id!)?.name ?? null,
        Date: isoDateOfDayNumber(dayOf(ctx, r.inTimeStamp)),
        EmployeeId: r.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        InTime: iso(r.inTimeStamp),
        OutTime: iso(r.outTimeStamp),
        TotalTime: seconds === null ? null : hours2(seconds),
        Signature: '',
        ...(ctx.criteria.includeSignatures
          ? {
              TimeId: r.id,
              SignatureFileId: signed.get(r.id)?.file ?? null,
              SignedAt: iso(signed.get(r.id)?.at),
            }
          : {}),
      };
    });
    records.sort(
      (a, b) =>
        textCompare(String(a.Location), String(b.Location)) ||
        textCompare(String(a.InTime), String(b.InTime)),
    );
    return {
      fields: hideIds([
        f('LocationId', 'string', 'Location Id'),
        locationField(ctx),
        f('Date', 'date', 'Date'),
        f('EmployeeId', 'string', 'Employee Id'),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Code', 'string', 'Code'),
        { ...f('InTime', 'datetime', 'In'), clock: true },
        { ...f('OutTime', 'datetime', 'Out'), clock: true },
        f('TotalTime', 'hours', 'Total'),
        ...(ctx.criteria.includeSignatures
          ? [
              { ...f('Signature', 'string', 'Signature'), imageField: 'SignatureFileId' },
              f('SignedAt', 'datetime', 'Signed'),
              f('TimeId', 'string', 'Time Id'),
              f('SignatureFileId', 'string', 'Signature File Id', true),
            ]
          : [f('Signature', 'string', 'Signature')]),
      ]),
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
      ...(page ? { paging: page.paging, totals: page.totals } : {}),
    };
  },
};

for (const d of [
  locationSignInSheet,
  locationTaskSummary,
  locationHoursSummary,
  locationDetailedHours,
  averageTime,
  rollcall,
  absentEmployee,
  geofenceDiscrepancies,
])
  registerReport(d);
