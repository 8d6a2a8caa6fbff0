import {
  CUSTOM_AGGREGATES,
  CUSTOM_FILTER_OPS,
  CUSTOM_REPORT_COLUMNS,
  CUSTOM_REPORT_ENTITIES,
  type CustomAggregate,
  type CustomFilterOp,
  type CustomReportDefinition,
  type CustomReportEntity,
  type CustomReportProblem,
  customReportProblems,
  type ReportDocField,
} from '@wm/domain';
import { Button } from '@wm/ui';
import { useId, useMemo, useState } from 'react';
import * as controls from '../internal/controls.css';
import { ReportDocument, type ReportDocumentLabels } from '../ReportDocument';
import * as styles from './CustomReportBuilder.css';

/** Texts of the builder (English defaults; the console passes translations). */
export interface CustomReportBuilderLabels {
  name: string;
  entity: string;
  entityName: (entity: CustomReportEntity) => string;
  /** Heading of a column of an entity. */
  column: (entity: CustomReportEntity, name: string, fallback: string) => string;
  columns: string;
  filters: string;
  addFilter: string;
  removeFilter: string;
  filterColumn: string;
  operator: string;
  op: (op: CustomFilterOp) => string;
  value: string;
  groupBy: string;
  noGrouping: string;
  aggregates: string;
  addAggregate: string;
  removeAggregate: string;
  aggregateFunction: string;
  aggregateColumn: string;
  fn: (fn: CustomAggregate) => string;
  fromDate: string;
  toDate: string;
  preview: string;
  save: string;
  /** A problem of the definition (translate by `code` and `params`). */
  problem: (p: CustomReportProblem) => string;
  previewRows: (n: number) => string;
  document?: Partial<ReportDocumentLabels>;
}

const OP_TEXT: Record<CustomFilterOp, string> = {
  eq: 'equals',
  ne: 'does not equal',
  contains: 'contains',
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  empty: 'is empty',
  notEmpty: 'is not empty',
};
const FN_TEXT: Record<CustomAggregate, string> = { sum: 'Sum', average: 'Average', min: 'Min', max: 'Max' };
const ENTITY_TEXT: Record<CustomReportEntity, string> = {
  time: 'Time',
  assets: 'Assets',
  tickets: 'Tickets',
  forms: 'Forms',
};

export const defaultCustomReportBuilderLabels: CustomReportBuilderLabels = {
  name: 'Report name',
  entity: 'Entity',
  entityName: (e) => ENTITY_TEXT[e],
  column: (_e, _n, fallback) => fallback,
  columns: 'Columns',
  filters: 'Filters',
  addFilter: 'Add filter',
  removeFilter: 'Remove filter',
  filterColumn: 'Filter column',
  operator: 'Operator',
  op: (op) => OP_TEXT[op],
  value: 'Value',
  groupBy: 'Group by',
  noGrouping: 'No grouping',
  aggregates: 'Aggregates',
  addAggregate: 'Add aggregate',
  removeAggregate: 'Remove aggregate',
  aggregateFunction: 'Function',
  aggregateColumn: 'Aggregate column',
  fn: (fn) => FN_TEXT[fn],
  fromDate: 'From Date',
  toDate: 'To Date',
  preview: 'Preview',
  save: 'Save',
  problem: (p) => p.message,
  previewRows: (n) => `${n} rows (preview shows at most 200)`,
};

/** The builder's date range (local days 'YYYY-MM-DD', '' for open). */
export interface CustomReportRange {
  fromDate: string;
  toDate: string;
}

/** A preview answer: report fields and records. */
export interface CustomReportPreview {
  fields: readonly ReportDocField[];
  records: readonly Record<string, unknown>[];
}

export interface CustomReportBuilderProps {
  /** The definition to edit (a new one when absent). Change `key` on the element to load another. */
  initial?: CustomReportDefinition;
  initialRange?: CustomReportRange;
  /** Runs the definition on the server (POST /api/insight/custom-report/preview). */
  onPreview: (def: CustomReportDefinition, range: CustomReportRange) => void;
  /** The last preview to show (host state), or null. */
  preview?: CustomReportPreview | null;
  /** Saves the definition (POST /api/insight/custom-report); absent when the user may not save. */
  onSave?: (def: CustomReportDefinition) => void;
  /** A message from the server (already translated), shown with the problems. */
  error?: string | null;
  busy?: boolean;
  /** Zone of date-time cells in the preview. */
  timeZone?: string;
  text?: Partial<CustomReportBuilderLabels>;
}

