import { type Db, queryAtCommit } from '../../platform/db/db.js';
import { CLOCK_FORM_CONDITION } from '../forms/forms.clock.js';

/** What the clock needs to know about an employee. */
export interface ClockEmployeeRow {
  id: string;
  fullName: string;
  status: number;
  isAdministrator: boolean;
  permissionSetIds: string[];
  /** Holds Time:Execute:TimeTracking through a role (administrators hold every privilege). */
  tracksTime: boolean;
}

/**
 * Employees of the company among `ids` (any status), with whether they may track time: company
 * administrators, or a role (active) of their user holding `trackingPrivilege`.
 */
export async function loadClockEmployees(
  db: Db,
  companyId: string,
  ids: readonly string[],
  trackingPrivilege: string,
): Promise<Map<string, ClockEmployeeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ClockEmployeeSqlRow>(
    `SELECT ${CLOCK_EMPLOYEE_COLUMNS} FROM employee e WHERE e.company_id = $1 AND e.id = ANY($2::text[])`,
    [companyId, [...new Set(ids)], JSON.stringify([trackingPrivilege])],
  );
  return clockEmployeeMap(rows);
}

interface ClockEmployeeSqlRow {
  id: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  status: number;
  isAdministrator: boolean;
  permissionSetIds: unknown;
  tracks: boolean;
}

/** The columns of a ClockEmployeeSqlRow of `employee e`; $3 is the tracking privilege as a JSON array. */
const CLOCK_EMPLOYEE_COLUMNS = `e.id, e."fullName", e."firstName", e."lastName", e.status, e."isAdministrator",
            e.data->'permissionSetIds' AS "permissionSetIds",
            EXISTS (
              SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id
               WHERE e.user_id IS NOT NULL AND ur.user_id = e.user_id AND ur.company_id = e.company_id
                 AND r.status = 1 AND r.privileges @> $3::jsonb
            ) AS tracks`;

/** An active form of the company as the clock's form check reads it (see requiredClockForms). */
export interface ClockFormRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
}

/**
 * What a clock request reads before its transaction, in one statement (issue 18: one round trip
 * instead of three): the employees among `ids` as loadClockEmployees answers them, the company's
 * time zone (null when unset) and its active forms that can be required at a clock
 * (CLOCK_FORM_CONDITION) ordered by name, id (the rows requiredClockForms reads under the memo key
 * `form:<companyId>`). With `lockEmployeeId` (inside a transaction) it
 * also takes that employee's clock lock (lockEmployeeClock); what it reads does not depend on it.
 */
export async function loadClockSetup(
  db: Db,
  companyId: string,
  ids: readonly string[],
  trackingPrivilege: string,
  lockEmployeeId: string | null = null,
): Promise<ClockSetup> {
  const st = clockSetupStatement(companyId, ids, trackingPrivilege, lockEmployeeId);
  return clockSetupOf(await db.query<ClockSetupRow>(st.sql, st.params));
}

/** What loadClockSetup answers. */
export interface ClockSetup {
  employees: Map<string, ClockEmployeeRow>;
  timeZone: string | null;
  forms: ClockFormRow[];
}

/** The row of loadClockSetup's statement. */
export interface ClockSetupRow {
  timeZone: string | null;
  employees: ClockEmployeeSqlRow[] | null;
  forms: ClockFormRow[] | null;
}

/**
 * loadClockSetup's statement and parameters (to run as a transaction's first statement with
 * transactionWith, issue 18); clockSetupOf reads its rows.
 */
