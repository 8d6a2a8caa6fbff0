import {
  type ClockQueueState,
  type ClockQueueSummary,
  clockQueueSummary,
  dismissClockEvent,
  normalizeClockQueue,
  type QueuedClockEvent,
  userClockEvents,
} from '@wm/domain';
import { useCallback, useEffect, useState } from 'react';
import { onClockQueueSyncMessage } from './clockQueueBackgroundSync.js';
import { changeClockQueue, readClockQueue, subscribeClockQueue, syncClockQueue } from './clockQueueStore.js';

/** How often a waiting queue is retried while the page is open (the back-off decides what is due). */
const RETRY_EVERY_MS = 15_000;

/** Whether the browser believes it has a network, following the online/offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** What useClockQueue gives the clock screen. */
export interface ClockQueueView {
  /** The whole stored queue (all users; filter with the domain helpers and `owner`). */
  state: ClockQueueState;
  /** The owner's events, in order. */
  events: QueuedClockEvent[];
  summary: ClockQueueSummary;
  online: boolean;
  /** Sends what is due now (skipping the back-off). */
  sync: () => Promise<void>;
  /** Removes a refused event the user has read. */
  dismiss: (clientEventId: string) => Promise<void>;
}

/**
 * The offline clock queue of `owner` (the signed-in user, '<companyId>:<userId>'; null = none):
 * read from IndexedDB, kept current, and sent on start, when the network returns (online event)
 * and every 15 s while taps wait (issue 16). Another user's taps are neither shown nor sent.
 */
export function useClockQueue(owner: string | null): ClockQueueView {
  const [state, setState] = useState<ClockQueueState>(() => normalizeClockQueue(null));
  const online = useOnline();

  useEffect(() => {
    let live = true;
    void readClockQueue().then((s) => {
      if (live) setState(s);
    });
    const off = subscribeClockQueue((s) => setState(s));
    return () => {
      live = false;
      off();
    };
  }, []);

  const sync = useCallback(async () => {
    if (!owner) return;
    await syncClockQueue(owner, { dueNow: true });
  }, [owner]);

  // On start and whenever the network comes back.
  useEffect(() => {
    if (owner && online) void syncClockQueue(owner, { dueNow: true });
  }, [owner, online]);

  const summary = owner ? clockQueueSummary(state, owner) : clockQueueSummary(state, '');
  const waiting = summary.waiting;
  useEffect(() => {
    if (!owner || waiting === 0) return;
    const id = window.setInterval(() => {
      if (navigator.onLine) void syncClockQueue(owner);
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(id);
  }, [owner, waiting]);

  const dismiss = useCallback(
    async (clientEventId: string) => {
      if (!owner) return;
      await changeClockQueue((s) => dismissClockEvent(s, owner, clientEventId));
    },
    [owner],
  );

  return { state, events: owner ? userClockEvents(state, owner) : [], summary, online, sync, dismiss };
}

/**
 * Sends the signed-in user's queued clock taps from any screen (issue 16: on the next start, when the
 * network returns, and when the service worker relays a Background Sync), not only while the clock is
 * open. `owner` as in useClockQueue.
 */
export function useClockQueueSender(owner: string | null): void {
  useEffect(() => {
    if (!owner) return;
    const send = () => void syncClockQueue(owner, { dueNow: true }).catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    const offSync = onClockQueueSyncMessage(send);
    return () => {
      window.removeEventListener('online', send);
      offSync();
    };
  }, [owner]);
}
