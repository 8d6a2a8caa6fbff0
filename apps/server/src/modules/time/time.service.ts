import {
  CLOCK_MESSAGES,
  isValidTimeZone,
  PRIV,
  TIME_CONSTANTS,
  validateClockElapsed,
  validateClockSelection,
  validateNoDuplicateClockIn,
} from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import { type Db, transactionWith } from '../../platform/db/db.js';
import { type LookupMemo, memoised } from '../../platform/db/memo.js';
import type { EntityRegistry } from '../../platform/entities/repository.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import { PERMISSION_KINDS, permittedIds, permittedIdsOfKinds } from '../permissions/index.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withTrustedTimeWrite } from './time.context.js';
import { isoOrNull, requireTimeDelete } from './time.entities.js';
import {
  activeRowExists,
  type ClockEmployeeRow,
  type ClockSetupRow,
  clockSetupOf,
  clockSetupStatement,
  latestClockOutSince,
  latestOpenRecordId,
  listTimeTrackingEmployees,
  lockEmployeeClock,
  type RecentClockIn,
  recentClockIns,
} from './time.queries.js';
import type { ClockRecordInput } from './time.schemas.js';
import { checkClockForms, linkClockForms } from '../forms/forms.clock.js';

/** What the time services need from the platform. */
export interface TimeServiceDeps {
  db: Db;
  entities: EntityRegistry;
}

/** Our message when a clock OUT finds no open record (the spec names none). */
export const NO_OPEN_RECORD = 'No open clock IN was found for this employee.';

/** Privileges that open the clock (the /time/clock/ route, the kiosk and mobile real-time entry). */
const CLOCK_PRIVILEGES = [PRIV.RealTimeEntryWeb, PRIV.KioskClock, 'Time:Execute:RealTimeEntryMobile'];

/** Fields a clock request never sets; the server decides them. */
const SERVER_FIELDS = [
  'id',
  'status',
  'company_id',
  'inTimeStamp',
  'outTimeStamp',
  'inTimeStampServer',
  'outTimeStampServer',
  'inTimeStampRaw',
  'outTimeStampRaw',
  'totalSeconds',
  'compileState',
  'state',
  'timeBatch_id',
  'batchId',
  'wasManuallyEdited',
  'createdOn',
  'updatedOn',
  'customFieldsValid',
];

/** How a clock request was made: the clock screen, or a kiosk where each employee identifies by PIN. */
export interface ClockMode {
  kiosk?: boolean;
}

/** The clock privilege, and ClockInOthers for anyone but the caller (403); see clockRealTime. */
export function requireClockAccess(auth: Auth, employeeIds: readonly string[], mode: ClockMode = {}): void {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  if (mode.kiosk) {
    // At a kiosk the employee's PIN identifies them; the kiosk user needs no ClockInOthers.
    if (!auth.privileges.has(PRIV.KioskClock))
      throw forbidden(`Not authorized: requires ${PRIV.KioskClock}`, 'time.msg.kioskNotAuthorized');
    return;
  }
  if (!CLOCK_PRIVILEGES.some((p) => auth.privileges.has(p))) {
    throw forbidden(`Not authorized: the time clock requires ${PRIV.RealTimeEntryWeb}`);
  }
  if (employeeIds.some((id) => id !== auth.employeeId) && !auth.privileges.has(PRIV.ClockInOthers)) {
    throw forbidden(`Not authorized: clocking other employees in or out requires ${PRIV.ClockInOthers}`);
  }
}

/** The company's time zone, or the default clock-out zone. */
export async function companyTimeZone(db: Db, companyId: string): Promise<string> {
  const rows = await db.query<{ timeZone: string | null }>('SELECT "timeZone" FROM company WHERE id = $1', [
    companyId,
  ]);
  return rows[0]?.timeZone || TIME_CONSTANTS.clockOutTimeZone;
}

function zoneOrDefault(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !isValidTimeZone(value))
    throw badRequest(`Unknown time zone '${String(value)}'.`, 'time.msg.unknownZone', {
      zone: String(value),
    });
  return value;
}

