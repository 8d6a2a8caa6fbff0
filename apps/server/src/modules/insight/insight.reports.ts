import { type BudgetLine, isoDateOfDayNumber, localDayNumber, taskBudgetRow } from '@wm/domain';
import { badRequest } from '../../platform/errors.js';
import { type ReportDefinition, registerReport } from '../reports/index.js';
import { f } from '../reports/reports.service.js';
import { notConfiguredWeather, type WeatherAdapter } from './weather.js';

/**
 * The insight reports of the catalogue (time spec 3 "Report catalogue by key": field-notes,
 * location-daily-log, location-photos, location-weather, location-task-budget), computed on the
 * server with SQL over the caller's company only. Dates 'YYYY-MM-DD' (company zone), instants ISO
 * UTC, hours decimal.
 */

/** Message of location-weather when no weather service is configured (WEATHER_API_URL). */
export const WEATHER_NOT_CONFIGURED = 'Weather is not configured.';

let weather: WeatherAdapter = notConfiguredWeather;
/** The weather adapter location-weather uses (the insight module passes its own at start). */
export function setReportWeather(adapter: WeatherAdapter): void {
  weather = adapter;
}

/** `$n` placeholders over a growing parameter list (first parameter: the company id). */
function params(companyId: string) {
  const list: unknown[] = [companyId];
  return {
    list,
    p(v: unknown) {
      list.push(v);
      return `$${list.length}`;
    },
  };
}
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const dayIn = (v: unknown, zone: string) =>
  isoDateOfDayNumber(localDayNumber(new Date(v as string).getTime(), zone));
const round2 = (n: number) => Math.round(n * 100) / 100;
const EMPLOYEE_NAME = `coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName"))`;

/**
 * field-notes: the notes written on time records whose shift started in the range (fromDate
 * required), with who wrote them and where. Filters employeeIds, locationIds, taskIds.
 */
const fieldNotes: ReportDefinition = {
  key: 'field-notes',
  name: 'Field Notes',
  criteria: ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'taskIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const at = 'coalesce(t."inTimeStamp", t."outTimeStamp")';
    const where = ['n.company_id = $1', 'n.status = 1', 't.status = 1'];
    if (ctx.range.from) where.push(`${at} >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`${at} < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`t.employee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`t.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    if (ctx.criteria.taskIds?.length) where.push(`t.task_id = ANY(${q.p(ctx.criteria.taskIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT n.id, n.note, coalesce(n."noteTimeStamp", n.created_at) AS written, ${at} AS at, t.id AS time_id,
              t.employee_id, ${EMPLOYEE_NAME} AS employee, l.name AS location, k.name AS task,
              coalesce(w."fullName", concat_ws(' ', w."firstName", w."lastName")) AS author
         FROM time_note n
         JOIN time_record t ON t.id = n.time_id AND t.company_id = n.company_id
         LEFT JOIN employee e ON e.id = t.employee_id AND e.company_id = t.company_id
         LEFT JOIN location l ON l.id = t.location_id AND l.company_id = t.company_id
         LEFT JOIN task k ON k.id = t.task_id AND k.company_id = t.company_id
         LEFT JOIN employee w ON w.id = n.author_id AND w.company_id = n.company_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${at}, t.id, written, n.id`,
      q.list,
    );
    const records = rows.map((r) => ({
      Date: dayIn(r.at, ctx.timeZone),
      EmployeeId: r.employee_id,
      Employee: r.employee ?? null,
      Location: r.location ?? null,
      Task: r.task ?? null,
      TimeId: r.time_id,
      Written: iso(r.written),
      Author: r.author ?? null,
      Note: r.note ?? '',
    }));
    return {
      fields: [
        f('Date', 'date', 'Date'),
        f('EmployeeId', 'string', `${ctx.label('employee', 'Employee')} Id`, true),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Task', 'string', ctx.label('task', 'Task')),
        f('TimeId', 'string', 'Time Id', true),
        f('Written', 'datetime', 'Written'),
        f('Author', 'string', 'Author'),
        f('Note', 'string', 'Note'),
      ],
      records,
    };
  },
};

