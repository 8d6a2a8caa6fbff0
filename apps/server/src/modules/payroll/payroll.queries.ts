import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';

/** Active daily children of main rules `ids`, by parent id, ordered by weekday. */
export async function loadDailyShifts(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  if (ids.length === 0) return out;
  const rows = await db.query<{
    id: string;
    status: number;
    name: string | null;
    parentId: string;
    type: number | null;
    data: Record<string, unknown>;
  }>(
    `SELECT id, status, name, "parentId", type, data FROM shift_rule
      WHERE company_id = $1 AND "parentId" = ANY($2::text[]) AND status <> 3 ORDER BY type, id`,
    [companyId, ids],
  );
  for (const r of rows) {
    const child = { ...r.data, id: r.id, status: r.status, name: r.name, parentId: r.parentId, type: r.type };
    const list = out.get(r.parentId) ?? [];
    list.push(child);
    out.set(r.parentId, list);
  }
  return out;
}

/**
 * A PostgreSQL array literal ('{"a","b",NULL,3,t}') of strings, numbers, booleans and nulls, for a
 * parameter cast to an array type ($1::text[]). Building it here is several times faster than the
 * drivers' element-by-element array serialisation for tens of thousands of values.
 */
export function pgArray(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number') parts[i] = Number.isFinite(v) ? String(v) : 'NULL';
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else {
      const t = String(v);
      // Escaping only when needed: the regular expression per element was most of the cost.
      parts[i] = t.includes('"') || t.includes('\\') ? `"${t.replace(/[\\"]/g, '\\$&')}"` : `"${t}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/** ISO 8601 UTC of a timestamptz value (Date from the driver, or text), null for null. */
export function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * 'YYYY-MM-DD' of a `date` column as the entity API hands it over (already turned into an ISO string
 * by the driver's Date): node-postgres makes a LOCAL midnight, PGlite a UTC midnight. Other strings
 * pass through.
 */
export function dateOnly(value: unknown, kind: 'pglite' | 'postgres'): unknown {
  if (value === null || value === undefined) return value;
  const d =
    value instanceof Date ? value : typeof value === 'string' && value.length > 10 ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return value;
  const [y, m, day] =
    kind === 'postgres'
      ? [d.getFullYear(), d.getMonth() + 1, d.getDate()]
      : [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The company's IANA zone and default pay group (company settings payGroup_id, else top level). */
export async function loadCompany(
  db: Db,
  companyId: string,
): Promise<{ timeZone: string; payGroup_id: string | null }> {
  const rows = await db.query<{ timeZone: string | null; a: string | null; b: string | null }>(
    `SELECT "timeZone", data->'settings'->>'payGroup_id' AS a, data->>'payGroup_id' AS b FROM company WHERE id = $1`,
    [companyId],
  );
  const r = rows[0];
  return { timeZone: r?.timeZone || 'America/Denver', payGroup_id: r?.a || r?.b || null };
}

/** A rule row as the domain reads it: the data plus id, name, status (and shift-rule columns). */
type RuleRow = { id: string; name: string | null; status: number; data: Record<string, unknown> };
const toRule = (
  r: RuleRow,
): Record<string, unknown> & { id: string; name: string | null; status: number } => ({
  ...r.data,
  id: r.id,
  name: r.name,
  status: Number(r.status),
});

/** A pay group row: its data (rule ids, defaultShift) plus id, name, status, payPeriod_id. */
export type PayGroupRow = Record<string, unknown> & {
  id: string;
  name: string | null;
  status: number;
  payPeriod_id: string | null;
  overtimeRule_id?: string | null;
  shiftRule_id?: string | null;
  payCodeRule_id?: string | null;
  defaultShift?: number | null;
};

/** Every pay group, pay period and rule of the company (a company has few), by id. */
export async function loadPayRules(db: Db, companyId: string) {
  // Sequential: `db` may be a transaction client, which runs one query at a time.
  const groups = await db.query<RuleRow & { payPeriod_id: string | null }>(
    `SELECT id, name, status, "payPeriod_id", data FROM pay_group WHERE company_id = $1`,
    [companyId],
  );
  const periods = await db.query<RuleRow & { type: number }>(
    'SELECT id, name, status, type, data FROM pay_period WHERE company_id = $1',
    [companyId],
  );
  const overtime = await db.query<RuleRow>(
    'SELECT id, name, status, data FROM overtime_rule WHERE company_id = $1',
    [companyId],
  );
  const shifts = await db.query<RuleRow>(
    `SELECT id, name, status, data FROM shift_rule WHERE company_id = $1 AND "parentId" IS NULL`,
    [companyId],
  );
  const codes = await db.query<RuleRow>(
    'SELECT id, name, status, data FROM pay_code_rule WHERE company_id = $1',
    [companyId],
  );
  const kids = await loadDailyShifts(
    db,
    companyId,
    shifts.map((s) => s.id),
  );
  return {
    groups: new Map(groups.map((g) => [g.id, { ...toRule(g), payPeriod_id: g.payPeriod_id } as PayGroupRow])),
    periods: new Map(periods.map((p) => [p.id, { ...toRule(p), type: Number(p.type) }])),
    overtime: new Map(overtime.map((o) => [o.id, toRule(o)])),
    shifts: new Map(shifts.map((s) => [s.id, { ...toRule(s), children: kids.get(s.id) ?? [] }])),
    codes: new Map(codes.map((c) => [c.id, toRule(c)])),
  };
}
export type PayRules = Awaited<ReturnType<typeof loadPayRules>>;

/** Batching steps recorded in time_audit (until the time module's CHECK lists them, as 'update'). */
export type BatchAuditAction = 'batch' | 'process' | 'approve' | 'reopen';

/**
 * The time_audit.action value of a batching step: the step's own name once the time module's CHECK
 * allows it (migration 0102_time_audit_actions), else 'update' (the step stays in after.auditAction).
 */
export async function auditActionOf(db: Db, step: BatchAuditAction): Promise<string> {
  const rows = await db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
      WHERE c.conname = 'time_audit_action_check' AND c.conrelid = 'time_audit'::regclass`,
  );
  const def = rows[0]?.def;
  return def === undefined || def.includes(`'${step}'`) ? step : 'update';
}