/** The time the user entered, kept as the raw stamp; the server time when it is missing or unparsable. */
function enteredOr(value: unknown, nowIso: string): string {
  return isoOrNull(value) ?? nowIso;
}

function checkEmployee(
  emp: ClockEmployeeRow | undefined,
  id: string,
  timeLicensed: boolean,
): ClockEmployeeRow {
  if (!emp || emp.status === 3) throw badRequest(`Employee ${id} not found.`, 'time.msg.employeeNotFound');
  if (emp.status !== 1)
    throw badRequest(`${emp.fullName} is inactive and cannot be clocked in or out.`, 'time.msg.inactive', {
      name: emp.fullName,
    });
  if (!timeLicensed || !emp.tracksTime) {
    throw forbidden(
      `${emp.fullName} does not have the time-tracking privilege (${PRIV.TimeTracking}).`,
      'time.msg.noTimeTracking',
      { name: emp.fullName },
    );
  }
  return emp;
}

/**
 * POST /time/real (time spec 5 "Clock in/out", 7): clock IN creates a record stamped with the
 * server time (`inTimeStamp` = `inTimeStampServer` = now; the client's entered time is kept in
 * `inTimeStampRaw`); clock OUT (a record with `outTimeStamp`) completes the employee's open record
 * (the one named by `id`, else the latest) the same way. All records of a request are saved in one
 * transaction, or none.
 *
 * Checks, in order: the clock privilege and Time:Execute:ClockInOthers for anyone but the caller
 * (403); 'Please select a location.'; 'Please select task.' when the employee has permission sets;
 * 'Invalid Custom Field Input' (400); known, active employees holding Time:Execute:TimeTracking
 * (400/403); the location and task exist (400); no second IN within the last hour (409,
 * 'This employee already clocked IN within the last hour.'); an open record to complete (409,
 * NO_OPEN_RECORD); 'The elapsed time between IN and OUT must be at least 1 minute.' (400).
 * Returns the saved records in request order.
 */
export async function clockRealTime(
  deps: TimeServiceDeps,
  auth: Auth,
  inputs: readonly ClockRecordInput[],
  now: Date = new Date(),
  mode: ClockMode = {},
): Promise<EntityRecord[]> {
  requireClockAccess(
    auth,
    inputs.map((r) => r.employee_id),
    mode,
  );
  const companyId = auth.companyId!;
  const timeLicensed = auth.licensedModules.includes('Time');

  // The employees, the company's zone and its forms in one statement (issue 18), which also takes
  // the first employee's clock lock and rides on the transaction's BEGIN; the forms go into the
  // request's memo, where the form check reads them.
  const first = inputs[0]?.employee_id ?? null;
  const st = clockSetupStatement(
    companyId,
    inputs.map((r) => r.employee_id),
    PRIV.TimeTracking,
    first,
  );
  return transactionWith<EntityRecord[], ClockSetupRow>(deps.db, st.sql, st.params, async (tx, rows) => {
    const setup = clockSetupOf(rows);
    const { employees } = setup;
    const defaultZone = setup.timeZone || TIME_CONSTANTS.clockOutTimeZone;
    const memo: LookupMemo = new Map([[`form:${companyId}`, setup.forms]]);
    const locked = new Set(first === null ? [] : [first]);
    const saved: EntityRecord[] = [];
    for (const input of inputs) {
      saved.push(
        await clockOne(deps, auth, tx, input, {
          employees,
          timeLicensed,
          defaultZone,
          at: now,
          memo,
          locked,
        }),
      );
    }
    return saved;
  });
}

