/**
 * Custom reports (issue 11 "Custom reports", time spec 2 /insight/customreport/): a user picks an
 * entity (time, assets, tickets, forms), columns, filters, a grouping and aggregates (sum, average,
 * min, max); the server checks the definition with `customReportProblems` (the same rules run in the
 * builder) and computes it. Pure data and rules: no I/O.
 */

/** Entities a custom report reads. */
export const CUSTOM_REPORT_ENTITIES = ['time', 'assets', 'tickets', 'forms'] as const;
export type CustomReportEntity = (typeof CUSTOM_REPORT_ENTITIES)[number];

/** Column value types (as report fields: hours are decimal hours, dates 'YYYY-MM-DD'). */
export type CustomColumnType = 'string' | 'number' | 'hours' | 'date' | 'datetime';

/** A column an entity offers. `label` is the English heading (the console translates by name). */
export interface CustomColumn {
  name: string;
  type: CustomColumnType;
  label: string;
}

const c = (name: string, type: CustomColumnType, label: string): CustomColumn => ({ name, type, label });

/** The columns of each entity, in display order. */
export const CUSTOM_REPORT_COLUMNS: Record<CustomReportEntity, readonly CustomColumn[]> = {
  time: [
    c('Employee', 'string', 'Employee'),
    c('EmployeeCode', 'string', 'Employee Code'),
    c('Location', 'string', 'Location'),
    c('Task', 'string', 'Task'),
    c('Date', 'date', 'Date'),
    c('InTime', 'datetime', 'In'),
    c('OutTime', 'datetime', 'Out'),
    c('Hours', 'hours', 'Hours'),
    c('Units', 'number', 'Units'),
    c('Batched', 'string', 'Batched'),
  ],
  assets: [
    c('Asset', 'string', 'Asset'),
    c('AssetCode', 'string', 'Code'),
    c('Status', 'string', 'Status'),
    c('Condition', 'number', 'Condition'),
    c('Vendor', 'string', 'Vendor'),
    c('Rented', 'string', 'Rented / Owned'),
    c('Year', 'number', 'Year'),
    c('CurrentMileage', 'number', 'Current Mileage'),
    c('AssignedTo', 'string', 'Assigned To'),
    c('Location', 'string', 'Location'),
  ],
  tickets: [
    c('TicketNumber', 'number', 'Ticket Number'),
    c('Name', 'string', 'Name'),
    c('Location', 'string', 'Location'),
    c('ServiceStatus', 'string', 'Service Status'),
    c('Priority', 'number', 'Priority'),
    c('Scheduled', 'datetime', 'Scheduled'),
    c('Date', 'date', 'Date'),
    c('EstimatedHours', 'hours', 'Estimated Hours'),
    c('ActualHours', 'hours', 'Actual Hours'),
  ],
  forms: [
    c('Form', 'string', 'Form'),
    c('Employee', 'string', 'Employee'),
    c('Location', 'string', 'Location'),
    c('SubmissionStatus', 'string', 'Status'),
    c('Date', 'date', 'Date'),
    c('Created', 'datetime', 'Created'),
  ],
};

/** Filter operators; `empty` and `notEmpty` take no value. */
export const CUSTOM_FILTER_OPS = [
  'eq',
  'ne',
  'contains',
  'gt',
  'gte',
  'lt',
  'lte',
  'empty',
  'notEmpty',
] as const;
export type CustomFilterOp = (typeof CUSTOM_FILTER_OPS)[number];

/** Aggregate functions of a numeric column. */
export const CUSTOM_AGGREGATES = ['sum', 'average', 'min', 'max'] as const;
export type CustomAggregate = (typeof CUSTOM_AGGREGATES)[number];

/** A custom report definition as saved (CustomReport record's fields). */
export interface CustomReportDefinition {
  name: string;
  entity: CustomReportEntity;
  columns: string[];
  filters: { column: string; op: CustomFilterOp; value?: string | number | null }[];
  groupBy: string | null;
  aggregates: { column: string; fn: CustomAggregate }[];
}

/** A problem of a definition: a stable code, its parameters and the English message. */
export interface CustomReportProblem {
  code:
    | 'nameRequired'
    | 'unknownEntity'
    | 'noColumns'
    | 'tooManyColumns'
    | 'unknownColumn'
    | 'duplicateColumn'
    | 'unknownOperator'
    | 'valueRequired'
    | 'numberRequired'
    | 'dateRequired'
    | 'operatorNotForType'
    | 'groupByNotInColumns'
    | 'aggregateNeedsNumber'
    | 'aggregateNeedsGroup'
    | 'unknownAggregate';
  params: Record<string, string>;
  message: string;
}

/** English messages by code; `{column}` etc. are replaced by the parameters. */
export const CUSTOM_REPORT_MESSAGES: Record<CustomReportProblem['code'], string> = {
  nameRequired: 'Report name is required.',
  unknownEntity: "Unknown entity '{entity}'.",
  noColumns: 'Select at least one column.',
  tooManyColumns: 'At most 30 columns.',
  unknownColumn: "Column '{column}' is not a column of {entity}.",
  duplicateColumn: "Column '{column}' is selected twice.",
  unknownOperator: "Filter on '{column}': unknown operator '{op}'.",
  valueRequired: "Filter on '{column}' needs a value.",
  numberRequired: "Filter on '{column}' needs a number.",
  dateRequired: "Filter on '{column}' needs a date (YYYY-MM-DD).",
  operatorNotForType: "Filter on '{column}': '{op}' does not apply to this column.",
  groupByNotInColumns: "Group by '{column}': the column must be selected.",
  aggregateNeedsNumber: "Aggregate on '{column}': only number and hours columns can be summed or averaged.",
  aggregateNeedsGroup: 'Aggregates need a grouping column.',
  unknownAggregate: "Aggregate on '{column}': unknown function '{fn}'.",
};

