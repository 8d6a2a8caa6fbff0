import { useToast } from '@wm/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasDraft, restoreFields, takeDraft } from './formDrafts.js';

const WAIT_MS = 5000;

/**
 * After a sign-in that followed an idle log off, puts the user's unsaved input back into the page
 * at `route` (see formDrafts.ts) once its fields have rendered (awaited up to 5 s), and says so
 * ('Your unsaved changes from before the sign-in were restored.').
 */
export function useDraftRestore(user: string | null, route: string): void {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    if (!user || !hasDraft(user, route)) return;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const main = document.querySelector('main');
      const ready = main?.querySelector('input[name], textarea[name], select[name]');
      if (!ready && performance.now() - started < WAIT_MS) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      const fields = takeDraft(user, route);
      if (fields && restoreFields(document, fields) > 0) toast.info(t('session.draftRestored'));
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [user, route, t, toast]);
}
