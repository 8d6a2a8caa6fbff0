import { useLookup, useTimeRecords } from '@wm/api';
import { formatDuration, localDayNumber } from '@wm/domain';
import { Badge, Box, Button } from '@wm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { formatReportDate } from '../reports/format.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './TimesheetPage.css.js';
import { type SheetRecord, summarizeWeek, weekDays, weekRange } from './timesheet.js';
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
 * employee sign-off state. A row opens that employee's timesheet when the user may edit others' time.
 */
export function TimeSheetsPage() {
  const { t, i18n } = usePayrollTranslation();
  const { can, timeFormat } = useSession();
  const navigate = useNavigate();
  const zone = useSheetZone();
  const weekStart = useWeekStart();
  const [anchor, setAnchor] = useState(() => localDayNumber(Date.now(), zone));
  const days = useMemo(() => weekDays(anchor, weekStart), [anchor, weekStart]);
  const range = useMemo(() => weekRange(days, zone), [days, zone]);
  const records = useTimeRecords<SheetRecord & { employeeSignOff_id?: string | null }>(range);
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
        <Button variant="secondary" onClick={() => void records.mutate()} loading={records.isValidating}>
          {t('common.refresh')}
        </Button>
      </div>
      {records.error ? <p role="alert">{errorMessage(records.error)}</p> : null}
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={t('menu.time.timeSheets')}>
          <thead>
            <tr>
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
                <td colSpan={11} className={styles.muted}>
                  {records.isLoading ? t('common.loading') : t('timesheet.emptyWeek')}
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.employee_id}>
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
                  <Badge tone={tone[r.signOff]}>{t(`timesheet.signOff.${r.signOff}`)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
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
    </Box>
  );
}
