/**
 * The offline clock queue (issue 16 "Offline clock queue"): clock taps made without network wait on
 * the device and are sent later, in the order they were made, to POST /api/time/queue, which answers
 * per event. These are the pure rules of the queue; storage (IndexedDB) and sending live in the
 * console. All instants are ISO 8601 UTC strings; durations are milliseconds.
 */

/** One queued tap. `record` is the clock record the tap would have sent to POST /time/real. */
export interface QueuedClockEvent {
  /** Client-generated id: the server's idempotency key. */
  clientEventId: string;
  /** The user who made the tap: only they see and send it. */
  userId: string;
  /** When the tap was made (device time, ISO UTC); the queue is sent in this order. */
  createdAt: string;
  kind: 'in' | 'out';
  employee_id: string;
  record: Record<string, unknown>;
  /** GPS accuracy in metres, when granted. */
  gpsAccuracy?: number | null;
  /** 'waiting' to be sent (again), or 'refused' by the server with `refusal`. */
  state: 'waiting' | 'refused';
  /** Failed sending attempts (network or server errors), for the back-off. */
  attempts: number;
  /** Not sent again before this instant (ISO UTC); null = at once. */
  nextAttemptAt: string | null;
  refusal?: { statusCode: number; message: string } | null;
}

/** The stored queue of a device (every user's events) and the outcome of the last sync per user. */
export interface ClockQueueState {
  events: QueuedClockEvent[];
  /** Per user: the last time a sync reached the server (ISO UTC). */
  lastSyncedAt: Record<string, string>;
  /** Per user: the last sync failure (network or server), cleared by the next success. */
  lastError: Record<string, string>;
}

/** One answer of POST /time/queue. */
export type ClockQueueResult =
  | { clientEventId: string; status: 'recorded' | 'duplicate'; time_id?: string; kind?: 'in' | 'out' }
  | { clientEventId: string; status: 'refused'; statusCode: number; message: string };

/** Most events in one POST /time/queue request (the server accepts 500). */
export const CLOCK_QUEUE_BATCH = 500;
/** First retry delay after a failed send, doubled per attempt up to CLOCK_QUEUE_MAX_BACKOFF_MS. */
export const CLOCK_QUEUE_BASE_BACKOFF_MS = 5_000;
/** Longest wait between retries (5 minutes). */
export const CLOCK_QUEUE_MAX_BACKOFF_MS = 5 * 60_000;

/** An empty queue. */
export function emptyClockQueue(): ClockQueueState {
  return { events: [], lastSyncedAt: {}, lastError: {} };
}

/**
 * Reads a stored queue defensively: anything not shaped like a queue (an old or damaged store)
 * gives an empty one; events without an id, user, kind or record are dropped.
 */
export function normalizeClockQueue(value: unknown): ClockQueueState {
  if (!value || typeof value !== 'object') return emptyClockQueue();
  const v = value as Partial<ClockQueueState>;
  const events = Array.isArray(v.events)
    ? v.events.filter(
        (e): e is QueuedClockEvent =>
          !!e &&
          typeof e === 'object' &&
          typeof e.clientEventId === 'string' &&
          typeof e.userId === 'string' &&
          (e.kind === 'in' || e.kind === 'out') &&
          !!e.record &&
          typeof e.record === 'object',
      )
    : [];
  const map = (m: unknown): Record<string, string> =>
    m && typeof m === 'object' && !Array.isArray(m)
      ? Object.fromEntries(Object.entries(m).filter(([, x]) => typeof x === 'string'))
      : {};
  return { events, lastSyncedAt: map(v.lastSyncedAt), lastError: map(v.lastError) };
}

/**
 * Adds taps to the queue as 'waiting', keeping the queue ordered by `createdAt` (ties keep their
 * insertion order). An event whose id is already queued is not added twice.
 */
