import { Button, Dialog, NumberField, Select, TextField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildShiftSave,
  isLeave,
  LEAVE_PAY_TYPES,
  PAY_TYPES,
  payTypeKey,
  type ShiftRow,
} from './batchedEdit.js';
import * as styles from './EditorPage.css.js';
import { fromZonedInput, toZonedInput } from './zones.js';

export type ShiftDialogProps = {
  /** Open state: 'new' adds a holiday/sick/vacation row; a row edits it; null is closed. */
  target: ShiftRow | 'new' | null;
  /** The batch a new row goes to (Upsert CompletedShift timeBatch_id). */
  timeBatchId: string;
  /** The batch's pay period (local dates 'YYYY-MM-DD', inclusive): the days a leave row may take. */
  period: { first: string; last: string };
  /** Zone of the wall times when the row has none (user default, else company zone). */
  zone: string;
  /** True when the row's task tracks productivity units (time spec 5: units editable only then). */
  tracksUnits: boolean;
  onClose: () => void;
  /**
   * Sends the Upsert CompletedShift record; resolves when saved, rejects with the message to show
   * (already translated) so the dialog stays open for a correction.
   */
  onSave: (record: Record<string, unknown>) => Promise<void>;
};

const hoursText = (seconds: number) => String(Math.round((seconds / 3600) * 100) / 100);

/**
 * The batched edit dialog (time spec 2 "batched edit", 5 "Shift and segment edit", 7 "Upsert
 * CompletedShift"): edits In and Out (wall times in the row's zone), pay type, units (when the task
 * tracks them) and, for holiday/sick/vacation without In and Out, hours; or adds a holiday, sick or
 * vacation row of hours only. The browser checks 'Out Time must be later than In Time.' and 'Record
 * must not exceed 24 hours.' first; the server's messages (and its 409 for approved shifts) come back
 * through `onSave`.
 */
export function ShiftDialog({
  target,
  timeBatchId,
  period,
  zone,
  tracksUnits,
  onClose,
  onSave,
}: ShiftDialogProps) {
  const { t } = useTranslation();
  const row = target && target !== 'new' ? target : null;
  const inZone = row?.inTimeZone || zone;
  const outZone = row?.outTimeZone || inZone;
  const [inValue, setInValue] = useState('');
  const [outValue, setOutValue] = useState('');
  const [payType, setPayType] = useState(1);
  const [hours, setHours] = useState('');
  const [units, setUnits] = useState('');
  const [workday, setWorkday] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setInValue(row ? toZonedInput(row.inTimeStamp, inZone) : '');
    setOutValue(row ? toZonedInput(row.outTimeStamp, outZone) : '');
    setPayType(row ? row.payType : LEAVE_PAY_TYPES[2]!);
    setHours(row && !row.inTimeStamp ? hoursText(row.totalSeconds) : target === 'new' ? '8' : '');
    setUnits(row && typeof row.units === 'number' ? String(row.units) : '');
    setWorkday(row?.workday ?? period.first);
    setError(null);
  }, [row, target, inZone, outZone, period.first]);

  const adding = target === 'new';
  // A row with times keeps its times; hours alone are for leave rows without In and Out.
  const timed = !adding && !!row?.inTimeStamp;
  const choices = (adding || !timed ? PAY_TYPES.filter((p) => isLeave(p.value)) : PAY_TYPES).map((p) => ({
    value: String(p.value),
    label: t(`timeeditor.batched.payType.${p.key}`),
  }));

  const save = async () => {
    const inIso = timed ? fromZonedInput(inValue, inZone) : null;
    const outIso = timed && outValue ? fromZonedInput(outValue, outZone) : null;
    if (timed && !inIso) {
      setError(t('timeeditor.batched.error.IN_REQUIRED'));
      return;
    }
    const result = buildShiftSave(
      row,
      { inTimeStamp: inIso, outTimeStamp: outIso, payType, hours, units, workday },
      { timeBatchId, zone: inZone, tracksUnits },
    );
    if (!result.ok) {
      setError(
        t(`domain.${result.code}`, {
          defaultValue: t(`timeeditor.batched.error.${result.code}`, { defaultValue: result.message }),
        }),
      );
      return;
    }
    setSaving(true);
    try {
      await onSave(result.record);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => {
        if (!o && !saving) onClose();
      }}
      title={adding ? t('timeeditor.batched.addTitle') : t('timeeditor.batched.editTitle')}
      description={
        adding || !timed ? t('timeeditor.batched.hoursHint') : t('timeeditor.batched.reprocessWarning')
      }
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
      {target ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          {timed ? (
            <>
              <TextField
                type="datetime-local"
                label={t('editor.inTime')}
                description={inZone}
                value={inValue}
                onChange={(e) => edit(setInValue)(e.target.value)}
                required
              />
              <TextField
                type="datetime-local"
                label={t('editor.outTime')}
                description={outZone}
                value={outValue}
                onChange={(e) => edit(setOutValue)(e.target.value)}
                required
              />
            </>
          ) : null}
          <Select
            label={t('timeeditor.batched.col.payType')}
            options={choices}
            value={String(payType)}
            onValueChange={(v) => {
              setPayType(Number(v));
              setError(null);
            }}
            placeholder={t(`timeeditor.batched.payType.${payTypeKey(payType)}`)}
          />
          {!timed ? (
            <TextField
              type="date"
              label={t('timeeditor.batched.workday')}
              min={period.first}
              max={period.last}
              value={workday}
              onChange={(e) => edit(setWorkday)(e.target.value)}
            />
          ) : null}
          {!timed ? (
            <NumberField
              label={t('timeeditor.batched.hours')}
              value={hours}
              onValueChange={(text) => edit(setHours)(text)}
              refusedMessage={t('numberOnly.decimal')}
              required
            />
          ) : null}
          {tracksUnits ? (
            <NumberField
              label={t('timeeditor.batched.units')}
              description={t('timeeditor.batched.unitsHint')}
              value={units}
              onValueChange={(text) => edit(setUnits)(text)}
              refusedMessage={t('numberOnly.decimal')}
            />
          ) : null}
          <button type="submit" hidden />
        </form>
      ) : null}
    </Dialog>
  );
}
