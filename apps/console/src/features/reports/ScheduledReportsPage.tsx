import type { ScheduledReport, ScheduledReportInput } from '@wm/api/schemas';
import { useEntityList } from '@wm/api';
import { encodeBits, REPORT_DATE_SPANS, type Schedule } from '@wm/domain';
import { Box, Button, Card, MultiSelect, Select, TextField, useToast } from '@wm/ui';
import { SchedulePicker } from '@wm/widgets';
import { useState } from 'react';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { useSession } from '../shell/SessionContext.js';
import { buildRunCriteria, defaultCriteria, permittedReports, REPORT_CATEGORIES } from './catalog.js';
import * as styles from './ReportsPage.css.js';

type Named = { id: string; fullName?: string | null; firstName?: string | null; lastName?: string | null };
const nameOf = (r: Named) => r.fullName || [r.firstName, r.lastName].filter(Boolean).join(' ') || r.id;

const FORMATS = ['pdf', 'csv', 'xlsx'] as const;
const DEFAULT_SCHEDULE: Schedule = {
  type: 1,
  hours: encodeBits([7], 'hours'),
  weekDays: encodeBits([1, 2, 3, 4, 5], 'weekDays'),
};

interface Form {
  id?: string;
  name: string;
  reportKey: string;
  format: (typeof FORMATS)[number];
  dateSpan: (typeof REPORT_DATE_SPANS)[number];
  /** The pay period of the 'last-pay-period' span ('' none). */
  payPeriodId: string;
  schedule: Schedule;
  employeeIds: string[];
  emails: string;
}

/**
 * Scheduled Reports (/reports/scheduled/; issue 12): the user's reports sent by e-mail on a
 * schedule (company time zone) as PDF, CSV or XLSX over a date span relative to each run, to
 * employees and e-mail addresses. Saving checks everything on the server (messages shown as
 * toasts); each e-mail carries an unsubscribe link to /reports/optout. The 'last pay period' span
 * asks which pay period to follow.
 */
