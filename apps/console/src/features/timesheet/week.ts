import { useLookup } from '@wm/api';
import { dateOfDayNumber, isoDateOfDayNumber, type PayPeriod, workweekStartDay } from '@wm/domain';
import { useSession } from '../shell/SessionContext.js';

/** The zone a sheet's days are counted in: the user's default zone, else the company's, else the browser's. */
export function useSheetZone(): string {
  const { identity } = useSession();
  return (
    identity.preferences?.defaultTimeZone ||
    identity.company?.timeZone ||
    Intl.DateTimeFormat().resolvedOptions().timeZone ||
    'UTC'
  );
}

/**
 * The first weekday of a sheet week: the week start of the company's pay group's weekly pay period
 * (company settings payGroup_id), else Sunday (0). Lookups the user may not read fall back to Sunday.
 */
export function useWeekStart(): number {
  const { identity } = useSession();
  const settings = (identity.company?.settings ?? {}) as Record<string, unknown>;
  const groupId = typeof settings.payGroup_id === 'string' ? settings.payGroup_id : null;
  const group = useLookup<{ id: string; payPeriod_id?: string | null }>('PayGroup', groupId ? [groupId] : []);
  const periodId = groupId ? (group.data?.get(groupId)?.payPeriod_id ?? null) : null;
  const period = useLookup<PayPeriod & { [k: string]: unknown }>('PayPeriod', periodId ? [periodId] : []);
  const p = periodId ? period.data?.get(periodId) : null;
  return workweekStartDay(p ? { ...p, factor1: p.factor1 === null ? null : Number(p.factor1) } : null);
}

/** 'YYYY-MM-DD' of a day number. */
export function isoOfDay(day: number): string {
  return isoDateOfDayNumber(day);
}

/** Column heading of a day: short weekday and MM/DD in the user's language ('Mon 11/16'). */
export function dayLabel(day: number, language: string): string {
  const d = dateOfDayNumber(day);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );
  return `${weekday} ${String(d.month).padStart(2, '0')}/${String(d.day).padStart(2, '0')}`;
}