const empty = (entity: CustomReportEntity = 'time'): CustomReportDefinition => ({
  name: '',
  entity,
  columns: [],
  filters: [],
  groupBy: null,
  aggregates: [],
});

/**
 * Custom report builder (issue 11 "Custom reports"): a user names the report, picks an entity
 * (time, assets, tickets, forms), its columns, filters (operator by column type), a grouping
 * column and aggregates (sum, average, min, max), previews the server's answer and saves. The
 * rules are customReportProblems of @wm/domain, the same the server enforces: Preview and Save
 * stay disabled while there is a problem, and each problem is listed.
 */
export function CustomReportBuilder({
  initial,
  initialRange,
  onPreview,
  preview,
  onSave,
  error,
  busy,
  timeZone,
  text,
}: CustomReportBuilderProps) {
  const t = { ...defaultCustomReportBuilderLabels, ...text };
  const id = useId();
  const [def, setDef] = useState<CustomReportDefinition>(initial ?? empty());
  const [range, setRange] = useState<CustomReportRange>(initialRange ?? { fromDate: '', toDate: '' });
  const [touched, setTouched] = useState(Boolean(initial));
  const problems = useMemo(() => customReportProblems(def), [def]);
  const runnable = problems.filter((p) => p.code !== 'nameRequired').length === 0;
  const cols = CUSTOM_REPORT_COLUMNS[def.entity];
  const colText = (name: string) =>
    t.column(def.entity, name, cols.find((c) => c.name === name)?.label ?? name);
  const update = (patch: Partial<CustomReportDefinition>) => {
    setTouched(true);
    setDef((d) => ({ ...d, ...patch }));
  };
  const toggleColumn = (name: string, on: boolean) => {
    const columns = on ? [...def.columns, name] : def.columns.filter((c) => c !== name);
    update({
      columns: cols.map((c) => c.name).filter((c) => columns.includes(c)),
      groupBy: def.groupBy && !columns.includes(def.groupBy) ? null : def.groupBy,
    });
  };
  const typeOf = (name: string) => cols.find((c) => c.name === name)?.type ?? 'string';
  const opsFor = (name: string) =>
    CUSTOM_FILTER_OPS.filter((op) =>
      typeOf(name) === 'string' ? !['gt', 'gte', 'lt', 'lte'].includes(op) : op !== 'contains',
    );

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label className={styles.field}>
          {t.name}
          <input
            className={controls.input}
            value={def.name}
            maxLength={200}
            onChange={(e) => update({ name: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t.entity}
          <select
            className={controls.select}
            value={def.entity}
            onChange={(e) => update({ ...empty(e.target.value as CustomReportEntity), name: def.name })}
          >
            {CUSTOM_REPORT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t.entityName(e)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t.fromDate}
          <input
            type="date"
            className={controls.input}
            value={range.fromDate}
            onChange={(e) => setRange((r) => ({ ...r, fromDate: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          {t.toDate}
          <input
            type="date"
            className={controls.input}
            value={range.toDate}
            onChange={(e) => setRange((r) => ({ ...r, toDate: e.target.value }))}
          />
        </label>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.columns}</legend>
        <div className={styles.columns}>
          {cols.map((c) => (
            <label key={c.name} className={styles.check}>
              <input
                type="checkbox"
                className={controls.nativeCheckbox}
                checked={def.columns.includes(c.name)}
                onChange={(e) => toggleColumn(c.name, e.target.checked)}
              />
              {colText(c.name)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.filters}</legend>
        {def.filters.map((f, i) => {
          const noValue = f.op === 'empty' || f.op === 'notEmpty';
          const type = typeOf(f.column);
          const set = (patch: Partial<typeof f>) =>
            update({ filters: def.filters.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={i} className={styles.line}>
              <select
                aria-label={t.filterColumn}
                className={controls.select}
                value={f.column}
                onChange={(e) => set({ column: e.target.value, op: 'eq', value: '' })}
              >
                {cols.map((c) => (
                  <option key={c.name} value={c.name}>
                    {colText(c.name)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t.operator}
                className={controls.select}
                value={f.op}
                onChange={(e) => set({ op: e.target.value as CustomFilterOp })}
              >
                {opsFor(f.column).map((op) => (
                  <option key={op} value={op}>
                    {t.op(op)}
                  </option>
                ))}
              </select>
              {!noValue && (
                <input
                  aria-label={t.value}
                  className={controls.input}
                  type={type === 'date' || type === 'datetime' ? 'date' : 'text'}
                  inputMode={type === 'number' || type === 'hours' ? 'decimal' : undefined}
                  value={f.value === null || f.value === undefined ? '' : String(f.value)}
                  onChange={(e) => set({ value: e.target.value })}
                />
              )}
              <Button
                variant="ghost"
                onClick={() => update({ filters: def.filters.filter((_, j) => j !== i) })}
              >
                {t.removeFilter}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              update({ filters: [...def.filters, { column: cols[0]!.name, op: 'eq', value: '' }] })
            }
          >
            {t.addFilter}
          </Button>
        </div>
      </fieldset>

      <div className={styles.row}>
        <label className={styles.field}>
          {t.groupBy}
          <select
            className={controls.select}
            value={def.groupBy ?? ''}
            onChange={(e) => update({ groupBy: e.target.value || null })}
          >
            <option value="">{t.noGrouping}</option>
            {def.columns.map((c) => (
              <option key={c} value={c}>
                {colText(c)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.aggregates}</legend>
        {def.aggregates.map((a, i) => {
          const set = (patch: Partial<typeof a>) =>
            update({ aggregates: def.aggregates.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <div key={i} className={styles.line}>
              <select
                aria-label={t.aggregateFunction}
                className={controls.select}
                value={a.fn}
                onChange={(e) => set({ fn: e.target.value as CustomAggregate })}
              >
                {CUSTOM_AGGREGATES.map((fn) => (
                  <option key={fn} value={fn}>
                    {t.fn(fn)}
                  </option>
                ))}
              </select>
              <select
                aria-label={t.aggregateColumn}
                className={controls.select}
                value={a.column}
                onChange={(e) => set({ column: e.target.value })}
              >
                {cols
                  .filter((c) => c.type !== 'string')
                  .map((c) => (
                    <option key={c.name} value={c.name}>
                      {colText(c.name)}
                    </option>
                  ))}
              </select>
              <Button
                variant="ghost"
                onClick={() => update({ aggregates: def.aggregates.filter((_, j) => j !== i) })}
              >
                {t.removeAggregate}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              const first = cols.find((c) => c.type === 'number' || c.type === 'hours') ?? cols[0]!;
              update({ aggregates: [...def.aggregates, { column: first.name, fn: 'sum' }] });
            }}
          >
            {t.addAggregate}
          </Button>
        </div>
      </fieldset>

      {touched && (problems.length > 0 || error) && (
        // The alert wraps the list: role="alert" on the <ul> itself would take away its list role.
        <div id={`${id}-problems`} role="alert">
          <ul className={styles.problems}>
            {problems.map((p) => (
              <li key={`${p.code}:${Object.values(p.params).join(',')}`}>{t.problem(p)}</li>
            ))}
            {error && <li>{error}</li>}
          </ul>
        </div>
      )}

      <div className={styles.row}>
        <Button variant="secondary" disabled={!runnable || busy} onClick={() => onPreview(def, range)}>
          {t.preview}
        </Button>
        {onSave && (
          <Button variant="primary" disabled={problems.length > 0 || busy} onClick={() => onSave(def)}>
            {t.save}
          </Button>
        )}
      </div>

      {preview && (
        <section className={styles.preview} aria-label={t.preview}>
          <p>{t.previewRows(preview.records.length)}</p>
          <ReportDocument
            title={def.name}
            fields={preview.fields}
            records={preview.records}
            timeZone={timeZone}
            labels={t.document}
          />
        </section>
      )}
    </div>
  );
}