export function ScheduledReportsPage() {
  const { t, i18n } = usePayrollTranslation();
  const toast = useToast();
  const { identity } = useSession();
  const keys = identity.access?.keys ?? [];
  const reports = REPORT_CATEGORIES.flatMap((c) => permittedReports(keys, c, identity.licensedModules));
  const list = useSWR<ScheduledReport[]>('/scheduled-report', () =>
    apiClient.http.get<ScheduledReport[]>('/scheduled-report'),
  );
  const employees = useEntityList<Named>('Employee', {
    orderby: 'lastName',
    select: 'fullName,firstName,lastName',
  });
  const periods = useEntityList<{ id: string; name?: string | null }>('PayPeriod', { orderby: 'name' });
  const blank = (): Form => ({
    name: '',
    reportKey: reports[0] ?? '',
    format: 'pdf',
    dateSpan: 'yesterday',
    payPeriodId: '',
    schedule: DEFAULT_SCHEDULE,
    employeeIds: [],
    emails: '',
  });
  const [form, setForm] = useState<Form>(blank);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const reportName = (key: string) => t(`reports.name.${key}`, { defaultValue: key });

  const save = async () => {
    setSaving(true);
    try {
      const criteria = buildRunCriteria(form.reportKey, {
        ...defaultCriteria(form.reportKey, new Date()),
        fromDate: '',
        toDate: '',
      });
      const body: ScheduledReportInput = {
        ...(form.id ? { id: form.id } : {}),
        name: form.name,
        reportKey: form.reportKey,
        format: form.format,
        dateSpan: form.dateSpan,
        ...(form.dateSpan === 'last-pay-period' ? { payPeriod_id: form.payPeriodId || null } : {}),
        lang: i18n.language.startsWith('es') ? 'es' : 'en',
        criteria,
        schedule: {
          type: form.schedule.type,
          hours: form.schedule.hours ?? null,
          weekDays: form.schedule.weekDays ?? null,
          monthDays: form.schedule.monthDays ?? null,
          months: form.schedule.months ?? null,
          weeks: form.schedule.weeks ?? null,
        },
        subscribers: [
          ...form.employeeIds.map((employee_id) => ({ employee_id })),
          ...form.emails
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((email) => ({ email })),
        ],
      };
      await apiClient.http.post('/scheduled-report', body);
      toast.success(t('scheduled.saved'));
      setForm(blank());
      await list.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: string) => {
    try {
      await apiClient.http.delete(`/scheduled-report/${encodeURIComponent(id)}`);
      toast.success(t('scheduled.deleted'));
      await list.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const edit = (r: ScheduledReport) =>
    setForm({
      id: r.id,
      name: r.name,
      reportKey: r.reportKey,
      format: r.format,
      dateSpan: r.dateSpan as Form['dateSpan'],
      payPeriodId: r.payPeriod_id ?? '',
      schedule: {
        type: r.schedule.type,
        hours: r.schedule.hours ?? undefined,
        weekDays: r.schedule.weekDays ?? undefined,
        monthDays: r.schedule.monthDays ?? undefined,
        months: r.schedule.months ?? undefined,
        weeks: r.schedule.weeks ?? undefined,
      } as Schedule,
      employeeIds: r.subscribers.flatMap((s) => (s.employee_id ? [s.employee_id] : [])),
      emails: r.subscribers
        .filter((s) => !s.employee_id)
        .map((s) => s.email)
        .join(', '),
    });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.reports.scheduled')}</h1>
      <Card title={t('scheduled.list')}>
        {(list.data ?? []).length === 0 ? (
          <p className={styles.description}>{t('scheduled.none')}</p>
        ) : (
          // A wide list scrolls inside itself, not the page (WCAG 1.4.10 reflow at 320 px); a
          // scrollable region must be focusable to be scrolled by keyboard.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          <div className={styles.tableScroll} role="region" aria-label={t('scheduled.list')} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('scheduled.name')}</th>
                  <th scope="col">{t('scheduled.report')}</th>
                  <th scope="col">{t('scheduled.format')}</th>
                  <th scope="col">{t('scheduled.dateSpan')}</th>
                  <th scope="col">{t('scheduled.nextRun')}</th>
                  <th scope="col">{t('scheduled.subscribers')}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('scheduled.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(list.data ?? []).map((r) => (
                  <tr key={r.id}>
                    <td>{r.name}</td>
                    <td>{reportName(r.reportKey)}</td>
                    <td>{r.format.toUpperCase()}</td>
                    <td>{t(`scheduled.span.${r.dateSpan}`)}</td>
                    <td>{when(r.nextRunAt)}</td>
                    <td>
                      {r.subscribers
                        .map((s) => (s.optedOut ? `${s.email} (${t('scheduled.optedOut')})` : s.email))
                        .join(', ')}
                    </td>
                    <td>
                      <div className={styles.footer}>
                        <Button variant="secondary" onClick={() => edit(r)}>
                          {t('scheduled.edit')}
                        </Button>
                        <Button variant="secondary" onClick={() => void remove(r.id)}>
                          {t('scheduled.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card
        title={form.id ? t('scheduled.editTitle') : t('scheduled.new')}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onClick={() => setForm(blank())}>
              {t('reports.reset')}
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={saving || !form.reportKey}>
              {t('scheduled.save')}
            </Button>
          </div>
        }
      >
        <div className={styles.form}>
          <div className={styles.row}>
            <TextField
              label={t('scheduled.name')}
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <Select
              label={t('scheduled.report')}
              options={reports.map((k) => ({ value: k, label: reportName(k) }))}
              value={form.reportKey}
              onValueChange={(v) => set({ reportKey: v })}
            />
            <Select
              label={t('scheduled.format')}
              options={FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
              value={form.format}
              onValueChange={(v) => set({ format: v as Form['format'] })}
            />
            <Select
              label={t('scheduled.dateSpan')}
              options={REPORT_DATE_SPANS.map((s) => ({ value: s, label: t(`scheduled.span.${s}`) }))}
              value={form.dateSpan}
              onValueChange={(v) => set({ dateSpan: v as Form['dateSpan'] })}
            />
            {form.dateSpan === 'last-pay-period' ? (
              <Select
                label={t('scheduled.payPeriod')}
                placeholder={t('scheduled.pickPayPeriod')}
                options={(periods.data ?? []).map((p) => ({ value: p.id, label: p.name || p.id }))}
                value={form.payPeriodId}
                onValueChange={(v) => set({ payPeriodId: v })}
              />
            ) : null}
          </div>
          <SchedulePicker
            value={form.schedule}
            onChange={(schedule) => set({ schedule })}
            labels={{
              type: t('scheduled.repeats'),
              types: { 1: t('scheduled.type.1'), 2: t('scheduled.type.2'), 3: t('scheduled.type.3') },
              fields: {
                hours: t('scheduled.field.hours'),
                weekDays: t('scheduled.field.weekDays'),
                monthDays: t('scheduled.field.monthDays'),
                months: t('scheduled.field.months'),
                weeks: t('scheduled.field.weeks'),
              },
              weekDayNames: t('scheduled.weekDayNames').split(','),
              monthNames: t('scheduled.monthNames').split(','),
              selectAll: t('reports.selectAll'),
              clear: t('reports.clear'),
            }}
          />
          <div className={styles.row}>
            <MultiSelect
              label={t('scheduled.employees')}
              options={(employees.data ?? []).map((e) => ({ value: e.id, label: nameOf(e) }))}
              value={form.employeeIds}
              onValueChange={(v) => set({ employeeIds: v })}
              placeholder={t('scheduled.noEmployees')}
              selectedText={(n) => t('reports.selected', { count: n })}
              selectAllLabel={t('reports.selectAll')}
              clearLabel={t('reports.clear')}
            />
            <TextField
              label={t('scheduled.emails')}
              description={t('scheduled.emailsHelp')}
              value={form.emails}
              onChange={(e) => set({ emails: e.target.value })}
            />
          </div>
        </div>
      </Card>
    </Box>
  );
}
