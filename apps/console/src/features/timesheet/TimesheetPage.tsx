import { useEntityList, useLookup, useTimeRecords } from '@wm/api';
import { formatDuration, localDayNumber } from '@wm/domain';
import { Box, Button, Combobox, isAllowedNumberKey, useToast } from '@wm/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiClient, errorMessage } from '../../lib/api.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { useSession } from '../shell/SessionContext.js';
import { formatReportDate } from '../reports/format.js';
import * as styles from './TimesheetPage.css.js';
import {
  buildSheet,
  cellKey,
  parseCellHours,
  planSheetSave,
  type SheetRecord,
  sheetTotals,
  weekDays,
  weekRange,
} from './timesheet.js';
import { displayName, textOf } from '../../lib/text.js';
import { dayLabel, isoOfDay, useSheetZone, useWeekStart } from './week.js';

type Named = {
  id: string;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  code?: string | null;
};
const nameOf = (r: Named | null | undefined) => (r ? displayName(r, textOf(r.id)) : '');

/**
 * /time/timesheet/ (time spec 2): the signed-in employee (or, with others-time edit, any employee)
 * enters hours per day against a location and task for a week: rows of location + task, 7 day
 * columns from the week start (the pay period's week start, else Sunday), totals per day, row and
 * week in the user's time format. Cells take decimal hours, h:mm or '2h 30m' ('Invalid Input'
 * otherwise, at most 24 hours). Saving creates or updates Time records with source 'timesheet'
 * (POST /api/Time) and deletes entries set to 0; clock, batched and multi-record cells are read-only.
 */
