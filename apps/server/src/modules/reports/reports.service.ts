import {
  type ReportCriteria,
  ReportCriteriaSchema,
  type ReportField,
  type ReportPaging,
  ReportPagingSchema,
  type ReportResult,
} from '@wm/api/schemas';
import { parseBody } from '../../platform/http.js';
import { isoDateOfDayNumber, localDayNumber } from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest } from '../../platform/errors.js';
import { getReport, type ReportContext, type ReportDefinition, registerReport } from './reports.registry.js';
import {
  activeCriteria,
  type CriterionName,
  dateRangeOf,
  groupAndSort,
  lexicographic,
  REPORT_MESSAGES,
  textCompare,
} from './reports.criteria.js';
import {
  type CompanyInfo,
  loadCompanyInfo,
  loadNames,
  loadPayRows,
  loadPaySums,
  loadPayTotals,
  type Openness,
  type PayRow,
  type PayTotals,
} from './reports.queries.js';

/** Hours with two decimals (time spec 9: times show two decimals). */
export const hours2 = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

const TIME_KEYS = ['RegularTime', 'Overtime', 'DoubleTime', 'Holiday', 'Sick', 'Vacation'] as const;
/** Report field of each pay type 1..6 (time spec 3 "Time record row fields in reports"). */
const KEY_OF_PAY_TYPE: Record<number, (typeof TIME_KEYS)[number]> = {
  1: 'RegularTime',
  2: 'Overtime',
  3: 'DoubleTime',
  4: 'Holiday',
  5: 'Sick',
  6: 'Vacation',
};
const PAY_TYPE_NAME: Record<number, string> = {
  1: 'Regular',
  2: 'Overtime',
  3: 'Double Time',
  4: 'Holiday',
  5: 'Sick',
  6: 'Vacation',
};

type RunContext = ReportContext;

/** A report column (`hidden`: data only, not printed or exported). */
export const f = (name: string, type: ReportField['type'], label: string, hidden = false): ReportField =>
  hidden ? { name, type, label, hidden } : { name, type, label };
const label = (ctx: RunContext, key: 'employee' | 'location' | 'task', fallback: string) =>
  ctx.label(key, fallback);
const HIDDEN_FIELDS = new Set(['EmployeeId', 'LocationId', 'TaskId', 'TimeId', 'Lexicographic', 'Paytype']);
/** Marks id and sort-key columns hidden (data only). */
export function hideIds(fields: ReportField[]): ReportField[] {
  return fields.map((x) => (HIDDEN_FIELDS.has(x.name) ? { ...x, hidden: true } : x));
}
const timeFields = (): ReportField[] => [
  f('RegularTime', 'hours', 'Regular'),
  f('Overtime', 'hours', 'Overtime'),
  f('DoubleTime', 'hours', 'Double Time'),
  f('Holiday', 'hours', 'Holiday'),
  f('Sick', 'hours', 'Sick'),
  f('Vacation', 'hours', 'Vacation'),
  f('TotalTime', 'hours', 'Total'),
];

/** Openness flags: open time defaults on, open and closed batches off (time spec 4 "Reports"). */
export function openness(c: ReportCriteria): Openness {
  return {
    openTime: c.isOpenTime ?? true,
    openBatches: c.isOpenBatches ?? false,
    closedBatches: c.isClosedBatches ?? false,
  };
}

/** The criteria of the payroll-style reports (dates, people and places, openness, sort, group). */
export const PAYROLL_CRITERIA: CriterionName[] = [
  'fromDate',
  'toDate',
  'employeeIds',
  'locationIds',
  'taskIds',
  'divisionIds',
  'departmentIds',
  'isOpenTime',
  'isOpenBatches',
  'isClosedBatches',
  'sortBy',
  'groupBy',
];

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const localDate = (v: unknown, zone: string) =>
  v === null || v === undefined
    ? null
    : isoDateOfDayNumber(localDayNumber(new Date(v as string).getTime(), zone));

