import { describe, expect, it } from 'vitest';
import {
  applyClockQueueResults,
  CLOCK_QUEUE_MAX_BACKOFF_MS,
  type ClockQueueState,
  clockEventsToSend,
  clockQueueBackoffMs,
  clockQueueDueNow,
  clockQueueSummary,
  dismissClockEvent,
  emptyClockQueue,
  enqueueClockEvents,
  failClockQueueSend,
  normalizeClockQueue,
  queuedOpenShift,
  userClockEvents,
  withQueuedTaps,
} from './clockQueue.js';

const tap = (
  id: string,
  userId: string,
  createdAt: string,
  kind: 'in' | 'out' = 'in',
  employee_id = 'e1',
) => ({
  clientEventId: id,
  userId,
  createdAt,
  kind,
  employee_id,
  record:
    kind === 'in'
      ? { employee_id, location_id: 'L1', task_id: 'T1', inTimeStamp: createdAt }
      : { employee_id, outTimeStamp: createdAt },
});
const T0 = '2026-03-02T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

describe('clock queue', () => {
  it('keeps taps in the order they were made and never queues one id twice', () => {
    let q = enqueueClockEvents(emptyClockQueue(), [tap('b', 'u1', at(10), 'out')]);
    q = enqueueClockEvents(q, [tap('a', 'u1', at(0)), tap('b', 'u1', at(10), 'out')]);
    q = enqueueClockEvents(q, [tap('c', 'u1', at(10)), tap('d', 'u1', at(20))]);
    expect(q.events.map((e) => e.clientEventId)).toEqual(['a', 'b', 'c', 'd']);
    expect(q.events.every((e) => e.state === 'waiting' && e.attempts === 0)).toBe(true);
  });

  it('belongs to the user who made it: another user neither sees nor sends it', () => {
    const q = enqueueClockEvents(emptyClockQueue(), [
      tap('a', 'u1', at(0)),
      tap('b', 'u2', at(1), 'in', 'e2'),
    ]);
    expect(userClockEvents(q, 'u2').map((e) => e.clientEventId)).toEqual(['b']);
    expect(clockEventsToSend(q, 'u2', at(2)).map((e) => e.clientEventId)).toEqual(['b']);
    expect(clockQueueSummary(q, 'u3')).toEqual({
      waiting: 0,
      refused: 0,
      lastSyncedAt: null,
      lastError: null,
    });
    // u2's answers do not touch u1's events, even with u1's ids.
    const after = applyClockQueueResults(q, 'u2', [{ clientEventId: 'a', status: 'recorded' }], at(3));
    expect(userClockEvents(after, 'u1')).toHaveLength(1);
  });

  it('removes recorded and duplicate events, keeps refused ones visible with the message', () => {
    let q = enqueueClockEvents(emptyClockQueue(), [
      tap('a', 'u1', at(0)),
      tap('b', 'u1', at(5)),
      tap('c', 'u1', at(60), 'out'),
      tap('d', 'u1', at(61), 'out'),
    ]);
    q = applyClockQueueResults(
      q,
      'u1',
      [
        { clientEventId: 'a', status: 'recorded', time_id: 't1' },
        {
          clientEventId: 'b',
          status: 'refused',
          statusCode: 409,
          message: 'This employee already clocked IN within the last hour.',
        },
        { clientEventId: 'c', status: 'duplicate', time_id: 't1' },
      ],
      at(90),
    );
    expect(q.events.map((e) => [e.clientEventId, e.state])).toEqual([
      ['b', 'refused'],
      ['d', 'waiting'],
    ]);
    expect(q.events[0]!.refusal).toEqual({
      statusCode: 409,
      message: 'This employee already clocked IN within the last hour.',
    });
    expect(clockQueueSummary(q, 'u1')).toEqual({
      waiting: 1,
      refused: 1,
      lastSyncedAt: at(90),
      lastError: null,
    });
    // Refused events are not sent again; they leave only when dismissed.
    expect(clockEventsToSend(q, 'u1', at(91)).map((e) => e.clientEventId)).toEqual(['d']);
    expect(dismissClockEvent(q, 'u2', 'b').events).toHaveLength(2);
    expect(dismissClockEvent(q, 'u1', 'd').events).toHaveLength(2); // waiting ones cannot be dismissed
    expect(dismissClockEvent(q, 'u1', 'b').events.map((e) => e.clientEventId)).toEqual(['d']);
  });

  it('retries failed sends with a doubling back-off, oldest event first', () => {
    expect([0, 1, 2, 3, 4].map(clockQueueBackoffMs)).toEqual([0, 5_000, 10_000, 20_000, 40_000]);
    expect(clockQueueBackoffMs(30)).toBe(CLOCK_QUEUE_MAX_BACKOFF_MS);
    let q = enqueueClockEvents(emptyClockQueue(), [tap('a', 'u1', at(0)), tap('b', 'u1', at(61), 'out')]);
    q = failClockQueueSend(q, 'u1', ['a', 'b'], 'Network error: Failed to fetch', at(100));
    expect(q.lastError.u1).toBe('Network error: Failed to fetch');
    expect(q.events.map((e) => e.attempts)).toEqual([1, 1]);
    const retryAt = new Date(Date.parse(at(100)) + 5_000).toISOString();
    expect(q.events[0]!.nextAttemptAt).toBe(retryAt);
    expect(clockEventsToSend(q, 'u1', at(100))).toEqual([]); // still backing off
    expect(clockEventsToSend(q, 'u1', retryAt)).toHaveLength(2);
    q = failClockQueueSend(q, 'u1', ['a', 'b'], 'Network error', retryAt);
    expect(q.events[0]!.nextAttemptAt).toBe(new Date(Date.parse(retryAt) + 10_000).toISOString());
    // The network is back: everything is due at once.
    expect(clockEventsToSend(clockQueueDueNow(q, 'u1'), 'u1', retryAt)).toHaveLength(2);
    // A 5xx answer for one event is a failure to retry, not a refusal.
    q = applyClockQueueResults(
      clockQueueDueNow(q, 'u1'),
      'u1',
      [
        { clientEventId: 'a', status: 'recorded' },
        { clientEventId: 'b', status: 'refused', statusCode: 500, message: 'Internal server error' },
      ],
      at(200),
    );
    expect(q.events.map((e) => [e.clientEventId, e.state, e.attempts])).toEqual([['b', 'waiting', 3]]);
    expect(q.lastError.u1).toBeUndefined();
  });

  it('sends at most one batch per request', () => {
    const many = Array.from({ length: 7 }, (_, i) => tap(`e${i}`, 'u1', at(i * 61), i % 2 ? 'out' : 'in'));
    const q = enqueueClockEvents(emptyClockQueue(), many);
    expect(clockEventsToSend(q, 'u1', at(1000), 3).map((e) => e.clientEventId)).toEqual(['e0', 'e1', 'e2']);
  });

  it('knows an employee’s open shift from the queue, so an offline OUT may follow an offline IN', () => {
    let q: ClockQueueState = enqueueClockEvents(emptyClockQueue(), [tap('a', 'u1', at(0))]);
    expect(queuedOpenShift(q, 'u1', 'e1')).toEqual({ inTimeStamp: at(0), location_id: 'L1', task_id: 'T1' });
    expect(queuedOpenShift(q, 'u1', 'e2')).toBeNull();
    expect(queuedOpenShift(q, 'u2', 'e1')).toBeNull();
    q = enqueueClockEvents(q, [tap('b', 'u1', at(30), 'out')]);
    expect(queuedOpenShift(q, 'u1', 'e1')).toBeUndefined();
  });

  it('reads a damaged or foreign store as an empty queue, dropping malformed events', () => {
    expect(normalizeClockQueue(undefined)).toEqual(emptyClockQueue());
    expect(normalizeClockQueue('queue')).toEqual(emptyClockQueue());
    const q = normalizeClockQueue({
      events: [
        tap('a', 'u1', at(0)),
        { clientEventId: 'x' },
        null,
        { ...tap('b', 'u1', at(1)), kind: 'lunch' },
      ],
      lastSyncedAt: { u1: at(5), u2: 7 },
      lastError: [],
    });
    expect(q.events.map((e) => e.clientEventId)).toEqual(['a']);
    expect(q.lastSyncedAt).toEqual({ u1: at(5) });
    expect(q.lastError).toEqual({});
  });

  it('shows the records as they will be once the queue is sent, for the clock’s own checks offline', () => {
    const server = [
      { id: 's1', employee_id: 'e1', inTimeStamp: at(-600), outTimeStamp: at(-300), status: 1 },
      { id: 's2', employee_id: 'e2', inTimeStamp: at(-60), outTimeStamp: null, status: 1 },
    ];
    let q = enqueueClockEvents(emptyClockQueue(), [
      tap('a', 'u1', at(0)),
      tap('b', 'u1', at(5), 'out', 'e2'),
      tap('x', 'u2', at(6)),
    ]);
    let merged = withQueuedTaps(server, q, 'u1');
    expect(merged.map((r) => [r.id, r.employee_id, r.outTimeStamp])).toEqual([
      ['s1', 'e1', at(-300)],
      ['s2', 'e2', at(5)],
      ['queued:a', 'e1', null],
    ]);
    expect(server[1]!.outTimeStamp).toBeNull(); // not changed in place
    q = enqueueClockEvents(q, [tap('c', 'u1', at(70), 'out')]);
    merged = withQueuedTaps(server, q, 'u1');
    expect(merged.find((r) => r.id === 'queued:a')!.outTimeStamp).toBe(at(70));
    // Refused taps do not count.
    q = applyClockQueueResults(
      q,
      'u1',
      [{ clientEventId: 'c', status: 'refused', statusCode: 400, message: 'x' }],
      at(80),
    );
    expect(withQueuedTaps(server, q, 'u1').find((r) => r.id === 'queued:a')!.outTimeStamp).toBeNull();
  });
});
