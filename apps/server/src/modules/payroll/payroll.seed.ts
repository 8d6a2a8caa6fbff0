import { PRIV } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';
import { demoId } from '../../seed/demo.js';

const json = (v: unknown) => JSON.stringify(v);
const code = (key: string, c: string, rate: number) => ({ id: demoId(`paycode:${key}`), code: c, rate });
const tiers = (key: string, prefix: string, base: number) => ({
  regularTime: code(`${key}:reg`, `${prefix}REG`, base),
  overtimeOne: code(`${key}:ot1`, `${prefix}OT`, base * 1.5),
  overtimeTwo: code(`${key}:ot2`, `${prefix}DT`, base * 2),
});
const level = (key: string, o: Record<string, number | null>) => ({
  id: demoId(`otlevel:${key}`),
  isActive: true,
  useDayType: true,
  dayCutoffHours: null,
  weekCutoffHours: null,
  sixthDayCutoffHours: null,
  seventhDayCutoffHours: null,
  ...o,
});

/** Demo overtime rules: California (daily 8/12, weekly 40, 7th day) and FLSA (weekly 40). */
export const DEMO_OVERTIME = {
  california: {
    name: 'California Daily and Weekly',
    overtimeOne: level('ca:1', { dayCutoffHours: 8, weekCutoffHours: 40, seventhDayCutoffHours: 0 }),
    overtimeTwo: level('ca:2', { dayCutoffHours: 12, seventhDayCutoffHours: 8 }),
  },
  flsa: { name: 'FLSA Weekly 40', overtimeOne: level('flsa:1', { weekCutoffHours: 40 }), overtimeTwo: null },
};

/**
 * Demo pay rules (design.md 4), re-runnable (fixed ids, ON CONFLICT DO NOTHING; pay groups are only
 * filled where still empty): the two overtime rules, a day/evening/night shift rule with a 30-minute
 * end-of-day lunch after 6 hours, and a pay code rule; 'Hourly Field Staff' gets California, 'Office
 * Staff' FLSA; the company default pay group becomes 'Hourly Field Staff'. The second company gets an
 * FLSA pay group on its weekly pay period. The demo payroll clerk gets the role 'Pay Rules'
 * (Platform:View:Modules, Platform:Edit:Modules).
 */
export async function seedPayrollDemo(db: Db, demo: DemoRefs): Promise<void> {
  const C1 = demo.companyId;
  const C2 = demo.secondCompanyId;
  await db.transaction(async (tx) => {
    const q = (sql: string, params: unknown[]) => tx.query(`${sql} ON CONFLICT DO NOTHING`, params);
    for (const [key, rule] of Object.entries(DEMO_OVERTIME)) {
      const { name, ...data } = rule;
      await q('INSERT INTO overtime_rule (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
        demoId(`overtime:${key}`),
        C1,
        name,
        json({ useShift: false, ...data }),
      ]);
    }
    const lunch = { id: demoId('lunch:day'), lunchState: 2, deductionMinutes: 30, minLunchMinutes: 360 };
    await q('INSERT INTO shift_rule (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
      demoId('shiftrule:standard'),
      C1,
      'Day, Evening and Night',
      json({
        visibility: 1,
        useShiftCutOff: false,
        useDailyShifts: false,
        type: 0,
        day: { id: demoId('shift:day'), start: '06:00:00', end: '14:00:00', useShift: true, lunch },
        evening: {
          id: demoId('shift:evening'),
          start: '14:00:00',
          end: '22:00:00',
          useShift: true,
          lunch: null,
        },
        night: { id: demoId('shift:night'), start: '22:00:00', end: '06:00:00', useShift: true, lunch: null },
      }),
    ]);
    await q('INSERT INTO pay_code_rule (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
      demoId('paycoderule:standard'),
      C1,
      'Standard Rates',
      json({
        externalId: 'STD',
        day: tiers('day', '', 28),
        evening: tiers('evening', 'E', 30),
        night: tiers('night', 'N', 32),
        holiday: code('holiday', 'HOL', 28),
        sick: code('sick', 'SCK', 28),
        vacation: code('vacation', 'VAC', 28),
      }),
    ]);
    const fill = (group: string, overtime: string) =>
      tx.query(
        `UPDATE pay_group SET data = data || $3::jsonb, updated_at = now()
          WHERE id = $1 AND company_id = $2 AND NOT (data ? 'overtimeRule_id')`,
        [
          demoId(group),
          C1,
          json({
            overtimeRule_id: demoId(`overtime:${overtime}`),
            shiftRule_id: demoId('shiftrule:standard'),
            payCodeRule_id: demoId('paycoderule:standard'),
            defaultShift: 1,
          }),
        ],
      );
    await fill('paygroup:hourly', 'california');
    await fill('paygroup:office', 'flsa');
    await tx.query(
      `UPDATE company SET data = jsonb_set(data, '{settings}', coalesce(data->'settings', '{}'::jsonb) || $2::jsonb)
        WHERE id = $1 AND (data->'settings'->>'payGroup_id') IS NULL`,
      [C1, json({ payGroup_id: demo.payGroupId })],
    );
    // The payroll clerk keeps the pay rules (Settings > Modules): a Platform role with the modules
    // privileges. Assigning pay groups to employees stays with administrators (Mass Assign needs
    // Platform:Edit:EmployeeAccess, which would let the clerk hand out roles).
    await q(
      'INSERT INTO role (id, company_id, name, "moduleId", privileges) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('role:platform-pay-rules'),
        C1,
        'Pay Rules',
        'Platform',
        json([PRIV.ModulesView, PRIV.ModulesEdit]),
      ],
    );
    await q('INSERT INTO user_role (company_id, user_id, role_id) VALUES ($1, $2, $3)', [
      C1,
      demoId('user:payroll'),
      demoId('role:platform-pay-rules'),
    ]);
    await q('INSERT INTO overtime_rule (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
      demoId('overtime:c2-flsa'),
      C2,
      'FLSA Weekly 40',
      json({ overtimeOne: level('c2-flsa:1', { weekCutoffHours: 40 }), overtimeTwo: null }),
    ]);
    await q(
      'INSERT INTO pay_group (id, company_id, name, "payPeriod_id", data) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        demoId('paygroup:c2-crew'),
        C2,
        'Crew',
        demoId('payperiod:c2-weekly'),
        json({ defaultShift: 1, overtimeRule_id: demoId('overtime:c2-flsa') }),
      ],
    );
    await tx.query(
      `UPDATE company SET data = jsonb_set(data, '{settings}', coalesce(data->'settings', '{}'::jsonb) || $2::jsonb)
        WHERE id = $1 AND (data->'settings'->>'payGroup_id') IS NULL`,
      [C2, json({ payGroup_id: demoId('paygroup:c2-crew') })],
    );
  });
}