const problem = (
  code: CustomReportProblem['code'],
  params: Record<string, string> = {},
): CustomReportProblem => ({
  code,
  params,
  message: CUSTOM_REPORT_MESSAGES[code].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? ''),
});

/** The column `name` of `entity`, or undefined. */
export function customColumn(entity: CustomReportEntity, name: string): CustomColumn | undefined {
  return CUSTOM_REPORT_COLUMNS[entity]?.find((x) => x.name === name);
}

/**
 * The problems of a definition, in field order (empty when it can run): a name, a known entity,
 * 1 to 30 known distinct columns, filters with a known operator fitting the column type and a value
 * of that type ('contains' on text only; gt/gte/lt/lte not on text), a grouping column among the
 * selected ones, aggregates on selected-or-not number/hours columns (min/max also on dates) that
 * need a grouping column.
 */
export function customReportProblems(def: CustomReportDefinition): CustomReportProblem[] {
  const out: CustomReportProblem[] = [];
  if (!def.name?.trim()) out.push(problem('nameRequired'));
  if (!(CUSTOM_REPORT_ENTITIES as readonly string[]).includes(def.entity)) {
    out.push(problem('unknownEntity', { entity: String(def.entity) }));
    return out;
  }
  const entity = def.entity;
  const known = (name: string) => customColumn(entity, name);
  if (def.columns.length === 0) out.push(problem('noColumns'));
  if (def.columns.length > 30) out.push(problem('tooManyColumns'));
  const seen = new Set<string>();
  for (const name of def.columns) {
    if (!known(name)) out.push(problem('unknownColumn', { column: name, entity }));
    else if (seen.has(name)) out.push(problem('duplicateColumn', { column: name }));
    seen.add(name);
  }
  for (const f of def.filters) {
    const col = known(f.column);
    if (!col) {
      out.push(problem('unknownColumn', { column: f.column, entity }));
      continue;
    }
    if (!(CUSTOM_FILTER_OPS as readonly string[]).includes(f.op)) {
      out.push(problem('unknownOperator', { column: f.column, op: String(f.op) }));
      continue;
    }
    if (f.op === 'empty' || f.op === 'notEmpty') continue;
    const text = col.type === 'string';
    if ((f.op === 'contains' && !text) || (text && ['gt', 'gte', 'lt', 'lte'].includes(f.op))) {
      out.push(problem('operatorNotForType', { column: f.column, op: f.op }));
      continue;
    }
    const v = f.value;
    if (v === null || v === undefined || String(v).trim() === '') {
      out.push(problem('valueRequired', { column: f.column }));
    } else if ((col.type === 'number' || col.type === 'hours') && !Number.isFinite(Number(v))) {
      out.push(problem('numberRequired', { column: f.column }));
    } else if ((col.type === 'date' || col.type === 'datetime') && !/^\d{4}-\d{2}-\d{2}$/.test(String(v))) {
      out.push(problem('dateRequired', { column: f.column }));
    }
  }
  if (def.groupBy && !seen.has(def.groupBy))
    out.push(problem('groupByNotInColumns', { column: def.groupBy }));
  if (def.aggregates.length > 0 && !def.groupBy) out.push(problem('aggregateNeedsGroup'));
  for (const a of def.aggregates) {
    const col = known(a.column);
    if (!col) {
      out.push(problem('unknownColumn', { column: a.column, entity }));
    } else if (!(CUSTOM_AGGREGATES as readonly string[]).includes(a.fn)) {
      out.push(problem('unknownAggregate', { column: a.column, fn: String(a.fn) }));
    } else {
      const numeric = col.type === 'number' || col.type === 'hours';
      const ordered = numeric || col.type === 'date' || col.type === 'datetime';
      if ((a.fn === 'sum' || a.fn === 'average') && !numeric)
        out.push(problem('aggregateNeedsNumber', { column: a.column }));
      else if (!ordered) out.push(problem('aggregateNeedsNumber', { column: a.column }));
    }
  }
  return out;
}

/**
 * The code and parameters of a server message produced by `customReportProblems` (the console
 * shows it translated), or null for another message.
 */
export function customReportProblemOf(message: string): Pick<CustomReportProblem, 'code' | 'params'> | null {
  for (const [code, template] of Object.entries(CUSTOM_REPORT_MESSAGES)) {
    const names: string[] = [];
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_m, name: string) => {
        names.push(name);
        return '(.*?)';
      });
    const m = new RegExp(`^${pattern}$`).exec(message);
    if (m) {
      const params: Record<string, string> = {};
      names.forEach((n, i) => {
        params[n] = m[i + 1] ?? '';
      });
      return { code: code as CustomReportProblem['code'], params };
    }
  }
  return null;
}