function emptyTimes(): Record<(typeof TIME_KEYS)[number] | 'TotalTime', number> {
  return { RegularTime: 0, Overtime: 0, DoubleTime: 0, Holiday: 0, Sick: 0, Vacation: 0, TotalTime: 0 };
}
function toHours<T extends Record<string, number>>(s: T): T {
  // A plain loop: Object.entries/fromEntries per row was ~0.3 s of a 220,000-row payroll detail.
  const out: Record<string, number> = {};
  for (const k in s) out[k] = hours2(s[k]!);
  return out as T;
}

/** Payroll summary: per employee, hours by pay type and the total (HOURS, 2 decimals). */
const payrollSummary: ReportDefinition = {
  key: 'payroll-summary',
  name: 'Payroll Summary',
  criteria: PAYROLL_CRITERIA,
  async run(ctx) {
    const sums = await loadPaySums(
      ctx.db,
      ctx.auth.companyId!,
      ctx.criteria,
      ctx.range,
      openness(ctx.criteria),
    );
    const byEmp = new Map<string, ReturnType<typeof emptyTimes>>();
    for (const s of sums) {
      const key = KEY_OF_PAY_TYPE[s.payType];
      if (!key) continue;
      const t = byEmp.get(s.employee_id) ?? emptyTimes();
      t[key] += s.seconds;
      t.TotalTime += s.seconds;
      byEmp.set(s.employee_id, t);
    }
    const names = await loadNames(ctx.db, ctx.auth.companyId!, {
      employees: [...byEmp.keys()],
      locations: [],
      tasks: [],
    });
    const records = [...byEmp.entries()].map(([id, t]) => {
      const e = names.employees.get(id);
      return {
        EmployeeId: id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        EmployeeStatus: e?.status ?? null,
        Lexicographic: lexicographic(e?.name, id),
        ...toHours(t),
      };
    });
    records.sort((a, b) => textCompare(a.Lexicographic, b.Lexicographic));
    return {
      fields: hideIds([
        f('EmployeeId', 'string', `${label(ctx, 'employee', 'Employee')} Id`),
        f('Employee', 'string', label(ctx, 'employee', 'Employee')),
        f('Code', 'string', 'Code'),
        f('EmployeeStatus', 'number', 'Status'),
        f('Lexicographic', 'string', 'Sort Key'),
        ...timeFields(),
      ]),
      records,
    };
  },
};

async function namedRows(ctx: RunContext, rows: PayRow[]) {
  return loadNames(ctx.db, ctx.auth.companyId!, {
    employees: [...new Set(rows.map((r) => r.employee_id))],
    locations: [...new Set(rows.map((r) => r.location_id).filter((x): x is string => !!x))],
    tasks: [...new Set(rows.map((r) => r.task_id).filter((x): x is string => !!x))],
  });
}

const placeFields = (ctx: RunContext): ReportField[] => [
  f('LocationId', 'string', `${label(ctx, 'location', 'Location')} Id`),
  f('Location', 'string', label(ctx, 'location', 'Location')),
  f('LocationCode', 'string', `${label(ctx, 'location', 'Location')} Code`),
  f('TaskId', 'string', `${label(ctx, 'task', 'Task')} Id`),
  f('Task', 'string', label(ctx, 'task', 'Task')),
  f('TaskCode', 'string', `${label(ctx, 'task', 'Task')} Code`),
];

function place(names: Awaited<ReturnType<typeof namedRows>>, r: PayRow) {
  const l = r.location_id ? names.locations.get(r.location_id) : undefined;
  const t = r.task_id ? names.tasks.get(r.task_id) : undefined;
  return {
    LocationId: r.location_id,
    Location: l?.name ?? null,
    LocationCode: l?.code ?? null,
    TaskId: r.task_id,
    Task: t?.name ?? null,
    TaskCode: t?.code ?? null,
  };
}

