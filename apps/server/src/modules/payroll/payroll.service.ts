import { randomUUID } from 'node:crypto';
import { noteDeletedVia } from '../recyclebin/recyclebin.service.js';
import type {
  BatchCloseResult,
  BatchCounts,
  TimeClosePreview,
  TimeCloseRequest,
  TimeProcessRequest,
} from '@wm/api/schemas';
import {
  type CompletedShift,
  dateOfDayNumber,
  isDomainError,
  localDayNumber,
  type OvertimeRule,
  type PayCodeRule,
  type PayPeriod,
  type PayPeriodRange,
  payPeriodContainingDay,
  processShifts,
  resolvePayGroup,
  type ShiftRule,
  type TimeRecord,
  workweekStartDay,
  zonedMidnight,
} from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import {
  auditActionOf,
  auditIdsSql,
  auditBatchStep,
  auditSnapshot,
  dateOnly,
  insertCompletedShifts,
  iso,
  loadCompany,
  loadPayRules,
  pgArray,
  type PayRules,
} from './payroll.queries.js';

/**
 * Step timings on stderr when WM_PROFILE_PAYROLL is set (bench/payroll uses it to find slow steps):
 * wall ms and the process's CPU ms (PGlite runs on this thread, so CPU ms hardly depends on the load).
 */
function profiler(name: string): (step: string) => void {
  if (!process.env.WM_PROFILE_PAYROLL) return () => {};
  let t = performance.now();
  let cpu = process.cpuUsage();
  return (step) => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    process.stderr.write(
      `    [${name}] ${step}: ${(now - t).toFixed(0)} ms (cpu ${((used.user + used.system) / 1000).toFixed(0)} ms)\n`,
    );
    t = now;
    cpu = process.cpuUsage();
  };
}

/** Toasts of time spec 8, returned as `message` so the console can show them. */
export const PAYROLL_TOASTS = {
  batched: 'Time was Batched.',
  reversed: 'Batched Time reversed.',
  processed: 'Batched Time processed.',
  closed: 'Batch Closed',
} as const;

/** Messages of time spec 5 "Allocation, close, process". */
export const BATCH_MESSAGES = {
  noCompleteRecord: 'No complete record to batch',
  noOpenBatch: 'Please select an open batched record to process.',
  unfinishedOnly:
    'The records to batch are in pay periods that have not ended yet; include unfinished pay periods to batch them.',
} as const;

const PAY_TYPE_KEY = {
  1: 'regular',
  2: 'overTime1',
  3: 'overTime2',
  4: 'holiday',
  5: 'sick',
  6: 'vacation',
} as const;
type TotalKey = (typeof PAY_TYPE_KEY)[keyof typeof PAY_TYPE_KEY] | 'total';

/** Hours with 2 decimals (time spec 9: times show two decimals). */
export const hours2 = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/**
 * Adds `totals` {regular, overTime1, overTime2, holiday, sick, vacation, total} in HOURS (2 decimals),
 * `seconds` (the same in seconds), `state` ('open' | 'processed' | 'approved') and `timeRecordIds`
 * to batch records. Lunch deductions count nothing; shifts of deleted time records are left out.
 */
export async function attachBatchTotals(db: Db, companyId: string, records: EntityRecord[]): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((r) => r.id);
  // Sequential: `db` may be a transaction client, which runs one query at a time.
  const sums = await db.query<{ b: string; p: number; s: string | number }>(
    `SELECT cs."timeBatch_id" AS b, cs."payType" AS p, sum(cs."totalSeconds") AS s
         FROM completed_shift cs
         LEFT JOIN time_record tr ON tr.company_id = cs.company_id AND tr.id = cs."timeRecord_id"
        WHERE cs.company_id = $1 AND cs."timeBatch_id" = ANY($2::text[]) AND cs.status = 1
          AND NOT cs."isLunchDeduction" AND (tr.status IS NULL OR tr.status <> 3)
        GROUP BY 1, 2`,
    [companyId, ids],
  );
  const recs = await db.query<{ b: string; ids: string[] }>(
    `SELECT "timeBatch_id" AS b, array_agg(id ORDER BY "inTimeStamp") AS ids FROM time_record
        WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[]) AND status <> 3 GROUP BY 1`,
    [companyId, ids],
  );
  const secs = new Map<string, Record<TotalKey, number>>();
  for (const id of ids) {
    secs.set(id, { regular: 0, overTime1: 0, overTime2: 0, holiday: 0, sick: 0, vacation: 0, total: 0 });
  }
  for (const row of sums) {
    const key = PAY_TYPE_KEY[Number(row.p) as keyof typeof PAY_TYPE_KEY];
    const t = secs.get(row.b);
    if (!key || !t) continue;
    t[key] += Number(row.s);
    t.total += Number(row.s);
  }
  const recIds = new Map(recs.map((r) => [r.b, r.ids]));
  for (const r of records) {
    r.payPeriodStartDate = dateOnly(r.payPeriodStartDate, db.kind);
    r.payPeriodEndDate = dateOnly(r.payPeriodEndDate, db.kind);
    const s = secs.get(r.id)!;
    r.seconds = s;
    r.totals = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, hours2(v)]));
    r.state = r.approvedTimeStamp ? 'approved' : r.processedTimestamp ? 'processed' : 'open';
    r.timeRecordIds = recIds.get(r.id) ?? [];
  }
}

