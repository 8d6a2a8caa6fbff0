import { useEntityList } from '@wm/api';
import { Box, Button, Card, Checkbox, DatePicker, MultiSelect, useToast } from '@wm/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { apiClient } from '../../lib/api.js';
import { dateToDay, dayToDate } from '../common/dateRange.js';
import { type NamedRecord, nameLabel } from '../common/entitySearch.js';
import { useLocalDateField } from '../common/localDateField.js';
import { type EntitySearch, useEntitySearch } from '../common/useEntitySearch.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { useSession } from '../shell/SessionContext.js';
import {
  buildRunCriteria,
  type CriteriaForm,
  customHubKey,
  customReportIdOf,
  defaultCriteria,
  FROM_DATE_MESSAGE,
  FROM_DATE_REQUIRED,
  permittedReports,
  REPORT_CATEGORIES,
  type ReportCategory,
  reportCategory,
  reportCriteria,
  reportViewUrl,
  serverReportKey,
} from './catalog.js';
import { downloadReport, type ExportFormat } from './download.js';
import * as styles from './ReportsPage.css.js';
import { useReportFavorites } from './useReportFavorites.js';

type Named = NamedRecord;

const EMPLOYEE_NAMES = { select: 'fullName,firstName,lastName', orderby: 'lastName' };
const PLAIN_NAMES = { select: 'name', orderby: 'name' };

/**
 * The reports hub (/reports/{category}/ and /reports/my-favorites/; time spec 2 "Reports hub"): the
 * permitted reports of the category in a sidebar (a star keeps one among My Favorites), the chosen
 * report's criteria with the spec's defaults (one month ago to today, MM/DD/YYYY; 'From Date is
 * required.' where the spec requires it), and Run, which opens /viewReport/{key}/ with the
 * URL-encoded criteria in a new window. Switching reports resets the criteria. The Insight
 * category (and My Favorites) also lists the company's saved custom reports for a user who may
 * open /insight/customreport/ (Insight:View:CustomReport); they run as report 'custom-report'.
 */