/** The rows of a per-employee payroll report: every row, or with ctx.paging one page of employees. */
async function payRowsOfPage(
  ctx: RunContext,
  unit: 'shift' | 'card',
): Promise<{ rows: PayRow[]; paging?: ReportPaging; totals?: Record<string, number> }> {
  const open = openness(ctx.criteria);
  const companyId = ctx.auth.companyId!;
  if (!ctx.paging) return { rows: await loadPayRows(ctx.db, companyId, ctx.criteria, ctx.range, open) };
  const { page, pageSize } = ctx.paging;
  // Per-employee counts and hours in SQL; the page is a slice of the employees in report order
  // (the sort key of time spec 9), and only its employees' rows are loaded. A streamed export's
  // pages share the order (ctx.memo).
  const memoKey = `payRowsOfPage:${unit}`;
  let order = ctx.memo?.get(memoKey) as (PayTotals & { key: string })[] | undefined;
  if (!order) {
    const sums = await loadPayTotals(ctx.db, companyId, ctx.criteria, ctx.range, open, unit);
    order = sums
      .map((x) => ({ ...x, key: lexicographic(x.name, x.employee_id) }))
      .sort((a, b) => textCompare(a.key, b.key));
    ctx.memo?.set(memoKey, order);
  }
  const totals: Record<string, number> = {};
  for (const k of [...TIME_KEYS, 'TotalTime']) {
    totals[k] = Math.round(order.reduce((n, x) => n + (x.hours[k] ?? 0), 0) * 100) / 100;
  }
  const ids = order.slice((page - 1) * pageSize, page * pageSize).map((x) => x.employee_id);
  const rows = ids.length
    ? await loadPayRows(ctx.db, companyId, { ...ctx.criteria, employeeIds: ids }, ctx.range, open)
    : [];
  return {
    rows,
    totals,
    paging: {
      page,
      pageSize,
      pages: Math.max(1, Math.ceil(order.length / pageSize)),
      items: order.length,
      rows: order.reduce((n, x) => n + x.rows, 0),
      by: 'employee',
    },
  };
}

/**
 * Payroll detail: one row per completed shift (or unprocessed record) with pay type, code and rate.
 * Paged (ctx.paging) by employee: counts and totals in SQL, then only the page's employees' rows.
 */
const payrollDetail: ReportDefinition = {
  key: 'payroll-detail',
  name: 'Payroll Detail',
  criteria: PAYROLL_CRITERIA,
  requiresFromDate: true,
  pagesInOrder: true,
  async run(ctx) {
    const { rows, paging, totals } = await payRowsOfPage(ctx, 'shift');
    const names = await namedRows(ctx, rows);
    const records = rows.map((r) => {
      const e = names.employees.get(r.employee_id);
      const zone = r.inTimeZone || ctx.timeZone;
      const times = emptyTimes();
      const key = KEY_OF_PAY_TYPE[r.payType];
      if (key) {
        times[key] = r.seconds;
        times.TotalTime = r.seconds;
      }
      return {
        Date: localDate(r.inTimeStamp, zone),
        EmployeeId: r.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        Lexicographic: lexicographic(e?.name, r.employee_id),
        BatchId: r.batchId,
        TimeId: r.timeRecord_id,
        InTime: iso(r.inTimeStamp),
        InTimeZone: r.inTimeZone,
        OutTime: iso(r.outTimeStamp),
        OutTimeZone: r.outTimeZone,
        Paytype: r.payType,
        PayType: PAY_TYPE_NAME[r.payType] ?? 'Unknown',
        PayCode: r.payCode,
        Rate: r.rate,
        ...toHours(times),
        ...place(names, r),
      };
    });
    records.sort((a, b) => textCompare(a.Lexicographic, b.Lexicographic));
    return {
      fields: hideIds([
        f('Date', 'date', 'Date'),
        f('EmployeeId', 'string', `${label(ctx, 'employee', 'Employee')} Id`),
        f('Employee', 'string', label(ctx, 'employee', 'Employee')),
        f('Code', 'string', 'Code'),
        f('Lexicographic', 'string', 'Sort Key'),
        f('BatchId', 'number', 'Batch Id'),
        f('TimeId', 'string', 'Time Id'),
        f('InTime', 'datetime', 'In'),
        f('InTimeZone', 'string', 'In Time Zone'),
        f('OutTime', 'datetime', 'Out'),
        f('OutTimeZone', 'string', 'Out Time Zone'),
        f('Paytype', 'number', 'Pay Type'),
        f('PayType', 'string', 'Pay Type Name'),
        f('PayCode', 'string', 'Pay Code'),
        f('Rate', 'number', 'Rate'),
        ...timeFields(),
        ...placeFields(ctx),
      ]),
      records,
      ...(paging ? { paging, totals } : {}),
    };
  },
};

