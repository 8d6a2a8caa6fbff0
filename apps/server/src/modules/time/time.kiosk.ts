import { CLOCK_MESSAGES, PRIV } from '@wm/domain';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import { queryPrepared } from '../../platform/db/db.js';
import { forbidden, HttpError, notFound } from '../../platform/errors.js';
import { permittedIds } from '../permissions/index.js';
import { withTrustedTimeWrite } from './time.context.js';
import { latestOpenRecordId } from './time.queries.js';
import { clockRealTime, type TimeServiceDeps } from './time.service.js';

/** The message for a PIN that names no active employee of the company. */
export const INVALID_PIN = 'Invalid PIN';
/** Wrong PINs a kiosk session may enter within KIOSK_PIN_WINDOW_MS before it is refused for a while. */
export const KIOSK_MAX_PIN_FAILURES = 10;
export const KIOSK_PIN_WINDOW_MS = 5 * 60_000;

const Pin = z.string('pin is required').regex(/^\d{4,10}$/, 'pin must be 4 to 10 digits');
const Id = z.string().min(1).max(64);

/** POST /time/kiosk/identify body. */
export const KioskIdentifySchema = z.object({ pin: Pin });

/** POST /time/kiosk/clock body. */
export const KioskClockSchema = z.object({
  pin: Pin,
  action: z.enum(['in', 'out'], "action must be 'in' or 'out'"),
  location_id: Id.nullable().optional(),
  task_id: Id.nullable().optional(),
  timeZone: z.string().max(64).nullable().optional(),
  disclaimerAccepted: z.boolean().optional(),
  customFieldsValid: z.boolean().optional(),
});

/**
 * Counts wrong PINs per kiosk session so that nobody can try all 10 000 four-digit PINs: after
 * KIOSK_MAX_PIN_FAILURES within KIOSK_PIN_WINDOW_MS the session gets 429 until the window passes.
 */
export class PinAttempts {
  private readonly failures = new Map<string, number[]>();

  /** Throws 429 when `key` has used up its attempts at `now` (epoch ms). */
  check(key: string, now: number): void {
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < KIOSK_PIN_WINDOW_MS);
    this.failures.set(key, recent);
    if (recent.length >= KIOSK_MAX_PIN_FAILURES) {
      throw new HttpError(
        429,
        'Too many invalid PINs. Wait a few minutes and try again.',
        'kiosk.tooManyPins',
      );
    }
  }

  fail(key: string, now: number): void {
    this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
  }
}

async function employeeByPin(
  deps: TimeServiceDeps,
  auth: Auth,
  pin: string,
  attempts: PinAttempts,
): Promise<{ id: string; fullName: string; code: string | null }> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  if (!auth.privileges.has(PRIV.KioskClock))
    throw forbidden(`Not authorized: requires ${PRIV.KioskClock}`, 'time.msg.kioskNotAuthorized');
  const now = Date.now();
  attempts.check(auth.sessionId, now);
  // Prepared: every kiosk tap runs it (planned once per connection, issue 18).
  const rows = await queryPrepared<{ id: string; fullName: string | null; code: string | null }>(
    deps.db,
    'wm_kiosk_employee_by_pin',
    'SELECT id, "fullName", code FROM employee WHERE company_id = $1 AND pin = $2 AND status = 1',
    [auth.companyId, pin],
  );
  const emp = rows[0];
  if (!emp) {
    attempts.fail(auth.sessionId, now);
    throw notFound(INVALID_PIN, 'kiosk.invalidPin');
  }
  return { id: emp.id, fullName: emp.fullName ?? '', code: emp.code };
}

/** The answer of POST /time/kiosk/identify. */
export interface KioskIdentity {
  employee: { id: string; fullName: string; code: string | null };
  /** 'in' while the employee has an open record (clocked in), else 'out'. */
  state: 'in' | 'out';
  openRecord: {
    id: string;
    location_id: string | null;
    task_id: string | null;
    inTimeStamp: string;
    inTimeZone: string | null;
  } | null;
  locations: { id: string; name: string }[];
  tasks: { id: string; name: string }[];
}

