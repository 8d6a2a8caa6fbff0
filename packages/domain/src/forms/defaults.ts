import type { Answers, FormControl } from './model.js';

/**
 * Default-value bindings of a control (platform spec 3 "defaultValue (with binding)"): where a new
 * fill takes the control's first answer from. Anything else is refused when a form is saved.
 */
export const DEFAULT_BINDINGS = [
  'employee.fullName',
  'employee.firstName',
  'employee.lastName',
  'employee.code',
  'employee.email',
  'company.name',
  'date.today',
  'date.now',
  'employee.department',
  'employee.division',
  'location.name',
  'location.address',
  'asset.name',
  'task.name',
] as const;
export type DefaultBinding = (typeof DEFAULT_BINDINGS)[number];

/** A postal address as stored on a location (service spec 3); every part optional. */
export interface BindingAddress {
  street?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A record a binding reads (the submission's location, asset or task): its id and name. */
export interface BindingRecord {
  id?: string | null;
  name?: string | null;
}

/**
 * What a binding reads: the filling employee (with the names of their department and division),
 * the company, the record the fill is about (its location with address, asset and task: the clock's
 * location, or the screen the form was opened from), and the clock in the user's zone.
 */
export interface DefaultContext {
  employee?: {
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    code?: string | null;
    email?: string | null;
    department?: string | null;
    division?: string | null;
  } | null;
  company?: { name?: string | null } | null;
  location?: (BindingRecord & { address?: BindingAddress | string | null }) | null;
  asset?: BindingRecord | null;
  task?: BindingRecord | null;
  /** Now (UTC instant) and the IANA zone the dates are written in. */
  now: Date;
  timeZone: string;
}

/** The controls that take a default: text, long text, date-time and location/asset/task drop-downs. */
export const DEFAULTABLE_TYPES = new Set(['text', 'textarea', 'datetime', 'select']);

/** The drop-downs that take the record's own entity as default (the binding '{selectType}.name'). */
const RECORD_SELECTS = new Set(['location', 'asset', 'task']);

/**
 * The bindings a control may take: every one on text and long text, 'date.today'/'date.now' on a
 * date-time, '{type}.name' on a location, asset or task drop-down (its answer is the record's id),
 * none on the other types. The designer offers these; a form saving another is refused.
 */
export function bindingsFor(control: Pick<FormControl, 'type' | 'selectType'>): readonly DefaultBinding[] {
  if (control.type === 'text' || control.type === 'textarea') return DEFAULT_BINDINGS;
  if (control.type === 'datetime') return ['date.today', 'date.now'];
  if (control.type === 'select' && control.selectType && RECORD_SELECTS.has(control.selectType)) {
    return [`${control.selectType}.name` as DefaultBinding];
  }
  return [];
}

/** Whether the control may keep the default value it has (platform spec 3 defaultValue). */
export function defaultFitsControl(control: FormControl): boolean {
  const b = control.defaultValue?.binding;
  if (b && !(bindingsFor(control) as readonly string[]).includes(b)) return false;
  // A drop-down takes only a bound record, not a fixed value.
  if (control.type === 'select' && control.defaultValue?.value?.trim()) return false;
  return true;
}

/**
 * One line of a postal address: 'street, line 2, city, region postal code, country', skipping
 * empty parts; a string is taken as already written. Empty string when nothing is known.
 */
export function formatAddress(a: BindingAddress | string | null | undefined): string {
  if (!a) return '';
  if (typeof a === 'string') return a.trim();
  const t = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');
  const regionZip = [t(a.region), t(a.postalCode)].filter(Boolean).join(' ');
  return [t(a.street), t(a.line2), t(a.city), regionZip, t(a.country)].filter(Boolean).join(', ');
}

const part = (now: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/**
 * The value of one binding: employee and company fields, the record's location (name, address on
 * one line), asset and task names as text, 'date.today' as YYYY-MM-DD and
 * 'date.now' as YYYY-MM-DDTHH:mm, both local to `ctx.timeZone`. Null when unknown or empty.
 */
export function bindingValue(binding: string, ctx: DefaultContext): string | null {
  const [scope, field] = binding.split('.') as [string, string];
  let v: unknown = null;
  if (scope === 'employee') v = (ctx.employee as Record<string, unknown> | null | undefined)?.[field];
  else if (binding === 'location.address') v = formatAddress(ctx.location?.address);
  else if (scope === 'location' || scope === 'asset' || scope === 'task') {
    v = field === 'name' ? ctx[scope]?.name : null;
  } else if (scope === 'company') v = (ctx.company as Record<string, unknown> | null | undefined)?.[field];
  else if (binding === 'date.today') v = part(ctx.now, ctx.timeZone).date;
  else if (binding === 'date.now') {
    const p = part(ctx.now, ctx.timeZone);
    v = `${p.date}T${p.time}`;
  }
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/**
 * The first answers of a new fill (platform spec 3 defaultValue): for each text, long text or
 * date-time control with a default, the bound value when the binding has one, else the fixed
 * value (a date-only control keeps the date, a time-only one the time HH:mm); a location, asset or
 * task drop-down bound to its record gets the record's id. Controls without a default, or with a
 * binding that does not fit them, are left out.
 */
export function defaultAnswers(controls: readonly FormControl[], ctx: DefaultContext): Answers {
  const out: Answers = {};
  for (const c of controls) {
    if (!DEFAULTABLE_TYPES.has(c.type) || !c.defaultValue || !defaultFitsControl(c)) continue;
    if (c.type === 'select') {
      const id =
        c.selectType && RECORD_SELECTS.has(c.selectType) ? ctx[c.selectType as 'location']?.id : null;
      if (c.defaultValue.binding && id) out[c.id] = id;
      continue;
    }
    const bound = c.defaultValue.binding ? bindingValue(c.defaultValue.binding, ctx) : null;
    let v = bound ?? (c.defaultValue.value?.trim() ? c.defaultValue.value : null);
    if (v === null) continue;
    if (c.type === 'datetime') {
      const kind = c.dateSelectionType ?? 'Date';
      if (kind === 'Date') v = v.slice(0, 10);
      else if (kind === 'Time' && v.includes('T')) v = v.slice(v.indexOf('T') + 1, v.indexOf('T') + 6);
    }
    out[c.id] = v;
  }
  return out;
}