/**
 * Employee time card: one row per time record (its completed shifts summed by pay type; shifts added
 * by hand are rows of their own), with the original (raw) in and out times and, with includeNotes,
 * the record's notes; with includeSignatures, `Signatures` lists the record's sign-offs (type,
 * signer's name, time, signature file id) for the printed card to show (issue 19). Paged
 * (ctx.paging) by employee like the payroll detail, a page holding its employees' whole cards.
 */
const employeeTimeCard: ReportDefinition = {
  key: 'employee-time-card',
  name: 'Employee Time Card',
  criteria: [...PAYROLL_CRITERIA, 'status', 'includeNotes', 'includeSignatures'],
  requiresFromDate: false,
  pagesInOrder: true,
  async run(ctx) {
    const { rows, paging, totals } = await payRowsOfPage(ctx, 'card');
    const names = await namedRows(ctx, rows);
    const cards = new Map<string, { first: PayRow; last: PayRow; times: ReturnType<typeof emptyTimes> }>();
    for (const r of rows) {
      const key = r.timeRecord_id ?? `shift:${r.id}`;
      const card = cards.get(key) ?? { first: r, last: r, times: emptyTimes() };
      const k = KEY_OF_PAY_TYPE[r.payType];
      if (k) {
        card.times[k] += r.seconds;
        card.times.TotalTime += r.seconds;
      }
      if (iso(r.inTimeStamp)! < iso(card.first.inTimeStamp)!) card.first = r;
      if (iso(r.outTimeStamp)! > iso(card.last.outTimeStamp)!) card.last = r;
      cards.set(key, card);
    }
    let notes = new Map<string, string>();
    if (ctx.criteria.includeNotes) {
      const ids = [...cards.values()].map((c) => c.first.timeRecord_id).filter((x): x is string => !!x);
      const found = await ctx.db.query<{ time_id: string; notes: string }>(
        `SELECT time_id, string_agg(note, ' | ' ORDER BY "noteTimeStamp") AS notes FROM time_note
          WHERE company_id = $1 AND time_id = ANY($2::text[]) AND status <> 3 GROUP BY 1`,
        [ctx.auth.companyId, ids],
      );
      notes = new Map(found.map((n) => [n.time_id, n.notes]));
    }
    const signatures = new Map<string, { type: string; name: string | null; at: string; fileId: string }[]>();
    if (ctx.criteria.includeSignatures) {
      const ids = [...cards.values()].map((c) => c.first.timeRecord_id).filter((x): x is string => !!x);
      const found = await ctx.db.query<{
        time_id: string;
        type: string;
        name: string | null;
        at: Date | string;
        file: string;
      }>(
        `SELECT t.id AS time_id, s.type, s."signOffTimeStamp" AS at, s.signature_id AS file,
                COALESCE(NULLIF(e."fullName", ''), concat_ws(' ', e."firstName", e."lastName")) AS name
           FROM time_record t
           JOIN time_signoff s ON s.company_id = t.company_id
            AND s.id IN (t.data->>'employeeSignOff_id', t.data->>'fieldManagerSignOff_id',
                         t.data->>'officeSignOffOne_id', t.data->>'officeSignOffTwo_id')
           LEFT JOIN employee e ON e.company_id = s.company_id AND e.id = s."signedBy_id"
          WHERE t.company_id = $1 AND t.id = ANY($2::text[])
          ORDER BY s."signOffTimeStamp"`,
        [ctx.auth.companyId, ids],
      );
      for (const s of found) {
        const list = signatures.get(s.time_id) ?? [];
        list.push({ type: s.type, name: s.name, at: new Date(s.at).toISOString(), fileId: s.file });
        signatures.set(s.time_id, list);
      }
    }
    const records = [...cards.values()].map(({ first, last, times }) => {
      const e = names.employees.get(first.employee_id);
      const zone = first.inTimeZone || ctx.timeZone;
      return {
        Date: localDate(first.inTimeStamp, zone),
        EmployeeId: first.employee_id,
        Employee: e?.name ?? null,
        Code: e?.code ?? null,
        EmployeeStatus: e?.status ?? null,
        Lexicographic: lexicographic(e?.name, first.employee_id),
        TimeId: first.timeRecord_id,
        BatchId: first.batchId,
        InTime: iso(first.inTimeStamp),
        InTimeZone: first.inTimeZone,
        OutTime: iso(last.outTimeStamp),
        OutTimeZone: last.outTimeZone,
        OriginalInTime: iso(first.inTimeStampRaw),
        OriginalOutTime: iso(last.outTimeStampRaw),
        Paytype: first.kind === 'record' ? first.payType : null,
        ...toHours(times),
        Notes: first.timeRecord_id ? (notes.get(first.timeRecord_id) ?? null) : null,
        ...(ctx.criteria.includeSignatures
          ? { Signatures: first.timeRecord_id ? (signatures.get(first.timeRecord_id) ?? []) : [] }
          : {}),
        ...place(names, first),
      };
    });
    records.sort(
      (a, b) =>
        textCompare(a.Lexicographic, b.Lexicographic) || textCompare(String(a.InTime), String(b.InTime)),
    );
    return {
      fields: hideIds([
        f('Date', 'date', 'Date'),
        f('EmployeeId', 'string', `${label(ctx, 'employee', 'Employee')} Id`),
        f('Employee', 'string', label(ctx, 'employee', 'Employee')),
        f('Code', 'string', 'Code'),
        f('EmployeeStatus', 'number', 'Status'),
        f('Lexicographic', 'string', 'Sort Key'),
        f('TimeId', 'string', 'Time Id'),
        f('BatchId', 'number', 'Batch Id'),
        f('InTime', 'datetime', 'In'),
        f('InTimeZone', 'string', 'In Time Zone'),
        f('OutTime', 'datetime', 'Out'),
        f('OutTimeZone', 'string', 'Out Time Zone'),
        f('OriginalInTime', 'datetime', 'Original In'),
        f('OriginalOutTime', 'datetime', 'Original Out'),
        f('Paytype', 'number', 'Pay Type'),
        ...timeFields(),
        f('Notes', 'string', 'Notes'),
        ...placeFields(ctx),
      ]),
      records,
      ...(paging ? { paging, totals } : {}),
    };
  },
};

