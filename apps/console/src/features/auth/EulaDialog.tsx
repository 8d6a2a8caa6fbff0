import { Button, Dialog } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './LogonPage.css.js';

export type EulaDialogProps = {
  open: boolean;
  onAnswer: (agreed: boolean) => void;
};

/** The agreement (EULA) dialog of the sign-in sequence (platform spec 2.2): Agree or Disagree. */
export function EulaDialog({ open, onAnswer }: EulaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onAnswer(false);
      }}
      title={t('eula.title')}
      size="md"
      hideClose
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {t('eula.disagree')}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            {t('eula.agree')}
          </Button>
        </>
      }
    >
      <div className={styles.eulaText}>{t('eula.text')}</div>
    </Dialog>
  );
}