/**
 * POST /time/kiosk/identify {pin} (time spec 2 "Kiosk Clock"): the caller needs
 * Time:Execute:KioskClock; the PIN names an active employee of the caller's company (404
 * 'Invalid PIN'; 429 after too many wrong PINs). Answers the employee, whether they are clocked in
 * (with the open record) and the company's active locations and tasks by name, limited to what the
 * employee's permission sets allow.
 */
export async function kioskIdentify(
  deps: TimeServiceDeps,
  auth: Auth,
  pin: string,
  attempts: PinAttempts,
): Promise<KioskIdentity> {
  const employee = await employeeByPin(deps, auth, pin, attempts);
  const companyId = auth.companyId!;
  const openId = await latestOpenRecordId(deps.db, companyId, employee.id);
  let openRecord: KioskIdentity['openRecord'] = null;
  if (openId) {
    const repo = deps.entities.repository('Time', auth, deps.db);
    const rec = await withTrustedTimeWrite({ action: 'clock-out' }, () => repo.get(openId));
    if (rec) {
      openRecord = {
        id: rec.id,
        location_id: (rec.location_id as string | null) ?? null,
        task_id: (rec.task_id as string | null) ?? null,
        inTimeStamp: rec.inTimeStamp as string,
        inTimeZone: (rec.inTimeZone as string | null) ?? null,
      };
    }
  }
  const [locations, tasks] = await Promise.all(
    (['location', 'task'] as const).map((table) =>
      deps.db.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${table} WHERE company_id = $1 AND status = 1 ORDER BY lower(name), id`,
        [companyId],
      ),
    ),
  );
  // Only what the employee's permission sets allow (null: not limited).
  const [allowedLocations, allowedTasks] = await Promise.all([
    permittedIds(deps.db, companyId, employee.id, 'location'),
    permittedIds(deps.db, companyId, employee.id, 'task'),
  ]);
  const within = (rows: { id: string; name: string }[], allowed: string[] | null) =>
    allowed === null ? rows : rows.filter((r) => allowed.includes(r.id));
  return {
    employee,
    state: openRecord ? 'in' : 'out',
    openRecord,
    locations: within(locations!, allowedLocations),
    tasks: within(tasks!, allowedTasks),
  };
}

/**
 * POST /time/kiosk/clock {pin, action, location_id, task_id, timeZone, disclaimerAccepted}: clocks
 * the PIN's employee IN or OUT at server time with source 'kiosk', by the same rules as
 * POST /time/real ('Please select a location.', 'Please select task.', no second IN within the hour,
 * 'The elapsed time between IN and OUT must be at least 1 minute.'). Answers {status:'success',
 * message:'Clock IN successful.' | 'Clock OUT successful.', record}; failures are 4xx {message}.
 */
export async function kioskClock(
  deps: TimeServiceDeps,
  auth: Auth,
  body: z.infer<typeof KioskClockSchema>,
  attempts: PinAttempts,
  now: Date = new Date(),
): Promise<{ status: 'success'; message: string; record: EntityRecord }> {
  const employee = await employeeByPin(deps, auth, body.pin, attempts);
  const stamp = now.toISOString();
  const common = {
    employee_id: employee.id,
    source: 'kiosk',
    ...(body.disclaimerAccepted !== undefined ? { disclaimerAccepted: body.disclaimerAccepted } : {}),
    ...(body.customFieldsValid !== undefined ? { customFieldsValid: body.customFieldsValid } : {}),
  };
  const input =
    body.action === 'in'
      ? {
          ...common,
          location_id: body.location_id ?? null,
          task_id: body.task_id ?? null,
          inTimeStamp: stamp,
          inTimeZone: body.timeZone ?? null,
        }
      : {
          ...common,
          ...(body.location_id ? { location_id: body.location_id } : {}),
          ...(body.task_id ? { task_id: body.task_id } : {}),
          outTimeStamp: stamp,
          outTimeZone: body.timeZone ?? null,
        };
  const [record] = await clockRealTime(deps, auth, [input], now, { kiosk: true });
  return {
    status: 'success',
    message: body.action === 'in' ? CLOCK_MESSAGES.clockInSuccess : CLOCK_MESSAGES.clockOutSuccess,
    record: record!,
  };
}