export function TimesheetPage() {
  const { t, i18n } = usePayrollTranslation();
  const toast = useToast();
  const { identity, can, timeFormat } = useSession();
  const zone = useSheetZone();
  const weekStart = useWeekStart();
  const canOthers = can('/time/editor/', 'others-time/edit');
  const self = identity.employee?.id ?? null;
  const [search] = useSearchParams();
  const [employeeId, setEmployeeId] = useState<string | null>(() =>
    canOthers && search.get('employee') ? search.get('employee') : self,
  );
  const [anchor, setAnchor] = useState(() => localDayNumber(Date.now(), zone));
  const days = useMemo(() => weekDays(anchor, weekStart), [anchor, weekStart]);
  const range = useMemo(() => weekRange(days, zone), [days, zone]);
  const records = useTimeRecords<SheetRecord>(employeeId ? range : null, {
    filter: employeeId ? `employee_id eq '${employeeId.replace(/'/g, "''")}'` : undefined,
  });
  const employees = useEntityList<Named>(canOthers ? 'Employee' : null, { orderby: 'lastName' });
  const locations = useEntityList<Named>('Location', { orderby: 'name', select: 'name,code' });
  const tasks = useEntityList<Named>('Task', { orderby: 'name' });
  const [extraRows, setExtraRows] = useState<{ location_id: string | null; task_id: string | null }[]>([]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  // A key a number-only cell refused (service spec 5): said under the toolbar until the next accepted key.
  const [refusedKey, setRefusedKey] = useState(false);
  const [newLocation, setNewLocation] = useState<string | null>(null);
  const [newTask, setNewTask] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const mine = (records.data ?? []).filter((r) => r.employee_id === employeeId);
  const rows = useMemo(() => buildSheet(mine, days, zone, extraRows), [mine, days, zone, extraRows]);
  const totals = sheetTotals(rows, edits);
  const locationNames = useLookup<Named & { [k: string]: unknown }>(
    'Location',
    rows.map((r) => r.location_id),
  );
  const taskNames = useLookup<Named & { [k: string]: unknown }>(
    'Task',
    rows.map((r) => r.task_id),
  );
  const hrs = (h: number) => formatDuration(h * 3600, timeFormat);
  const dirty = Object.keys(edits).length > 0;
  const todayNumber = localDayNumber(Date.now(), zone);

  const reset = () => {
    setTexts({});
    setEdits({});
    setInvalid(null);
  };
  const moveWeek = (delta: number) => {
    reset();
    setExtraRows([]);
    setAnchor((a) => (delta === 0 ? localDayNumber(Date.now(), zone) : a + 7 * delta));
  };
  const commitCell = (k: string, text: string) => {
    const r = parseCellHours(text);
    if (!r.ok) {
      toast.error(
        t(r.message === 'Invalid Input' ? 'domain.INVALID_INPUT' : 'domain.RECORD_TOO_LONG', {
          defaultValue: r.message,
        }),
      );
      setInvalid(k);
      setTimeout(() => setInvalid((x) => (x === k ? null : x)), 5000);
      return;
    }
    setEdits((e) => ({ ...e, [k]: r.hours }));
    setTexts((x) => ({ ...x, [k]: text.trim() === '' ? '' : hrs(r.hours) }));
  };
  const save = async () => {
    if (!employeeId) return;
    const plan = planSheetSave(rows, days, edits, employeeId, zone);
    if (plan.upserts.length === 0 && plan.deletes.length === 0) {
      reset();
      return;
    }
    setSaving(true);
    try {
      if (plan.upserts.length > 0) await apiClient.upsert('Time', plan.upserts);
      if (plan.deletes.length > 0) await apiClient.time.removeMany(plan.deletes);
      toast.success(t('common.saved'));
      reset();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
      await records.mutate();
    }
  };
  const addRow = () => {
    if (!newLocation) {
      toast.error(t('domain.LOCATION_REQUIRED', { defaultValue: 'Please select a location.' }));
      return;
    }
    setExtraRows((x) => [...x, { location_id: newLocation, task_id: newTask }]);
    setNewLocation(null);
    setNewTask(null);
  };
  const options = (list: Named[] | undefined) => (list ?? []).map((r) => ({ value: r.id, label: nameOf(r) }));

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.time.timesheet')}</h1>
      <div className={styles.toolbar}>
        {canOthers ? (
          <Combobox
            label={t('timesheet.employee')}
            options={options(employees.data)}
            value={employeeId}
            onValueChange={(v) => {
              reset();
              setExtraRows([]);
              setEmployeeId(v);
            }}
            placeholder={t('timesheet.chooseEmployee')}
          />
        ) : (
          <span className={styles.week}>{textOf(identity.employee?.fullName)}</span>
        )}
        <Button variant="secondary" onClick={() => moveWeek(-1)} aria-label={t('timesheet.previousWeek')}>
          ‹
        </Button>
        <Button variant="secondary" onClick={() => moveWeek(0)}>
          {t('timesheet.thisWeek')}
        </Button>
        <Button variant="secondary" onClick={() => moveWeek(1)} aria-label={t('timesheet.nextWeek')}>
          ›
        </Button>
        <span className={styles.week} aria-live="polite">
          {formatReportDate(isoOfDay(days[0]!))} - {formatReportDate(isoOfDay(days[6]!))}
        </span>
        <span className={styles.spacer} />
        <Button variant="secondary" onClick={reset} disabled={!dirty || saving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={() => void save()}
          disabled={!dirty || !employeeId}
          loading={saving}
        >
          {t('common.save')}
        </Button>
      </div>
      {!employeeId ? <p>{t('timesheet.noEmployee')}</p> : null}
      {records.error ? <p role="alert">{errorMessage(records.error)}</p> : null}
      {refusedKey ? <p role="alert">{t('timesheet.numberOnly')}</p> : null}
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={t('menu.time.timesheet')}>
          <thead>
            <tr>
              <th scope="col">{t('timesheet.location')}</th>
              <th scope="col">{t('timesheet.task')}</th>
              {days.map((d) => (
                <th key={d} scope="col" className={`${styles.num} ${d === todayNumber ? styles.today : ''}`}>
                  {dayLabel(d, i18n.language)}
                </th>
              ))}
              <th scope="col" className={styles.num}>
                {t('timesheet.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={10} className={styles.muted}>
                  {records.isLoading ? t('common.loading') : t('timesheet.empty')}
                </td>
              </tr>
            ) : null}
            {rows.map((r) => {
              const loc =
                nameOf(r.location_id ? locationNames.data?.get(r.location_id) : null) ||
                (r.location_id ?? '');
              const task = nameOf(r.task_id ? taskNames.data?.get(r.task_id) : null) || (r.task_id ?? '');
              return (
                <tr key={r.key}>
                  <th scope="row">{loc}</th>
                  <td>{task}</td>
                  {r.cells.map((c, i) => {
                    const k = cellKey(r.key, i);
                    const text = k in texts ? texts[k]! : c.hours ? hrs(c.hours) : '';
                    return (
                      <td key={k} className={styles.num}>
                        <input
                          className={styles.cellInput}
                          aria-label={t('timesheet.cell', {
                            location: loc,
                            task,
                            day: dayLabel(days[i]!, i18n.language),
                          })}
                          value={text}
                          inputMode="decimal"
                          disabled={!c.editable || !employeeId}
                          title={c.editable ? undefined : t('timesheet.readOnlyCell')}
                          aria-invalid={invalid === k ? true : undefined}
                          data-changed={k in edits ? 'true' : undefined}
                          onKeyDown={(e) => {
                            // Number-only (service spec 5): digits, navigation keys, one decimal
                            // point, and ':' for hours:minutes as the sheet shows them.
                            const input = e.currentTarget;
                            const selected = input.value.slice(
                              input.selectionStart ?? 0,
                              input.selectionEnd ?? 0,
                            );
                            const ok =
                              (e.key === ':' && !input.value.replace(selected, '').includes(':')) ||
                              isAllowedNumberKey(e.key, {
                                fixed: false,
                                current: input.value,
                                selected,
                                ctrlOrMeta: e.ctrlKey || e.metaKey,
                              });
                            if (!ok) e.preventDefault();
                            if (e.key.length === 1) setRefusedKey(!ok);
                          }}
                          onChange={(e) => setTexts((x) => ({ ...x, [k]: e.target.value }))}
                          onBlur={(e) => {
                            if (k in texts) commitCell(k, e.target.value);
                          }}
                        />
                      </td>
                    );
                  })}
                  <td className={styles.num}>{hrs(totals.rows[r.key] ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('timesheet.total')}
              </th>
              {days.map((d, i) => (
                <td key={d} className={styles.num}>
                  {hrs(totals.days[i] ?? 0)}
                </td>
              ))}
              <td className={styles.num}>{hrs(totals.week)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {employeeId ? (
        <div className={styles.addRow}>
          <Combobox
            label={t('timesheet.location')}
            options={options(locations.data)}
            value={newLocation}
            onValueChange={setNewLocation}
            placeholder={t('timesheet.choose')}
          />
          <Combobox
            label={t('timesheet.task')}
            options={options(tasks.data)}
            value={newTask}
            onValueChange={setNewTask}
            placeholder={t('timesheet.choose')}
            clearable
          />
          <Button variant="secondary" onClick={addRow}>
            {t('timesheet.addRow')}
          </Button>
        </div>
      ) : null}
      <p className={styles.muted}>{t(`timesheet.hint.${timeFormat}`)}</p>
    </Box>
  );
}
