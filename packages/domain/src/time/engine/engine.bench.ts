import { bench, describe } from 'vitest';
import type { Lunch } from '../../payroll/types.js';
import type { TimeRecord } from '../record.js';
import { CALIFORNIA, PAY_CODES, shift, shiftRule, weekly } from './fixtures.test-helpers.js';
import { batchTotals, processShifts } from './process.js';

/**
 * 1,000 employees x 10 records (two weeks of 8-11 h days over a DST change, in three zones), processed
 * with California overtime, a lunch rule, 15-minute rounding and shift pay codes. Target: well under
 * 1 s of CPU for the whole batch. Run: `cd packages/domain && pnpm exec vitest bench --run`.
 */
const ZONES = ['America/Los_Angeles', 'America/New_York', 'Asia/Kolkata'];
const lunch: Lunch = { deductionMinutes: 30, minLunchMinutes: 360, lunchState: 1, time: '12:00:00' };
const employees: TimeRecord[][] = [];
for (let e = 0; e < 1000; e++) {
  const zone = ZONES[e % ZONES.length]!;
  const records: TimeRecord[] = [];
  for (let d = 0; d < 10; d++) {
    const day = 2 + d + (d >= 5 ? 2 : 0); // 2026-03-02 .. 2026-03-13, weekdays, over 2026-03-08
    const start = Date.UTC(2026, 2, day, 14, (e * 7 + d * 13) % 60, (e + d) % 60);
    const len = (8 + ((e + d) % 4)) * 3600_000 + ((e * d) % 50) * 60_000;
    records.push({
      id: `e${e}r${d}`,
      employee_id: `e${e}`,
      inTimeStamp: new Date(start).toISOString(),
      outTimeStamp: new Date(start + len).toISOString(),
      inTimeZone: zone,
      outTimeZone: zone,
    });
  }
  employees.push(records);
}
const rules = {
  overtimeRule: CALIFORNIA,
  shiftRule: shiftRule({ day: shift('06:00:00', '14:00:00', { lunch }), useShiftCutOff: true }),
  payCodeRule: PAY_CODES,
  payPeriod: weekly(0, { usesRounding: true, roundingMinutes: 15 }),
};

describe('overtime engine', () => {
  bench(
    '1,000 employees x 10 records, one call per employee',
    () => {
      for (const records of employees) batchTotals(processShifts({ records, ...rules }));
    },
    { iterations: 5, warmupIterations: 1 },
  );
  bench(
    '1,000 employees x 10 records, one call for all',
    () => {
      processShifts({ records: employees.flat(), ...rules });
    },
    { iterations: 5, warmupIterations: 1 },
  );
});
