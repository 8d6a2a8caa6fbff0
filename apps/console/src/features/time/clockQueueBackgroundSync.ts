/**
 * Background Sync for the offline clock queue (issue 16 §2: "when the network returns (online event,
 * Background Sync where the browser has it, and on the next start)"). The page registers the sync tag
 * when it queues a tap; when the browser sees the network back it wakes the service worker
 * (public/clock-sync-sw.js, imported by the Workbox worker), which tells every open console window to
 * send its queue. The queue's rules stay in one place (clockQueueStore + @wm/domain); the worker only
 * relays. With no console window open the browser retries the sync later, and the next start sends.
 */

/** The Background Sync tag registered for the clock queue. */
export const CLOCK_SYNC_TAG = 'wm-clock-queue';
/** The message type the service worker posts to the windows on a sync. */
export const CLOCK_SYNC_MESSAGE = 'wm-clock-queue-sync';

/** The parts of ServiceWorkerContainer used here (Background Sync's `sync` is not in TypeScript's DOM lib). */
export interface SyncContainer {
  ready: Promise<{ sync?: { register(tag: string): Promise<void> } }>;
  addEventListener(type: 'message', fn: (event: { data?: unknown }) => void): void;
  removeEventListener(type: 'message', fn: (event: { data?: unknown }) => void): void;
}

function browserContainer(): SyncContainer | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker as unknown as SyncContainer;
}

/**
 * Registers the clock queue's sync tag with the active service worker. Resolves true when
 * registered, false where the browser has no service worker or no Background Sync, or refuses it
 * (never throws: the online event and the next start still send the queue).
 */
export async function requestClockQueueSync(container = browserContainer()): Promise<boolean> {
  try {
    const registration = await container?.ready;
    if (!registration?.sync) return false;
    await registration.sync.register(CLOCK_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Calls `send` each time the service worker relays a sync; returns the unsubscribe (a no-op without a worker). */
export function onClockQueueSyncMessage(send: () => void, container = browserContainer()): () => void {
  if (!container) return () => undefined;
  const listener = (event: { data?: unknown }) => {
    const data = event.data as { type?: unknown } | null | undefined;
    if (data?.type === CLOCK_SYNC_MESSAGE) send();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
