import {
  buildReportDocument,
  formatReportCell,
  formatReportHours,
  type ReportDocField,
  type ReportFooter,
  type ReportTimeFormat,
} from '@wm/domain';
import { useMemo } from 'react';
import * as styles from './ReportDocument.css';

/** Texts of the document (English defaults). */
export interface ReportDocumentLabels {
  total: string;
  grandTotal: string;
  subtotal: string;
  noData: string;
  /** Heading of a field by name (translation); return undefined to keep the report's label. */
  field?: (name: string, fallback: string) => string;
}

export const defaultReportDocumentLabels: ReportDocumentLabels = {
  total: 'Total',
  grandTotal: 'Grand Total',
  subtotal: 'Subtotal',
  noData: 'No records for these criteria.',
};

export interface ReportDocumentProps {
  /** Report title (with the company's labels); empty when the page prints its own heading. */
  title?: string;
  /** Line under the title, e.g. company name and date range. */
  subtitle?: string;
  /** Columns of the report result (hidden ones are not shown). */
  fields: readonly ReportDocField[];
  records: readonly Record<string, unknown>[];
  /** Multi-report: one section per value of this field, titled by `splitLabel`. */
  splitBy?: string | null;
  splitLabel?: string | null;
  /** Grouping field: a heading row per value with a subtotal row. */
  groupBy?: string | null;
  /** Each section on its own printed page. */
  oneItemPerPage?: boolean;
  /** Zone of date-time cells. */
  timeZone?: string;
  /** Hours as decimal (2 places) or hours:minutes (the user's preference). */
  timeFormat?: ReportTimeFormat;
  labels?: Partial<ReportDocumentLabels>;
  /**
   * URL of a stored image by file id, for columns with an `imageField` (sign-in sheet signatures,
   * e.g. id => `/api/file/${id}`); without it those columns print their text.
   */
  imageUrl?: (fileId: string) => string;
}

/**
 * Renders any report result (POST /api/report/{key}) as a printable document (time spec 3
 * "Reports", 9): title, sections of a multi-report (one per page when asked), grouping rows with
 * subtotals, footers with the sum / average / min / max each column declares (hours sum), hours in
 * the user's format, dates MM/DD/YYYY and date-times MM/DD/YYYY h:mm A in `timeZone`. A grouping
 * by a field that is not a column shows 'Field not found'. A column with an `imageField` shows that
 * record's image (via `imageUrl`) when it has one, its text otherwise.
 */
export function ReportDocument(props: ReportDocumentProps) {
  const labels = { ...defaultReportDocumentLabels, ...props.labels };
  const built = useMemo(() => {
    try {
      return {
        doc: buildReportDocument({
          fields: props.fields,
          records: props.records,
          splitBy: props.splitBy,
          splitLabel: props.splitLabel,
          groupBy: props.groupBy,
        }),
        error: null,
      };
    } catch (e) {
      return { doc: null, error: e instanceof Error ? e.message : String(e) };
    }
  }, [props.fields, props.records, props.splitBy, props.splitLabel, props.groupBy]);
  const fmt = { zone: props.timeZone, timeFormat: props.timeFormat };
  const heading = (f: ReportDocField) => labels.field?.(f.name, f.label) ?? f.label;
  const isNum = (f: ReportDocField) => f.type === 'hours' || f.type === 'number';

  const header =
    props.title || props.subtitle ? (
      <header className={styles.header}>
        {props.title ? <h1 className={styles.title}>{props.title}</h1> : null}
        {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
      </header>
    ) : null;
  if (built.error || !built.doc) {
    return (
      <article className={styles.root}>
        {header}
        <p role="alert">{built.error}</p>
      </article>
    );
  }
  const { doc } = built;
  if (props.records.length === 0) {
    return (
      <article className={styles.root}>
        {header}
        <p className={styles.empty}>{labels.noData}</p>
      </article>
    );
  }
  const footer = (values: ReportFooter, text: string, key: string) => (
    <tr className={styles.footerRow} key={key}>
      {doc.columns.map((c, i) => (
        <td key={c.name} className={isNum(c) ? styles.num : undefined}>
          {c.name in values
            ? c.type === 'hours'
              ? formatReportHours(values[c.name], props.timeFormat)
              : (values[c.name] ?? '')
            : i === 0
              ? text
              : ''}
        </td>
      ))}
    </tr>
  );
  return (
    <article className={styles.root}>
      {header}
      {doc.sections.map((s, si) => (
        <section
          key={s.key || si}
          className={`${styles.section} ${props.oneItemPerPage && si > 0 ? styles.pageBreak : ''}`}
          aria-label={s.title || props.title}
        >
          {props.splitBy ? <h2 className={styles.sectionTitle}>{s.title}</h2> : null}
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {doc.columns.map((c) => (
                    <th key={c.name} scope="col" className={isNum(c) ? styles.num : undefined}>
                      {heading(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.groups.flatMap((g, gi) => [
                  ...(props.groupBy
                    ? [
                        <tr key={`g${gi}`} className={styles.groupRow}>
                          <th scope="colgroup" colSpan={doc.columns.length}>
                            {g.label || '-'}
                          </th>
                        </tr>,
                      ]
                    : []),
                  ...g.records.map((r, ri) => (
                    <tr key={`r${gi}-${ri}`}>
                      {doc.columns.map((c) => {
                        const file = c.imageField ? r[c.imageField] : null;
                        return (
                          <td key={c.name} className={isNum(c) ? styles.num : undefined}>
                            {typeof file === 'string' && file && props.imageUrl ? (
                              <img className={styles.image} src={props.imageUrl(file)} alt={c.label} />
                            ) : (
                              formatReportCell(r[c.name], c.type, fmt)
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  )),
                  ...(props.groupBy && doc.hasFooter ? [footer(g.footer, labels.subtotal, `f${gi}`)] : []),
                ])}
              </tbody>
              {doc.hasFooter ? (
                <tfoot>{footer(props.splitBy ? s.footer : doc.footer, labels.total, 'total')}</tfoot>
              ) : null}
            </table>
          </div>
        </section>
      ))}
      {props.splitBy && doc.sections.length > 1 && doc.hasFooter ? (
        <table className={styles.table} aria-label={labels.grandTotal}>
          <tbody>{footer(doc.footer, labels.grandTotal, 'grand')}</tbody>
        </table>
      ) : null}
    </article>
  );
}
