import { lazy, Suspense, useEffect, useState } from 'react';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.js').then((m) => ({ default: m.UpdatePrompt })));

/**
 * The service-worker registration and update prompt (UpdatePrompt), shown by the signed-in frame and
 * loaded once it has rendered and the browser is idle: the sign-in page and the first screen never
 * wait for it (issue 20). The installed worker still serves every page, the sign-in page included.
 */
export function DeferredUpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 1000);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
