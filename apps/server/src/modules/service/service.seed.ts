import { isoDateOfDayNumber, localDayNumber, zonedWallTime } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';
import { demoId } from '../../seed/demo.js';

const SKILLS = ['Electrical', 'Plumbing', 'HVAC', 'Carpentry', 'Inspection'];
const PARTS = ['Filter 16x25', 'Thermostat', 'Ball valve 3/4"', 'Breaker 20A', 'Gasket kit'];
const PROBLEMS: {
  key: string;
  name: string;
  priority: 1 | 2 | 3;
  minutes: number;
  skills: number[];
  isRequired?: boolean;
}[] = [
  { key: 'no-heat', name: 'No heat', priority: 3, minutes: 120, skills: [2] },
  { key: 'leak', name: 'Water leak', priority: 3, minutes: 90, skills: [1] },
  { key: 'outlet', name: 'Dead outlet', priority: 2, minutes: 45, skills: [0] },
  { key: 'door', name: 'Sticking door', priority: 1, minutes: 60, skills: [3] },
  { key: 'safety', name: 'Safety check', priority: 1, minutes: 30, skills: [4], isRequired: true },
];
const JOBS = [
  'Replace the furnace filter and check the burner',
  'Fix the leaking kitchen faucet under the sink',
  'Replace a dead outlet in the break room',
  'Plane and rehang the sticking office door',
  'Quarterly safety inspection of the electrical panel',
  'Tune up the rooftop air handler before the season',
];
const STATUSES = ['notAccepted', 'accepted', 'inProgress', 'completed', 'rejected'] as const;

/** A small deterministic pseudo-random sequence (the demo stays the same on every seed). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * Demo service data (issue 10): skills, parts, category problems and about 200 tickets over the last
 * and next two weeks for the demo technicians (some unassigned, some overdue, a few recurring).
 * Re-runnable: fixed ids and ON CONFLICT DO NOTHING; tickets are laid out per technician so they
 * never overlap. Dates are relative to the seed day.
 */
export async function seedServiceDemo(db: Db, demo: DemoRefs, today = new Date()): Promise<void> {
  const C1 = demo.companyId;
  const zone = demo.timeZone;
  for (const [i, name] of SKILLS.entries()) {
    await db.query(
      'INSERT INTO skill (id, company_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [demoId(`skill:${i}`), C1, name],
    );
  }
  for (const [i, name] of PARTS.entries()) {
    await db.query(
      'INSERT INTO part (id, company_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [demoId(`part:${i}`), C1, name],
    );
  }
  for (const p of PROBLEMS) {
    await db.query(
      `INSERT INTO service_category_problem (id, company_id, name, priority, "isRequired", "estimatedDurationMinutes", data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        demoId(`problem:${p.key}`),
        C1,
        p.name,
        p.priority,
        p.isRequired === true,
        p.minutes,
        JSON.stringify({ skillSetIds: p.skills.map((s) => demoId(`skill:${s}`)), assetIds: [], formIds: [] }),
      ],
    );
  }
  await db.query(
    `INSERT INTO skill (id, company_id, name) VALUES ($1, $2, 'Landscaping') ON CONFLICT (id) DO NOTHING`,
    [demoId('skill:c2-landscaping'), demo.secondCompanyId],
  );

  const existing = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM ticket WHERE company_id = $1',
    [C1],
  );
  if (Number(existing[0]?.n ?? 0) > 0) return;

  const techs = [
    demo.employeeIds.employee,
    demo.employeeIds.field1,
    demo.employeeIds.field2,
    demo.employeeIds.field3,
  ];
  const random = rng(10);
  const todayNumber = localDayNumber(today.getTime(), zone);
  const nowMs = today.getTime();
  let number = 0;
  const rows: unknown[][] = [];
  for (let offset = -14; offset <= 14; offset++) {
    const day = todayNumber + offset;
    const weekday = new Date(day * 86_400_000).getUTCDay();
    if (weekday === 0) continue;
    for (const [ti, tech] of techs.entries()) {
      // Back-to-back jobs from 08:00 with a gap: never overlapping for one technician.
      let minute = 8 * 60 + ti * 10;
      const count = weekday === 6 ? 1 : 2;
      for (let j = 0; j < count; j++) {
        const problem = PROBLEMS[Math.floor(random() * PROBLEMS.length)]!;
        const duration = problem.minutes;
        number++;
        const unassigned = random() < 0.12;
        const start = zonedWallTime(day, minute * 60, zone);
        const end = start + duration * 60_000;
        const past = end < nowMs;
        let serviceStatus: (typeof STATUSES)[number] = unassigned
          ? 'notAccepted'
          : past
            ? random() < 0.75
              ? 'completed'
              : 'accepted' // past and not completed: overdue
            : STATUSES[Math.floor(random() * 3)]!;
        if (!unassigned && !past && random() < 0.05) serviceStatus = 'rejected';
        const hh = String(Math.floor(minute / 60)).padStart(2, '0');
        const mm = String(minute % 60).padStart(2, '0');
        const recurring = number % 37 === 0;
        const data = {
          description: JOBS[number % JOBS.length],
          jobInstructions: 'Check in with the front desk and bring the standard kit.',
          skillSetIds: problem.skills.map((s) => demoId(`skill:${s}`)),
          assetIds: [],
          formIds: [],
          serviceCategoryProblemIds: [demoId(`problem:${problem.key}`)],
          scheduledStartTime: `${hh}:${mm}`,
          callTimeZone: zone,
          actualStartTimeZone: serviceStatus === 'completed' ? zone : null,
          actualEndTimeZone: serviceStatus === 'completed' ? zone : null,
          contactName: 'Front desk',
          contactPhone: '555-0100',
          ...(recurring ? { schedule: { type: 2, weekDays: 2 ** weekday } } : {}),
        };
        rows.push([
          demoId(`ticket:${number}`),
          C1,
          number,
          `${problem.name} #${number}`,
          demo.locationIds[number % demo.locationIds.length],
          serviceStatus,
          problem.priority,
          duration,
          new Date(start).toISOString(),
          new Date(end).toISOString(),
          isoDateOfDayNumber(day),
          zone,
          new Date(start - (2 + Math.floor(random() * 72)) * 3_600_000).toISOString(),
          serviceStatus === 'completed' ? new Date(start).toISOString() : null,
          serviceStatus === 'completed' ? new Date(end).toISOString() : null,
          JSON.stringify(unassigned ? [] : [tech]),
          JSON.stringify(data),
        ]);
        minute += duration + 30;
      }
    }
  }
  for (const r of rows) {
    await db.query(
      `INSERT INTO ticket (id, company_id, "ticketNumber", name, location_id, "serviceStatus", priority,
         "estimatedDurationMinutes", "scheduledTimeStamp", "scheduledEndTimeStamp", "scheduledDate",
         "scheduledTimeZone", "callTimeStamp", "actualStartTimeStamp", "actualEndTimeStamp", "employeeIds", data)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16::jsonb,$17::jsonb) ON CONFLICT (id) DO NOTHING`,
      r,
    );
  }
  await db.query(
    `INSERT INTO ticket_counter (company_id, last) VALUES ($1, $2)
     ON CONFLICT (company_id) DO UPDATE SET last = GREATEST(ticket_counter.last, EXCLUDED.last)`,
    [C1, number],
  );
}
