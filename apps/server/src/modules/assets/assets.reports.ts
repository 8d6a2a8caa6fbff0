import type { ReportCriteria } from '@wm/api/schemas';
import { isoDateOfDayNumber, localDayNumber } from '@wm/domain';
import { badRequest } from '../../platform/errors.js';
import { type ReportContext, type ReportDefinition, registerReport } from '../reports/index.js';
import { f } from '../reports/reports.service.js';

/**
 * The asset reports of the catalogue (time spec 3 "Report catalogue by key": asset-information,
 * asset-usage, asset-assignment-history, employee-assigned-assets, employee-asset-time,
 * location-assigned-assets), computed on the server with SQL over the caller's company only.
 * Column names follow spec 3 "Other report fields read by name" (Asset, AssetCode, Assigned To,
 * Due Date, Location, Hours Worked). Dates are 'YYYY-MM-DD', instants ISO UTC, hours decimal.
 */

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
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const round2 = (n: number) => Math.round(n * 100) / 100;
const EMPLOYEE_NAME = `coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName"))`;

/**
 * Status criterion of asset-information: '1' active, '2' inactive (default both). 400
 * "status: must be 1 (active) or 2 (inactive): 'x'" otherwise.
 */
export function assetStatuses(criteria: ReportCriteria): number[] {
  const raw = criteria.status ?? [];
  if (raw.length === 0) return [1, 2];
  return raw.map((s) => {
    const n = Number(s);
    if (n !== 1 && n !== 2) throw badRequest(`status: must be 1 (active) or 2 (inactive): '${s}'`);
    return n;
  });
}

/** The latest assignment of every asset (one row per asset), as a SQL sub-query on `$1` (company). */
const CURRENT = `(SELECT DISTINCT ON (asset_id) asset_id, assignee_id, location_id, "assignedTimeStamp", data
                    FROM asset_assignment WHERE company_id = $1 AND status = 1
                   ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC)`;

/** Distance unit label of the company (time spec 1: miles or kilometres). */
const distanceLabel = (ctx: ReportContext) => (ctx.unitSystem === 'metric' ? 'Kilometers' : 'Miles');

/**
 * asset-information: every asset (active and inactive unless `status` says) with its record fields,
 * current assignment and current mileage; filters assetIds, divisionIds, departmentIds, status.
 */
