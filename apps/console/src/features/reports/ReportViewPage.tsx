import { useIdentity } from '@wm/api';
import { formatRate, type ReportDocField } from '@wm/domain';
import { Pagination, ReportDocument } from '@wm/widgets';
import { Button, Spinner } from '@wm/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { applyCompanyLabels } from '../../i18n/labels.js';
import { apiClient, errorMessage } from '../../lib/api.js';
import { usePagerLabels } from '../common/useListLabels.js';
import { usePayrollTranslation } from '../payroll/i18n.js';
import { parseReportParameter, REPORT_VIEWS, type ReportParameter } from './catalog.js';
import {
  formatClockTime,
  formatHours,
  formatReportDate,
  formatReportDateTime,
  groupBy,
  sumField,
} from './format.js';
import * as styles from './ReportView.css.js';

/** A report answer (POST /api/report/{key}). */
interface ReportData {
  fields: ReportDocField[];
  records: Record<string, unknown>[];
  dateRange?: { from: string | null; to: string | null };
  title?: string;
  splitBy?: string | null;
  splitLabel?: string | null;
  groupBy?: string | null;
  /** Which page of a paged run this is (payroll-detail, employee-time-card, location-detailed-hours: by employee). */
  paging?: { page: number; pageSize: number; pages: number; items: number; rows: number } | null;
  /** With paging: the hours columns over every page. */
  totals?: Record<string, number> | null;
}

/** Views that ask the server for one page of employees at a time (issue 12: 10,000 employees). */
const PAGED_VIEWS = new Set([
  'payroll-detail',
  'employee-time-card',
  'location-detailed-hours',
  'rollcall',
  'location-sign-in-sheet',
]);
const PAGE_SIZES = [10, 25, 50, 100] as const;

const HOURS = ['RegularTime', 'Overtime', 'DoubleTime', 'Holiday', 'Sick', 'Vacation', 'TotalTime'] as const;
const HIDDEN = new Set([
  'EmployeeId',
  'LocationId',
  'TaskId',
  'TimeId',
  'Lexicographic',
  'EmployeeStatus',
  'Paytype',
]);

/**
 * The printable report window /viewReport/{key}/?parameter=<URL-encoded JSON> (time spec 2 "Reports
 * hub"): posts the criteria to /api/report/{key} and renders the answer: payroll summary (hours by
 * pay type per employee with totals), payroll detail and employee time card (one section per
 * employee, subtotals, optional signature line), time audit log (MM/DD/YYYY h:mm A), or the
 * location sign-in sheet (a sheet per location: in and out as 'hh:mm A' with the zone, a tall
 * Signature cell to sign on paper or the employee's signature image), or the generic table for other keys. Hours show two decimals (0.00 for zero). Payroll detail and time
 * card come a page of employees at a time (pager, and a total over every page). A failing post of a
 * dedicated view falls back to the generic view; a failing generic post only stops the spinner, with no message (time spec 8).
 */