/**
 * location-daily-log: per location and day of the range (fromDate required; days in the company's
 * zone): employees who worked, hours and units of the closed time, the field notes of the day and
 * the clock photos taken. One section per location.
 */
const locationDailyLog: ReportDefinition = {
  key: 'location-daily-log',
  name: 'Location Daily Log',
  title: ({ label }) => `${label('location', 'Location')} Daily Log`,
  criteria: ['fromDate', 'toDate', 'locationIds', 'employeeIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const where = [
      't.company_id = $1',
      't.status = 1',
      't.location_id IS NOT NULL',
      't."inTimeStamp" IS NOT NULL',
    ];
    if (ctx.range.from) where.push(`t."inTimeStamp" >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`t."inTimeStamp" < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.locationIds?.length)
      where.push(`t.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`t.employee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    const zone = q.p(ctx.timeZone);
    // The day's notes are gathered once for all groups (a subquery per location and day was most of
    // the report's time on a large company: 25,000 groups).
    const rows = await ctx.db.query<Record<string, unknown>>(
      `WITH tr AS (
         SELECT t.id, t.location_id, t.employee_id, t."inTimeStamp", t."outTimeStamp", t.units, t.data,
                to_char(t."inTimeStamp" AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day
           FROM time_record t
          WHERE ${where.join(' AND ')}
       ),
       notes AS (
         SELECT tr.location_id, tr.day,
                string_agg(n.note, ' | ' ORDER BY coalesce(n."noteTimeStamp", n.created_at), n.id) AS notes
           FROM time_note n JOIN tr ON tr.id = n.time_id
          WHERE n.company_id = $1 AND n.status = 1
          GROUP BY 1, 2
       ),
       days AS (
         SELECT tr.location_id, tr.day,
                COUNT(DISTINCT tr.employee_id)::int AS employees,
                COALESCE(SUM(EXTRACT(EPOCH FROM (tr."outTimeStamp" - tr."inTimeStamp"))), 0)::float8 AS seconds,
                COALESCE(SUM(tr.units), 0)::float8 AS units,
                COUNT(*) FILTER (WHERE tr."outTimeStamp" IS NULL)::int AS open,
                (COUNT(tr.data->>'inPhoto_id') + COUNT(tr.data->>'outPhoto_id'))::int AS photos
           FROM tr
          GROUP BY 1, 2
       )
       SELECT d.*, l.name AS location, notes.notes
         FROM days d
         JOIN location l ON l.id = d.location_id AND l.company_id = $1
         LEFT JOIN notes ON notes.location_id = d.location_id AND notes.day = d.day
        ORDER BY lower(l.name), d.location_id, d.day`,
      q.list,
    );
    const records = rows.map((r) => ({
      LocationId: r.location_id,
      Location: r.location,
      Date: r.day,
      Employees: Number(r.employees),
      HoursWorked: round2(Number(r.seconds) / 3600),
      Units: Number(r.units),
      OpenRecords: Number(r.open),
      Photos: Number(r.photos),
      Notes: (r.notes as string | null) ?? null,
    }));
    const location = ctx.label('location', 'Location');
    return {
      fields: [
        f('LocationId', 'string', `${location} Id`, true),
        f('Location', 'string', location),
        f('Date', 'date', 'Date'),
        f('Employees', 'number', `${ctx.label('employee', 'Employee')}s`),
        f('HoursWorked', 'hours', 'Hours Worked'),
        { ...f('Units', 'number', 'Units'), aggregate: 'sum' },
        f('OpenRecords', 'number', 'Open Records'),
        { ...f('Photos', 'number', 'Photos'), aggregate: 'sum' },
        f('Notes', 'string', 'Field Notes'),
      ],
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
    };
  },
};