const assetInformation: ReportDefinition = {
  key: 'asset-information',
  name: 'Asset Information',
  title: ({ label }) => `${label('asset', 'Asset')} Information`,
  criteria: ['assetIds', 'divisionIds', 'departmentIds', 'status', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const where = ['a.company_id = $1', `a.status = ANY(${q.p(assetStatuses(ctx.criteria))}::int[])`];
    if (ctx.criteria.assetIds?.length) where.push(`a.id = ANY(${q.p(ctx.criteria.assetIds)}::text[])`);
    if (ctx.criteria.divisionIds?.length)
      where.push(`a.data->>'division_id' = ANY(${q.p(ctx.criteria.divisionIds)}::text[])`);
    if (ctx.criteria.departmentIds?.length)
      where.push(`a.data->>'department_id' = ANY(${q.p(ctx.criteria.departmentIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT a.id, a.name, a.code, a.status, a.condition, a.data, p.name AS parent, v.name AS vendor,
              dv.name AS division, dp.name AS department, ${EMPLOYEE_NAME} AS assignee, l.name AS location,
              c.data->>'dueDate' AS due
         FROM asset a
         LEFT JOIN asset p ON p.id = a.parent_id AND p.company_id = a.company_id
         LEFT JOIN vendor v ON v.id = a.vendor_id AND v.company_id = a.company_id
         LEFT JOIN division dv ON dv.id = a.data->>'division_id' AND dv.company_id = a.company_id
         LEFT JOIN department dp ON dp.id = a.data->>'department_id' AND dp.company_id = a.company_id
         LEFT JOIN ${CURRENT} c ON c.asset_id = a.id
         LEFT JOIN employee e ON e.id = c.assignee_id AND e.company_id = a.company_id
         LEFT JOIN location l ON l.id = c.location_id AND l.company_id = a.company_id
        WHERE ${where.join(' AND ')}
        ORDER BY lower(a.name), a.id`,
      q.list,
    );
    const asset = ctx.label('asset', 'Asset');
    const records = rows.map((r) => {
      const d = (r.data ?? {}) as Record<string, unknown>;
      const date = (k: string) => (typeof d[k] === 'string' ? (d[k] as string).slice(0, 10) : null);
      return {
        AssetId: r.id,
        Asset: r.name,
        AssetCode: r.code ?? null,
        Parent: r.parent ?? null,
        Status: r.status === 1 ? 'Active' : 'Inactive',
        Condition: num(r.condition),
        Division: r.division ?? null,
        Department: r.department ?? null,
        Vendor: r.vendor ?? null,
        Rented: r.vendor ? 'Rented' : 'Owned',
        Year: num(d.year),
        PurchasedDate: date('purchasedDate'),
        WarrantyExpirationDate: date('warrantyExpirationDate'),
        LastServiceDate: date('lastServiceDate'),
        NextServiceDate: date('nextServiceDate'),
        RentedDate: date('rentedDate'),
        ReturnDate: date('returnDate'),
        CurrentMileage: num(d.currentMileage),
        'Assigned To': r.assignee ?? null,
        Location: r.location ?? null,
        'Due Date': typeof r.due === 'string' ? r.due.slice(0, 10) : null,
      };
    });
    return {
      fields: [
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('Parent', 'string', 'Parent'),
        f('Status', 'string', 'Status'),
        f('Condition', 'number', 'Condition'),
        f('Division', 'string', ctx.label('division', 'Division')),
        f('Department', 'string', ctx.label('department', 'Department')),
        f('Vendor', 'string', 'Vendor'),
        f('Rented', 'string', 'Rented / Owned'),
        f('Year', 'number', 'Year'),
        f('PurchasedDate', 'date', 'Purchased'),
        f('WarrantyExpirationDate', 'date', 'Warranty Expiration'),
        f('LastServiceDate', 'date', 'Last Service'),
        f('NextServiceDate', 'date', 'Next Service'),
        f('RentedDate', 'date', 'Rented Date'),
        f('ReturnDate', 'date', 'Return Date'),
        f('CurrentMileage', 'number', `Current ${distanceLabel(ctx)}`),
        f('Assigned To', 'string', 'Assigned To'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Due Date', 'date', 'Due Date'),
      ],
      records,
    };
  },
};

/**
 * asset-usage: the AssetUsage records that started in the range (fromDate required), one section
 * per asset; hours are actualHours, else end minus start; distance is actualMiles in the company's
 * unit. Filters assetIds, locationIds, employeeIds.
 */
const assetUsage: ReportDefinition = {
  key: 'asset-usage',
  name: 'Asset Usage',
  title: ({ label }) => `${label('asset', 'Asset')} Usage`,
  criteria: ['fromDate', 'toDate', 'assetIds', 'locationIds', 'employeeIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const where = ['u.company_id = $1', 'u.status = 1'];
    if (ctx.range.from) where.push(`u."startTimeStamp" >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`u."startTimeStamp" < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.assetIds?.length) where.push(`u.asset_id = ANY(${q.p(ctx.criteria.assetIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`u.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`u.employee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT u.id, u.asset_id, a.name AS asset, a.code, l.name AS location, ${EMPLOYEE_NAME} AS employee,
              k.name AS task, u."startTimeStamp" AS start, u."endTimeStamp" AS "end", u.data
         FROM asset_usage u
         JOIN asset a ON a.id = u.asset_id AND a.company_id = u.company_id
         LEFT JOIN location l ON l.id = u.location_id AND l.company_id = u.company_id
         LEFT JOIN employee e ON e.id = u.employee_id AND e.company_id = u.company_id
         LEFT JOIN task k ON k.id = u.task_id AND k.company_id = u.company_id
        WHERE ${where.join(' AND ')}
        ORDER BY lower(a.name), u.asset_id, u."startTimeStamp", u.id`,
      q.list,
    );
    const records = rows.map((r) => {
      const d = (r.data ?? {}) as Record<string, unknown>;
      const start = iso(r.start);
      const end = iso(r.end);
      const hours =
        typeof d.actualHours === 'number'
          ? d.actualHours
          : start && end
            ? (Date.parse(end) - Date.parse(start)) / 3_600_000
            : 0;
      return {
        AssetId: r.asset_id,
        Asset: r.asset,
        AssetCode: r.code ?? null,
        Location: r.location ?? null,
        Employee: r.employee ?? null,
        Task: r.task ?? null,
        Start: start,
        End: end,
        Hours: round2(hours),
        Miles: typeof d.actualMiles === 'number' ? d.actualMiles : null,
        Notes: typeof d.notes === 'string' ? d.notes : null,
      };
    });
    const asset = ctx.label('asset', 'Asset');
    return {
      fields: [
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Employee', 'string', ctx.label('employee', 'Employee')),
        f('Task', 'string', ctx.label('task', 'Task')),
        f('Start', 'datetime', 'Start'),
        f('End', 'datetime', 'End'),
        f('Hours', 'hours', 'Hours'),
        { ...f('Miles', 'number', distanceLabel(ctx)), aggregate: 'sum' },
        f('Notes', 'string', 'Notes'),
      ],
      records,
      splitBy: 'AssetId',
      splitLabel: 'Asset',
    };
  },
};

/**
 * asset-assignment-history: every AssetAssignment record made in the range (each assign or
 * reassign is its own record, time spec 4), one section per asset, oldest first.
 */
const assetAssignmentHistory: ReportDefinition = {
  key: 'asset-assignment-history',
  name: 'Asset Assignment History',
  title: ({ label }) => `${label('asset', 'Asset')} Assignment History`,
  criteria: ['fromDate', 'toDate', 'assetIds', 'employeeIds', 'locationIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const at = `coalesce(s."assignedTimeStamp", s.created_at)`;
    const where = ['s.company_id = $1', 's.status = 1'];
    if (ctx.range.from) where.push(`${at} >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`${at} < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.assetIds?.length) where.push(`s.asset_id = ANY(${q.p(ctx.criteria.assetIds)}::text[])`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`s.assignee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`s.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT s.id, s.asset_id, a.name AS asset, a.code, ${at} AS at, s.data,
              ${EMPLOYEE_NAME} AS assignee, l.name AS location,
              coalesce(pe."fullName", concat_ws(' ', pe."firstName", pe."lastName")) AS previous,
              pl.name AS "previousLocation",
              coalesce(ae."fullName", concat_ws(' ', ae."firstName", ae."lastName")) AS assignor
         FROM asset_assignment s
         JOIN asset a ON a.id = s.asset_id AND a.company_id = s.company_id
         LEFT JOIN employee e ON e.id = s.assignee_id AND e.company_id = s.company_id
         LEFT JOIN location l ON l.id = s.location_id AND l.company_id = s.company_id
         LEFT JOIN employee pe ON pe.id = s.data->>'previousAssignee_id' AND pe.company_id = s.company_id
         LEFT JOIN location pl ON pl.id = s.data->>'previousLocation_id' AND pl.company_id = s.company_id
         LEFT JOIN employee ae ON ae.id = s.data->>'assignor_id' AND ae.company_id = s.company_id
        WHERE ${where.join(' AND ')}
        ORDER BY lower(a.name), s.asset_id, ${at}, s.created_at, s.id`,
      q.list,
    );
    const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);
    const records = rows.map((r) => {
      const d = (r.data ?? {}) as Record<string, unknown>;
      return {
        AssetId: r.asset_id,
        Asset: r.asset,
        AssetCode: r.code ?? null,
        Assigned: iso(r.at),
        'Assigned To': r.assignee ?? null,
        Location: r.location ?? null,
        PreviousAssignee: d.previousAssignee_id ? (r.previous ?? null) : null,
        PreviousLocation: r.previousLocation ?? null,
        AssignedBy: d.assignor_id ? (r.assignor ?? null) : null,
        Reassign: d.isReassign === true ? 'Yes' : 'No',
        ScheduledDate: day(d.scheduledDate),
        'Due Date': day(d.dueDate),
        Notes: typeof d.notes === 'string' ? d.notes : null,
      };
    });
    const asset = ctx.label('asset', 'Asset');
    const location = ctx.label('location', 'Location');
    return {
      fields: [
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('Assigned', 'datetime', 'Assigned'),
        f('Assigned To', 'string', 'Assigned To'),
        f('Location', 'string', location),
        f('PreviousAssignee', 'string', 'Previous Assignee'),
        f('PreviousLocation', 'string', `Previous ${location}`),
        f('AssignedBy', 'string', 'Assigned By'),
        f('Reassign', 'string', 'Reassign'),
        f('ScheduledDate', 'date', 'Scheduled'),
        f('Due Date', 'date', 'Due Date'),
        f('Notes', 'string', 'Notes'),
      ],
      records,
      splitBy: 'AssetId',
      splitLabel: 'Asset',
    };
  },
};

/** Rows of the current assignments (active assets), for the two "assigned assets" reports. */
async function currentRows(ctx: ReportContext, by: 'assignee' | 'location') {
  const q = params(ctx.auth.companyId!);
  const where = ['a.company_id = $1', 'a.status = 1'];
  where.push(by === 'assignee' ? 'c.assignee_id IS NOT NULL' : 'c.location_id IS NOT NULL');
  if (ctx.criteria.assetIds?.length) where.push(`a.id = ANY(${q.p(ctx.criteria.assetIds)}::text[])`);
  if (ctx.criteria.employeeIds?.length)
    where.push(`c.assignee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
  if (ctx.criteria.locationIds?.length)
    where.push(`c.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
  const order =
    by === 'assignee'
      ? `lower(${EMPLOYEE_NAME}), c.assignee_id, lower(a.name), a.id`
      : 'lower(l.name), c.location_id, lower(a.name), a.id';
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT a.id, a.name, a.code, a.vendor_id, a.data->>'currentMileage' AS mileage, c.assignee_id, c.location_id,
            c."assignedTimeStamp" AS at, c.data->>'dueDate' AS due, ${EMPLOYEE_NAME} AS employee, e.code AS "employeeCode",
            l.name AS location
       FROM asset a
       JOIN ${CURRENT} c ON c.asset_id = a.id
       LEFT JOIN employee e ON e.id = c.assignee_id AND e.company_id = a.company_id
       LEFT JOIN location l ON l.id = c.location_id AND l.company_id = a.company_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}`,
    q.list,
  );
  return rows.map((r) => ({
    EmployeeId: r.assignee_id ?? null,
    Employee: r.employee ?? null,
    EmployeeCode: r.employeeCode ?? null,
    LocationId: r.location_id ?? null,
    Location: r.location ?? null,
    AssetId: r.id,
    Asset: r.name,
    AssetCode: r.code ?? null,
    Rented: r.vendor_id ? 'Rented' : 'Owned',
    CurrentMileage: num(r.mileage),
    Assigned: iso(r.at),
    'Assigned To': r.employee ?? null,
    'Due Date': typeof r.due === 'string' && r.due ? r.due.slice(0, 10) : null,
  }));
}

/**
 * employee-assigned-assets: the assets currently assigned to each employee (latest assignment of
 * every active asset), one section per employee. Filters employeeIds, assetIds, locationIds.
 */
const employeeAssignedAssets: ReportDefinition = {
  key: 'employee-assigned-assets',
  name: 'Employee Assigned Assets',
  title: ({ label }) => `${label('employee', 'Employee')} Assigned ${label('asset', 'Asset')}s`,
  criteria: ['employeeIds', 'assetIds', 'locationIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const records = (await currentRows(ctx, 'assignee')).map(({ 'Assigned To': _, ...r }) => r);
    const asset = ctx.label('asset', 'Asset');
    const employee = ctx.label('employee', 'Employee');
    return {
      fields: [
        f('EmployeeId', 'string', `${employee} Id`, true),
        f('Employee', 'string', employee),
        f('EmployeeCode', 'string', `${employee} Code`),
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Rented', 'string', 'Rented / Owned'),
        f('CurrentMileage', 'number', `Current ${distanceLabel(ctx)}`),
        f('Assigned', 'datetime', 'Assigned'),
        f('Due Date', 'date', 'Due Date'),
      ],
      records: records.map(({ LocationId: _, ...r }) => r),
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    };
  },
};

/**
 * location-assigned-assets: the assets currently at each location (latest assignment), one
 * section per location. Filters locationIds, assetIds, employeeIds.
 */
const locationAssignedAssets: ReportDefinition = {
  key: 'location-assigned-assets',
  name: 'Location Assigned Assets',
  title: ({ label }) => `${label('location', 'Location')} Assigned ${label('asset', 'Asset')}s`,
  criteria: ['locationIds', 'assetIds', 'employeeIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const records = (await currentRows(ctx, 'location')).map(
      ({ EmployeeId: _, Employee: __, EmployeeCode: ___, ...r }) => r,
    );
    const asset = ctx.label('asset', 'Asset');
    const location = ctx.label('location', 'Location');
    return {
      fields: [
        f('LocationId', 'string', `${location} Id`, true),
        f('Location', 'string', location),
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('Assigned To', 'string', 'Assigned To'),
        f('Rented', 'string', 'Rented / Owned'),
        f('CurrentMileage', 'number', `Current ${distanceLabel(ctx)}`),
        f('Assigned', 'datetime', 'Assigned'),
        f('Due Date', 'date', 'Due Date'),
      ],
      records,
      splitBy: 'LocationId',
      splitLabel: 'Location',
    };
  },
};

/**
 * employee-asset-time: hours worked per employee and asset, from the closed time records of the
 * range (fromDate required) that carry the asset (time record assetIds); a record with two assets
 * counts for each. One section per employee. Filters employeeIds, assetIds, locationIds.
 */
const employeeAssetTime: ReportDefinition = {
  key: 'employee-asset-time',
  name: 'Employee Asset Time',
  title: ({ label }) => `${label('employee', 'Employee')} ${label('asset', 'Asset')} Time`,
  criteria: ['fromDate', 'toDate', 'employeeIds', 'assetIds', 'locationIds', 'sortBy', 'groupBy'],
  requiresFromDate: true,
  async run(ctx) {
    const q = params(ctx.auth.companyId!);
    const where = [
      't.company_id = $1',
      't.status = 1',
      't."inTimeStamp" IS NOT NULL',
      't."outTimeStamp" IS NOT NULL',
    ];
    if (ctx.range.from) where.push(`t."inTimeStamp" >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`t."inTimeStamp" < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`t.employee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`t.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    const assetFilter = ctx.criteria.assetIds?.length
      ? `AND x.asset_id = ANY(${q.p(ctx.criteria.assetIds)}::text[])`
      : '';
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT t.employee_id, x.asset_id, ${EMPLOYEE_NAME} AS employee, e.code AS "employeeCode", a.name AS asset,
              a.code AS "assetCode", COUNT(*)::int AS records, MIN(t."inTimeStamp") AS first,
              SUM(EXTRACT(EPOCH FROM (t."outTimeStamp" - t."inTimeStamp")))::float8 AS seconds
         FROM time_record t
         CROSS JOIN LATERAL jsonb_array_elements_text(t."assetIds") AS x(asset_id)
         JOIN asset a ON a.id = x.asset_id AND a.company_id = t.company_id
         JOIN employee e ON e.id = t.employee_id AND e.company_id = t.company_id
        WHERE ${where.join(' AND ')} ${assetFilter}
        GROUP BY t.employee_id, x.asset_id, e."fullName", e."firstName", e."lastName", e.code, a.name, a.code
        ORDER BY lower(${EMPLOYEE_NAME}), t.employee_id, lower(a.name), x.asset_id`,
      q.list,
    );
    const records = rows.map((r) => ({
      EmployeeId: r.employee_id,
      Employee: r.employee ?? null,
      EmployeeCode: r.employeeCode ?? null,
      AssetId: r.asset_id,
      Asset: r.asset,
      AssetCode: r.assetCode ?? null,
      FirstDate: isoDateOfDayNumber(localDayNumber(new Date(r.first as string).getTime(), ctx.timeZone)),
      Records: Number(r.records),
      'Hours Worked': round2(Number(r.seconds) / 3600),
    }));
    const asset = ctx.label('asset', 'Asset');
    const employee = ctx.label('employee', 'Employee');
    return {
      fields: [
        f('EmployeeId', 'string', `${employee} Id`, true),
        f('Employee', 'string', employee),
        f('EmployeeCode', 'string', `${employee} Code`),
        f('AssetId', 'string', `${asset} Id`, true),
        f('Asset', 'string', asset),
        f('AssetCode', 'string', 'Code'),
        f('FirstDate', 'date', 'First Date'),
        { ...f('Records', 'number', 'Records'), aggregate: 'sum' },
        f('Hours Worked', 'hours', 'Hours Worked'),
      ],
      records,
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    };
  },
};

for (const def of [
  assetInformation,
  assetUsage,
  assetAssignmentHistory,
  employeeAssignedAssets,
  employeeAssetTime,
  locationAssignedAssets,
])
  registerReport(def);
