import type { ReportCriteria } from '@wm/api/schemas';
import type { Db } from '../../platform/db/db.js';
import type { DateRange } from './reports.criteria.js';

/** One row of paid time as the payroll reports read it (seconds; instants as returned by the driver). */
export interface PayRow {
  kind: 'shift' | 'record';
  id: string;
  timeRecord_id: string | null;
  employee_id: string;
  location_id: string | null;
  task_id: string | null;
  payType: number;
  seconds: number;
  inTimeStamp: unknown;
  outTimeStamp: unknown;
  inTimeZone: string | null;
  outTimeZone: string | null;
  inTimeStampRaw: unknown;
  outTimeStampRaw: unknown;
  payCode: string | null;
  rate: number | null;
  batch: string | null;
  batchId: number | null;
}

/** Which time the payroll reports include (time spec 4 "Reports": open time on, batches off by default). */
export interface Openness {
  openTime: boolean;
  openBatches: boolean;
  closedBatches: boolean;
}

/** The columns of payRowsSql's `lean` rows: kind, id, timeRecord_id, employee_id, payType, seconds. */
const LEAN_COLUMNS = [0, 1, 2, 3, 6, 7];

/**
 * The SQL (with its parameters) of the paid-time rows of the payroll reports:
 * - completed shifts (not lunch deductions, not of deleted records) of the selected batches: open
 *   (not approved) batches with `openBatches`, approved ones with `closedBatches`, whose pay period
 *   overlaps the range; regular, overtime and double-time rows only when their IN lies in the range
 *   (holiday, sick and vacation rows are not date-filtered: time spec 4 "Reports");
 * - raw complete records of selected batches not yet processed, and with `openTime` the complete
 *   records not batched, as their pay type (regular when unset), IN within the range.
 * Filters: employeeIds, locationIds, taskIds, divisionIds and departmentIds (the employee's division /
 * department); employee `status` list when given.
 * With `lean` the rows hold only kind, id, timeRecord_id, employee_id, payType and seconds (for
 * sums in SQL); otherwise every PayRow column, in the order `ORDER BY 4, 9, 2` relies on.
 */
