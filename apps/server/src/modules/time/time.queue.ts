import { PRIV } from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import type { LookupMemo } from '../../platform/db/memo.js';
import { badRequest, conflict, forbidden, HttpError, zodMessage } from '../../platform/errors.js';
import { isoOrNull } from './time.entities.js';
import { loadClockEmployees } from './time.queries.js';
import { QueuedClockEventSchema } from './time.schemas.js';
import { clockOne, companyTimeZone, requireClockAccess, type TimeServiceDeps } from './time.service.js';

/** How far in the future an entered time may lie (issue 16: a device clock far ahead is refused). */
export const MAX_FUTURE_SECONDS = 24 * 3600;

/** Messages of POST /time/queue (issue 16; the spec names none). */
export const QUEUE_MESSAGES = {
  future: 'The entered time is more than 24 hours in the future; check the device clock.',
  closedPeriod: 'The entered time falls in a closed pay period.',
  missingTime: 'A queued clock event needs its entered time (inTimeStamp or outTimeStamp).',
  otherUser: 'This event id was already used by another user.',
} as const;

/** The answer for one queued event, in request order. */
export type QueuedEventResult =
  | { clientEventId: string; status: 'recorded' | 'duplicate'; time_id: string; kind: 'in' | 'out' }
  | { clientEventId: string; status: 'refused'; statusCode: number; message: string };

/**
 * POST /time/queue (issue 16 "Offline clock queue"): clock taps made without network, sent later in
 * the order they were made. Each event is handled on its own, in its own transaction:
 *
 * - `clientEventId` is the idempotency key (per company): an event already recorded answers
 *   'duplicate' with the same time record and changes nothing, so a replay after a lost answer or a
 *   server restart never makes a second record. An id already used by another user is refused (409).
 * - The entered time (`inTimeStamp` of an IN, `outTimeStamp` of an OUT) becomes the clock time; the
 *   receipt time `now` is stored as the server stamp, the source becomes 'mobile', so the editor tags
 *   the record mobile clock, and time discrepancy when the two are 5 minutes or more apart.
 * - Every rule of POST /time/real applies as if the tap had come at the entered time (privileges,
 *   ClockInOthers, selection, permitted choices, the one-hour duplicate check, the open record, the
 *   minimum elapsed time); besides, an entered time more than 24 hours ahead of `now`, or not after the
 *   end of the company's latest closed (approved) pay period (time_batch "payPeriodEnd"), is refused.
 *
 * Cost: the events already known are read in one query, and the company's rules (employees,
 * permitted choices, active locations and tasks, forms) are read once per request (a LookupMemo);
 * each new event still claims its id, takes the employee's clock lock and runs every check in its
 * own transaction.
 *
 * A refused event answers {status:'refused', statusCode, message} with the rule's message; it is
 * not stored, so the device keeps it and may send it again. Unexpected errors still fail the request
 * (500); events answered before it are committed and answer 'duplicate' on the replay.
 */