const actor = (auth: Auth) => ({ userId: auth.userId, employeeId: auth.employeeId });

function parseInstant(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${name} must be an ISO 8601 date and time, got '${value}'.`);
  return new Date(ms).toISOString();
}

/** Answer of closeTime. */
export interface CloseOutcome {
  batches: {
    id: string;
    batchId: number;
    employee_id: string;
    payPeriodStartDate: string;
    payPeriodEndDate: string;
    records: number;
  }[];
  batchedIds: string[];
  overlappingIds: string[];
  message: string;
}

/** A 400 that also carries the overlapping ids. */
export class CloseError extends HttpError {
  constructor(
    message: string,
    readonly overlappingIds: string[],
  ) {
    super(400, message);
  }
}

/**
 * POST /api/Time/Close (time spec 4 "Time record lifecycle", 5, 7): the complete open records
 * (IN and OUT set, active, not batched) whose IN lies in [from, to], or exactly `timeIds`, go into
 * one batch per employee and pay period instance. The pay period is `payPeriodId` when given, else
 * that of the pay group resolved for the record (employee's, then its location's, then the company
 * default); its instance is computed by payPeriodContainingDay in the company's time zone. An open
 * (not approved) batch of the same employee and period instance is reused (and marked unprocessed);
 * an approved one is not. Records overlapping another active record of the same employee are left
 * open and listed in `overlappingIds`. Errors (400): 'No complete record to batch' (with
 * overlappingIds when every candidate overlapped); unknown pay period; no pay period resolvable.
 * Each batched record gets a time_audit row ('batch').
 */
export async function closeTime(
  db: Db,
  auth: Auth,
  req: TimeCloseRequest,
  now: Date = new Date(),
): Promise<CloseOutcome | TimeClosePreview> {
  const companyId = auth.companyId!;
  const from = parseInstant(req.from, 'from');
  const to = parseInstant(req.to, 'to');
  const timeIds = req.timeIds ?? null;
  if (!timeIds?.length && !from && !to) {
    throw badRequest('from and to, or timeIds, are required.');
  }
  const prof = profiler('close');
  return db.transaction(async (tx) => {
    const params: unknown[] = [companyId];
    let cond: string;
    if (timeIds?.length) {
      params.push(timeIds);
      cond = 't.id = ANY($2::text[])';
    } else {
      const parts: string[] = [];
      if (from) {
        params.push(from);
        parts.push(`t."inTimeStamp" >= $${params.length}::timestamptz`);
      }
      if (to) {
        params.push(to);
        parts.push(`t."inTimeStamp" <= $${params.length}::timestamptz`);
      }
      cond = parts.join(' AND ');
    }
    // One JSON text (PGlite decodes result cells one by one): id, employee, location, IN, OUT (UTC).
    const found = await tx.query<{ j: string | null }>(
      `SELECT json_agg(json_build_array(t.id, t.employee_id, t.location_id, t."inTimeStamp" AT TIME ZONE 'UTC',
                t."outTimeStamp" AT TIME ZONE 'UTC') ORDER BY t.employee_id, t."inTimeStamp")::text AS j
         FROM time_record t
        WHERE t.company_id = $1 AND t.status = 1 AND t."timeBatch_id" IS NULL
          AND t."inTimeStamp" IS NOT NULL AND t."outTimeStamp" IS NOT NULL AND ${cond}`,
      params,
    );
    const candidates = (
      JSON.parse(found[0]?.j ?? '[]') as [string, string, string | null, string, string][]
    ).map(([id, employee_id, location_id, a, b]) => ({
      id,
      employee_id,
      location_id,
      inTimeStamp: `${a}Z`,
      outTimeStamp: `${b}Z`,
    }));
    if (candidates.length === 0) throw new CloseError(BATCH_MESSAGES.noCompleteRecord, []);
    prof('candidates');
    // Overlaps by window functions over the employees' records around the candidates (records last at
    // most 24 h): a record overlaps an earlier one when its IN is before the latest earlier OUT, and a
    // later one when the next IN is before its OUT. The span: earliest IN, latest OUT (+1 ms: the
    // JSON's microseconds were cut to milliseconds).
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const c of candidates) {
      first = Math.min(first, Date.parse(c.inTimeStamp));
      last = Math.max(last, Date.parse(c.outTimeStamp));
    }
    const candidateIds = pgArray(candidates.map((c) => c.id));
    const overlapping = (
      await tx.query<{ id: string }>(
        `SELECT id FROM (
           SELECT t.id, t."inTimeStamp" < max(t."outTimeStamp") OVER w_before AS after_overlap,
                  lead(t."inTimeStamp") OVER w < t."outTimeStamp" AS before_overlap
             FROM time_record t
            WHERE t.company_id = $1 AND t.status = 1 AND t.employee_id = ANY($2::text[])
              AND t."inTimeStamp" IS NOT NULL AND t."outTimeStamp" IS NOT NULL
              AND t."inTimeStamp" < $4::timestamptz AND t."outTimeStamp" > $3::timestamptz - interval '1 day'
           WINDOW w AS (PARTITION BY t.employee_id ORDER BY t."inTimeStamp", t.id),
                  w_before AS (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
         ) x WHERE (after_overlap OR before_overlap) AND id = ANY($5::text[])`,
        [
          companyId,
          pgArray([...new Set(candidates.map((c) => c.employee_id))]),
          new Date(first).toISOString(),
          new Date(last + 1).toISOString(),
          candidateIds,
        ],
      )
    ).map((r) => r.id);
    prof('overlaps');
    const skip = new Set(overlapping);
    const records = candidates.filter((c) => !skip.has(c.id));
    if (records.length === 0) throw new CloseError(BATCH_MESSAGES.noCompleteRecord, overlapping.sort());

    const company = await loadCompany(tx, companyId);
    const rules = await loadPayRules(tx, companyId);
    const employeeIds = [...new Set(records.map((r) => r.employee_id))];
    prof('rules');
    const locationIds = [...new Set(records.map((r) => r.location_id).filter((x): x is string => !!x))];
    const emps = await tx.query<{ id: string; payGroup_id: string | null; fullName: string | null }>(
      `SELECT id, "payGroup_id", "fullName" FROM employee WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, employeeIds],
    );
    const locs = await tx.query<{ id: string; payGroup_id: string | null }>(
      `SELECT id, "payGroup_id" FROM location WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, locationIds],
    );
    const empById = new Map(emps.map((e) => [e.id, e]));
    const locById = new Map(locs.map((l) => [l.id, l]));
    const activeGroup = (id: string | null | undefined) => {
      const g = id ? rules.groups.get(id) : undefined;
      return g && g.status !== 3 ? g.id : null;
    };
    let fixedPeriod: (PayPeriod & { id: string }) | null = null;
    if (req.payPeriodId) {
      const p = rules.periods.get(req.payPeriodId);
      if (!p || p.status === 3) throw badRequest(`Pay Period ${req.payPeriodId} not found.`);
      fixedPeriod = p as unknown as PayPeriod & { id: string };
    }
    const rangeCache = new Map<string, PayPeriodRange>();
    type Group = {
      key: string;
      employee_id: string;
      period: string;
      payGroup: string | null;
      range: PayPeriodRange;
      ids: string[];
    };
    const groups = new Map<string, Group>();
    for (const r of records) {
      const emp = empById.get(r.employee_id);
      const loc = r.location_id ? locById.get(r.location_id) : undefined;
      const groupId = resolvePayGroup(
        { payGroup_id: activeGroup(emp?.payGroup_id) },
        { payGroup_id: activeGroup(loc?.payGroup_id) },
        { payGroup_id: activeGroup(company.payGroup_id) },
      );
      const group = groupId ? rules.groups.get(groupId) : undefined;
      const period =
        fixedPeriod ??
        (group?.payPeriod_id ? (rules.periods.get(group.payPeriod_id) as PayPeriod & { id: string }) : null);
      if (!period || period.status === 3) {
        throw badRequest(
          `No pay period applies to ${emp?.fullName ?? r.employee_id}: give the employee, the location or the company a pay group with a pay period.`,
        );
      }
      const day = localDayNumber(new Date(r.inTimeStamp as string).getTime(), company.timeZone);
      const ck = `${period.id}|${day}`;
      let range = rangeCache.get(ck);
      if (!range) {
        try {
          range = payPeriodContainingDay(period, day, company.timeZone);
        } catch (err) {
          if (isDomainError(err)) throw badRequest(`Pay Period ${period.name}: ${err.message}`);
          throw err;
        }
        rangeCache.set(ck, range);
      }
      const key = `${r.employee_id}|${period.id}|${range.startDate}`;
      let g = groups.get(key);
      if (!g) {
        g = { key, employee_id: r.employee_id, period: period.id, payGroup: groupId, range, ids: [] };
        groups.set(key, g);
      }
      g.ids.push(r.id);
    }

    prof('pay periods');
    // Pay periods that have not ended (their exclusive end after now) stay open unless asked for.
    const nowMs = now.getTime();
    const ended = (g: Group) => Date.parse(g.range.end) <= nowMs;
    if (req.preview) {
      const counts = (list: Group[]): BatchCounts => ({
        records: list.reduce((n, g) => n + g.ids.length, 0),
        employees: new Set(list.map((g) => g.employee_id)).size,
        payPeriods: new Set(list.map((g) => `${g.period}|${g.range.startDate}`)).size,
      });
      const all = [...groups.values()];
      const unfinished = new Map<string, { startDate: string; endDate: string }>();
      for (const g of all.filter((x) => !ended(x))) {
        unfinished.set(`${g.range.startDate}|${g.range.endDate}`, {
          startDate: g.range.startDate,
          endDate: g.range.endDate,
        });
      }
      return {
        finished: counts(all.filter(ended)),
        all: counts(all),
        unfinishedPayPeriods: [...unfinished.values()].sort((a, b) => a.startDate.localeCompare(b.startDate)),
        overlappingIds: overlapping.sort(),
      };
    }
    if (!req.includeUnfinished) {
      for (const [k, g] of groups) if (!ended(g)) groups.delete(k);
      if (groups.size === 0) throw new CloseError(BATCH_MESSAGES.unfinishedOnly, overlapping.sort());
    }
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`time-batch:${companyId}`]);
    const open = await tx.query<{
      id: string;
      batchId: number;
      employee_id: string;
      p: string | null;
      sd: string;
    }>(
      `SELECT id, "batchId", employee_id, "payPeriod_id" AS p, "payPeriodStartDate"::text AS sd FROM time_batch
        WHERE company_id = $1 AND status = 1 AND "approvedTimeStamp" IS NULL AND employee_id = ANY($2::text[])`,
      [companyId, employeeIds],
    );
    const openByKey = new Map(open.map((b) => [`${b.employee_id}|${b.p}|${b.sd}`, b]));
    const maxRow = await tx.query<{ n: number | null }>(
      'SELECT max("batchId") AS n FROM time_batch WHERE company_id = $1',
      [companyId],
    );
    let next = Number(maxRow[0]?.n ?? 0);
    const created: Record<string, unknown>[] = [];
    const reused: string[] = [];
    const links: { id: string; b: string }[] = [];
    const out: CloseOutcome['batches'] = [];
    for (const g of groups.values()) {
      const existing = openByKey.get(g.key);
      let id: string;
      let num: number;
      if (existing) {
        id = existing.id;
        num = Number(existing.batchId);
        reused.push(id);
      } else {
        id = randomUUID();
        next += 1;
        num = next;
        created.push({
          id,
          num,
          employee_id: g.employee_id,
          period: g.period,
          grp: g.payGroup,
          sd: g.range.startDate,
          ed: g.range.endDate,
          s: g.range.start,
          e: g.range.end,
        });
      }
      for (const rid of g.ids) links.push({ id: rid, b: id });
      out.push({
        id,
        batchId: num,
        employee_id: g.employee_id,
        payPeriodStartDate: g.range.startDate,
        payPeriodEndDate: g.range.endDate,
        records: g.ids.length,
      });
    }
    prof('open batches');
    if (created.length) {
      await tx.query(
        `INSERT INTO time_batch (id, company_id, "batchId", employee_id, "payPeriod_id", "payGroup_id",
            "payPeriodStartDate", "payPeriodEndDate", "payPeriodStart", "payPeriodEnd", "createdTimeStamp")
         SELECT x.id, $1, x.num, x.employee_id, x.period, x.grp, x.sd::date, x.ed::date,
                x.s::timestamptz, x.e::timestamptz, now()
           FROM jsonb_to_recordset($2::jsonb) AS x(id text, num int, employee_id text, period text, grp text,
                sd text, ed text, s text, e text)`,
        [companyId, JSON.stringify(created)],
      );
    }
    if (reused.length) {
      await tx.query(
        `UPDATE time_batch SET "processedTimestamp" = NULL, updated_at = now()
          WHERE company_id = $1 AND id = ANY($2::text[])`,
        [companyId, reused],
      );
    }
    // Link the records and audit them in one statement (one pass over the records).
    await tx.query(
      `WITH linked AS (
         UPDATE time_record t SET "timeBatch_id" = x.b, updated_at = now()
           FROM unnest($2::text[], $3::text[]) AS x(id, b)
          WHERE t.company_id = $1 AND t.id = x.id
         RETURNING t.id, t.employee_id, t."inTimeStamp", t."outTimeStamp", t."timeBatch_id")
       INSERT INTO time_audit (id, company_id, time_id, action, user_id, employee_id, before, after)
       SELECT ${auditIdsSql()}, $1, l.id, $6, $4, $5,
              ${auditSnapshot('l', false)}, ${auditSnapshot('l', true, 'batch')}
         FROM linked l`,
      [
        companyId,
        pgArray(links.map((l) => l.id)),
        pgArray(links.map((l) => l.b)),
        auth.userId,
        auth.employeeId,
        await auditActionOf(tx, 'batch'),
      ],
    );
    const batchedIds = links.map((l) => l.id);
    prof('link records and audit');
    return { batches: out, batchedIds, overlappingIds: overlapping.sort(), message: PAYROLL_TOASTS.batched };
  });
}

interface BatchRow {
  id: string;
  batchId: number;
  employee_id: string;
  payPeriod_id: string | null;
  payGroup_id: string | null;
  payPeriodStart: unknown;
  payPeriodEnd: unknown;
  processedTimestamp: unknown;
  approvedTimeStamp: unknown;
  approvedBy_id: string | null;
}

async function loadBatches(db: Db, companyId: string, ids: readonly string[]): Promise<BatchRow[]> {
  if (ids.length === 0) return [];
  return db.query<BatchRow>(
    `SELECT id, "batchId", employee_id, "payPeriod_id", "payGroup_id", "payPeriodStart", "payPeriodEnd",
            "processedTimestamp", "approvedTimeStamp", "approvedBy_id"
       FROM time_batch WHERE company_id = $1 AND status = 1 AND id = ANY($2::text[]) ORDER BY "batchId"`,
    [companyId, [...new Set(ids)]],
  );
}

const RECORD_COLUMNS = `t.id, t.employee_id, t.location_id, t.task_id, t."inTimeStamp", t."outTimeStamp",
  t."inTimeZone", t."outTimeZone", t."payType", t."totalSeconds", t."bypassAutoLunch", t."timeBatch_id", t.status`;

function toTimeRecord(r: Record<string, unknown>): TimeRecord {
  return {
    id: r.id as string,
    employee_id: r.employee_id as string,
    location_id: (r.location_id as string | null) ?? null,
    task_id: (r.task_id as string | null) ?? null,
    inTimeStamp: iso(r.inTimeStamp),
    outTimeStamp: iso(r.outTimeStamp),
    inTimeZone: (r.inTimeZone as string | null) ?? null,
    outTimeZone: (r.outTimeZone as string | null) ?? null,
    payType: r.payType === null || r.payType === undefined ? null : Number(r.payType),
    totalSeconds: r.totalSeconds === null || r.totalSeconds === undefined ? null : Number(r.totalSeconds),
    bypassAutoLunch: r.bypassAutoLunch === true,
    timeBatch_id: (r.timeBatch_id as string | null) ?? null,
    status: Number(r.status),
  };
}

/** Fields of a time record in the JSON arrays of loadBatchRecords, in order. */
const RECORD_JSON_FIELDS = [
  'id',
  'employee_id',
  'location_id',
  'task_id',
  'inTimeStamp',
  'outTimeStamp',
  'inTimeZone',
  'outTimeZone',
  'payType',
  'totalSeconds',
  'bypassAutoLunch',
  'status',
] as const;
/** Instants go as UTC wall times ('2026-10-12T13:07:00', whatever the session zone) and get a 'Z'. */
const STAMPS = new Set<string>(['inTimeStamp', 'outTimeStamp']);

/**
 * The time records (not deleted) of batches `batchIds`, by batch id, each list by IN time. One JSON
 * text per batch (json_agg of arrays): PGlite decodes result cells one by one in JavaScript, and
 * 1,000 texts parsed by JSON.parse cost a third of 10,000 rows of 13 cells (bench/payroll).
 */
async function loadBatchRecords(
  db: Db,
  companyId: string,
  batchIds: readonly string[],
): Promise<Map<string, TimeRecord[]>> {
  const rows = await db.query<{ b: string; j: string }>(
    `SELECT t."timeBatch_id" AS b,
            json_agg(json_build_array(${RECORD_JSON_FIELDS.map((f) => (STAMPS.has(f) ? `t."${f}" AT TIME ZONE 'UTC'` : `t."${f}"`)).join(', ')})
                     ORDER BY t."inTimeStamp")::text AS j
       FROM time_record t
      WHERE t.company_id = $1 AND t."timeBatch_id" = ANY($2::text[]) AND t.status <> 3
      GROUP BY 1`,
    [companyId, batchIds],
  );
  const byBatch = new Map<string, TimeRecord[]>();
  for (const row of rows) {
    const list: TimeRecord[] = [];
    for (const values of JSON.parse(row.j) as unknown[][]) {
      const r: Record<string, unknown> = { timeBatch_id: row.b };
      RECORD_JSON_FIELDS.forEach((f, i) => {
        const v = values[i];
        r[f] = STAMPS.has(f) && typeof v === 'string' ? `${v}Z` : v;
      });
      list.push(toTimeRecord(r));
    }
    byBatch.set(row.b, list);
  }
  return byBatch;
}

/** The rules of a batch: its pay group (stored at close, else resolved now) and that group's rules. */
function rulesOf(batch: BatchRow, rules: PayRules, companyGroup: string | null, empGroup: string | null) {
  const live = (id: string | null | undefined) => {
    const g = id ? rules.groups.get(id) : undefined;
    return g && g.status !== 3 ? g : undefined;
  };
  const group = live(batch.payGroup_id) ?? live(empGroup) ?? live(companyGroup);
  const pick = <T>(m: Map<string, T & { status?: number }>, id: unknown): T | null => {
    const v = typeof id === 'string' ? m.get(id) : undefined;
    return v && v.status !== 3 ? v : null;
  };
  const period =
    pick<PayPeriod>(rules.periods as never, batch.payPeriod_id) ??
    pick<PayPeriod>(rules.periods as never, group?.payPeriod_id);
  return {
    payPeriod: period,
    overtimeRule: pick<OvertimeRule>(rules.overtime as never, group?.overtimeRule_id),
    shiftRule: pick<ShiftRule>(rules.shifts as never, group?.shiftRule_id),
    payCodeRule: pick<PayCodeRule>(rules.codes as never, group?.payCodeRule_id),
    defaultShift: (group?.defaultShift as number | undefined) ?? null,
  };
}

/** Answer of processBatches. */
export type ProcessOutcome =
  | { requiresConfirmation: true; manualEdits: number; message: string }
  | { processed: number; completedShifts: number; batchIds: string[]; message: string };

/**
 * POST /api/Time/Process (design.md "Time engine"; time spec 4, 5): runs the overtime engine
 * (processShifts of @wm/domain) for each selected open (not approved) batch, i.e. per employee and
 * pay period, with the rules of the batch's pay group, counting records of the same workweek in the
 * previous pay period (a split week) toward weekly and consecutive-day cutoffs. The batch's
 * system-generated completed shifts are replaced and processedTimestamp set. Manually edited system
 * shifts (wasManuallyEdited with a time record) are only replaced with `confirmOverwrite: true`;
 * otherwise nothing changes and the answer is {requiresConfirmation: true, manualEdits: n}. Shifts
 * added by hand (no time record) are always kept. Errors (400): 'Please select an open batched record
 * to process.' when no selected batch is open; an engine error's message. Audit: 'process' per record.
 */
export async function processBatches(db: Db, auth: Auth, req: TimeProcessRequest): Promise<ProcessOutcome> {
  const companyId = auth.companyId!;
  const ids = req.batchIds ?? [];
  const prof = profiler('process');
  return db.transaction(async (tx) => {
    const batches = (await loadBatches(tx, companyId, ids)).filter((b) => !b.approvedTimeStamp);
    if (batches.length === 0) throw badRequest(BATCH_MESSAGES.noOpenBatch);
    const batchIds = batches.map((b) => b.id);
    const edits = await tx.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM completed_shift WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[])
          AND status = 1 AND "wasManuallyEdited" AND "timeRecord_id" IS NOT NULL`,
      [companyId, batchIds],
    );
    const manualEdits = Number(edits[0]?.n ?? 0);
    if (manualEdits > 0 && req.confirmOverwrite !== true) {
      return {
        requiresConfirmation: true as const,
        manualEdits,
        message: `Processing replaces ${manualEdits} manually edited shift(s). Send confirmOverwrite to proceed.`,
      };
    }
    prof('batches');
    const company = await loadCompany(tx, companyId);
    const rules = await loadPayRules(tx, companyId);
    prof('rules');
    const byBatch = await loadBatchRecords(tx, companyId, batchIds);
    prof('records');
    const empRows = await tx.query<{ id: string; payGroup_id: string | null }>(
      `SELECT id, "payGroup_id" FROM employee WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, [...new Set(batches.map((b) => b.employee_id))]],
    );
    const empGroup = new Map(empRows.map((e) => [e.id, e.payGroup_id]));

    // The split week: records of the workweek that began before the pay period.
    const plans = batches.map((b) => {
      const r = rulesOf(b, rules, company.payGroup_id, empGroup.get(b.employee_id) ?? null);
      const startMs = new Date(b.payPeriodStart as string).getTime();
      const startDay = localDayNumber(startMs, company.timeZone);
      const back = (dateOfDayNumber(startDay).weekday - workweekStartDay(r.payPeriod) + 7) % 7;
      const priorFrom =
        back > 0 ? new Date(zonedMidnight(startDay - back, company.timeZone)).toISOString() : null;
      return { batch: b, rules: r, priorFrom, priorTo: new Date(startMs).toISOString() };
    });
    const windows = plans
      .filter((p) => p.priorFrom)
      .map((p) => ({ b: p.batch.id, e: p.batch.employee_id, a: p.priorFrom, z: p.priorTo }));
    const prior = new Map<string, TimeRecord[]>();
    if (windows.length) {
      const rows = await tx.query<Record<string, unknown>>(
        `SELECT w.b AS window_batch, ${RECORD_COLUMNS} FROM time_record t
           JOIN jsonb_to_recordset($2::jsonb) AS w(b text, e text, a timestamptz, z timestamptz)
             ON t.employee_id = w.e AND t."inTimeStamp" >= w.a AND t."inTimeStamp" < w.z
          WHERE t.company_id = $1 AND t.status = 1 AND t."outTimeStamp" IS NOT NULL`,
        [companyId, JSON.stringify(windows)],
      );
      for (const r of rows) {
        const list = prior.get(r.window_batch as string) ?? [];
        list.push(toTimeRecord(r));
        prior.set(r.window_batch as string, list);
      }
    }

    prof('prior records');
    const shifts: CompletedShift[] = [];
    for (const p of plans) {
      const records = byBatch.get(p.batch.id) ?? [];
      if (records.length === 0) continue;
      try {
        for (const s of processShifts({
          records,
          priorRecords: prior.get(p.batch.id) ?? [],
          ...p.rules,
          timeZone: company.timeZone,
          timeBatch_id: p.batch.id,
        })) {
          shifts.push(s);
        }
      } catch (err) {
        if (isDomainError(err)) throw badRequest(`Batch ${p.batch.batchId}: ${err.message}`);
        throw err;
      }
    }

    prof(`engine (${shifts.length} shifts)`);
    await tx.query(
      `DELETE FROM completed_shift WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[])
          AND "timeRecord_id" IS NOT NULL`,
      [companyId, batchIds],
    );
    prof('delete old shifts');
    await insertCompletedShifts(tx, companyId, shifts);
    prof('insert shifts');
    await tx.query(
      `UPDATE time_batch SET "processedTimestamp" = now(), updated_at = now()
        WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, batchIds],
    );
    await auditBatchStep(tx, companyId, actor(auth), 'process', batchIds);
    prof('audit');
    return {
      processed: batches.length,
      completedShifts: shifts.length,
      batchIds,
      message: PAYROLL_TOASTS.processed,
    };
  });
}