export function payRowsSql(
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
  lean = false,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const inRange = (col: string) => {
    const parts: string[] = [];
    if (range.from) parts.push(`${col} >= ${p(range.from)}::timestamptz`);
    if (range.toExclusive) parts.push(`${col} < ${p(range.toExclusive)}::timestamptz`);
    return parts.length ? parts.join(' AND ') : 'TRUE';
  };
  const states: string[] = [];
  if (open.openBatches) states.push('b."approvedTimeStamp" IS NULL');
  if (open.closedBatches) states.push('b."approvedTimeStamp" IS NOT NULL');
  const periodParts: string[] = [];
  if (range.from) periodParts.push(`b."payPeriodEnd" > ${p(range.from)}::timestamptz`);
  if (range.toExclusive) periodParts.push(`b."payPeriodStart" < ${p(range.toExclusive)}::timestamptz`);
  const filters = (alias: string) => {
    const f: string[] = [];
    for (const [key, field] of [
      ['divisionIds', 'division_id'],
      ['departmentIds', 'department_id'],
    ] as const) {
      const ids = criteria[key];
      if (ids?.length) {
        f.push(
          `EXISTS (SELECT 1 FROM employee e WHERE e.company_id = $1 AND e.id = ${alias}.employee_id AND e.data->>'${field}' = ANY(${p(ids)}::text[]))`,
        );
      }
    }
    if (criteria.employeeIds?.length)
      f.push(`${alias}.employee_id = ANY(${p(criteria.employeeIds)}::text[])`);
    if (criteria.locationIds?.length)
      f.push(`${alias}.location_id = ANY(${p(criteria.locationIds)}::text[])`);
    if (criteria.taskIds?.length) f.push(`${alias}.task_id = ANY(${p(criteria.taskIds)}::text[])`);
    const statuses = (criteria.status ?? []).map(Number).filter((n) => n >= 1 && n <= 3);
    if (statuses.length) {
      f.push(
        `EXISTS (SELECT 1 FROM employee e WHERE e.company_id = $1 AND e.id = ${alias}.employee_id AND e.status = ANY(${p(statuses)}::int[]))`,
      );
    }
    return f.length ? ` AND ${f.join(' AND ')}` : '';
  };
  const batchCte = `sel AS (
    SELECT b.id, b."batchId", b."processedTimestamp" FROM time_batch b
     WHERE b.company_id = $1 AND b.status = 1 AND (${states.length ? states.join(' OR ') : 'FALSE'})
       AND ${periodParts.length ? periodParts.join(' AND ') : 'TRUE'})`;
  // The select list of each branch; `lean` keeps only what the sums read, so PostgreSQL carries six
  // narrow columns instead of eighteen through the union (issue 18: payroll summary of a large company).
  const select = (cols: string[]) => (lean ? LEAN_COLUMNS.map((i) => cols[i]) : cols).join(', ');
  const recordCols = (batch: string) => [
    `'record'`,
    't.id',
    't.id',
    't.employee_id',
    't.location_id',
    't.task_id',
    'coalesce(t."payType", 1)',
    'coalesce(t."totalSeconds", extract(epoch FROM t."outTimeStamp" - t."inTimeStamp")::int)',
    't."inTimeStamp"',
    't."outTimeStamp"',
    't."inTimeZone"',
    't."outTimeZone"',
    't."inTimeStampRaw"',
    't."outTimeStampRaw"',
    'NULL',
    'NULL',
    batch === 'sel' ? 'sel.id' : 'NULL',
    batch === 'sel' ? 'sel."batchId"' : 'NULL',
  ];
  const shiftCols = [
    `'shift' AS kind`,
    'cs.id',
    'cs."timeRecord_id"',
    'cs.employee_id',
    'cs.location_id',
    'cs.task_id',
    'cs."payType"',
    'cs."totalSeconds" AS seconds',
    'cs."inTimeStamp"',
    'cs."outTimeStamp"',
    'cs."inTimeZone"',
    'cs."outTimeZone"',
    'tr."inTimeStampRaw"',
    'tr."outTimeStampRaw"',
    'cs."payCode"',
    'cs.rate',
    'sel.id AS batch',
    'sel."batchId"',
  ];
  const sql = `WITH ${batchCte}
    SELECT ${select(shiftCols)}
      FROM completed_shift cs
      JOIN sel ON sel.id = cs."timeBatch_id"
      LEFT JOIN time_record tr ON tr.company_id = cs.company_id AND tr.id = cs."timeRecord_id"
     WHERE cs.company_id = $1 AND cs.status = 1 AND NOT cs."isLunchDeduction"
       AND (tr.status IS NULL OR tr.status <> 3)
       AND (cs."payType" > 3 OR (${inRange('cs."inTimeStamp"')}))${filters('cs')}
    UNION ALL
    SELECT ${select(recordCols('sel'))}
      FROM time_record t
      JOIN sel ON sel.id = t."timeBatch_id" AND sel."processedTimestamp" IS NULL
     WHERE t.company_id = $1 AND t.status = 1 AND t."inTimeStamp" IS NOT NULL AND t."outTimeStamp" IS NOT NULL
       AND ${inRange('t."inTimeStamp"')}${filters('t')}${
         open.openTime
           ? `
    UNION ALL
    SELECT ${select(recordCols('none'))}
      FROM time_record t
     WHERE t.company_id = $1 AND t.status = 1 AND t."timeBatch_id" IS NULL
       AND t."inTimeStamp" IS NOT NULL AND t."outTimeStamp" IS NOT NULL
       AND ${inRange('t."inTimeStamp"')}${filters('t')}`
           : ''
       }`;
  return { sql, params };
}

/** The rows of payRowsSql. */
export async function loadPayRows(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
): Promise<PayRow[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open);
  const rows = await db.query<PayRow>(`${sql} ORDER BY 4, 9, 2`, params);
  for (const r of rows) {
    r.payType = Number(r.payType);
    r.seconds = Number(r.seconds);
    r.batchId = r.batchId === null ? null : Number(r.batchId);
    r.rate = r.rate === null ? null : Number(r.rate);
  }
  return rows;
}

/** Seconds by employee and pay type, aggregated in SQL (payroll summary). */
export async function loadPaySums(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
): Promise<{ employee_id: string; payType: number; seconds: number }[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open, true);
  const rows = await db.query<{ employee_id: string; payType: number; seconds: string | number }>(
    `SELECT x.employee_id, x."payType", sum(x.seconds) AS seconds FROM (${sql}) x GROUP BY 1, 2`,
    params,
  );
  return rows.map((r) => ({
    employee_id: r.employee_id,
    payType: Number(r.payType),
    seconds: Number(r.seconds),
  }));
}

