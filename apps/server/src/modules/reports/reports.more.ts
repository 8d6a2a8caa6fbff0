import type { ReportField } from '@wm/api/schemas';
import { isoDateOfDayNumber, localDayNumber } from '@wm/domain';
import { lexicographic, textCompare } from './reports.criteria.js';
import { reportText } from './reports.i18n.js';
import { loadNames, loadWorkedSums } from './reports.queries.js';
import { type ReportContext, type ReportDefinition, registerReport } from './reports.registry.js';
import { f, hideIds, hours2, PAYROLL_CRITERIA } from './reports.service.js';

/**
 * More time and admin reports of the catalogue (time spec 3 "Report catalogue by key"), each a
 * plain registerReport call: pending-records, labor-hours-worked, employee-information,
 * device-information and user-roles.
 */

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const localDate = (v: unknown, zone: string) =>
  v === null || v === undefined
    ? null
    : isoDateOfDayNumber(localDayNumber(new Date(v as string).getTime(), zone));

/** `$n` placeholders over a growing parameter list. */
function params(first: unknown[]) {
  const list = [...first];
  return {
    list,
    p(v: unknown) {
      list.push(v);
      return `$${list.length}`;
    },
  };
}

const employeeFields = (ctx: ReportContext): ReportField[] => [
  f('EmployeeId', 'string', `${ctx.label('employee', 'Employee')} Id`, true),
  f('Employee', 'string', ctx.label('employee', 'Employee')),
  f('Code', 'string', 'Code'),
];

/**
 * Pending records (time spec 4 "Reports"): open (not batched) time records of the range whose in or
 * out time is missing; the missing side reads 'Incomplete'. Only open time applies.
 */
const pendingRecords: ReportDefinition = {
  key: 'pending-records',
  name: 'Pending Records',
  criteria: ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params([ctx.auth.companyId]);
    const at = `coalesce(t."inTimeStamp", t."outTimeStamp")`;
    const where = [
      't.company_id = $1',
      't.status = 1',
      't."timeBatch_id" IS NULL',
      '(t."inTimeStamp" IS NULL OR t."outTimeStamp" IS NULL)',
    ];
    if (ctx.range.from) where.push(`${at} >= ${q.p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`${at} < ${q.p(ctx.range.toExclusive)}::timestamptz`);
    if (ctx.criteria.employeeIds?.length)
      where.push(`t.employee_id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.locationIds?.length)
      where.push(`t.location_id = ANY(${q.p(ctx.criteria.locationIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT t.id, t.employee_id, t.location_id, t.task_id, t."inTimeStamp", t."outTimeStamp", t."inTimeZone",
              t."outTimeZone" FROM time_record t WHERE ${where.join(' AND ')} ORDER BY ${at}, t.id LIMIT 50000`,
      q.list,
    );
    const names = await loadNames(ctx.db, ctx.auth.companyId!, {
      employees: [...new Set(rows.map((r) => r.employee_id as string))],
      locations: [...new Set(rows.map((r) => r.location_id as string).filter(Boolean))],
      tasks: [...new Set(rows.map((r) => r.task_id as string).filter(Boolean))],
    });
    const incomplete = reportText('en').incomplete;
    const records = rows.map((r) => {
      const e = names.employees.get(r.employee_id as string);
      const zone = (r.inTimeZone as string) || (r.outTimeZone as string) || ctx.timeZone;
      return {
        Date: localDate(r.inTimeStamp ?? r.outTimeStamp, zone),
        EmployeeId: r.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Lexicographic: lexicographic(e?.name, r.employee_id as string),
        TimeId: r.id,
        InTime: iso(r.inTimeStamp) ?? incomplete,
        InTimeZone: r.inTimeZone ?? null,
        OutTime: iso(r.outTimeStamp) ?? incomplete,
        OutTimeZone: r.outTimeZone ?? null,
        Location: r.location_id ? (names.locations.get(r.location_id as string)?.name ?? null) : null,
        Task: r.task_id ? (names.tasks.get(r.task_id as string)?.name ?? null) : null,
      };
    });
    records.sort((a, b) => textCompare(a.Lexicographic, b.Lexicographic));
    return {
      fields: hideIds([
        f('Date', 'date', 'Date'),
        ...employeeFields(ctx),
        f('Lexicographic', 'string', 'Sort Key'),
        f('TimeId', 'string', 'Time Id'),
        f('InTime', 'datetime', 'In'),
        f('InTimeZone', 'string', 'In Time Zone'),
        f('OutTime', 'datetime', 'Out'),
        f('OutTimeZone', 'string', 'Out Time Zone'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Task', 'string', ctx.label('task', 'Task')),
      ]),
      records,
    };
  },
};

/**
 * Labor hours worked: hours per employee, location and task over the range (the payroll reports'
 * paid time: regular, overtime and double time; openness flags as there), one section per employee.
 */