/**
 * POST /api/Batch/Close (time spec 4, 7): approves the selected processed batches and their shifts
 * (approvedBy_id = the caller's employee, approvedTimeStamp = now); already approved batches keep
 * their approval. Answer: [{id, batchId, approvedTimeStamp, approvedById}]. Errors (400): 'Please
 * select a batched record to close.' when none is found; 'Batch <n> is not processed yet: process it
 * before closing.' Audit: 'approve' per record.
 */
export async function approveBatches(
  db: Db,
  auth: Auth,
  ids: readonly string[],
): Promise<BatchCloseResult[]> {
  const companyId = auth.companyId!;
  return db.transaction(async (tx) => {
    const batches = await loadBatches(tx, companyId, ids);
    if (batches.length === 0) throw badRequest('Please select a batched record to close.');
    const unprocessed = batches.find((b) => !b.approvedTimeStamp && !b.processedTimestamp);
    if (unprocessed) {
      throw badRequest(`Batch ${unprocessed.batchId} is not processed yet: process it before closing.`);
    }
    const toApprove = batches.filter((b) => !b.approvedTimeStamp).map((b) => b.id);
    if (toApprove.length) {
      const now = new Date().toISOString();
      await tx.query(
        `UPDATE time_batch SET "approvedBy_id" = $3, "approvedTimeStamp" = $4::timestamptz, updated_at = now()
          WHERE company_id = $1 AND id = ANY($2::text[])`,
        [companyId, toApprove, auth.employeeId, now],
      );
      await tx.query(
        `UPDATE completed_shift SET "approvedBy_id" = $3, "approvedTimeStamp" = $4::timestamptz, updated_at = now()
          WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[])`,
        [companyId, toApprove, auth.employeeId, now],
      );
      await auditBatchStep(tx, companyId, actor(auth), 'approve', toApprove);
    }
    const after = await loadBatches(
      tx,
      companyId,
      batches.map((b) => b.id),
    );
    return after.map((b) => ({
      id: b.id,
      batchId: Number(b.batchId),
      approvedTimeStamp: iso(b.approvedTimeStamp)!,
      approvedById: b.approvedBy_id,
    }));
  });
}