/** Names and codes of employees, locations and tasks by id (the company's rows only). */
export async function loadNames(
  db: Db,
  companyId: string,
  ids: { employees: string[]; locations: string[]; tasks: string[] },
) {
  const q = (table: string, list: string[], name: string) =>
    list.length === 0
      ? Promise.resolve([] as { id: string; name: string | null; code: string | null; status: number }[])
      : db.query<{ id: string; name: string | null; code: string | null; status: number }>(
          `SELECT id, ${name} AS name, code, status FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[])`,
          [companyId, list],
        );
  const [e, l, t] = await Promise.all([
    q('employee', ids.employees, `coalesce("fullName", concat_ws(' ', "firstName", "lastName"))`),
    q('location', ids.locations, 'name'),
    q('task', ids.tasks, 'name'),
  ]);
  const map = (rows: typeof e) => new Map(rows.map((r) => [r.id, r]));
  return { employees: map(e), locations: map(l), tasks: map(t) };
}

/** What the reports need of the company: name, time zone, unit system and renamed labels. */
export interface CompanyInfo {
  id: string;
  name: string;
  timeZone: string;
  unitSystem: 'imperial' | 'metric';
  /** Company labels by lower-case resource key (employee, location, task, asset, ...). */
  labels: Record<string, string>;
}

/** Company labels (resource keys employee, location, task, asset, device, division, department), name, zone and unit system. */
export async function loadCompanyInfo(db: Db, companyId: string): Promise<CompanyInfo> {
  const [c, r] = await Promise.all([
    db.query<{ name: string; timeZone: string | null; unitSystem: string | null }>(
      `SELECT name, "timeZone", data->'settings'->>'unitSystem' AS "unitSystem" FROM company WHERE id = $1`,
      [companyId],
    ),
    db.query<{ key: string; value: string }>(
      `SELECT key, value FROM resource WHERE company_id = $1 AND status = 1
          AND lower(key) IN ('employee', 'location', 'task', 'asset', 'device', 'division', 'department')`,
      [companyId],
    ),
  ]);
  return {
    id: companyId,
    name: c[0]?.name ?? '',
    timeZone: c[0]?.timeZone || 'America/Denver',
    unitSystem: c[0]?.unitSystem === 'metric' ? 'metric' : 'imperial',
    labels: Object.fromEntries(r.map((x) => [x.key.toLowerCase(), x.value])),
  };
}

/** Group keys of loadWorkedSums. */
export type WorkedKey = 'employee' | 'location' | 'task' | 'day';

/** One group of loadWorkedSums (absent keys are null; day is 'YYYY-MM-DD' in `zone`). */
export interface WorkedSum {
  employee_id: string | null;
  location_id: string | null;
  task_id: string | null;
  day: string | null;
  seconds: number;
  employees: number;
}

/** Memory of the location-detailed-hours aggregation (its transaction only): cells grouped in memory, not on disk. */
const DETAILED_HOURS_WORK_MEM = '64MB';

/** Per-employee figures of location-detailed-hours for paging (see loadDetailedHoursTotals). */
export interface DetailedHoursTotals {
  employee_id: string;
  /** The employee's name as loadNames gives it (null for an unknown id). */
  name: string | null;
  /** Report rows of the employee: one per (location, 7-day week) with worked time. */
  rows: number;
  /** Decimal hours by report field (Day1 .. Day7, TotalTime), each cell rounded before summing. */
  hours: Record<string, number>;
}

/**
 * Location detailed hours aggregated in SQL per employee, so a paged run need not build every
 * row: the worked time (pay types 1-3) of each (location, employee, local day in `zone`) cell on
 * days firstDay .. firstDay + spanDays ('YYYY-MM-DD', weeks of 7 days from firstDay), rounded to
 * 2 decimals as the report shows it, summed per weekday column (Day1 .. Day7) and per week row
 * (TotalTime, the week's seconds rounded once) for each employee.
 */
