import { validateShiftTimes } from '@wm/domain';
import { Button, Dialog, TextField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../common/useDomainMessage.js';
import * as styles from './EditorPage.css.js';
import { fromZonedInput, toZonedInput } from './zones.js';

/** A time record as the editor shows it, with resolved names. */
export interface EditorRow {
  id: string;
  employee_id: string;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  inTimeZone?: string | null;
  outTimeZone?: string | null;
  employeeName: string;
  locationName: string;
  taskName: string;
  [key: string]: unknown;
}

export type EditRecordDialogProps = {
  row: EditorRow | null;
  /** Zone used when the record has none (user default, else company zone). */
  fallbackZone: string;
  onClose: () => void;
  /** Saves new IN/OUT (ISO UTC, OUT may be null); rejects with the server's error. */
  onSave: (row: EditorRow, inTimeStamp: string, outTimeStamp: string | null) => Promise<void>;
};

/**
 * The time-record detail dialog of the editor: edits IN and OUT as wall times in the record's own
 * zones, checked in the browser with @wm/domain's shift rules ('Out Time must be later than In
 * Time.', 'Record must not exceed 24 hours.') before the server checks them again.
 */
export function EditRecordDialog({ row, fallbackZone, onClose, onSave }: EditRecordDialogProps) {
  const { t } = useTranslation();
  const domainMessage = useDomainMessage();
  const inZone = row?.inTimeZone || fallbackZone;
  const outZone = row?.outTimeZone || inZone;
  const [inValue, setInValue] = useState('');
  const [outValue, setOutValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setInValue(row ? toZonedInput(row.inTimeStamp, inZone) : '');
    setOutValue(row ? toZonedInput(row.outTimeStamp, outZone) : '');
    setError(null);
  }, [row, inZone, outZone]);

  const check = (): { inIso: string; outIso: string | null } | null => {
    const inIso = fromZonedInput(inValue, inZone);
    if (!inIso) {
      setError(t('editor.inRequired'));
      return null;
    }
    const outIso = outValue ? fromZonedInput(outValue, outZone) : null;
    if (outValue && !outIso) {
      setError(t('editor.outInvalid'));
      return null;
    }
    const rule = validateShiftTimes(inIso, outIso);
    if (rule) {
      setError(domainMessage(rule.code, rule.message));
      return null;
    }
    setError(null);
    return { inIso, outIso };
  };

  // A correction clears the message while the user types; re-validating on blur instead made the
  // message vanish between mouse-down and mouse-up on Save, moving the button away from the click.
  const edit = (set: (v: string) => void, value: string) => {
    set(value);
    setError(null);
  };

  const save = async () => {
    if (!row) return;
    const ok = check();
    if (!ok) return;
    setSaving(true);
    try {
      await onSave(row, ok.inIso, ok.outIso);
      onClose();
    } catch {
      // The page shows the server's message as a toast; keep the dialog open for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={row !== null}
      onOpenChange={(o) => {
        if (!o && !saving) onClose();
      }}
      title={t('editor.editTitle')}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {row ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('editor.col.employee')}</dt>
            <dd>{row.employeeName}</dd>
            <dt className={styles.term}>{t('editor.col.location')}</dt>
            <dd>{row.locationName || '—'}</dd>
            <dt className={styles.term}>{t('editor.col.task')}</dt>
            <dd>{row.taskName || '—'}</dd>
          </dl>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <TextField
            type="datetime-local"
            label={t('editor.inTime')}
            description={inZone}
            value={inValue}
            onChange={(e) => edit(setInValue, e.target.value)}
            required
          />
          <TextField
            type="datetime-local"
            label={t('editor.outTime')}
            description={outZone}
            value={outValue}
            onChange={(e) => edit(setOutValue, e.target.value)}
          />
          <button type="submit" hidden />
        </form>
      ) : null}
    </Dialog>
  );
}