const laborHoursWorked: ReportDefinition = {
  key: 'labor-hours-worked',
  name: 'Labor Hours Worked',
  criteria: PAYROLL_CRITERIA,
  async run(ctx) {
    const rows = await loadWorkedSums(
      ctx.db,
      ctx.auth.companyId!,
      ctx.criteria,
      ctx.range,
      {
        openTime: ctx.criteria.isOpenTime ?? true,
        openBatches: ctx.criteria.isOpenBatches ?? false,
        closedBatches: ctx.criteria.isClosedBatches ?? false,
      },
      ['employee', 'location', 'task'],
      ctx.timeZone,
    );
    const sums = new Map(
      rows.map((r, i) => [i, { e: r.employee_id!, l: r.location_id, t: r.task_id, s: r.seconds }]),
    );
    const names = await loadNames(ctx.db, ctx.auth.companyId!, {
      employees: [...new Set([...sums.values()].map((x) => x.e))],
      locations: [...new Set([...sums.values()].map((x) => x.l).filter((x): x is string => !!x))],
      tasks: [...new Set([...sums.values()].map((x) => x.t).filter((x): x is string => !!x))],
    });
    const records = [...sums.values()].map((x) => {
      const e = names.employees.get(x.e);
      return {
        EmployeeId: x.e,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Lexicographic: lexicographic(e?.name, x.e),
        Location: x.l ? (names.locations.get(x.l)?.name ?? null) : null,
        Task: x.t ? (names.tasks.get(x.t)?.name ?? null) : null,
        HoursWorked: hours2(x.s),
      };
    });
    records.sort(
      (a, b) =>
        textCompare(a.Lexicographic, b.Lexicographic) ||
        textCompare(String(a.Location ?? ''), String(b.Location ?? '')) ||
        textCompare(String(a.Task ?? ''), String(b.Task ?? '')),
    );
    return {
      fields: hideIds([
        ...employeeFields(ctx),
        f('Lexicographic', 'string', 'Sort Key'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Task', 'string', ctx.label('task', 'Task')),
        f('HoursWorked', 'hours', 'Hours Worked'),
      ]),
      records,
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    };
  },
};

/**
 * Employee information: the company's employees (status filter: active by default in the hub; any
 * status list given) with code, names, e-mail, user name, division and department.
 */
const employeeInformation: ReportDefinition = {
  key: 'employee-information',
  name: 'Employee Information',
  title: ({ label }) => `${label('employee', 'Employee')} Information`,
  criteria: ['employeeIds', 'departmentIds', 'divisionIds', 'status', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params([ctx.auth.companyId]);
    const where = ['e.company_id = $1'];
    const statuses = (ctx.criteria.status ?? []).map(Number).filter((n) => n >= 1 && n <= 3);
    where.push(statuses.length ? `e.status = ANY(${q.p(statuses)}::int[])` : 'e.status <> 3');
    if (ctx.criteria.employeeIds?.length) where.push(`e.id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    if (ctx.criteria.divisionIds?.length)
      where.push(`e.data->>'division_id' = ANY(${q.p(ctx.criteria.divisionIds)}::text[])`);
    if (ctx.criteria.departmentIds?.length)
      where.push(`e.data->>'department_id' = ANY(${q.p(ctx.criteria.departmentIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT e.id, e.code, e."firstName", e."lastName",
              coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName")) AS name, e.email, e.status,
              u."userName", dv.name AS division, dp.name AS department
         FROM employee e
         LEFT JOIN app_user u ON u.id = e.user_id
         LEFT JOIN division dv ON dv.company_id = e.company_id AND dv.id = e.data->>'division_id'
         LEFT JOIN department dp ON dp.company_id = e.company_id AND dp.id = e.data->>'department_id'
        WHERE ${where.join(' AND ')} LIMIT 50000`,
      q.list,
    );
    const statusName: Record<number, string> = { 1: 'Active', 2: 'Inactive', 3: 'Deleted' };
    const records = rows.map((r) => ({
      EmployeeId: r.id,
      Employee: r.name,
      Code: r.code ?? null,
      Lexicographic: lexicographic(r.name as string, r.id as string),
      FirstName: r.firstName ?? null,
      LastName: r.lastName ?? null,
      Email: r.email ?? null,
      UserName: r.userName ?? null,
      Division: r.division ?? null,
      Department: r.department ?? null,
      Status: statusName[Number(r.status)] ?? String(r.status),
    }));
    records.sort((a, b) => textCompare(a.Lexicographic, b.Lexicographic));
    return {
      fields: hideIds([
        ...employeeFields(ctx),
        f('Lexicographic', 'string', 'Sort Key'),
        f('FirstName', 'string', 'First Name'),
        f('LastName', 'string', 'Last Name'),
        f('Email', 'string', 'E-mail'),
        f('UserName', 'string', 'User Name'),
        f('Division', 'string', ctx.label('division', 'Division')),
        f('Department', 'string', ctx.label('department', 'Department')),
        f('Status', 'string', 'Status'),
      ]),
      records,
    };
  },
};

/**
 * Device information: the company's devices with phone, administrator, and the last sync (the
 * latest clock event recorded from the device). Sort options of time spec 9: Device Name ('0',
 * default) and Last Sync ('3', latest first).
 */
const deviceInformation: ReportDefinition = {
  key: 'device-information',
  name: 'Device Information',
  title: ({ label }) => `${label('device', 'Device')} Information`,
  criteria: ['deviceIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params([ctx.auth.companyId]);
    const where = ['d.company_id = $1', 'd.status <> 3'];
    if (ctx.criteria.deviceIds?.length) where.push(`d.id = ANY(${q.p(ctx.criteria.deviceIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT d.id, d.name, d.phone, d.status,
              coalesce(a."fullName", concat_ws(' ', a."firstName", a."lastName")) AS admin,
              (SELECT max(coalesce(t."outTimeStamp", t."inTimeStamp")) FROM time_record t
                WHERE t.company_id = d.company_id AND t.device_id = d.id) AS "lastSync"
         FROM device d
         LEFT JOIN employee a ON a.company_id = d.company_id AND a.id = d.administrator_id
        WHERE ${where.join(' AND ')} LIMIT 50000`,
      q.list,
    );
    const records = rows.map((r) => ({
      DeviceId: r.id,
      Device: r.name,
      Phone: r.phone ?? null,
      Administrator: r.admin || null,
      LastSync: iso(r.lastSync),
      Status: Number(r.status) === 1 ? 'Active' : 'Inactive',
    }));
    const byLastSync = ctx.criteria.sortBy === '3' || ctx.criteria.sortBy === 'LastSync';
    records.sort((a, b) =>
      byLastSync
        ? textCompare(String(b.LastSync ?? ''), String(a.LastSync ?? ''))
        : textCompare(String(a.Device), String(b.Device)),
    );
    const device = ctx.label('device', 'Device');
    return {
      fields: [
        f('DeviceId', 'string', `${device} Id`, true),
        f('Device', 'string', device),
        f('Phone', 'string', 'Phone'),
        f('Administrator', 'string', 'Administrator'),
        f('LastSync', 'datetime', 'Last Sync'),
        f('Status', 'string', 'Status'),
      ],
      records,
    };
  },
};

/**
 * User roles: per employee (a section each), every role of the employee's user with its module and
 * privileges: the privilege matrix of the user-roles report (time spec 6).
 */
const userRoles: ReportDefinition = {
  key: 'user-roles',
  name: 'User Roles',
  criteria: ['employeeIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const q = params([ctx.auth.companyId]);
    const where = ['e.company_id = $1', 'e.status = 1'];
    if (ctx.criteria.employeeIds?.length) where.push(`e.id = ANY(${q.p(ctx.criteria.employeeIds)}::text[])`);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT e.id, coalesce(e."fullName", concat_ws(' ', e."firstName", e."lastName")) AS name, e.code,
              u."userName", e."isAdministrator", r.name AS role, r."moduleId", r.privileges
         FROM employee e
         JOIN app_user u ON u.id = e.user_id
         LEFT JOIN user_role ur ON ur.user_id = u.id AND ur.company_id = e.company_id
         LEFT JOIN role r ON r.id = ur.role_id AND r.company_id = e.company_id AND r.status = 1
        WHERE ${where.join(' AND ')} ORDER BY 2, 1, r.name LIMIT 50000`,
      q.list,
    );
    const records = rows.map((r) => {
      const privs = Array.isArray(r.privileges) ? (r.privileges as unknown[]) : [];
      return {
        EmployeeId: r.id,
        Employee: r.name,
        Code: r.code ?? null,
        Lexicographic: lexicographic(r.name as string, r.id as string),
        UserName: r.userName ?? null,
        Administrator: r.isAdministrator ? 'Yes' : 'No',
        Role: r.role ?? null,
        Module: r.moduleId ?? null,
        PrivilegeCount: r.role ? privs.length : null,
        Privileges: r.role
          ? privs.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(', ')
          : null,
      };
    });
    records.sort(
      (a, b) =>
        textCompare(a.Lexicographic, b.Lexicographic) ||
        textCompare(String(a.Role ?? ''), String(b.Role ?? '')),
    );
    return {
      fields: hideIds([
        ...employeeFields(ctx),
        f('Lexicographic', 'string', 'Sort Key'),
        f('UserName', 'string', 'User Name'),
        f('Administrator', 'string', 'Administrator'),
        f('Role', 'string', 'Role'),
        f('Module', 'string', 'Module'),
        f('PrivilegeCount', 'number', 'Privileges'),
        f('Privileges', 'string', 'Privilege List'),
      ]),
      records,
      splitBy: 'EmployeeId',
      splitLabel: 'Employee',
    };
  },
};

for (const d of [pendingRecords, laborHoursWorked, employeeInformation, deviceInformation, userRoles])
  registerReport(d);
