import { TZDate } from '@date-fns/tz';
import type {
  OvertimeLevel,
  OvertimeRule,
  PayCodeRule,
  PayPeriod,
  Shift,
  ShiftRule,
} from '../../payroll/types.js';
import type { TimeRecord } from '../record.js';
import type { CompletedShift } from './types.js';

export const LA = 'America/Los_Angeles';

/** ISO UTC of local wall time 'YYYY-MM-DD HH:mm[:ss]' in `zone`. */
export function at(text: string, zone = LA): string {
  const [d, hm] = text.split(' ') as [string, string];
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = hm.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(y, m - 1, day, h, mi, s, zone).getTime()).toISOString();
}

/** Local 'MM-DD HH:mm:ss' of an ISO instant in `zone`. */
export function local(iso: string | null, zone = LA): string {
  if (!iso) return '';
  const d = new TZDate(Date.parse(iso), zone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

let seq = 0;
/** A worked record from local 'YYYY-MM-DD HH:mm' to local 'YYYY-MM-DD HH:mm'. */
export function rec(from: string, to: string, extra: Partial<TimeRecord> = {}, zone = LA): TimeRecord {
  seq += 1;
  return {
    id: `r${seq}`,
    employee_id: 'e1',
    inTimeStamp: at(from, zone),
    outTimeStamp: at(to, zone),
    inTimeZone: zone,
    outTimeZone: zone,
    source: 'clock',
    ...extra,
  };
}

export function level(o: Partial<OvertimeLevel> = {}): OvertimeLevel {
  return {
    isActive: true,
    dayCutoffHours: null,
    weekCutoffHours: null,
    sixthDayCutoffHours: null,
    seventhDayCutoffHours: null,
    useDayType: true,
    ...o,
  };
}

export function otRule(
  one: Partial<OvertimeLevel> | null,
  two: Partial<OvertimeLevel> | null = null,
): OvertimeRule {
  return {
    id: 'ot',
    name: 'OT',
    status: 1,
    overtimeOne: one ? level(one) : null,
    overtimeTwo: two ? level(two) : null,
  };
}

/** California: OT1 after 8 a day, OT2 after 12; 40 a week; 7th day OT1 from 0, OT2 after 8. */
export const CALIFORNIA = otRule(
  { dayCutoffHours: 8, weekCutoffHours: 40, seventhDayCutoffHours: 0 },
  { dayCutoffHours: 12, seventhDayCutoffHours: 8 },
);
/** FLSA: weekly 40 only. */
export const FLSA = otRule({ weekCutoffHours: 40 });

export const weekly = (weekStartsOn = 0, o: Partial<PayPeriod> = {}): PayPeriod => ({
  id: 'pp',
  name: 'Weekly',
  status: 1,
  type: 1,
  factor1: weekStartsOn,
  ...o,
});

export function shift(start: string, end: string, o: Partial<Shift> = {}): Shift {
  return { start, end, useShift: true, lunch: null, ...o };
}
const off: Shift = { start: null, end: null, useShift: false, lunch: null };

export function shiftRule(o: Partial<ShiftRule> = {}): ShiftRule {
  return {
    id: 'sr',
    name: 'Shifts',
    status: 1,
    day: shift('06:00:00', '14:00:00'),
    evening: shift('14:00:00', '22:00:00'),
    night: shift('22:00:00', '06:00:00'),
    ...o,
  };
}
export const onlyDay = (s: Shift): ShiftRule => shiftRule({ day: s, evening: off, night: off });

const codes = (p: string, rate: number) => ({
  regularTime: { id: `${p}1`, code: `${p}-REG`, rate },
  overtimeOne: { id: `${p}2`, code: `${p}-OT1`, rate: rate * 1.5 },
  overtimeTwo: { id: `${p}3`, code: `${p}-OT2`, rate: rate * 2 },
});
export const PAY_CODES: PayCodeRule = {
  id: 'pc',
  name: 'Codes',
  status: 1,
  day: codes('D', 20),
  evening: codes('E', 22),
  night: codes('N', 24),
  holiday: { id: 'h', code: 'HOL', rate: 20 },
  sick: { id: 's', code: 'SICK', rate: 20 },
  vacation: { id: 'v', code: 'VAC', rate: 20 },
};

/** Compact view of rows: [record id, payType, hours, local in, local out] (+ 'L' for lunch rows). */
export function view(rows: readonly CompletedShift[], zone = LA): (string | number)[][] {
  return rows.map((r) => {
    const row: (string | number)[] = [
      r.timeRecord_id,
      r.payType,
      Math.round(((r.isLunchDeduction ? r.lunchSeconds : r.totalSeconds) / 3600) * 10000) / 10000,
      local(r.inTimeStamp, zone).slice(6),
      local(r.outTimeStamp, zone).slice(6),
    ];
    if (r.isLunchDeduction) row.push('L');
    return row;
  });
}