export function clockSetupStatement(
  companyId: string,
  ids: readonly string[],
  trackingPrivilege: string,
  lockEmployeeId: string | null = null,
): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT (SELECT c."timeZone" FROM company c WHERE c.id = $1) AS "timeZone",
            (SELECT json_agg(x) FROM (SELECT ${CLOCK_EMPLOYEE_COLUMNS} FROM employee e
              WHERE e.company_id = $1 AND e.id = ANY($2::text[])) x) AS employees,
            (SELECT json_agg(f ORDER BY f.name, f.id) FROM (SELECT id, name, data FROM form
              WHERE company_id = $1 AND status = 1 AND ${CLOCK_FORM_CONDITION}) f) AS forms${lockEmployeeId === null ? '' : ', pg_advisory_xact_lock(hashtextextended($4, 0)) AS locked'}`,
    params: [
      companyId,
      [...new Set(ids)],
      JSON.stringify([trackingPrivilege]),
      ...(lockEmployeeId === null ? [] : [clockLockKey(companyId, lockEmployeeId)]),
    ],
  };
}

/** The ClockSetup of clockSetupStatement's rows. */
export function clockSetupOf(rows: readonly ClockSetupRow[]): ClockSetup {
  const row = rows[0];
  return {
    employees: clockEmployeeMap(row?.employees ?? []),
    timeZone: row?.timeZone ?? null,
    forms: row?.forms ?? [],
  };
}

function clockEmployeeMap(rows: readonly ClockEmployeeSqlRow[]): Map<string, ClockEmployeeRow> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        fullName: r.fullName || [r.firstName, r.lastName].filter(Boolean).join(' ') || r.id,
        status: Number(r.status),
        isAdministrator: Boolean(r.isAdministrator),
        permissionSetIds: Array.isArray(r.permissionSetIds) ? r.permissionSetIds.map(String) : [],
        tracksTime: Boolean(r.isAdministrator) || Boolean(r.tracks),
      },
    ]),
  );
}

/**
 * True when the time record has notes: active TimeNote rows, or note ids kept on the record.
 * (An approved batched shift may be edited only then, time spec 4.)
 */
export async function timeRecordHasNotes(
  db: Db,
  companyId: string,
  timeId: string,
  noteIds: unknown,
): Promise<boolean> {
  if (Array.isArray(noteIds) && noteIds.length > 0) return true;
  const rows = await db.query(
    'SELECT 1 FROM time_note WHERE company_id = $1 AND time_id = $2 AND status <> 3 LIMIT 1',
    [companyId, timeId],
  );
  return rows.length > 0;
}

/** True when the time batch `batchId` of the company has been approved (Batch/Close). */
export async function isBatchApproved(db: Db, companyId: string, batchId: string): Promise<boolean> {
  const rows = await db.query<{ approved: boolean }>(
    'SELECT "approvedTimeStamp" IS NOT NULL AS approved FROM time_batch WHERE company_id = $1 AND id = $2',
    [companyId, batchId],
  );
  return rows[0]?.approved === true;
}

/**
 * Active employees of the company who may be clocked (time spec 6: "Only employees with
 * time-tracking privileges are selectable"): company administrators, or employees whose user holds
 * an active role with `trackingPrivilege`. `onlyId` limits the answer to one employee (the caller
 * without ClockInOthers). Sorted by last and first name.
 */
export async function listTimeTrackingEmployees(
  db: Db,
  companyId: string,
  trackingPrivilege: string,
  onlyId: string | null,
): Promise<
  {
    id: string;
    fullName: string;
    firstName: string | null;
    lastName: string | null;
    code: string | null;
    permissionSetIds: string[];
  }[]
> {
  const rows = await db.query<{
    id: string;
    fullName: string | null;
    firstName: string | null;
    lastName: string | null;
    code: string | null;
    permissionSetIds: unknown;
  }>(
    `SELECT e.id, e."fullName", e."firstName", e."lastName", e.code, e.data->'permissionSetIds' AS "permissionSetIds"
       FROM employee e
      WHERE e.company_id = $1 AND e.status = 1 AND ($3::text IS NULL OR e.id = $3)
        AND (e."isAdministrator" OR EXISTS (
              SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id
               WHERE e.user_id IS NOT NULL AND ur.user_id = e.user_id AND ur.company_id = e.company_id
                 AND r.status = 1 AND r.privileges @> $2::jsonb))
      ORDER BY lower(e."lastName"), lower(e."firstName"), e.id`,
    [companyId, JSON.stringify([trackingPrivilege]), onlyId],
  );
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName || [r.firstName, r.lastName].filter(Boolean).join(' ') || r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    code: r.code,
    permissionSetIds: Array.isArray(r.permissionSetIds) ? r.permissionSetIds.map(String) : [],
  }));
}

/** True when an active row `id` exists in `table` ('location' or 'task') for the company. */
export async function activeRowExists(
  db: Db,
  table: 'location' | 'task',
  companyId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE company_id = $1 AND id = $2 AND status = 1`, [
    companyId,
    id,
  ]);
  return rows.length > 0;
}

