import { Button } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './Partners.css.js';
import { stopSupport, supportedCompany } from './support.js';

/** The banner shown while a global or partner administrator supports a customer's console. */
export function SupportBanner({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const company = supportedCompany();
  if (!company || !isAdmin) return null;
  return (
    <div className={styles.supportBanner} role="status" data-testid="support-banner">
      <span>{t('support.banner', { name: company.name })}</span>
      <Button variant="secondary" onClick={stopSupport}>
        {t('support.leave')}
      </Button>
    </div>
  );
}