const AUDIT_LABEL: Record<string, string> = {
  'clock-in': 'Clock In',
  'clock-out': 'Clock Out',
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  batch: 'Batched',
  process: 'Processed',
  approve: 'Batch Closed',
  reopen: 'Batch Reversed',
  signoff: 'Signed off',
  note: 'Note',
};

/** Time audit log: who changed which time record when, with the in/out times before and after. */
const timeAuditLog: ReportDefinition = {
  key: 'time-audit-log',
  name: 'Time Audit Log',
  criteria: ['fromDate', 'toDate', 'employeeIds', 'sortBy', 'groupBy'],
  async run(ctx) {
    const params: unknown[] = [ctx.auth.companyId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = ['a.company_id = $1'];
    if (ctx.range.from) where.push(`a.at >= ${p(ctx.range.from)}::timestamptz`);
    if (ctx.range.toExclusive) where.push(`a.at < ${p(ctx.range.toExclusive)}::timestamptz`);
    // Rows that carry no record snapshot (sign-offs, notes) take whose time and which dates from
    // the time record itself (issue 19: sign-off rows said neither).
    if (ctx.criteria.employeeIds?.length) {
      where.push(
        `coalesce(a.after->>'employee_id', a.before->>'employee_id', t.employee_id) = ANY(${p(ctx.criteria.employeeIds)}::text[])`,
      );
    }
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT a.id, a.at, a.action, a.after->>'auditAction' AS step, a.time_id, a.user_id, u."userName",
              coalesce(a.after->>'employee_id', a.before->>'employee_id', t.employee_id) AS employee_id,
              a.before->>'inTimeStamp' AS "beforeIn", a.before->>'outTimeStamp' AS "beforeOut",
              coalesce(a.after->>'inTimeStamp', CASE WHEN a.action IN ('signoff', 'note') THEN to_json(t."inTimeStamp")#>>'{}' END) AS "afterIn",
              coalesce(a.after->>'outTimeStamp', CASE WHEN a.action IN ('signoff', 'note') THEN to_json(t."outTimeStamp")#>>'{}' END) AS "afterOut",
              a.after->>'timeBatch_id' AS batch
         FROM time_audit a LEFT JOIN app_user u ON u.id = a.user_id
         LEFT JOIN time_record t ON t.company_id = a.company_id AND t.id = a.time_id
        WHERE ${where.join(' AND ')} ORDER BY a.at, a.id LIMIT 50000`,
      params,
    );
    const names = await loadNames(ctx.db, ctx.auth.companyId!, {
      employees: [...new Set(rows.map((r) => r.employee_id as string).filter(Boolean))],
      locations: [],
      tasks: [],
    });
    const records = rows.map((r) => {
      const action = (r.step as string | null) ?? (r.action as string);
      const e = names.employees.get(r.employee_id as string);
      return {
        Date: iso(r.at),
        Action: AUDIT_LABEL[action] ?? action,
        User: r.userName ?? null,
        EmployeeId: r.employee_id ?? null,
        Employee: e?.name ?? null,
        TimeId: r.time_id,
        PreviousInTime: iso(r.beforeIn),
        PreviousOutTime: iso(r.beforeOut),
        InTime: iso(r.afterIn),
        OutTime: iso(r.afterOut),
      };
    });
    return {
      fields: hideIds([
        f('Date', 'datetime', 'Date'),
        f('Action', 'string', 'Action'),
        f('User', 'string', 'User'),
        f('EmployeeId', 'string', `${label(ctx, 'employee', 'Employee')} Id`),
        f('Employee', 'string', label(ctx, 'employee', 'Employee')),
        f('TimeId', 'string', 'Time Id'),
        f('PreviousInTime', 'datetime', 'Previous In'),
        f('PreviousOutTime', 'datetime', 'Previous Out'),
        f('InTime', 'datetime', 'In'),
        f('OutTime', 'datetime', 'Out'),
      ]),
      records,
    };
  },
};

for (const d of [payrollSummary, payrollDetail, employeeTimeCard, timeAuditLog]) registerReport(d);

/** A report run's answer: the table plus what printing and exporting need. */
export type ReportRun = ReportResult & {
  name: string;
  title: string;
  company: CompanyInfo;
  criteria: ReportCriteria;
};

/**
 * The criteria of report `def` in a raw body, checked without running it: ReportCriteriaSchema then
 * the report's own criteriaSchema (400 '{field}: {problem}'), the criteria the report does not use
 * dropped, fromDate required where the spec says (400 'From Date is required.').
 */
export function parseReportCriteria(def: ReportDefinition, raw: unknown): ReportCriteria {
  const common = parseBody(ReportCriteriaSchema, raw ?? {});
  const extra = def.criteriaSchema ? parseBody(def.criteriaSchema, raw ?? {}) : {};
  const criteria = { ...activeCriteria(common, def.criteria), ...extra } as ReportCriteria;
  if (def.requiresFromDate && !criteria.fromDate) throw badRequest(REPORT_MESSAGES.fromDateRequired);
  return criteria;
}

/**
 * Runs a registered report (time spec 5 "Report running") on raw criteria (a request body or a
 * scheduled report's saved criteria): validates them (ReportCriteriaSchema, then the report's own
 * criteriaSchema; 400 '{field}: {problem}'), drops criteria the report does not use, requires
 * fromDate where the spec says ('From Date is required.'), turns fromDate/toDate into the start and
 * end of their days in the company's zone, and orders by the grouping field ('Field not found' when
 * it is not a field of the report).
 */
export async function runReport(
  db: Db,
  auth: Auth,
  def: ReportDefinition,
  raw: unknown,
  options: {
    paging?: boolean;
    /** This page (runReportPages), whatever the body asks. */
    page?: { page: number; pageSize: number };
    memo?: Map<string, unknown>;
  } = {},
): Promise<ReportRun> {
  const criteria = parseReportCriteria(def, raw);
  const pageOf = options.paging ? parseBody(ReportPagingSchema, raw ?? {}) : null;
  const paging =
    options.page ?? (pageOf?.pageSize ? { page: pageOf.page ?? 1, pageSize: pageOf.pageSize } : null);
  const info = await loadCompanyInfo(db, auth.companyId!);
  const range = dateRangeOf(criteria, info.timeZone);
  const labelOf = (key: string, fallback: string) => info.labels[key] ?? fallback;
  const out = await def.run({
    db,
    auth,
    criteria,
    range,
    timeZone: info.timeZone,
    labels: info.labels,
    label: labelOf,
    unitSystem: info.unitSystem,
    paging,
    ...(options.memo ? { memo: options.memo } : {}),
  });
  const groupBy = criteria.groupBy ?? null;
  let records = groupAndSort(out.fields, out.records, criteria);
  let page: ReportPaging | null = out.paging ?? null;
  let totals = out.totals ?? null;
  if (paging && !page) {
    // The report did not page itself: slice the finished table by rows.
    const pages = Math.max(1, Math.ceil(records.length / paging.pageSize));
    totals = hoursTotals(out.fields, records);
    page = { ...paging, pages, items: records.length, rows: records.length, by: 'row' };
    records = records.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  }
  return {
    name: def.name,
    title: def.title ? def.title({ label: labelOf }) : def.name,
    fields: out.fields,
    records,
    paging: page,
    totals,
    dateRange: { from: range.from, to: range.to },
    splitBy: out.splitBy ?? null,
    splitLabel: out.splitLabel ?? out.splitBy ?? null,
    groupBy,
    company: info,
    criteria,
  };
}

/** A report run page by page of employees (runReportPages). */
export interface ReportPages {
  /** Page 1 (the title, fields, company and range of every page). */
  first: ReportRun;
  /** Pages 2.. in order, each run when asked for. */
  rest(): AsyncGenerator<ReportRun>;
}

/**
 * Runs report `def` on raw criteria page by page of `pageSize` employees, for a CSV or XLSX export
 * that streams: page 1 is run now (so bad criteria and 'Field not found' throw 400 as runReport
 * does, before any byte), the others when `rest` is read; the pages share the employee order
 * (ctx.memo). Null when the pages would not hold the whole run's rows in its order: the report is
 * not `pagesInOrder`, or the criteria sort or group by another field than the employee sort key
 * (the caller then runs the whole report).
 */
export async function runReportPages(
  db: Db,
  auth: Auth,
  def: ReportDefinition,
  raw: unknown,
  pageSize: number,
): Promise<ReportPages | null> {
  if (!def.pagesInOrder) return null;
  const criteria = parseReportCriteria(def, raw);
  const ordered = (field: string | null | undefined) => !field || field === 'Lexicographic';
  if (!ordered(criteria.groupBy) || !ordered(criteria.sortBy)) return null;
  const memo = new Map<string, unknown>();
  const pageRun = (page: number) => runReport(db, auth, def, raw, { page: { page, pageSize }, memo });
  const first = await pageRun(1);
  if (first.paging?.by !== 'employee' || first.splitBy) return null;
  const pages = first.paging.pages;
  return {
    first,
    async *rest() {
      for (let page = 2; page <= pages; page++) yield await pageRun(page);
    },
  };
}

/** Each hours column of `fields` summed over `records` (decimal hours, rounded to 2 decimals). */
export function hoursTotals(
  fields: readonly ReportField[],
  records: readonly Record<string, unknown>[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of fields) {
    if (field.type !== 'hours') continue;
    let sum = 0;
    for (const r of records) {
      const v = r[field.name];
      if (typeof v === 'number' && Number.isFinite(v)) sum += v;
    }
    out[field.name] = Math.round(sum * 100) / 100;
  }
  return out;
}

/** A registered report by key (re-exported for callers of this module). */
export { getReport };