/** What clockOne needs besides the record: the loaded employees and the time the clock acts at. */
export interface ClockOneContext {
  employees: Map<string, ClockEmployeeRow>;
  timeLicensed: boolean;
  /** The company's zone, used when the record names none. */
  defaultZone: string;
  /** The clock time (the server time for a live tap; the entered time for a queued one). */
  at: Date;
  /**
   * A queued offline tap (issue 16): the server's receipt time, stored as the server stamp while the
   * entered time `at` becomes the clock time; the source becomes 'mobile'. Absent for a live tap.
   */
  receivedAt?: Date;
  /**
   * A batch's memo of read-only look-ups (the queue: permitted choices, active locations and tasks,
   * the company's forms), read once per request instead of once per tap; the checks are the same.
   */
  memo?: LookupMemo;
  /** Employees whose clock lock the transaction already holds (clockRealTime takes the first one's). */
  locked?: ReadonlySet<string>;
}

/**
 * One clock IN or OUT inside the caller's transaction `tx`, with every check of clockRealTime
 * (selection, employee, location/task, permitted choices, the one-hour duplicate check, an open
 * record to complete, the minimum elapsed time), all judged at `ctx.at`. Throws HttpError.
 */
export async function clockOne(
  deps: TimeServiceDeps,
  auth: Auth,
  tx: Db,
  input: ClockRecordInput,
  ctx: ClockOneContext,
): Promise<EntityRecord> {
  const companyId = auth.companyId!;
  const { employees, timeLicensed, defaultZone } = ctx;
  const now = ctx.at;
  const nowIso = now.toISOString();
  const serverIso = (ctx.receivedAt ?? now).toISOString();
  const queued = ctx.receivedAt !== undefined;
  const repo = deps.entities.repository('Time', auth, tx);
  const isOut = input.outTimeStamp !== undefined && input.outTimeStamp !== null && input.outTimeStamp !== '';
  // Locked for the save only under the employee's clock lock (taken first, as every clock call
  // does, so two calls never wait on each other's locks in opposite order).
  const open = isOut
    ? await findOpenRecord(deps, auth, tx, input, ctx.locked?.has(input.employee_id) === true)
    : null;
  if (isOut && !open) throw conflict(NO_OPEN_RECORD, 'time.msg.noOpenRecord');
  const selection = validateClockSelection({
    location_id: input.location_id ?? (open?.location_id as string | null | undefined) ?? null,
    task_id: input.task_id ?? (open?.task_id as string | null | undefined) ?? null,
    employees: [
      { id: input.employee_id, permissionSetIds: employees.get(input.employee_id)?.permissionSetIds },
    ],
    customFieldsValid: input.customFieldsValid ?? undefined,
  });
  if (selection) throw badRequest(selection.message, `domain.${selection.code}`);
  const emp = checkEmployee(employees.get(input.employee_id), input.employee_id, timeLicensed);
  if (!ctx.locked?.has(emp.id)) await lockEmployeeClock(tx, companyId, emp.id);

  const extra: Record<string, unknown> = { ...input };
  for (const f of SERVER_FIELDS) delete extra[f];

  if (!isOut) {
    const windowStart = new Date(
      now.getTime() - TIME_CONSTANTS.duplicateCheckWindowSeconds * 1000,
    ).toISOString();
    // The employee's clock lock is held (above), so the recent INs read here are current.
    const preloaded = await preloadInChecks(tx, companyId, emp, input, ctx.memo, {
      fromIso: windowStart,
      toIso: nowIso,
    });
    const exists = (table: 'location' | 'task', id: string) =>
      memoised(ctx.memo, `${table}:${companyId}:${id}`, () => activeRowExists(tx, table, companyId, id));
    if (input.location_id && !(await exists('location', input.location_id))) {
      throw badRequest(`Location ${input.location_id} not found.`, 'time.msg.locationNotFound');
    }
    if (input.task_id && !(await exists('task', input.task_id))) {
      throw badRequest(`Task ${input.task_id} not found.`, 'time.msg.taskNotFound');
    }
    await requirePermittedChoices(tx, companyId, emp, input, ctx.memo);
    const recent = preloaded ?? (await recentClockIns(tx, companyId, emp.id, windowStart, nowIso));
    const dup = validateNoDuplicateClockIn(emp.id, recent, now);
    if (dup) throw conflict(dup.message, `domain.${dup.code}`);
    // Forms required at clock IN (platform spec 3, 4.2): filled first, linked to the record.
    const inForms = await checkClockForms(
      tx,
      companyId,
      'in',
      emp,
      input.location_id ?? null,
      input.inFormSubmissionIds,
      ctx.memo,
    );
    const source = queued
      ? 'mobile'
      : ['clock', 'mobile', 'kiosk'].includes(String(input.source))
        ? input.source
        : 'clock';
    const record = {
      ...extra,
      employee_id: emp.id,
      location_id: input.location_id ?? null,
      task_id: input.task_id ?? null,
      device_id: input.device_id ?? null,
      assetIds: input.assetIds ?? [],
      inTimeStamp: nowIso,
      inTimeStampServer: serverIso,
      inTimeStampRaw: queued ? nowIso : enteredOr(input.inTimeStamp, nowIso),
      inTimeZone: zoneOrDefault(input.inTimeZone, defaultZone),
      inLat: input.inLat ?? TIME_CONSTANTS.gpsSentinel,
      inLon: input.inLon ?? TIME_CONSTANTS.gpsSentinel,
      outTimeStamp: null,
      outTimeStampServer: null,
      outTimeStampRaw: null,
      source,
      compileState: 'raw',
      wasManuallyEdited: false,
      status: 1,
    };
    const inRecord = await withTrustedTimeWrite({ action: 'clock-in' }, () =>
      repo.save(inForms.length ? { ...record, inFormSubmissionIds: inForms } : record),
    );
    await linkClockForms(tx, companyId, inForms, String(inRecord.id));
    return inRecord;
  }

  if (!open) throw conflict(NO_OPEN_RECORD); // (checked above; narrows the type)
  const elapsed = validateClockElapsed(open.inTimeStamp as string, now);
  if (elapsed) throw badRequest(elapsed.message, `domain.${elapsed.code}`);
  // The OUT completes the IN's record: location, task and assets stay as clocked in.
  const outFields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(extra)) {
    if (/^out[A-Z]/.test(k) || ['units', 'disclaimerAccepted', 'customFields', 'notes'].includes(k)) {
      outFields[k] = v;
    }
  }
  const outForms = await checkClockForms(
    tx,
    companyId,
    'out',
    emp,
    (open.location_id as string | null | undefined) ?? null,
    input.outFormSubmissionIds,
    ctx.memo,
  );
  const record = {
    ...outFields,
    ...(outForms.length ? { outFormSubmissionIds: outForms } : {}),
    id: open.id,
    outTimeStamp: nowIso,
    outTimeStampServer: serverIso,
    outTimeStampRaw: queued ? nowIso : enteredOr(input.outTimeStamp, nowIso),
    outTimeZone: zoneOrDefault(input.outTimeZone, (open.inTimeZone as string | null) ?? defaultZone),
    outLat: input.outLat ?? TIME_CONSTANTS.gpsSentinel,
    outLon: input.outLon ?? TIME_CONSTANTS.gpsSentinel,
  };
  const saved = await withTrustedTimeWrite({ action: 'clock-out' }, () =>
    repo.save(record, { existing: open }),
  );
  await linkClockForms(tx, companyId, outForms, String(open.id));
  return saved;
}