export async function receiveClockQueue(
  deps: TimeServiceDeps,
  auth: Auth,
  events: readonly { clientEventId: string }[],
  now: Date = new Date(),
): Promise<{ receivedAt: string; results: QueuedEventResult[] }> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const companyId = auth.companyId;
  const defaultZone = await companyTimeZone(deps.db, companyId);
  const closedUntil = await closedPeriodEnd(deps.db, companyId);
  const results: QueuedEventResult[] = [];
  const employeeCache = new Map<string, Awaited<ReturnType<typeof loadClockEmployees>>>();
  const memo: LookupMemo = new Map();
  // Events already recorded (a replay), read in one query; events recorded below are added.
  const knownEvents = await findEvents(
    deps.db,
    companyId,
    events.map((e) => e?.clientEventId).filter((id): id is string => typeof id === 'string'),
  );
  for (const raw of events) {
    const clientEventId = raw.clientEventId;
    try {
      const parsed = QueuedClockEventSchema.safeParse(raw);
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      const event = parsed.data;
      const input = event.record;
      const kind: 'in' | 'out' =
        input.outTimeStamp !== undefined && input.outTimeStamp !== null && input.outTimeStamp !== ''
          ? 'out'
          : 'in';
      const entered = isoOrNull(kind === 'out' ? input.outTimeStamp : input.inTimeStamp);
      if (!entered) throw badRequest(QUEUE_MESSAGES.missingTime);
      const at = new Date(entered);
      requireClockAccess(auth, [input.employee_id]);
      const known = knownEvents.get(clientEventId);
      if (known) {
        results.push(answerKnown(auth, clientEventId, known));
        continue;
      }
      if (at.getTime() - now.getTime() > MAX_FUTURE_SECONDS * 1000) throw badRequest(QUEUE_MESSAGES.future);
      if (closedUntil && at.getTime() < closedUntil.getTime()) throw badRequest(QUEUE_MESSAGES.closedPeriod);
      // Loaded once per employee for the whole request (a queue is mostly one employee's taps).
      let employees = employeeCache.get(input.employee_id);
      if (!employees) {
        employees = await loadClockEmployees(deps.db, companyId, [input.employee_id], PRIV.TimeTracking);
        employeeCache.set(input.employee_id, employees);
      }
      const timeLicensed = auth.licensedModules.includes('Time');
      const outcome = await deps.db.transaction(async (tx) => {
        // Claim the id first: a concurrent replay of the same event waits here, then sees it taken.
        const claimed = await tx.query<{ client_event_id: string }>(
          `INSERT INTO time_clock_event
             (company_id, client_event_id, user_id, employee_id, kind, entered_at, received_at, gps_accuracy)
           VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8)
           ON CONFLICT (company_id, client_event_id) DO NOTHING RETURNING client_event_id`,
          [
            companyId,
            clientEventId,
            auth.userId ?? null,
            input.employee_id,
            kind,
            at.toISOString(),
            now.toISOString(),
            event.gpsAccuracy ?? null,
          ],
        );
        if (claimed.length === 0) return null;
        const saved = await clockOne(deps, auth, tx, input, {
          employees,
          timeLicensed,
          defaultZone,
          at,
          receivedAt: now,
          memo,
        });
        await tx.query(
          'UPDATE time_clock_event SET time_id = $3 WHERE company_id = $1 AND client_event_id = $2',
          [companyId, clientEventId, saved.id],
        );
        return saved.id;
      });
      if (outcome === null) {
        const again = await findEvent(deps.db, companyId, clientEventId);
        if (!again) throw conflict('The event is being recorded by another request; send it again.');
        results.push(answerKnown(auth, clientEventId, again));
        continue;
      }
      knownEvents.set(clientEventId, { user_id: auth.userId ?? null, time_id: outcome, kind });
      results.push({ clientEventId, status: 'recorded', time_id: outcome, kind });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ clientEventId, status: 'refused', statusCode: err.statusCode, message: err.message });
    }
  }
  return { receivedAt: now.toISOString(), results };
}

interface StoredEvent {
  user_id: string | null;
  time_id: string;
  kind: 'in' | 'out';
}

async function findEvent(db: Db, companyId: string, clientEventId: string): Promise<StoredEvent | null> {
  const rows = await db.query<StoredEvent>(
    'SELECT user_id, time_id, kind FROM time_clock_event WHERE company_id = $1 AND client_event_id = $2',
    [companyId, clientEventId],
  );
  return rows[0] ?? null;
}

/** The stored events among `ids`, by client event id (one query for a whole queue). */
async function findEvents(db: Db, companyId: string, ids: string[]): Promise<Map<string, StoredEvent>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<StoredEvent & { client_event_id: string }>(
    `SELECT client_event_id, user_id, time_id, kind FROM time_clock_event
      WHERE company_id = $1 AND client_event_id = ANY($2::text[])`,
    [companyId, [...new Set(ids)]],
  );
  return new Map(rows.map(({ client_event_id, ...e }) => [client_event_id, e]));
}

function answerKnown(auth: Auth, clientEventId: string, known: StoredEvent): QueuedEventResult {
  if ((known.user_id ?? null) !== (auth.userId ?? null)) {
    return { clientEventId, status: 'refused', statusCode: 409, message: QUEUE_MESSAGES.otherUser };
  }
  return { clientEventId, status: 'duplicate', time_id: known.time_id, kind: known.kind };
}

/** The end of the company's latest closed (approved) pay period, or null when none is closed. */
async function closedPeriodEnd(db: Db, companyId: string): Promise<Date | null> {
  const rows = await db.query<{ end: Date | string | null }>(
    `SELECT max("payPeriodEnd") AS "end" FROM time_batch
      WHERE company_id = $1 AND status = 1 AND "approvedTimeStamp" IS NOT NULL`,
    [companyId],
  );
  const end = rows[0]?.end;
  return end ? new Date(end) : null;
}