export function enqueueClockEvents(
  state: ClockQueueState,
  events: readonly Omit<QueuedClockEvent, 'state' | 'attempts' | 'nextAttemptAt'>[],
): ClockQueueState {
  const known = new Set(state.events.map((e) => e.clientEventId));
  const added = events
    .filter((e) => !known.has(e.clientEventId))
    .map((e) => ({ ...e, state: 'waiting' as const, attempts: 0, nextAttemptAt: null, refusal: null }));
  const all = [...state.events, ...added];
  // A stable sort by the tap's time.
  const order = all.map((e, i) => [e, i] as const);
  order.sort(([a, i], [b, j]) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || i - j);
  return { ...state, events: order.map(([e]) => e) };
}

/** The user's events, in order (other users' events are never shown nor sent). */
export function userClockEvents(state: ClockQueueState, userId: string): QueuedClockEvent[] {
  return state.events.filter((e) => e.userId === userId);
}

/**
 * The user's events to send now, oldest first, at most `max`: the waiting ones. When the user's
 * oldest waiting event is still backing off, none is sent (later taps must not overtake it).
 */
export function clockEventsToSend(
  state: ClockQueueState,
  userId: string,
  now: string,
  max = CLOCK_QUEUE_BATCH,
): QueuedClockEvent[] {
  const waiting = userClockEvents(state, userId).filter((e) => e.state === 'waiting');
  const first = waiting[0];
  if (!first) return [];
  if (first.nextAttemptAt && Date.parse(first.nextAttemptAt) > Date.parse(now)) return [];
  return waiting.slice(0, max);
}

/** The wait before attempt `attempts + 1` after `attempts` failures: 5 s, 10 s, 20 s ... at most 5 min. */
export function clockQueueBackoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(CLOCK_QUEUE_BASE_BACKOFF_MS * 2 ** (attempts - 1), CLOCK_QUEUE_MAX_BACKOFF_MS);
}

/**
 * Applies the server's answers for `userId`: recorded and duplicate events leave the queue; refused
 * ones stay, marked 'refused' with the server's message (never silently dropped); a refusal with a
 * 5xx status is a server failure, so the event stays waiting with a back-off. The sync time is
 * recorded and the user's last error cleared. Events not answered stay as they were.
 */
export function applyClockQueueResults(
  state: ClockQueueState,
  userId: string,
  results: readonly ClockQueueResult[],
  now: string,
): ClockQueueState {
  const byId = new Map(results.map((r) => [r.clientEventId, r]));
  const events: QueuedClockEvent[] = [];
  for (const e of state.events) {
    const r = e.userId === userId ? byId.get(e.clientEventId) : undefined;
    if (!r) {
      events.push(e);
      continue;
    }
    if (r.status !== 'refused') continue;
    if (r.statusCode >= 500) {
      events.push(failed(e, now));
      continue;
    }
    events.push({ ...e, state: 'refused', refusal: { statusCode: r.statusCode, message: r.message } });
  }
  const lastError = { ...state.lastError };
  delete lastError[userId];
  return { events, lastSyncedAt: { ...state.lastSyncedAt, [userId]: now }, lastError };
}

function failed(e: QueuedClockEvent, now: string): QueuedClockEvent {
  const attempts = e.attempts + 1;
  return {
    ...e,
    attempts,
    nextAttemptAt: new Date(Date.parse(now) + clockQueueBackoffMs(attempts)).toISOString(),
  };
}

/**
 * A send that did not reach an answer (no network, timeout, 5xx, expired session): the sent events
 * stay waiting with one more attempt and the back-off; `message` becomes the user's last error.
 */
export function failClockQueueSend(
  state: ClockQueueState,
  userId: string,
  sentIds: readonly string[],
  message: string,
  now: string,
): ClockQueueState {
  const sent = new Set(sentIds);
  return {
    ...state,
    events: state.events.map((e) => (e.userId === userId && sent.has(e.clientEventId) ? failed(e, now) : e)),
    lastError: { ...state.lastError, [userId]: message },
  };
}

/** Removes one of the user's refused events (the user read the refusal and dismissed it). */
export function dismissClockEvent(
  state: ClockQueueState,
  userId: string,
  clientEventId: string,
): ClockQueueState {
  return {
    ...state,
    events: state.events.filter(
      (e) => !(e.userId === userId && e.clientEventId === clientEventId && e.state === 'refused'),
    ),
  };
}