/**
 * The reads of a clock IN's checks that `memo` lacks, in one statement (issue 18: one round trip
 * instead of one per table and kind): whether the location and the task are active, and the
 * employee's permitted ids of each chosen kind (administrators are not limited: none read). Kept in
 * `memo` under the keys the checks below read, which then run in their order with their messages.
 * With `recent` (ISO 8601 instants) the same statement also answers the employee's active clock
 * INs in [fromIso, toIso] as recentClockIns does (the duplicate check's rows; call it with the
 * employee's clock lock held). Without a memo nothing is read ahead and it answers undefined.
 */
async function preloadInChecks(
  db: Db,
  companyId: string,
  emp: ClockEmployeeRow,
  input: ClockRecordInput,
  memo: LookupMemo | undefined,
  recent?: { fromIso: string; toIso: string },
): Promise<RecentClockIn[] | undefined> {
  if (!memo) return undefined;
  const params: unknown[] = [companyId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const cols: string[] = [];
  const keys: string[] = [];
  for (const [table, id] of [
    ['location', input.location_id],
    ['task', input.task_id],
  ] as const) {
    const key = `${table}:${companyId}:${id}`;
    if (!id || memo.has(key)) continue;
    cols.push(`EXISTS (SELECT 1 FROM ${table} WHERE company_id = $1 AND id = ${p(id)} AND status = 1)`);
    keys.push(key);
  }
  if (!emp.isAdministrator) {
    for (const [kind, ids] of [
      ['location', input.location_id ? [input.location_id] : []],
      ['task', input.task_id ? [input.task_id] : []],
      ['asset', input.assetIds ?? []],
    ] as const) {
      const key = `permitted:${companyId}:${emp.id}:${kind}`;
      if (ids.length === 0 || memo.has(key)) continue;
      const { idsKey, allKey } = PERMISSION_KINDS[kind];
      cols.push(`wm_permitted_ids($1, ${p(emp.id)}, ${p(idsKey)}, ${p(allKey)})`);
      keys.push(key);
    }
  }
  if (recent) {
    cols.push(
      `(SELECT json_agg(json_build_object('id', r.id, 'employee_id', r.employee_id, 'inTimeStamp', r."inTimeStamp", 'status', r.status))
          FROM time_record r WHERE r.company_id = $1 AND r.employee_id = ${p(emp.id)} AND r.status = 1
           AND r."inTimeStamp" >= ${p(recent.fromIso)}::timestamptz AND r."inTimeStamp" <= ${p(recent.toIso)}::timestamptz)`,
    );
  }
  if (cols.length === 0) return undefined;
  const row =
    (
      await db.query<Record<string, unknown>>(
        `SELECT ${cols.map((c, i) => `${c} AS k${i}`).join(', ')}`,
        params,
      )
    )[0] ?? {};
  keys.forEach((key, i) => {
    const v = row[`k${i}`];
    memo.set(key, key.startsWith('permitted:') ? (v ?? null) : Boolean(v));
  });
  if (!recent) return undefined;
  const rows = (row[`k${keys.length}`] ?? []) as {
    id: string;
    employee_id: string;
    inTimeStamp: string;
    status: number;
  }[];
  return rows.map((r) => ({
    ...r,
    inTimeStamp: new Date(r.inTimeStamp).toISOString(),
    status: Number(r.status),
  }));
}

/**
 * The employee's permission sets limit the location, task and assets they may clock in with (time
 * spec 6: choices are limited to what the selected employees' permissions allow). 403 naming the
 * choice; administrators and employees without sets are not limited.
 */
async function requirePermittedChoices(
  db: Db,
  companyId: string,
  emp: ClockEmployeeRow,
  input: ClockRecordInput,
  memo?: LookupMemo,
): Promise<void> {
  if (emp.isAdministrator) return;
  const checks = [
    ['location', 'Location', input.location_id ? [input.location_id] : []],
    ['task', 'Task', input.task_id ? [input.task_id] : []],
    ['asset', 'Asset', input.assetIds ?? []],
  ] as const;
  // The kinds not memoised yet are read in one statement, then kept in the memo as before.
  const key = (kind: string) => `permitted:${companyId}:${emp.id}:${kind}`;
  const needed = checks
    .filter(([kind, , ids]) => ids.length > 0 && !memo?.has(key(kind)))
    .map(([kind]) => kind);
  const loaded = await permittedIdsOfKinds(db, companyId, emp.id, needed);
  for (const [kind, ids] of loaded) memo?.set(key(kind), ids);
  for (const [kind, label, ids] of checks) {
    if (ids.length === 0) continue;
    const allowed = loaded.has(kind)
      ? loaded.get(kind)!
      : await memoised(memo, key(kind), () => permittedIds(db, companyId, emp.id, kind));
    if (allowed === null) continue;
    const refused = ids.find((id) => !allowed.includes(id));
    if (refused)
      throw forbidden(
        `${label} ${refused} is not permitted for ${emp.fullName}.`,
        `time.msg.notPermitted.${kind}`,
        {
          name: emp.fullName,
        },
      );
  }
}

/**
 * GET /time/employees (time spec 6): the employees the caller may clock, those holding
 * Time:Execute:TimeTracking (administrators count); only the caller's own employee without
 * Time:Execute:ClockInOthers. Needs a clock privilege (403). An empty list when the company does
 * not license the Time module.
 */
export async function clockableEmployees(deps: TimeServiceDeps, auth: Auth) {
  requireClockAccess(auth, []);
  if (!auth.licensedModules.includes('Time')) return [];
  const onlyId = auth.privileges.has(PRIV.ClockInOthers) ? null : (auth.employeeId ?? '');
  return listTimeTrackingEmployees(deps.db, auth.companyId!, PRIV.TimeTracking, onlyId);
}

/** The open record a clock OUT completes: the one named by `id` (must be the employee's and open), else the latest. */
async function findOpenRecord(
  deps: TimeServiceDeps,
  auth: Auth,
  tx: Db,
  input: { id?: string | undefined; employee_id: string },
  forUpdate = false,
): Promise<EntityRecord | null> {
  const repo = deps.entities.repository('Time', auth, tx);
  // Without an id: the employee's latest open record, found and read in one statement (issue 18).
  const quoted = `'${input.employee_id.replace(/'/g, "''")}'`;
  // With `forUpdate` (the employee's clock lock held) read FOR UPDATE: the clock OUT's save takes
  // this record as it stands instead of reading it again (issue 18), and nobody changes it before
  // the OUT commits.
  const lock = forUpdate ? ({ forUpdate: true } as const) : undefined;
  const rec = await withTrustedTimeWrite({ action: 'clock-out' }, async () =>
    input.id
      ? repo.get(input.id, {}, lock)
      : ((
          await repo.list(
            {
              filter: `employee_id eq ${quoted} and outTimeStamp eq null and inTimeStamp ne null`,
              orderby: 'inTimeStamp desc',
              top: 1,
            },
            lock,
          )
        )[0] ?? null),
  );
  if (
    !rec ||
    rec.employee_id !== input.employee_id ||
    rec.status !== 1 ||
    rec.outTimeStamp ||
    !rec.inTimeStamp
  ) {
    return null;
  }
  return rec;
}

/** One employee of POST /time/clockout that could not be clocked out, with the reason. */
export interface ClockOutFailure {
  employeeId: string;
  name: string | null;
  message: string;
}

/** How long after a clock OUT POST /time/clockout still attaches its additional information to that record. */
export const CLOCKOUT_INFO_WINDOW_SECONDS = 300;

/**
 * POST /time/clockout (time spec 3 "Clock-out model", 4 "Clock-out result"): makes sure every listed
 * employee is clocked out, keeping the model's `additionalInfo` on the record (`outAdditionalInfo`).
 * An employee with an open record is clocked out at the server time in `timeZone` (same checks as
 * clockRealTime); one whose record was clocked out within the last 300 s (by POST /time/real just
 * before) only gets the information stored. Each employee is saved on its own, so one failure does
 * not keep the others in. Answers {status:'success'} or {status:'error', message:'Could not clock
 * out all employees.', failed:[{employeeId, name, message}]}. Privilege failures (the clock
 * privilege, ClockInOthers) refuse the whole request with 403.
 */
export async function clockOutEmployees(
  deps: TimeServiceDeps,
  auth: Auth,
  request: {
    timeZone: string;
    clockOutTimeModels: {
      employeeId: string;
      name?: string | null | undefined;
      additionalInfo?: string | Record<string, string | number | boolean | null> | null | undefined;
    }[];
  },
  now: Date = new Date(),
): Promise<{ status: 'success' } | { status: 'error'; message: string; failed: ClockOutFailure[] }> {
  requireClockAccess(
    auth,
    request.clockOutTimeModels.map((m) => m.employeeId),
  );
  const zone = zoneOrDefault(request.timeZone, TIME_CONSTANTS.clockOutTimeZone);
  const failed: ClockOutFailure[] = [];
  for (const model of request.clockOutTimeModels) {
    const info: Pick<ClockRecordInput, 'outAdditionalInfo'> =
      model.additionalInfo !== undefined
        ? { outAdditionalInfo: model.additionalInfo as ClockRecordInput['outAdditionalInfo'] }
        : {};
    try {
      const openId = await latestOpenRecordId(deps.db, auth.companyId!, model.employeeId);
      if (openId) {
        await clockRealTime(
          deps,
          auth,
          [
            {
              id: openId,
              employee_id: model.employeeId,
              outTimeStamp: now.toISOString(),
              outTimeZone: zone,
              ...info,
            },
          ],
          now,
        );
        continue;
      }
      const since = new Date(now.getTime() - CLOCKOUT_INFO_WINDOW_SECONDS * 1000).toISOString();
      const recentId = await latestClockOutSince(deps.db, auth.companyId!, model.employeeId, since);
      if (!recentId) throw conflict(NO_OPEN_RECORD);
      // Only new information is written (as part of the clock-out): an empty model, or the text the
      // OUT already stored, changes nothing and leaves no audit row (issue 19: a spurious 'Edited').
      const text = typeof model.additionalInfo === 'string' ? model.additionalInfo.trim() : '';
      if (text) {
        await deps.db.transaction(async (tx) => {
          const repo = deps.entities.repository('Time', auth, tx);
          await withTrustedTimeWrite({ action: 'clock-out' }, async () => {
            const current = await repo.get(recentId);
            if ((current?.outAdditionalInfo ?? null) === text) return;
            await repo.save({ id: recentId, outAdditionalInfo: text });
          });
        });
      }
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      failed.push({ employeeId: model.employeeId, name: model.name ?? null, message: err.message });
    }
  }
  return failed.length === 0
    ? { status: 'success' }
    : { status: 'error', message: CLOCK_MESSAGES.clockOutFailure, failed };
}

/**
 * DELETE /Time with [{id, inTimeStamp, outTimeStamp}] (time spec 7, at most 150 per request):
 * checks every record first (404 when not found; 409 when its IN or OUT differs from the one sent,
 * i.e. it changed since it was shown; 403 naming the missing delete privilege for own or others'
 * time), then soft-deletes them all in one transaction. Returns the deleted records.
 */
export async function deleteTimeRecords(
  deps: TimeServiceDeps,
  auth: Auth,
  items: readonly {
    id: string;
    inTimeStamp?: string | null | undefined;
    outTimeStamp?: string | null | undefined;
  }[],
): Promise<EntityRecord[]> {
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw badRequest(`Time ${item.id} is listed twice.`);
    ids.add(item.id);
  }
  return deps.db.transaction(async (tx) => {
    const repo = deps.entities.repository('Time', auth, tx);
    const found: EntityRecord[] = [];
    for (const item of items) {
      const rec = await repo.get(item.id);
      if (!rec || rec.status === 3) throw notFound(`Time ${item.id} not found`);
      for (const f of ['inTimeStamp', 'outTimeStamp'] as const) {
        if (item[f] !== undefined && isoOrNull(item[f]) !== isoOrNull(rec[f])) {
          throw conflict(`Time ${item.id} was changed since it was loaded; reload and try again.`);
        }
      }
      found.push(rec);
    }
    for (const rec of found) requireTimeDelete(auth, rec.employee_id as string);
    const out: EntityRecord[] = [];
    for (const rec of found) out.push(await repo.remove(rec.id));
    return out;
  });
}