/**
 * Reverses batches to open (time spec 4: "Reversing a batch returns entries to open; export to
 * other systems is not reversed"): deletes their completed shifts, unlinks their time records
 * (timeBatch_id null; a record's export state stays) and marks the batches deleted (status 3).
 * Audit: 'reopen' per record. Returns the batch ids found and the reopened record ids.
 */
export async function reopenBatches(
  db: Db,
  auth: Auth,
  ids: readonly string[],
): Promise<{ batchIds: string[]; timeIds: string[] }> {
  const companyId = auth.companyId!;
  return db.transaction(async (tx) => {
    const batches = await loadBatches(tx, companyId, ids);
    const batchIds = batches.map((b) => b.id);
    if (batchIds.length === 0) return { batchIds, timeIds: [] };
    await tx.query(`DELETE FROM completed_shift WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[])`, [
      companyId,
      batchIds,
    ]);
    await auditBatchStep(tx, companyId, actor(auth), 'reopen', batchIds, false);
    const unlinked = await tx.query<{ id: string; status: number }>(
      `UPDATE time_record t SET "timeBatch_id" = NULL, updated_at = now()
        WHERE t.company_id = $1 AND t."timeBatch_id" = ANY($2::text[]) RETURNING t.id, t.status`,
      [companyId, batchIds],
    );
    const timeIds = unlinked.filter((r) => Number(r.status) !== 3).map((r) => r.id);
    await tx.query(
      `UPDATE time_batch SET status = 3, updated_at = now() WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, batchIds],
    );
    await noteDeletedVia(tx, companyId, 'TimeBatch', batchIds, auth.userId, 'reverse');
    return { batchIds, timeIds };
  });
}
