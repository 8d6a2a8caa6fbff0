/*
 * Background Sync for the offline clock queue (issue 16), imported by the Workbox service worker
 * (vite.config.ts workbox.importScripts). On the 'wm-clock-queue' sync the worker asks every open
 * console window to send its queue (src/features/time/clockQueueBackgroundSync.ts); the windows do
 * the sending with the signed-in user's session. With no window open the sync fails, so the browser
 * retries it later; the next start of the console sends the queue in any case.
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'wm-clock-queue') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) w.postMessage({ type: 'wm-clock-queue-sync' });
      if (windows.length === 0) throw new Error('no console window open to send the clock queue');
    }),
  );
});
