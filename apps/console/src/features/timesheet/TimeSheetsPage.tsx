import { useLookup, useTimeRecords } from '@wm/api';
import { formatDuration, localDayNumber } from '@wm/domain';
import { Badge, Box, Button } from '@wm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { formatReportDate } from '../reports/format.js';
import { useSession } from '../shell/SessionContext.js';
import { SignOffDialog } from '../time/SignOffDialog.js';
import { permittedSignOffTypes, typesForSelection } from '../time/signOffs.js';
import * as styles from './TimesheetPage.css.js';
import { SHEET_SIGN_OFF_FIELDS, type SheetRecord, summarizeWeek, weekDays, weekRange } from './timesheet.js';
import { displayName } from '../../lib/text.js';
import { dayLabel, isoOfDay, useSheetZone, useWeekStart } from './week.js';

type Emp = {
  id: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  code?: string | null;
};
const nameOf = (e: Emp | null | undefined, id: string) => displayName(e, id);

/**
 * /time/timeSheets/ (time spec 2 "Time Sheets"): the manager's week of everyone: one row per
 * employee with hours per day, the week total (user's time format), incomplete records and the
 * state of each sign-off (employee, manager, office one and two). A row opens that employee's
 * timesheet when the user may edit others' time; with a sign-off privilege the user selects rows
 * and signs off their complete records of the week (Sign off).
 */