/**
 * SQL of the ids of audit rows written by one set-based INSERT ... SELECT: a random UUID made once
 * here whose last 12 hex digits are the row's number (row_number() over the statement's rows), so
 * the ids stay unique UUIDs without gen_random_uuid() per row (which costs a random-bytes call each
 * on PGlite). Use it in the select list of a statement that writes at most 2^48 rows.
 */
export function auditIdsSql(): string {
  return `'${randomUUID().slice(0, 24)}' || lpad(to_hex(row_number() OVER ()), 12, '0')`;
}

/**
 * SQL of an audit snapshot of time record alias `a`: its id, employee, times and batch link (or
 * null without `withBatch`) and, when given, `auditAction` (the batching step).
 */
export function auditSnapshot(a: string, withBatch: boolean, action?: BatchAuditAction): string {
  return `jsonb_build_object('id', ${a}.id, 'employee_id', ${a}.employee_id, 'inTimeStamp', ${a}."inTimeStamp",
    'outTimeStamp', ${a}."outTimeStamp", 'timeBatch_id', ${withBatch ? `${a}."timeBatch_id"` : 'NULL'}${
      action ? `, 'auditAction', '${action}'` : ''
    })`;
}

/**
 * Writes one time_audit row per time record (not deleted) of batches `batchIds` (set-based) for a
 * batching step (before the step runs): before and after carry the record's employee, times and batch
 * link (after: none when the step unlinks the record, `staysInBatch` false); after.auditAction names
 * the step, and so does the row's action once the time module allows it (auditActionOf).
 */
export async function auditBatchStep(
  db: Db,
  companyId: string,
  actor: { userId: string; employeeId: string | null },
  action: BatchAuditAction,
  batchIds: readonly string[],
  staysInBatch = true,
): Promise<void> {
  if (batchIds.length === 0) return;
  await db.query(
    `INSERT INTO time_audit (id, company_id, time_id, action, user_id, employee_id, before, after)
     SELECT ${auditIdsSql()}, $1, t.id, $5, $2, $3, ${auditSnapshot('t', true)},
            ${auditSnapshot('t', staysInBatch, action)}
       FROM time_record t WHERE t.company_id = $1 AND t."timeBatch_id" = ANY($4::text[]) AND t.status <> 3`,
    [companyId, actor.userId, actor.employeeId, batchIds, await auditActionOf(db, action)],
  );
}

/**
 * Column-store encoding of rows for one INSERT ... SELECT FROM unnest(...): the values of `keys`
 * that repeat (a tuple of columns) are sent once in a dictionary and the rows carry its 1-based
 * index. Parsing array parameters is what a bulk insert spends most time on in PGlite (text and
 * timestamptz elements especially), so repeated tuples are parsed once instead of once per row.
 */
export function dictionary<R>(
  rows: readonly R[],
  key: (row: R) => string,
  tuple: (row: R) => unknown[],
): { index: number[]; values: unknown[][] } {
  const seen = new Map<string, number>();
  const values: unknown[][] = [];
  const index = new Array<number>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const k = key(row);
    let n = seen.get(k);
    if (n === undefined) {
      values.push(tuple(row));
      n = values.length;
      seen.set(k, n);
    }
    index[i] = n;
  }
  return { index, values };
}

/** Epoch milliseconds of an ISO instant (null stays null): a float8 parses far faster than a timestamptz. */
const epochMs = (v: string | null): number | null => (v === null ? null : Date.parse(v));

