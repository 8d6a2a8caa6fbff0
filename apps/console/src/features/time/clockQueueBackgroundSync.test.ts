import { describe, expect, it, vi } from 'vitest';
import {
  CLOCK_SYNC_MESSAGE,
  CLOCK_SYNC_TAG,
  onClockQueueSyncMessage,
  requestClockQueueSync,
  type SyncContainer,
} from './clockQueueBackgroundSync.js';

/** A service worker container double: `sync` present or not, messages delivered by `post`. */
function container(sync?: { register(tag: string): Promise<void> }) {
  const listeners = new Set<(e: { data?: unknown }) => void>();
  const c: SyncContainer & { post(data: unknown): void; count(): number } = {
    ready: Promise.resolve(sync ? { sync } : {}),
    addEventListener: (_type, fn) => listeners.add(fn),
    removeEventListener: (_type, fn) => listeners.delete(fn),
    post: (data) => {
      for (const fn of listeners) fn({ data });
    },
    count: () => listeners.size,
  };
  return c;
}

describe('requestClockQueueSync', () => {
  it('registers the clock queue tag where the browser has Background Sync', async () => {
    const register = vi.fn(async () => undefined);
    expect(await requestClockQueueSync(container({ register }))).toBe(true);
    expect(register).toHaveBeenCalledWith(CLOCK_SYNC_TAG);
  });

  it('answers false, without throwing, with no worker, no Background Sync, or a refusal', async () => {
    expect(await requestClockQueueSync(null)).toBe(false);
    expect(await requestClockQueueSync(container())).toBe(false);
    const refused = container({
      register: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    expect(await requestClockQueueSync(refused)).toBe(false);
  });
});

describe('onClockQueueSyncMessage', () => {
  it('sends on the worker’s sync message only, until unsubscribed', () => {
    const c = container();
    const send = vi.fn();
    const off = onClockQueueSyncMessage(send, c);
    c.post({ type: 'other' });
    c.post(null);
    c.post('wm-clock-queue-sync');
    expect(send).not.toHaveBeenCalled();
    c.post({ type: CLOCK_SYNC_MESSAGE });
    expect(send).toHaveBeenCalledTimes(1);
    off();
    expect(c.count()).toBe(0);
    c.post({ type: CLOCK_SYNC_MESSAGE });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is a no-op without a service worker', () => {
    expect(onClockQueueSyncMessage(vi.fn(), null)()).toBeUndefined();
  });
});