export function TimeSheetsPage() {
  const { t, i18n } = usePayrollTranslation();
  const { can, timeFormat, identity } = useSession();
  const navigate = useNavigate();
  const zone = useSheetZone();
  const weekStart = useWeekStart();
  const [anchor, setAnchor] = useState(() => localDayNumber(Date.now(), zone));
  const days = useMemo(() => weekDays(anchor, weekStart), [anchor, weekStart]);
  const range = useMemo(() => weekRange(days, zone), [days, zone]);
  const records = useTimeRecords<SheetRecord & { [k: string]: unknown }>(range);
  const ids = useMemo(() => [...new Set((records.data ?? []).map((r) => r.employee_id))], [records.data]);
  const employees = useLookup<Emp & { [k: string]: unknown }>('Employee', ids);
  const rows = useMemo(
    () => summarizeWeek(records.data ?? [], days, zone, (id) => nameOf(employees.data?.get(id), id)),
    [records.data, days, zone, employees.data],
  );
  const hrs = (h: number) => formatDuration(h * 3600, timeFormat);
  const dayTotals = days.map((_, i) => rows.reduce((s, r) => s + (r.days[i] ?? 0), 0));
  const canOpen = can('/time/timesheet/') && can('/time/editor/', 'others-time/edit');
  const tone = { signed: 'success', partial: 'warn', none: 'neutral' } as const;
  // Sign-off from Time Sheets (issue 19): the selected employees' complete records of the week.
  const signOffTypes = useMemo(() => permittedSignOffTypes(can), [can]);
  const [picked, setPicked] = useState<string[]>([]);
  const [signing, setSigning] = useState(false);
  const pickedRows = rows.filter((r) => picked.includes(r.employee_id));
  const pickedTypes = typesForSelection(
    signOffTypes,
    pickedRows.map((r) => r.employee_id),
    identity.employee?.id,
  );
  const toggle = (id: string, on: boolean) =>
    setPicked((cur) => (on ? [...new Set([...cur, id])] : cur.filter((x) => x !== id)));

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.time.timeSheets')}</h1>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          onClick={() => setAnchor((a) => a - 7)}
          aria-label={t('timesheet.previousWeek')}
        >
          ‹
        </Button>
        <Button variant="secondary" onClick={() => setAnchor(localDayNumber(Date.now(), zone))}>
          {t('timesheet.thisWeek')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAnchor((a) => a + 7)}
          aria-label={t('timesheet.nextWeek')}
        >
          ›
        </Button>
        <span className={styles.week} aria-live="polite">
          {formatReportDate(isoOfDay(days[0]!))} - {formatReportDate(isoOfDay(days[6]!))}
        </span>
        <span className={styles.spacer} />
        {signOffTypes.length > 0 ? (
          <Button
            variant="secondary"
            disabled={pickedRows.length === 0 || pickedTypes.length === 0}
            onClick={() => setSigning(true)}
          >
            {t('timeeditor.signoff.button')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void records.mutate()} loading={records.isValidating}>
          {t('common.refresh')}
        </Button>
      </div>
      {records.error ? <p role="alert">{errorMessage(records.error)}</p> : null}
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={t('menu.time.timeSheets')}>
          <thead>
            <tr>
              {signOffTypes.length > 0 ? <th scope="col" aria-label={t('timesheet.select')} /> : null}
              <th scope="col">{t('timesheet.employee')}</th>
              {days.map((d) => (
                <th key={d} scope="col" className={styles.num}>
                  {dayLabel(d, i18n.language)}
                </th>
              ))}
              <th scope="col" className={styles.num}>
                {t('timesheet.total')}
              </th>
              <th scope="col">{t('timesheet.incomplete')}</th>
              <th scope="col">{t('timesheet.signOff')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={12} className={styles.muted}>
                  {records.isLoading ? t('common.loading') : t('timesheet.emptyWeek')}
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.employee_id}>
                {signOffTypes.length > 0 ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('timesheet.selectEmployee', {
                        name: nameOf(employees.data?.get(r.employee_id), r.employee_id),
                      })}
                      checked={picked.includes(r.employee_id)}
                      disabled={r.completeIds.length === 0}
                      onChange={(e) => toggle(r.employee_id, e.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row">
                  {canOpen ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        navigate(`/time/timesheet/?employee=${encodeURIComponent(r.employee_id)}`)
                      }
                    >
                      {nameOf(employees.data?.get(r.employee_id), r.employee_id)}
                    </Button>
                  ) : (
                    nameOf(employees.data?.get(r.employee_id), r.employee_id)
                  )}
                </th>
                {r.days.map((h, i) => (
                  <td key={days[i]} className={styles.num}>
                    {h ? hrs(h) : ''}
                  </td>
                ))}
                <td className={styles.num}>{hrs(r.week)}</td>
                <td>
                  {r.incomplete ? (
                    <Badge tone="warn">{t('timesheet.incompleteCount', { count: r.incomplete })}</Badge>
                  ) : (
                    ''
                  )}
                </td>
                <td>
                  {(Object.keys(SHEET_SIGN_OFF_FIELDS) as (keyof typeof SHEET_SIGN_OFF_FIELDS)[]).some(
                    (k) => r.signOffs[k] !== 'none',
                  ) ? (
                    <Box display="flex" gap="xs" flexWrap="wrap">
                      {(Object.keys(SHEET_SIGN_OFF_FIELDS) as (keyof typeof SHEET_SIGN_OFF_FIELDS)[])
                        .filter((k) => r.signOffs[k] !== 'none')
                        .map((k) => (
                          <Badge key={k} tone={tone[r.signOffs[k]]}>
                            {t('timesheet.signOffOf', {
                              type: t(`timeeditor.signoff.type.${k}`),
                              state: t(`timesheet.signOff.${r.signOffs[k]}`),
                            })}
                          </Badge>
                        ))}
                    </Box>
                  ) : (
                    <Badge tone="neutral">{t('timesheet.signOff.none')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {signOffTypes.length > 0 ? <td /> : null}
              <th scope="row">{t('timesheet.total')}</th>
              {dayTotals.map((h, i) => (
                <td key={days[i]} className={styles.num}>
                  {hrs(h)}
                </td>
              ))}
              <td className={styles.num}>{hrs(dayTotals.reduce((s, h) => s + h, 0))}</td>
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <SignOffDialog
        open={signing}
        onOpenChange={setSigning}
        timeIds={pickedRows.flatMap((r) => r.completeIds)}
        types={pickedTypes}
        onSigned={() => {
          setPicked([]);
          void records.mutate();
        }}
      />
    </Box>
  );
}