/** Rows of a chunk of insertCompletedShifts (one statement each; keeps parameter strings moderate). */
const SHIFT_CHUNK = 20000;

/**
 * Inserts completed shifts (the engine's rows, as they are) into completed_shift for `companyId`:
 * one INSERT per 20,000 rows. The per-record columns (time record, employee, batch, location, task,
 * zones) and the per-pay-row columns (pay type, lunch flag, pay code, rate, data) are
 * dictionary-encoded (see `dictionary`), in/out go as epoch milliseconds, workdays by dictionary.
 * The stored rows are the same as one row per shift with every column spelled out.
 */
export async function insertCompletedShifts(
  db: Db,
  companyId: string,
  shifts: readonly {
    id: string;
    timeRecord_id: string;
    employee_id: string;
    timeBatch_id: string | null;
    location_id: string | null;
    task_id: string | null;
    payType: number;
    isLunchDeduction: boolean;
    inTimeStamp: string | null;
    outTimeStamp: string | null;
    inTimeZone: string;
    outTimeZone: string;
    totalSeconds: number;
    workday: string;
    payCode: string | null;
    rate: number | null;
    shift: string | null;
    payCode_id: string | null;
    lunchSeconds: number;
    wasRounded: boolean;
  }[],
): Promise<void> {
  for (let start = 0; start < shifts.length; start += SHIFT_CHUNK) {
    const chunk = shifts.slice(start, start + SHIFT_CHUNK);
    // Keys joined by a control character that ids, zones and codes never contain.
    const rec = dictionary(
      chunk,
      (s) =>
        `${s.timeRecord_id}\u0001${s.employee_id}\u0001${s.timeBatch_id}\u0001${s.location_id}\u0001${s.task_id}\u0001${s.inTimeZone}\u0001${s.outTimeZone}`,
      (s) => [
        s.timeRecord_id,
        s.employee_id,
        s.timeBatch_id,
        s.location_id,
        s.task_id,
        s.inTimeZone,
        s.outTimeZone,
      ],
    );
    const pay = dictionary(
      chunk,
      (s) =>
        `${s.payType}\u0001${s.isLunchDeduction}\u0001${s.payCode}\u0001${s.rate}\u0001${s.shift}\u0001${s.payCode_id}\u0001${s.lunchSeconds}\u0001${s.wasRounded}`,
      (s) => [
        s.payType,
        s.isLunchDeduction,
        s.payCode,
        s.rate,
        JSON.stringify({
          shift: s.shift,
          payCode_id: s.payCode_id,
          lunchSeconds: s.lunchSeconds,
          wasRounded: s.wasRounded,
        }),
      ],
    );
    const day = dictionary(
      chunk,
      (s) => s.workday,
      (s) => [s.workday || null],
    );
    const col = <T>(d: { values: unknown[][] }, i: number) => pgArray(d.values.map((v) => v[i] as T));
    await db.query(
      `WITH r AS MATERIALIZED (
         SELECT * FROM unnest($9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                $15::text[]) WITH ORDINALITY AS r(r, e, b, loc, task, iz, oz, n)),
       p AS MATERIALIZED (
         SELECT p, l, pc, rate, d::jsonb AS d, n FROM unnest($16::smallint[], $17::boolean[], $18::text[],
                $19::float8[], $20::text[]) WITH ORDINALITY AS p(p, l, pc, rate, d, n)),
       w AS MATERIALIZED (SELECT * FROM unnest($21::date[]) WITH ORDINALITY AS w(w, n))
       INSERT INTO completed_shift (id, company_id, "timeRecord_id", employee_id, "timeBatch_id", "payType",
            "isLunchDeduction", "inTimeStamp", "outTimeStamp", "inTimeZone", "outTimeZone", "totalSeconds",
            workday, location_id, task_id, "payCode", rate, data)
       SELECT x.id, $1, r.r, r.e, r.b, p.p, p.l, to_timestamp(x.i / 1000), to_timestamp(x.o / 1000), r.iz, r.oz,
              x.s, w.w, r.loc, r.task, p.pc, p.rate, p.d
         FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::float8[], $7::float8[], $8::int[])
              AS x(id, ri, pi, wi, i, o, s)
         JOIN r ON r.n = x.ri JOIN p ON p.n = x.pi JOIN w ON w.n = x.wi`,
      [
        companyId,
        pgArray(chunk.map((s) => s.id)),
        pgArray(rec.index),
        pgArray(pay.index),
        pgArray(day.index),
        pgArray(chunk.map((s) => epochMs(s.inTimeStamp))),
        pgArray(chunk.map((s) => epochMs(s.outTimeStamp))),
        pgArray(chunk.map((s) => s.totalSeconds)),
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => col(rec, i)),
        ...[0, 1, 2, 3, 4].map((i) => col(pay, i)),
        col(day, 0),
      ],
    );
  }
}
