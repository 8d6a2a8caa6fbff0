import { useEntityList } from '@wm/api';
import { limitToAllowed } from '@wm/domain';
import { validateShiftTimes } from '@wm/domain';
import { Button, Combobox, Dialog, Select, TextField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowedIds } from '../common/useAllowedIds.js';
import { useDomainMessage } from '../common/useDomainMessage.js';
import * as styles from './EditorPage.css.js';
import { type EmployeeRow, employeeName, type NamedRow, recordName } from './records.js';
import { fromZonedInput } from './zones.js';

const NONE = '__none__';

/** What a new time record carries (POST /api/Time). */
export interface NewTimeRecord {
  employee_id: string;
  location_id: string | null;
  task_id: string | null;
  inTimeStamp: string;
  outTimeStamp: string | null;
  inTimeZone: string;
  outTimeZone: string | null;
  source: 'editor';
}

export type NewRecordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's own employee (the only choice without others-time/edit). */
  self: EmployeeRow | null;
  /** May create records for other employees (time spec 6: others-time edit). */
  canOthers: boolean;
  /** Zone of the wall times entered (user default, else company zone). */
  zone: string;
  /** Saves the record; rejects with the server's error (the page shows it). */
  onCreate: (record: NewTimeRecord) => Promise<void>;
};

/**
 * New time record (time spec 2 "Time editor: new record"): employee (self only without others-time
 * edit), location, task, In and Out as wall times in `zone`, checked with @wm/domain's shift rules.
 */
export function NewRecordDialog({
  open,
  onOpenChange,
  self,
  canOthers,
  zone,
  onCreate,
}: NewRecordDialogProps) {
  const { t } = useTranslation();
  const domainMessage = useDomainMessage();
  const employees = useEntityList<EmployeeRow>(open && canOthers ? 'Employee' : null, {
    orderby: 'lastName',
  });
  const locations = useEntityList<NamedRow>(open ? 'Location' : null, { orderby: 'name' });
  const tasks = useEntityList<NamedRow>(open ? 'Task' : null, { orderby: 'name' });
  const [employeeId, setEmployeeId] = useState<string | null>(self?.id ?? null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [inValue, setInValue] = useState('');
  const [outValue, setOutValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Choices limited by the employee's permission sets (time spec 6; the server checks too).
  const allowed = useAllowedIds(open && employeeId ? [employeeId] : []).data;
  const locationChoices = limitToAllowed(locations.data ?? [], allowed?.locationIds);
  const taskChoices = limitToAllowed(tasks.data ?? [], allowed?.taskIds);

  useEffect(() => {
    if (!open) return;
    setEmployeeId(self?.id ?? null);
    setLocationId(null);
    setTaskId(null);
    setInValue('');
    setOutValue('');
    setError(null);
  }, [open, self?.id]);

  const employeeOptions = (canOthers ? (employees.data ?? []) : self ? [self] : []).map((e) => ({
    value: e.id,
    label: employeeName(e),
  }));

  const save = async () => {
    if (!employeeId) {
      setError(domainMessage('EMPLOYEE_REQUIRED', 'Please select at least one employee.'));
      return;
    }
    const inIso = fromZonedInput(inValue, zone);
    if (!inIso) {
      setError(t('editor.inRequired'));
      return;
    }
    const outIso = outValue ? fromZonedInput(outValue, zone) : null;
    if (outValue && !outIso) {
      setError(t('editor.outInvalid'));
      return;
    }
    const rule = validateShiftTimes(inIso, outIso);
    if (rule) {
      setError(domainMessage(rule.code, rule.message));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onCreate({
        employee_id: employeeId,
        location_id: locationId,
        task_id: taskId,
        inTimeStamp: inIso,
        outTimeStamp: outIso,
        inTimeZone: zone,
        outTimeZone: outIso ? zone : null,
        source: 'editor',
      });
      onOpenChange(false);
    } catch {
      // The page shows the server's message; keep the dialog for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!saving) onOpenChange(o);
      }}
      title={t('editor.newTitle')}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {canOthers ? (
          <Combobox
            label={t('editor.col.employee')}
            options={employeeOptions}
            value={employeeId}
            onValueChange={setEmployeeId}
            emptyText={t('common.noRecords')}
          />
        ) : (
          <TextField label={t('editor.col.employee')} value={self ? employeeName(self) : ''} readOnly />
        )}
        <Select
          label={t('editor.col.location')}
          options={[
            { value: NONE, label: t('common.none') },
            ...locationChoices.map((l) => ({ value: l.id, label: recordName(l) })),
          ]}
          value={locationId ?? NONE}
          onValueChange={(v) => setLocationId(v === NONE ? null : v)}
        />
        <Select
          label={t('editor.col.task')}
          options={[
            { value: NONE, label: t('common.none') },
            ...taskChoices.map((x) => ({ value: x.id, label: recordName(x) })),
          ]}
          value={taskId ?? NONE}
          onValueChange={(v) => setTaskId(v === NONE ? null : v)}
        />
        <TextField
          type="datetime-local"
          label={t('editor.inTime')}
          description={zone}
          value={inValue}
          onChange={(e) => setInValue(e.target.value)}
          required
        />
        <TextField
          type="datetime-local"
          label={t('editor.outTime')}
          description={zone}
          value={outValue}
          onChange={(e) => setOutValue(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