export function ReportViewPage() {
  const { t, i18n } = usePayrollTranslation();
  const { pathname, search } = useLocation();
  const identity = useIdentity();
  // The viewer is a document of its own (outside the signed-in frame): the company's labels must
  // reach its title and column headings here too ('Crew member Time Card', issue 19).
  const labels = identity.data?.company?.labels;
  useEffect(() => {
    if (labels) applyCompanyLabels(i18n, labels);
  }, [labels, i18n]);
  const viewKey = pathname.split('/')[2] ?? 'generic';
  const parsed = useMemo((): { ok: true; value: ReportParameter } | { ok: false; error: string } => {
    try {
      return { ok: true, value: parseReportParameter(search) };
    } catch (e) {
      return { ok: false, error: errorMessage(e) };
    }
  }, [search]);
  const [data, setData] = useState<ReportData | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const pagerLabels = usePagerLabels();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const paged = parsed.ok && PAGED_VIEWS.has(viewKey) && viewKey === parsed.value.report.key;

  useEffect(() => {
    if (!parsed.ok) {
      setLoading(false);
      return;
    }
    const { report, criteria, printOption } = parsed.value;
    let cancelled = false;
    setLoading(true);
    apiClient.http
      .post<ReportData>(`/report/${encodeURIComponent(report.key)}`, {
        ...criteria,
        includeNotes: printOption.includeNotes,
        includeSignatures: printOption.includeSignatures,
        printEmployeeSignatureLine: printOption.printEmployeeSignatureLine,
        ...(paged ? { page: pageIndex + 1, pageSize } : {}),
      })
      .then((d) => {
        if (!cancelled) setData(d);
      })
      .catch((e) => {
        if (!cancelled) setFailed(errorMessage(e));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [parsed, paged, pageIndex, pageSize]);

  useEffect(() => {
    if (parsed.ok)
      document.title = t(`reports.name.${parsed.value.report.key}`, {
        defaultValue: parsed.value.report.name,
      });
  }, [parsed, t]);

  if (!parsed.ok) {
    return (
      <main className={styles.page}>
        <p role="alert">{parsed.error}</p>
      </main>
    );
  }
  const { report, criteria, printOption } = parsed.value;
  const zone = identity.data?.preferences?.defaultTimeZone || identity.data?.company?.timeZone || 'UTC';
  const title = t(`reports.name.${report.key}`, { defaultValue: report.name });
  const range = data?.dateRange ?? {
    from: (criteria.fromDate as string) ?? null,
    to: (criteria.toDate as string) ?? null,
  };
  const fieldLabel = (name: string, fallback: string) =>
    t(`reports.field.${name}`, { defaultValue: fallback });
  const label = (name: string) => fieldLabel(name, data?.fields.find((f) => f.name === name)?.label ?? name);
  const view = REPORT_VIEWS.has(viewKey) && REPORT_VIEWS.has(report.key) && !failed ? report.key : 'generic';

  let body: ReactNode = null;
  // An empty result says which openness flags were on (issue 19: only 'Open time' is ticked by
  // default, so approved time showed 'No records found' with no hint why).
  const flags = (['isOpenTime', 'isOpenBatches', 'isClosedBatches'] as const).filter((f) => f in criteria);
  const onFlags = flags.filter((f) => criteria[f] === true).map((f) => t(`reports.${f}`));
  /** The pager of a run the server paged (by employee), and the hours over every page. */
  const pager = data?.paging ? (
    <div className={styles.noPrint}>
      <Pagination
        pageIndex={data.paging.page - 1}
        pageCount={data.paging.pages}
        onPageChange={setPageIndex}
        pageSize={data.paging.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageSizeChange={(n) => {
          setPageSize(n);
          setPageIndex(0);
        }}
        totalCount={data.paging.items}
        labels={{
          ...pagerLabels,
          nav: t('reports.pager'),
          pageSize: t('reports.pageSize'),
          range: (from, to, total) => t('reports.pageRange', { from, to, total }),
        }}
      />
    </div>
  ) : null;
  const allPages =
    data?.paging && data.totals && data.paging.pages > 1 ? (
      <AllPagesTotal
        data={data}
        label={label}
        text={t('reports.allPagesTotal')}
        rowsText={t('reports.allPagesRows', { count: data.paging.rows })}
      />
    ) : null;
  if (data && data.records.length === 0)
    body = (
      <div className={styles.empty}>
        <p>{t('reports.noData')}</p>
        {flags.length ? (
          <p>
            {onFlags.length
              ? t('reports.noDataFlags', { flags: onFlags.join(', ') })
              : t('reports.noDataNoFlags')}
          </p>
        ) : null}
      </div>
    );
  else if (data && view === 'payroll-summary')
    body = <SummaryTable data={data} label={label} totalText={t('reports.total')} />;
  else if (data && (view === 'payroll-detail' || view === 'employee-time-card'))
    body = (
      <>
        {pager}
        <PerEmployee
          data={data}
          label={label}
          zone={zone}
          kind={view}
          onePerPage={printOption.oneItemPerpage}
          signatureLine={printOption.printEmployeeSignatureLine}
          notes={printOption.includeNotes}
          signatures={printOption.includeSignatures}
          signOffTypeName={(type) => t(`timeeditor.signoff.type.${type}`, { defaultValue: type })}
          signedByText={(name, time) => t('timeeditor.signoff.by', { name, time })}
          signatureText={t('reports.employeeSignature')}
          dateText={t('reports.signatureDate')}
          totalText={t('reports.total')}
          payTypeName={(n, fallback) => t(`reports.payType.${n}`, { defaultValue: fallback })}
        />
        {allPages}
      </>
    );
  else if (data && view === 'time-audit-log') body = <GenericTable data={data} label={label} zone={zone} />;
  else if (data && view === 'location-sign-in-sheet')
    body = (
      <>
        {pager}
        <SignInSheet
          data={data}
          label={label}
          zone={zone}
          onePerPage={printOption.oneItemPerpage}
          totalText={t('reports.total')}
        />
        {allPages}
      </>
    );
  else if (data)
    body = (
      <>
        {pager}
        <ReportDocument
          title=""
          fields={data.fields.map((f) => ({ ...f, label: label(f.name) }))}
          records={data.records}
          splitBy={data.splitBy}
          splitLabel={data.splitLabel}
          groupBy={data.groupBy}
          oneItemPerPage={printOption.oneItemPerpage}
          timeZone={zone}
          timeFormat={identity.data?.preferences?.timeFormat === 2 ? 'hours:minutes' : 'decimal'}
          labels={{
            total: t('reports.total'),
            grandTotal: t('reports.grandTotal'),
            subtotal: t('reports.subtotal'),
            noData: t('reports.noData'),
          }}
          imageUrl={(id) => `/api/file/${encodeURIComponent(id)}`}
        />
        {allPages}
      </>
    );

  const absentToggle =
    report.key === 'rollcall' && data ? (
      <AbsentList
        criteria={criteria}
        zone={zone}
        label={label}
        showText={t('reports.absent.show')}
        hideText={t('reports.absent.hide')}
        titleText={t('reports.absent.title')}
        loadingText={t('common.loading')}
        noDataText={t('reports.noData')}
      />
    ) : null;

  return (
    <main className={`${styles.page} ${styles.printRoot}`}>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <Button variant="primary" onClick={() => window.print()} disabled={loading}>
          {t('reports.print')}
        </Button>
        <Button variant="secondary" onClick={() => window.close()}>
          {t('common.close')}
        </Button>
      </div>
      <header className={styles.header}>
        <div>
          <h1>{title}</h1>
          <p className={styles.subtitle}>{identity.data?.company?.name ?? ''}</p>
        </div>
        <p className={styles.subtitle}>
          {range.from ? formatReportDate(range.from, zone) : ''}
          {range.from || range.to ? ' - ' : ''}
          {range.to ? formatReportDate(range.to, zone) : ''}
        </p>
      </header>
      {loading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Spinner size="lg" />
        </div>
      ) : null}
      {body}
      {absentToggle}
    </main>
  );
}

type Label = (name: string) => string;

/** Hours columns present in the answer. */
function hourFields(data: ReportData): string[] {
  return HOURS.filter((h) => data.fields.some((f) => f.name === h));
}

function SummaryTable({ data, label, totalText }: { data: ReportData; label: Label; totalText: string }) {
  const hours = hourFields(data);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{label('Employee')}</th>
          <th>{label('Code')}</th>
          {hours.map((h) => (
            <th key={h} className={styles.num}>
              {label(h)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.records.map((r) => (
          <tr key={String(r.EmployeeId)}>
            <td>{String(r.Employee ?? '')}</td>
            <td>{String(r.Code ?? '')}</td>
            {hours.map((h) => (
              <td key={h} className={styles.num}>
                {formatHours(r[h])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>{totalText}</td>
          {hours.map((h) => (
            <td key={h} className={styles.num}>
              {formatHours(sumField(data.records, h))}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

function PerEmployee({
  data,
  label,
  zone,
  kind,
  onePerPage,
  signatureLine,
  notes,
  signatures,
  signOffTypeName,
  signedByText,
  signatureText,
  dateText,
  totalText,
  payTypeName,
}: {
  payTypeName: (payType: unknown, fallback: string) => string;
  data: ReportData;
  label: Label;
  zone: string;
  kind: 'payroll-detail' | 'employee-time-card';
  onePerPage: boolean;
  signatureLine: boolean;
  notes: boolean;
  /** 'Include signatures': the sign-offs of the employee's records (Signatures) under the table. */
  signatures?: boolean;
  signOffTypeName?: (type: string) => string;
  signedByText?: (name: string, time: string) => string;
  signatureText: string;
  dateText: string;
  totalText: string;
}) {
  const hours = hourFields(data);
  const columns =
    kind === 'payroll-detail'
      ? ['Date', 'InTime', 'OutTime', 'Location', 'Task', 'PayType', 'PayCode', 'Rate']
      : ['Date', 'InTime', 'OutTime', 'OriginalInTime', 'OriginalOutTime', 'Location', 'Task'];
  const present = columns.filter((c) => data.fields.some((f) => f.name === c));
  const showNotes = kind === 'employee-time-card' && notes && data.fields.some((f) => f.name === 'Notes');
  const cell = (r: Record<string, unknown>, c: string) => {
    if (c === 'Date') return formatReportDate(r.Date, (r.InTimeZone as string) || zone);
    if (c === 'InTime' || c === 'OriginalInTime')
      return formatReportDateTime(r[c], (r.InTimeZone as string) || zone);
    if (c === 'OutTime' || c === 'OriginalOutTime')
      return formatReportDateTime(r[c], (r.OutTimeZone as string) || (r.InTimeZone as string) || zone);
    if (c === 'Rate') return typeof r.Rate === 'number' ? formatRate(r.Rate) : '';
    if (c === 'PayType') return payTypeName(r.Paytype, String(r.PayType ?? ''));
    return String(r[c] ?? '');
  };
  return (
    <>
      {groupBy(data.records, 'EmployeeId').map((g, i) => (
        <section key={g.key} className={`${styles.section} ${onePerPage && i > 0 ? styles.pageBreak : ''}`}>
          <h2>
            {String(g.records[0]?.Employee ?? '')}{' '}
            {g.records[0]?.Code ? `(${String(g.records[0].Code)})` : ''}
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                {present.map((c) => (
                  <th key={c} className={c === 'Rate' ? styles.num : undefined}>
                    {label(c)}
                  </th>
                ))}
                {hours.map((h) => (
                  <th key={h} className={styles.num}>
                    {label(h)}
                  </th>
                ))}
                {showNotes ? <th>{label('Notes')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {g.records.map((r, j) => (
                <tr key={`${String(r.TimeId ?? '')}-${j}`}>
                  {present.map((c) => (
                    <td key={c} className={c === 'Rate' ? styles.num : undefined}>
                      {cell(r, c)}
                    </td>
                  ))}
                  {hours.map((h) => (
                    <td key={h} className={styles.num}>
                      {formatHours(r[h])}
                    </td>
                  ))}
                  {showNotes ? <td>{String(r.Notes ?? '')}</td> : null}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={present.length}>{totalText}</td>
                {hours.map((h) => (
                  <td key={h} className={styles.num}>
                    {formatHours(sumField(g.records, h))}
                  </td>
                ))}
                {showNotes ? <td /> : null}
              </tr>
            </tfoot>
          </table>
          {signatures ? (
            <SignOffImages
              records={g.records}
              zone={zone}
              typeName={signOffTypeName ?? ((x) => x)}
              byText={signedByText ?? ((n, t) => `${n}, ${t}`)}
            />
          ) : null}
          {signatureLine ? (
            <div className={styles.signature}>
              <span className={styles.line}>{signatureText}</span>
              <span className={styles.line}>{dateText}</span>
            </div>
          ) : null}
        </section>
      ))}
    </>
  );
}

/** The hours over every page of a paged run (the server's `totals`), under the page's sections. */
function AllPagesTotal({
  data,
  label,
  text,
  rowsText,
}: {
  data: ReportData;
  label: Label;
  text: string;
  rowsText: string;
}) {
  // Payroll reports show their pay-type columns; the others (location detailed hours: Day1-Day7
  // and Total; the sign-in sheet: Total) every column the server summed, in field order.
  const known = hourFields(data);
  const hours =
    known.length > 1 ? known : data.fields.filter((f) => f.name in (data.totals ?? {})).map((f) => f.name);
  return (
    <table className={styles.table} data-testid="report-all-pages-total">
      <thead>
        <tr>
          <th>{text}</th>
          {hours.map((h) => (
            <th key={h} className={styles.num}>
              {label(h)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{rowsText}</td>
          {hours.map((h) => (
            <td key={h} className={styles.num}>
              {formatHours(data.totals?.[h] ?? 0)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The location sign-in sheet's print layout (time spec 9): a sheet per location (a page each with
 * one item per page), date, employee, in and out as 'hh:mm A' with the zone, hours, and a Signature
 * cell tall enough to sign on paper, or the employee's signature image when the record was signed.
 */
function SignInSheet({
  data,
  label,
  zone,
  onePerPage,
  totalText,
}: {
  data: ReportData;
  label: Label;
  zone: string;
  onePerPage: boolean;
  totalText: string;
}) {
  return (
    <>
      {groupBy(data.records, 'LocationId').map((g, i) => (
        <section
          key={g.key}
          className={`${styles.section} ${onePerPage && i > 0 ? styles.pageBreak : ''}`}
          data-testid="sign-in-sheet"
        >
          <h2>{String(g.records[0]?.Location ?? '')}</h2>
          <div className={styles.sheetScroll}>
            <table className={`${styles.table} ${styles.sheetTable}`}>
              <thead>
                <tr>
                  <th>{label('Date')}</th>
                  <th>{label('Employee')}</th>
                  <th>{label('InTime')}</th>
                  <th>{label('OutTime')}</th>
                  <th className={styles.num}>{label('TotalTime')}</th>
                  <th>{label('Signature')}</th>
                </tr>
              </thead>
              <tbody>
                {g.records.map((r, j) => (
                  <tr key={`${String(r.EmployeeId ?? '')}-${String(r.InTime ?? '')}-${j}`}>
                    <td className={styles.nowrap}>{formatReportDate(r.Date, zone)}</td>
                    <td>
                      {String(r.Employee ?? '')}
                      {r.Code ? ` (${String(r.Code)})` : ''}
                    </td>
                    <td className={styles.nowrap}>{formatClockTime(r.InTime, zone)}</td>
                    <td className={styles.nowrap}>{formatClockTime(r.OutTime, zone)}</td>
                    <td className={styles.num}>{formatHours(r.TotalTime)}</td>
                    <td className={styles.signatureCell}>
                      {typeof r.SignatureFileId === 'string' && r.SignatureFileId ? (
                        <img
                          className={styles.signatureImage}
                          src={`/api/file/${encodeURIComponent(r.SignatureFileId)}`}
                          alt={`${label('Signature')}: ${String(r.Employee ?? '')}`}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={4}>{totalText}</td>
                  <td className={styles.num}>{formatHours(sumField(g.records, 'TotalTime'))}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

type SignOffEntry = { type: string; name: string | null; at: string; fileId: string };

/** The distinct sign-offs of an employee's time card rows, each with its signature image. */
function SignOffImages({
  records,
  zone,
  typeName,
  byText,
}: {
  records: Record<string, unknown>[];
  zone: string;
  typeName: (type: string) => string;
  byText: (name: string, time: string) => string;
}) {
  const seen = new Map<string, SignOffEntry>();
  for (const r of records) {
    for (const s of (Array.isArray(r.Signatures) ? r.Signatures : []) as SignOffEntry[]) {
      seen.set(`${s.type}|${s.fileId}`, s);
    }
  }
  if (seen.size === 0) return null;
  return (
    <div className={styles.signature} data-testid="time-card-signatures">
      {[...seen.values()].map((s) => (
        <figure key={`${s.type}|${s.fileId}`} style={{ margin: 0 }}>
          <img
            src={`/api/file/${encodeURIComponent(s.fileId)}`}
            alt={`${typeName(s.type)}: ${s.name ?? ''}`}
            width={250}
            height={75}
          />
          <figcaption>
            {typeName(s.type)} - {byText(s.name ?? '', formatReportDateTime(s.at, zone))}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function GenericTable({ data, label, zone }: { data: ReportData; label: Label; zone: string }) {
  const fields = data.fields.filter((f) => !HIDDEN.has(f.name) && !f.name.endsWith('Id'));
  const value = (r: Record<string, unknown>, f: ReportData['fields'][number]) => {
    const v = r[f.name];
    if (f.type === 'hours') return formatHours(v);
    if (f.type === 'datetime') return formatReportDateTime(v, zone);
    if (f.type === 'date') return formatReportDate(v, zone);
    return v === null || v === undefined ? '' : String(v);
  };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {fields.map((f) => (
            <th key={f.name} className={f.type === 'hours' || f.type === 'number' ? styles.num : undefined}>
              {label(f.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.records.map((r, i) => (
          <tr key={i}>
            {fields.map((f) => (
              <td key={f.name} className={f.type === 'hours' || f.type === 'number' ? styles.num : undefined}>
                {value(r, f)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The rollcall's absent list (time spec 4 "Rollcall"): loaded on demand when toggled from POST
 * /api/report/absent-employee with the rollcall's criteria (open time), with a loading state.
 */
function AbsentList(props: {
  criteria: Record<string, unknown>;
  zone: string;
  label: Label;
  showText: string;
  hideText: string;
  titleText: string;
  loadingText: string;
  noDataText: string;
}) {
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<ReportData | null>(null);
  const [loading, setLoading] = useState(false);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !data) {
      setLoading(true);
      apiClient.http
        .post<ReportData>('/report/absent-employee', { ...props.criteria, isOpenTime: true })
        .then(setData)
        .catch(() => setData(null))
        .finally(() => setLoading(false));
    }
  };
  return (
    <section className={styles.section}>
      <div className={styles.noPrint}>
        <Button variant="secondary" onClick={toggle} aria-expanded={open}>
          {open ? props.hideText : props.showText}
        </Button>
      </div>
      {open && loading ? (
        <div role="status" aria-label={props.loadingText}>
          <Spinner size="md" />
        </div>
      ) : null}
      {open && data ? (
        <ReportDocument
          title={props.titleText}
          fields={data.fields.map((f) => ({ ...f, label: props.label(f.name) }))}
          records={data.records}
          timeZone={props.zone}
          labels={{ noData: props.noDataText }}
        />
      ) : null}
    </section>
  );
}
