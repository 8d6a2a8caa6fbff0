import { isApiError } from '@wm/api';
import {
  applyClockQueueResults,
  type ClockQueueState,
  clockEventsToSend,
  clockQueueDueNow,
  enqueueClockEvents,
  failClockQueueSend,
  normalizeClockQueue,
  type QueuedClockEvent,
} from '@wm/domain';
import { createStore, get, type UseStore, update } from 'idb-keyval';
import { apiClient, errorMessage } from '../../lib/api.js';
import { requestClockQueueSync } from './clockQueueBackgroundSync.js';

/**
 * The device's offline clock queue (issue 16) in IndexedDB through idb-keyval: one value holding
 * every user's queued taps (the rules are @wm/domain's clockQueue). Changes are announced to
 * `subscribeClockQueue` listeners in this tab.
 */
const KEY = 'queue';
let idb: UseStore | null = null;
function store(): UseStore {
  if (!idb) idb = createStore('wm-clock-queue', 'clock-queue');
  return idb;
}

const listeners = new Set<(state: ClockQueueState) => void>();

/** Calls `fn` with the queue after every change made in this tab; returns the unsubscribe. */
export function subscribeClockQueue(fn: (state: ClockQueueState) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The stored queue (an empty one when IndexedDB is missing or the value is damaged). */
export async function readClockQueue(): Promise<ClockQueueState> {
  try {
    return normalizeClockQueue(await get(KEY, store()));
  } catch {
    return normalizeClockQueue(null);
  }
}

/** Applies `change` to the stored queue atomically (idb-keyval update) and announces the result. */
export async function changeClockQueue(
  change: (state: ClockQueueState) => ClockQueueState,
): Promise<ClockQueueState> {
  let next = normalizeClockQueue(null);
  await update(
    KEY,
    (value) => {
      next = change(normalizeClockQueue(value));
      return next;
    },
    store(),
  );
  for (const fn of listeners) fn(next);
  return next;
}

/** Queues taps of `userId` (see enqueueClockEvents) and asks for a Background Sync where the browser has it. */
export async function enqueueClockTaps(
  taps: readonly Omit<QueuedClockEvent, 'state' | 'attempts' | 'nextAttemptAt'>[],
): Promise<ClockQueueState> {
  const state = await changeClockQueue((s) => enqueueClockEvents(s, taps));
  void requestClockQueueSync();
  return state;
}

/**
 * True when an error means the request was not handled by the server: no network, a timeout, or
 * a busy server's 503 (load shedding answers before any handler runs), so the tap is queued.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isApiError(error)) return error.status === 0 || error.status === 503;
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}

let running: Promise<number> | null = null;

/**
 * Sends the user's due taps to POST /api/time/queue in order, batch after batch, and applies the
 * answers (recorded/duplicate leave the queue, refusals stay visible). `dueNow` skips the back-off
 * (the network just came back). A failure (network, expired session, server error) keeps the taps
 * with a back-off and records the error. One sync at a time per tab. Returns how many were answered.
 */
export function syncClockQueue(userId: string, options: { dueNow?: boolean } = {}): Promise<number> {
  if (running) return running;
  running = (async () => {
    let answered = 0;
    try {
      if (options.dueNow) await changeClockQueue((s) => clockQueueDueNow(s, userId));
      for (;;) {
        const now = new Date().toISOString();
        const batch = clockEventsToSend(await readClockQueue(), userId, now);
        if (batch.length === 0) break;
        try {
          const res = await apiClient.time.queue(
            batch.map((e) => ({
              clientEventId: e.clientEventId,
              record: e.record,
              ...(e.gpsAccuracy != null ? { gpsAccuracy: e.gpsAccuracy } : {}),
            })),
          );
          await changeClockQueue((s) =>
            applyClockQueueResults(s, userId, res.results, new Date().toISOString()),
          );
          answered += res.results.length;
        } catch (error) {
          await changeClockQueue((s) =>
            failClockQueueSend(
              s,
              userId,
              batch.map((e) => e.clientEventId),
              errorMessage(error),
              new Date().toISOString(),
            ),
          );
          break;
        }
      }
    } finally {
      running = null;
    }
    return answered;
  })();
  return running;
}

/** A device position (degrees) and its accuracy (metres). */
export interface DevicePosition {
  lat: number;
  lon: number;
  accuracy: number;
}

/**
 * The device's position for a queued tap, only when the user has already granted location access
 * (never asks): null when not granted, unsupported, or not found within `timeoutMs` (issue 16).
 */
export async function grantedPosition(timeoutMs = 3000): Promise<DevicePosition | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return null;
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise<DevicePosition | null>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
        () => resolve(null),
        { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: true },
      );
    });
  } catch {
    return null;
  }
}