export async function loadDetailedHoursTotals(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
  zone: string,
  firstDay: string,
  spanDays: number,
): Promise<DetailedHoursTotals[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open);
  params.push(zone, firstDay, spanDays);
  const [z, f, n] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
  // floor(x + 0.5) on float8 is JavaScript's Math.round of hours2 (round() would round halves to even).
  const rounded = (s: string) => `floor((${s} / 3600) * 100 + 0.5)`;
  const days = Array.from({ length: 7 }, (_, i) => i);
  // Profiled on the bench (220,000 records, `BENCH_EXPLAIN=1 pnpm bench reports`): converting each
  // IN to the zone (AT TIME ZONE, twice as the day filter was pushed into the scan), sorting 220,000
  // rows on disk (4 MB work_mem) and joining names before the last grouping took 6 s. Now the local
  // midnights are turned into instants once and each IN finds its day with width_bucket (a binary
  // search), the cells are grouped in memory, and names are joined once per employee.
  const rows = await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '${DETAILED_HOURS_WORK_MEM}'`);
    // The planner thinks the union yields a hundred rows and sorts for every GROUP BY; hashing the
    // 220,000 cells in memory is what the data needs.
    await tx.query('SET LOCAL enable_sort = off');
    return tx.query<Record<string, unknown> & { employee_id: string; n: number; name: string | null }>(
      `WITH m AS (
       SELECT array_agg(((${f}::date + g)::timestamp AT TIME ZONE ${z}) ORDER BY g) AS b
         FROM generate_series(0, ${n}::int + 1) AS g),
     c AS (
       SELECT x.employee_id, x.location_id, width_bucket(x."inTimeStamp", m.b) - 1 AS d,
              sum(x.seconds)::float8 AS s
         FROM (${sql}) x CROSS JOIN m WHERE x."payType" BETWEEN 1 AND 3 GROUP BY 1, 2, 3),
     w AS (
       SELECT c.employee_id, c.location_id, c.d / 7 AS week, sum(c.s) AS s,
              ${days.map((i) => `sum(${rounded('c.s')}) FILTER (WHERE c.d % 7 = ${i}) AS d${i}`).join(', ')}
         FROM c WHERE c.d BETWEEN 0 AND ${n}::int GROUP BY 1, 2, 3),
     t AS (
       SELECT w.employee_id, count(*)::int AS n,
              ${days.map((i) => `coalesce(sum(w.d${i}), 0)::float8 / 100 AS "Day${i + 1}"`).join(', ')},
              coalesce(sum(${rounded('w.s')}), 0)::float8 / 100 AS "TotalTime"
         FROM w GROUP BY 1)
     SELECT t.*, coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName")) AS name
       FROM t LEFT JOIN employee e ON e.company_id = $1 AND e.id = t.employee_id`,
      params,
    );
  });
  const cols = [...days.map((i) => `Day${i + 1}`), 'TotalTime'];
  return rows.map((r) => ({
    employee_id: r.employee_id,
    name: r.name,
    rows: Number(r.n),
    hours: Object.fromEntries(cols.map((c) => [c, Number(r[c])])),
  }));
}

/**
 * Worked time (regular, overtime and double time rows of payRowsSql) summed in SQL by the given
 * keys, the day being the local date of the IN in `zone`; `employees` counts distinct employees.
 * Aggregating in the database keeps large reports from moving every row to the server.
 */
export async function loadWorkedSums(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
  keys: readonly WorkedKey[],
  zone: string,
): Promise<WorkedSum[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open);
  // Only bind the zone when it is used (an unused parameter has no type in PostgreSQL).
  if (keys.includes('day')) params.push(zone);
  const z = `$${params.length}`;
  const col: Record<WorkedKey, string> = {
    employee: 'x.employee_id',
    location: 'x.location_id',
    task: 'x.task_id',
    day: `to_char(x."inTimeStamp" AT TIME ZONE ${z}, 'YYYY-MM-DD')`,
  };
  const select = (k: WorkedKey, alias: string) => `${keys.includes(k) ? col[k] : 'NULL::text'} AS ${alias}`;
  const groups = keys.map((k) => col[k]);
  const rows = await db.query<WorkedSum>(
    `SELECT ${select('employee', 'employee_id')}, ${select('location', 'location_id')}, ${select('task', 'task_id')},
            ${select('day', 'day')}, sum(x.seconds)::float8 AS seconds, count(DISTINCT x.employee_id)::int AS employees
       FROM (${sql}) x WHERE x."payType" BETWEEN 1 AND 3
      ${groups.length ? `GROUP BY ${groups.join(', ')}` : ''}`,
    params,
  );
  for (const r of rows) {
    r.seconds = Number(r.seconds);
    r.employees = Number(r.employees);
  }
  return rows;
}

/**
 * Per employee over the worked time: days worked, seconds, and the average minute of the day (in
 * `zone`) of each day's first IN and last OUT (Average Time Attendance), aggregated in SQL.
 */
export async function loadAttendance(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
  zone: string,
): Promise<{ employee_id: string; days: number; seconds: number; avgIn: number; avgOut: number }[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open);
  params.push(zone);
  const z = `$${params.length}`;
  const rows = await db.query<{
    employee_id: string;
    days: number;
    seconds: number;
    avgIn: number;
    avgOut: number;
  }>(
    `SELECT y.employee_id, count(*)::int AS days, sum(y.s)::float8 AS seconds,
            avg(extract(hour FROM y.fi) * 60 + extract(minute FROM y.fi))::float8 AS "avgIn",
            avg(extract(hour FROM y.lo) * 60 + extract(minute FROM y.lo))::float8 AS "avgOut"
       FROM (SELECT x.employee_id, (x."inTimeStamp" AT TIME ZONE ${z})::date AS d, sum(x.seconds) AS s,
                    min(x."inTimeStamp") AT TIME ZONE ${z} AS fi, max(x."outTimeStamp") AT TIME ZONE ${z} AS lo
               FROM (${sql}) x WHERE x."payType" BETWEEN 1 AND 3 GROUP BY 1, 2) y
      GROUP BY 1`,
    params,
  );
  return rows.map((r) => ({
    employee_id: r.employee_id,
    days: Number(r.days),
    seconds: Number(r.seconds),
    avgIn: Number(r.avgIn),
    avgOut: Number(r.avgOut),
  }));
}

/** Per-employee totals of payRowsSql for paging (decimal hours, each row rounded as the report shows it). */
export interface PayTotals {
  employee_id: string;
  /** The employee's name as loadNames gives it (null for an unknown id). */
  name: string | null;
  /** Report rows of the employee (shifts, or time cards with `unit` 'card'). */
  rows: number;
  /** Hours by report field (RegularTime .. Vacation, TotalTime), summed after rounding each row. */
  hours: Record<string, number>;
}

/**
 * Per employee: how many report rows and their hours by pay type, aggregated in SQL so a paged
 * payroll report need not load every row. `unit` is what a report row is: 'shift' (payroll
 * detail: one row of payRowsSql) or 'card' (employee time card: the rows of one time record, a
 * shift added by hand being its own card). Each row's hours are rounded to 2 decimals before
 * summing, as the report's footers sum the shown figures.
 */
export async function loadPayTotals(
  db: Db,
  companyId: string,
  criteria: ReportCriteria,
  range: DateRange,
  open: Openness,
  unit: 'shift' | 'card',
): Promise<PayTotals[]> {
  const { sql, params } = payRowsSql(companyId, criteria, range, open, true);
  const cols = ['RegularTime', 'Overtime', 'DoubleTime', 'Holiday', 'Sick', 'Vacation'];
  const inType = (i: number) => `FILTER (WHERE x."payType" = ${i + 1})`;
  const all = 'FILTER (WHERE x."payType" BETWEEN 1 AND 6)';
  // floor(x + 0.5) on float8 is JavaScript's Math.round of hours2 (round() would round halves to even).
  const rounded = (s: string) => `floor((${s}::float8 / 3600) * 100 + 0.5)`;
  // A report row of its own: each shift of the detail, and each unprocessed record (a card alone).
  const single = (where: string) =>
    `SELECT x.employee_id, ${cols.map((_, i) => `CASE WHEN x."payType" = ${i + 1} THEN ${rounded('x.seconds')} END AS s${i + 1}`).join(', ')},
            CASE WHEN x."payType" BETWEEN 1 AND 6 THEN ${rounded('x.seconds')} END AS st
       FROM (${sql}) x${where}`;
  // A time card sums the completed shifts of its record first (a hand-added shift is a card alone).
  const inner =
    unit === 'card'
      ? `${single(` WHERE x.kind = 'record'`)}
         UNION ALL
         SELECT x.employee_id, ${cols.map((_, i) => `${rounded(`sum(x.seconds) ${inType(i)}`)} AS s${i + 1}`).join(', ')},
                ${rounded(`sum(x.seconds) ${all}`)} AS st
           FROM (${sql}) x WHERE x.kind = 'shift' GROUP BY x.employee_id, coalesce(x."timeRecord_id", 'shift:' || x.id)`
      : single('');
  const hours = (col: string) => `coalesce(sum(y.${col}), 0)::float8 / 100`;
  const rows = await db.query<
    Record<string, unknown> & { employee_id: string; n: number; name: string | null }
  >(
    `SELECT y.employee_id, count(*)::int AS n, min(coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName"))) AS name,
            ${cols.map((c, i) => `${hours(`s${i + 1}`)} AS "${c}"`).join(', ')}, ${hours('st')} AS "TotalTime"
       FROM (${inner}) y
       LEFT JOIN employee e ON e.company_id = $1 AND e.id = y.employee_id
      GROUP BY 1`,
    params,
  );
  return rows.map((r) => ({
    employee_id: r.employee_id,
    name: r.name,
    rows: Number(r.n),
    hours: Object.fromEntries([...cols, 'TotalTime'].map((c) => [c, Number(r[c])])),
  }));
}