export function ReportsPage() {
  const { t, i18n } = usePayrollTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const segment = pathname.split('/')[2] ?? '';
  const category = (REPORT_CATEGORIES as readonly string[]).includes(segment)
    ? (segment as ReportCategory)
    : null;
  const keys = identity.access?.keys ?? [];
  const { favorites, toggle } = useReportFavorites();
  const customAllowed =
    (identity.access?.paths ?? []).includes('/insight/customreport/') &&
    (category === 'insight' || !category);
  const custom = useSWR(
    customAllowed ? 'insight/custom-reports' : null,
    () => apiClient.http.get<{ id: string; name: string }[]>('/insight/custom-report'),
    { revalidateOnFocus: false },
  );
  const customNames = useMemo(
    () => new Map((custom.data ?? []).map((r) => [customHubKey(r.id), r.name])),
    [custom.data],
  );
  const reports = useMemo(() => {
    if (category) {
      const list = permittedReports(keys, category, identity.licensedModules);
      return category === 'insight' ? [...list, ...customNames.keys()] : list;
    }
    return favorites.filter((k) => {
      if (customReportIdOf(k)) return customNames.has(k);
      const c = reportCategory(k);
      return c !== null && permittedReports(keys, c, identity.licensedModules).includes(k);
    });
  }, [category, keys, favorites, identity.licensedModules, customNames]);
  const selected =
    search.get('report') && reports.includes(search.get('report')!)
      ? search.get('report')!
      : (reports[0] ?? null);
  const [form, setForm] = useState<CriteriaForm>(() => defaultCriteria(selected ?? '', new Date()));
  useEffect(() => setForm(defaultCriteria(selected ?? '', new Date())), [selected]);
  const active = new Set(selected ? reportCriteria(selected) : []);
  // Employees, locations and tasks can run to thousands: their pickers search on the server as
  // the user types, names only (issue 20); divisions and departments are short lists.
  const employees = useEntitySearch(
    active.has('employeeIds') ? 'Employee' : null,
    EMPLOYEE_NAMES,
    form.employeeIds,
  );
  const locations = useEntitySearch(
    active.has('locationIds') ? 'Location' : null,
    PLAIN_NAMES,
    form.locationIds,
  );
  const tasks = useEntitySearch(active.has('taskIds') ? 'Task' : null, PLAIN_NAMES, form.taskIds);
  const divisions = useEntityList<Named>(active.has('divisionIds') ? 'Division' : null, { orderby: 'name' });
  const departments = useEntityList<Named>(active.has('departmentIds') ? 'Department' : null, {
    orderby: 'name',
  });

  const toggleFavorite = (key: string) => {
    toggle(key).catch((e: unknown) => toast.error((e as Error).message));
  };
  const name = (key: string) => customNames.get(key) ?? t(`reports.name.${key}`, { defaultValue: key });
  const title = category ? t(`menu.reports.${category}`) : t('menu.reports.favorites');
  const set = (patch: Partial<CriteriaForm>) => setForm((f) => ({ ...f, ...patch }));
  const dateCommon = useLocalDateField();
  const options = (list: Named[] | undefined) =>
    (list ?? []).map((r) => ({ value: r.id, label: nameLabel(r) }));
  const multi = (
    field: 'employeeIds' | 'locationIds' | 'taskIds' | 'divisionIds' | 'departmentIds',
    text: string,
    list: Named[] | EntitySearch | undefined,
  ) => (
    <MultiSelect
      label={text}
      {...(list && 'onSearchChange' in list
        ? {
            options: list.options,
            onSearchChange: list.onSearchChange,
            loading: list.loading,
            searchLabel: t('reports.search'),
            loadingLabel: t('reports.searching'),
            emptyText: t('reports.noMatches'),
          }
        : { options: options(list) })}
      value={form[field]}
      onValueChange={(v) => set({ [field]: v })}
      placeholder={t('reports.all')}
      selectedText={(n) => t('reports.selected', { count: n })}
      selectAllLabel={t('reports.selectAll')}
      clearLabel={t('reports.clear')}
    />
  );

  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    if (!selected) return;
    let criteria: Record<string, unknown>;
    try {
      criteria = buildRunCriteria(selected, form);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      toast.error(message === FROM_DATE_MESSAGE ? t('reports.fromDateRequired') : message);
      return;
    }
    setExporting(format);
    try {
      await downloadReport(serverReportKey(selected), format, {
        ...criteria,
        oneItemPerpage: form.oneItemPerpage,
        lang: i18n.language.startsWith('es') ? 'es' : 'en',
        timeFormat: identity.preferences?.timeFormat === 2 ? 'hours:minutes' : 'decimal',
      });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      toast.error(message === FROM_DATE_MESSAGE ? t('reports.fromDateRequired') : message);
    } finally {
      setExporting(null);
    }
  };

  const run = () => {
    if (!selected) return;
    try {
      const criteria = buildRunCriteria(selected, form);
      const url = reportViewUrl(selected, name(selected), criteria, form);
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      toast.error(message === FROM_DATE_MESSAGE ? t('reports.fromDateRequired') : message);
    }
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      <div className={styles.layout}>
        <nav aria-label={title}>
          {reports.length === 0 ? (
            <p className={styles.description}>
              {category ? t('reports.noneInCategory') : t('reports.noFavorites')}
            </p>
          ) : (
            <ul className={styles.sidebar}>
              {reports.map((key) => (
                <li key={key} className={styles.item}>
                  <button
                    type="button"
                    className={styles.reportButton}
                    aria-current={key === selected ? 'true' : undefined}
                    onClick={() => setSearch({ report: key }, { replace: true })}
                  >
                    {name(key)}
                  </button>
                  <button
                    type="button"
                    className={styles.star}
                    aria-pressed={favorites.includes(key)}
                    aria-label={t('reports.favorite', { name: name(key) })}
                    title={t('reports.favorite', { name: name(key) })}
                    onClick={() => toggleFavorite(key)}
                  >
                    {favorites.includes(key) ? '★' : '☆'}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {selected ? (
          <Card
            title={name(selected)}
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={() => setForm(defaultCriteria(selected, new Date()))}>
                  {t('reports.reset')}
                </Button>
                {(['pdf', 'csv', 'xlsx'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="secondary"
                    onClick={() => void exportAs(format)}
                    disabled={exporting !== null}
                    aria-busy={exporting === format}
                  >
                    {t(`reports.export.${format}`)}
                  </Button>
                ))}
                <Button variant="primary" onClick={run}>
                  {t('reports.run')}
                </Button>
              </div>
            }
          >
            <div className={styles.form}>
              <p className={styles.description}>
                {customReportIdOf(selected)
                  ? t('reports.description.custom-report')
                  : t(`reports.description.${selected}`, { defaultValue: '' })}
              </p>
              <div className={styles.row}>
                {active.has('fromDate') ? (
                  <DatePicker
                    label={t('reports.fromDate')}
                    required={FROM_DATE_REQUIRED.has(selected)}
                    value={dayToDate(form.fromDate)}
                    onValueChange={(d) => set({ fromDate: d ? dateToDay(d) : '' })}
                    {...dateCommon}
                  />
                ) : null}
                {active.has('toDate') ? (
                  <DatePicker
                    label={t('reports.toDate')}
                    value={dayToDate(form.toDate)}
                    onValueChange={(d) => set({ toDate: d ? dateToDay(d) : '' })}
                    {...dateCommon}
                  />
                ) : null}
              </div>
              <div className={styles.row}>
                {active.has('employeeIds') ? multi('employeeIds', t('reports.employees'), employees) : null}
                {active.has('locationIds') ? multi('locationIds', t('reports.locations'), locations) : null}
                {active.has('taskIds') ? multi('taskIds', t('reports.tasks'), tasks) : null}
                {active.has('divisionIds')
                  ? multi('divisionIds', t('reports.divisions'), divisions.data)
                  : null}
                {active.has('departmentIds')
                  ? multi('departmentIds', t('reports.departments'), departments.data)
                  : null}
              </div>
              {active.has('openness') ? (
                <div className={styles.checks}>
                  <Checkbox
                    label={t('reports.isOpenTime')}
                    checked={form.isOpenTime}
                    onCheckedChange={(c) => set({ isOpenTime: c === true })}
                  />
                  {selected !== 'pending-records' ? (
                    <>
                      <Checkbox
                        label={t('reports.isOpenBatches')}
                        checked={form.isOpenBatches}
                        onCheckedChange={(c) => set({ isOpenBatches: c === true })}
                      />
                      <Checkbox
                        label={t('reports.isClosedBatches')}
                        checked={form.isClosedBatches}
                        onCheckedChange={(c) => set({ isClosedBatches: c === true })}
                      />
                    </>
                  ) : null}
                </div>
              ) : null}
              <div className={styles.checks}>
                {(
                  [
                    'oneItemPerpage',
                    'includeNotes',
                    'includeSignatures',
                    'printEmployeeSignatureLine',
                  ] as const
                )
                  .filter((o) => active.has(o))
                  .map((o) => (
                    <Checkbox
                      key={o}
                      label={t(`reports.print.${o}`)}
                      checked={form[o]}
                      onCheckedChange={(c) => set({ [o]: c === true })}
                    />
                  ))}
              </div>
            </div>
          </Card>
        ) : null}
      </div>
    </Box>
  );
}
