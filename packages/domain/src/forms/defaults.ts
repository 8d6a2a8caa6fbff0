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
] as const;
export type DefaultBinding = (typeof DEFAULT_BINDINGS)[number];

/** What a binding reads: the filling user's employee, the company, and the clock in the user's zone. */
export interface DefaultContext {
  employee?: {
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    code?: string | null;
    email?: string | null;
  } | null;
  company?: { name?: string | null } | null;
  /** Now (UTC instant) and the IANA zone the dates are written in. */
  now: Date;
  timeZone: string;
}

/** The controls that take a default: text, long text and date-time questions. */
export const DEFAULTABLE_TYPES = new Set(['text', 'textarea', 'datetime']);

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
 * The value of one binding: employee and company fields as text, 'date.today' as YYYY-MM-DD and
 * 'date.now' as YYYY-MM-DDTHH:mm, both local to `ctx.timeZone`. Null when unknown or empty.
 */
export function bindingValue(binding: string, ctx: DefaultContext): string | null {
  const [scope, field] = binding.split('.') as [string, string];
  let v: unknown = null;
  if (scope === 'employee') v = (ctx.employee as Record<string, unknown> | null | undefined)?.[field];
  else if (scope === 'company') v = (ctx.company as Record<string, unknown> | null | undefined)?.[field];
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
 * value (a date-only control keeps the date, a time-only one the time HH:mm). Controls without a default are left out.
 */
export function defaultAnswers(controls: readonly FormControl[], ctx: DefaultContext): Answers {
  const out: Answers = {};
  for (const c of controls) {
    if (!DEFAULTABLE_TYPES.has(c.type) || !c.defaultValue) continue;
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