/** An active clock IN of the duplicate check (inTimeStamp as an ISO 8601 instant, UTC). */
export interface RecentClockIn {
  id: string;
  employee_id: string;
  inTimeStamp: string;
  status: number;
}

/** Active records of an employee whose IN lies in [fromIso, toIso] (the duplicate-IN check). */
export async function recentClockIns(
  db: Db,
  companyId: string,
  employeeId: string,
  fromIso: string,
  toIso: string,
): Promise<RecentClockIn[]> {
  const rows = await db.query<{
    id: string;
    employee_id: string;
    inTimeStamp: Date | string;
    status: number;
  }>(
    `SELECT id, employee_id, "inTimeStamp", status FROM time_record
      WHERE company_id = $1 AND employee_id = $2 AND status = 1
        AND "inTimeStamp" >= $3::timestamptz AND "inTimeStamp" <= $4::timestamptz`,
    [companyId, employeeId, fromIso, toIso],
  );
  return rows.map((r) => ({
    ...r,
    inTimeStamp: new Date(r.inTimeStamp).toISOString(),
    status: Number(r.status),
  }));
}

/** The id of the employee's most recent open record (IN set, no OUT, active), or null. */
export async function latestOpenRecordId(
  db: Db,
  companyId: string,
  employeeId: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM time_record
      WHERE company_id = $1 AND employee_id = $2 AND status = 1
        AND "outTimeStamp" IS NULL AND "inTimeStamp" IS NOT NULL
      ORDER BY "inTimeStamp" DESC LIMIT 1`,
    [companyId, employeeId],
  );
  return rows[0]?.id ?? null;
}

/** The id of the employee's record clocked out (server time) at or after `sinceIso`, latest first, or null. */
export async function latestClockOutSince(
  db: Db,
  companyId: string,
  employeeId: string,
  sinceIso: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM time_record
      WHERE company_id = $1 AND employee_id = $2 AND status = 1
        AND "outTimeStampServer" >= $3::timestamptz
      ORDER BY "outTimeStampServer" DESC LIMIT 1`,
    [companyId, employeeId, sinceIso],
  );
  return rows[0]?.id ?? null;
}

/** Serialises clock actions of one employee within the current transaction (PostgreSQL advisory lock). */
export async function lockEmployeeClock(db: Db, companyId: string, employeeId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    clockLockKey(companyId, employeeId),
  ]);
}

/** The advisory lock key of an employee's clock. */
function clockLockKey(companyId: string, employeeId: string): string {
  return `time-clock:${companyId}:${employeeId}`;
}

/** One audit row of a time record change. */
export interface TimeAuditEntry {
  companyId: string;
  timeId: string;
  /** Clock and editor actions; batch, process, approve and reopen are the payroll module's steps. */
  action:
    | 'clock-in'
    | 'clock-out'
    | 'create'
    | 'update'
    | 'delete'
    | 'batch'
    | 'process'
    | 'approve'
    | 'reopen'
    | 'signoff'
    | 'note';
  userId: string | null;
  employeeId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Writes one row of `time_audit` (who, when (now), action, before and after as JSON). With
 * `atCommit` it rides on the transaction's COMMIT (Db.queryAtCommit; nothing reads it before then).
 */
export async function insertTimeAudit(
  db: Db,
  id: string,
  entry: TimeAuditEntry,
  options: { atCommit?: boolean } = {},
): Promise<void> {
  await (options.atCommit ? (sql: string, p: unknown[]) => queryAtCommit(db, sql, p) : db.query.bind(db))(
    `INSERT INTO time_audit (id, company_id, time_id, action, user_id, employee_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      id,
      entry.companyId,
      entry.timeId,
      entry.action,
      entry.userId,
      entry.employeeId,
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
