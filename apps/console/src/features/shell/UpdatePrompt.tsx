import { Button } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import * as styles from './UpdatePrompt.css.js';

/**
 * Registers the console's service worker (issue 16: the installable web app; see vite.config.ts)
 * and, when a new version has been downloaded, shows 'A new version is available.' with 'Reload':
 * the new version starts only when the user chooses, so a clock in progress is never interrupted.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <span>{t('offline.newVersion')}</span>
      <Button size="sm" variant="primary" onClick={() => void updateServiceWorker(true)}>
        {t('offline.reload')}
      </Button>
    </div>
  );
}