/** Makes every waiting event of the user due at once (the network came back: no need to wait out the back-off). */
export function clockQueueDueNow(state: ClockQueueState, userId: string): ClockQueueState {
  return {
    ...state,
    events: state.events.map((e) =>
      e.userId === userId && e.state === 'waiting' ? { ...e, nextAttemptAt: null } : e,
    ),
  };
}

/** What the clock screen shows of the user's queue: counts, the last sync and the last error. */
export interface ClockQueueSummary {
  waiting: number;
  refused: number;
  lastSyncedAt: string | null;
  lastError: string | null;
}

/** The user's queue summary (see ClockQueueSummary). */
export function clockQueueSummary(state: ClockQueueState, userId: string): ClockQueueSummary {
  const mine = userClockEvents(state, userId);
  return {
    waiting: mine.filter((e) => e.state === 'waiting').length,
    refused: mine.filter((e) => e.state === 'refused').length,
    lastSyncedAt: state.lastSyncedAt[userId] ?? null,
    lastError: state.lastError[userId] ?? null,
  };
}

/**
 * The employee's open shift as the device knows it, queue included: the last waiting IN of the
 * employee not followed by a waiting OUT gives {inTimeStamp, location_id, task_id} (so an offline
 * clock OUT may follow an offline clock IN); null when the queue says nothing about an open shift.
 * `undefined` when the queue's last event for the employee is an OUT (the shift is closed).
 */
export function queuedOpenShift(
  state: ClockQueueState,
  userId: string,
  employeeId: string,
): { inTimeStamp: string; location_id: string | null; task_id: string | null } | null | undefined {
  const mine = userClockEvents(state, userId).filter(
    (e) => e.employee_id === employeeId && e.state === 'waiting',
  );
  const last = mine[mine.length - 1];
  if (!last) return null;
  if (last.kind === 'out') return undefined;
  const r = last.record;
  return {
    inTimeStamp: String(r.inTimeStamp ?? last.createdAt),
    location_id: typeof r.location_id === 'string' ? r.location_id : null,
    task_id: typeof r.task_id === 'string' ? r.task_id : null,
  };
}

/** The id of a record the device made up for a queued IN (never sent to the server). */
export const QUEUED_RECORD_PREFIX = 'queued:';

/**
 * The records as they will be once the user's waiting taps reach the server, for the clock's own
 * checks while offline (duplicate IN, open shift to clock out, elapsed time): each queued IN adds an
 * open record with id 'queued:<clientEventId>'; each queued OUT closes the employee's latest open
 * record (from the server's records or an earlier queued IN). Records are not changed in place.
 */
export function withQueuedTaps<
  R extends {
    id?: string | null;
    employee_id?: string | null;
    inTimeStamp?: string | null;
    outTimeStamp?: string | null;
    status?: number | null;
  },
>(records: readonly R[], state: ClockQueueState, userId: string): R[] {
  const out: R[] = records.map((r) => ({ ...r }));
  for (const e of userClockEvents(state, userId)) {
    if (e.state !== 'waiting') continue;
    const r = e.record;
    if (e.kind === 'in') {
      out.push({
        ...(r as unknown as R),
        id: `${QUEUED_RECORD_PREFIX}${e.clientEventId}`,
        employee_id: e.employee_id,
        inTimeStamp: String(r.inTimeStamp ?? e.createdAt),
        outTimeStamp: null,
        status: 1,
      });
      continue;
    }
    const open = out
      .filter((x) => x.employee_id === e.employee_id && !x.outTimeStamp && x.inTimeStamp && x.status !== 3)
      .sort((a, b) => Date.parse(b.inTimeStamp ?? '') - Date.parse(a.inTimeStamp ?? ''))[0];
    if (open) open.outTimeStamp = String(r.outTimeStamp ?? e.createdAt);
  }
  return out;
}