/**
 * location-photos: the photos of each location in the range (fromDate required): clock-in and
 * clock-out photos of time records at the location, and media attached to the location record that
 * were uploaded in the range. One section per location; FileId opens the file (/api/file/{id}).
 */
const locationPhotos: ReportDefinition = {
  key: 'location-photos',
  name: 'Location Photos',
  title: ({ label }) => `${label('location', 'Location')} Photos`,
  criteria: ['fromDate', 'toDate', 'locationIds', 'employeeIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const from = q.p(ctx.range.from);
    const to = q.p(ctx.range.toExclusive);
    const locs = ctx.criteria.locationIds?.length ? q.p(ctx.criteria.locationIds) : null;
    const emps = ctx.criteria.employeeIds?.length ? q.p(ctx.criteria.employeeIds) : null;
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT * FROM (
         SELECT t.location_id, p.kind, p.file_id, p.at, t.employee_id
           FROM time_record t
           CROSS JOIN LATERAL (VALUES ('Clock In', t.data->>'inPhoto_id', t."inTimeStamp"),
                                      ('Clock Out', t.data->>'outPhoto_id', t."outTimeStamp")) AS p(kind, file_id, at)
          WHERE t.company_id = $1 AND t.status = 1 AND t.location_id IS NOT NULL AND p.file_id IS NOT NULL
            AND p.at IS NOT NULL
            ${locs ? `AND t.location_id = ANY(${locs}::text[])` : ''}
            ${emps ? `AND t.employee_id = ANY(${emps}::text[])` : ''}
         UNION ALL
         SELECT l.id, 'Location Media', m.value->>'id', fl.created_at, fl."uploadedBy_id"
           FROM location l
           CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(l.data->'media') = 'array'
                                                        THEN l.data->'media' ELSE '[]'::jsonb END) AS m(value)
           JOIN file fl ON fl.id = m.value->>'id' AND fl.company_id = l.company_id AND fl.status = 1
          WHERE l.company_id = $1 AND (fl."mediaType" = 'image' OR fl."mimeType" LIKE 'image/%')
            ${locs ? `AND l.id = ANY(${locs}::text[])` : ''}
            ${emps ? 'AND false' : ''}
       ) x
       WHERE x.at >= ${from}::timestamptz ${ctx.range.toExclusive ? `AND x.at < ${to}::timestamptz` : ''}`,
      q.list,
    );
    const ids = (k: string) => [...new Set(rows.map((r) => r[k] as string).filter(Boolean))];
    const [locations, employees, files] = await Promise.all([
      ctx.db.query<{ id: string; name: string }>(
        'SELECT id, name FROM location WHERE company_id = $1 AND id = ANY($2::text[])',
        [ctx.auth.companyId, ids('location_id')],
      ),
      ctx.db.query<{ id: string; name: string }>(
        `SELECT e.id, ${EMPLOYEE_NAME} AS name FROM employee e WHERE e.company_id = $1 AND e.id = ANY($2::text[])`,
        [ctx.auth.companyId, ids('employee_id')],
      ),
      ctx.db.query<{ id: string; fileName: string }>(
        'SELECT id, "fileName" FROM file WHERE company_id = $1 AND id = ANY($2::text[])',
        [ctx.auth.companyId, ids('file_id')],
      ),
    ]);
    const name = (list: { id: string; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
    const locName = name(locations);
    const empName = name(employees);
    const fileName = new Map(files.map((x) => [x.id, x.fileName]));
    const records = rows
      .filter((r) => fileName.has(r.file_id as string))
      .map((r) => ({
        LocationId: r.location_id,
        Location: locName.get(r.location_id as string) ?? null,
        Taken: iso(r.at),
        Date: dayIn(r.at, ctx.timeZone),
        Kind: r.kind,
        Employee: empName.get(r.employee_id as string) ?? null,
        FileId: r.file_id,
        FileName: fileName.get(r.file_id as string) ?? null,
      }))
      .sort(
        (a, b) =>
          String(a.Location).localeCompare(String(b.Location)) ||
          String(a.LocationId).localeCompare(String(b.LocationId)) ||
          String(a.Taken).localeCompare(String(b.Taken)),
      );
    const location = ctx.label('location', 'Location');
    return {
      fields: [
        f('LocationId', 'string', `${location} Id`, true),
        f('Location', 'string', location),
        f('Date', 'date', 'Date'),
        f('Taken', 'datetime', 'Taken'),
        f('Kind', 'string', 'Kind'),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('FileId', 'string', 'File Id', true),
        f('FileName', 'string', 'File'),
      ],
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
    };
  },
};

/**
 * location-weather: the current weather at each active location with coordinates (at most 200),
 * from the weather adapter in the company's units. 400 'Weather is not configured.' without one.
 */
const locationWeather: ReportDefinition = {
  key: 'location-weather',
  name: 'Location Weather',
  title: ({ label }) => `${label('location', 'Location')} Weather`,
  criteria: ['locationIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    if (!weather.configured) throw badRequest(WEATHER_NOT_CONFIGURED);
    const q = params(ctx.auth.companyId!);
    const filter = ctx.criteria.locationIds?.length
      ? `AND id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`
      : '';
    const locs = await ctx.db.query<{
      id: string;
      name: string;
      code: string | null;
      lat: number;
      lon: number;
    }>(
      `SELECT id, name, code, lat, lon FROM location
        WHERE company_id = $1 AND status = 1 AND lat IS NOT NULL AND lon IS NOT NULL ${filter}
        ORDER BY lower(name), id LIMIT 200`,
      q.list,
    );
    const records = [];
    for (const l of locs) {
      const w = await weather.current(l.lat, l.lon, ctx.unitSystem);
      records.push({
        LocationId: l.id,
        Location: l.name,
        Code: l.code,
        Temperature: w ? w.temperature : null,
        TemperatureUnit: w?.temperatureUnit ?? null,
        Conditions: w?.description ?? 'Unavailable',
        Wind: w ? w.windSpeed : null,
        WindUnit: w?.windUnit ?? null,
        Severity: w?.severity ?? null,
        Observed: w?.time ?? null,
      });
    }
    const location = ctx.label('location', 'Location');
    return {
      fields: [
        f('LocationId', 'string', `${location} Id`, true),
        f('Location', 'string', location),
        f('Code', 'string', 'Code'),
        f('Temperature', 'number', 'Temperature'),
        f('TemperatureUnit', 'string', 'Unit'),
        f('Conditions', 'string', 'Conditions'),
        f('Wind', 'number', 'Wind'),
        f('WindUnit', 'string', 'Wind Unit'),
        f('Severity', 'string', 'Severity'),
        f('Observed', 'string', 'Observed'),
      ],
      records,
    };
  },
};

/**
 * location-task-budget: the task budget lines of each location (service spec 3 "Budget") with the
 * completed hours and units of the closed time from the location's last closed productivity period
 * up to the end of toDate (all time when absent), and the task budget fields of time spec 5
 * (taskBudgetRow of @wm/domain). One section per location. Filters locationIds, taskIds.
 */
const locationTaskBudget: ReportDefinition = {
  key: 'location-task-budget',
  name: 'Location Task Budget',
  title: ({ label }) => `${label('location', 'Location')} ${label('task', 'Task')} Budget`,
  criteria: ['toDate', 'locationIds', 'taskIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const filter = ctx.criteria.locationIds?.length
      ? `AND l.id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`
      : '';
    const locs = await ctx.db.query<{ id: string; name: string; code: string | null; budget: unknown }>(
      `SELECT l.id, l.name, l.code, l.data->'budget' AS budget FROM location l
        WHERE l.company_id = $1 AND l.status = 1 AND jsonb_typeof(l.data->'budget') = 'array' ${filter}
        ORDER BY lower(l.name), l.id`,
      q.list,
    );
    const d = params(ctx.auth.companyId!);
    const ids = d.p(locs.map((l) => l.id));
    const until = ctx.range.toExclusive
      ? `AND t."inTimeStamp" < ${d.p(ctx.range.toExclusive)}::timestamptz`
      : '';
    const done = await ctx.db.query<{ location_id: string; task_id: string; hours: number; units: number }>(
      `SELECT t.location_id, t.task_id,
              COALESCE(SUM(EXTRACT(EPOCH FROM (t."outTimeStamp" - t."inTimeStamp")) / 3600), 0)::float8 AS hours,
              COALESCE(SUM(t.units), 0)::float8 AS units
         FROM time_record t
         LEFT JOIN (SELECT location_id AS pl, MAX("closedAt") AS since FROM productivity_period
                     WHERE company_id = $1 GROUP BY 1) p ON p.pl = t.location_id
        WHERE t.company_id = $1 AND t.status = 1 AND t."outTimeStamp" IS NOT NULL AND t.task_id IS NOT NULL
          AND t.location_id = ANY(${ids}::text[]) AND (p.since IS NULL OR t."inTimeStamp" >= p.since) ${until}
        GROUP BY 1, 2`,
      d.list,
    );
    const tasks = new Map(
      (
        await ctx.db.query<{ id: string; name: string }>('SELECT id, name FROM task WHERE company_id = $1', [
          ctx.auth.companyId,
        ])
      ).map((t) => [t.id, t.name]),
    );
    const byKey = new Map(done.map((x) => [`${x.location_id}|${x.task_id}`, x]));
    const taskFilter = ctx.criteria.taskIds?.length ? new Set(ctx.criteria.taskIds) : null;
    const records = locs.flatMap((l) =>
      ((l.budget as BudgetLine[]) ?? [])
        .filter((b) => b && typeof b.task_id === 'string' && (!taskFilter || taskFilter.has(b.task_id)))
        .map((b) => {
          const x = byKey.get(`${l.id}|${b.task_id}`);
          return {
            LocationId: l.id,
            Location: l.name,
            Task: tasks.get(b.task_id) ?? b.task_id,
            ...taskBudgetRow(b, x?.hours ?? 0, x?.units ?? 0),
          };
        }),
    );
    const location = ctx.label('location', 'Location');
    const pct = (name: string, label: string) => f(name, 'number', label);
    return {
      fields: [
        f('LocationId', 'string', `${location} Id`, true),
        f('Location', 'string', location),
        f('Task', 'string', ctx.label('task', 'Task')),
        f('BudgetHours', 'hours', 'Budget Hours'),
        f('CompleteHours', 'hours', 'Complete Hours'),
        pct('CompleteHoursPercentage', 'Hours %'),
        { ...f('BudgetUnits', 'number', 'Budget Units'), aggregate: 'sum' },
        { ...f('CompleteUnits', 'number', 'Complete Units'), aggregate: 'sum' },
        pct('CompleteUnitsPercentage', 'Units %'),
        pct('CompletePercentage', 'Complete %'),
        pct('EstimatedCompletePercentage', 'Estimated %'),
        pct('EstimatedCompleteVariance', 'Variance %'),
        f('EstimatedCompleteDate', 'date', 'Estimated Completion'),
        f('RemainingInBudgetHours', 'hours', 'Remaining Hours'),
        f('RemainingInBudgetUnits', 'number', 'Remaining Units'),
        f('CurrentPaceHoursLeft', 'number', 'Hours Left at Pace'),
        f('CurrentPaceUnitsPerHour', 'number', 'Units per Hour'),
        f('TrendingHoursUnderOrOver', 'number', 'Trending Under (+) / Over (-)'),
      ],
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
    };
  },
};

for (const def of [fieldNotes, locationDailyLog, locationPhotos, locationWeather, locationTaskBudget])
  registerReport(def);
