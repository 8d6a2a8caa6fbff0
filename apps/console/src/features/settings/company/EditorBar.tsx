import { Button } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './company.css.js';

/**
 * The footer of a list editor on the company screen: Cancel, Delete (when `onDelete` is given;
 * disabled while `deleteDisabled`) and Save (spinner while `saving`).
 */
export function EditorBar({
  saving,
  onCancel,
  onSave,
  onDelete,
  deleteDisabled,
}: {
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
  onDelete?: () => void;
  deleteDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <span className={styles.spacer} />
      <Button onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      {onDelete ? (
        <Button variant="danger" onClick={onDelete} disabled={saving || deleteDisabled}>
          {t('common.delete')}
        </Button>
      ) : null}
      <Button variant="primary" onClick={onSave} loading={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
