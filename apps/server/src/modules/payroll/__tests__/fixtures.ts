import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Client } from '../../../../test/helpers.js';

/** Denver wall time 'YYYY-MM-DD HH:mm' (October 2026: MDT, UTC-6) as ISO UTC. */
export function denver(text: string): string {
  const [d, t] = text.split(' ') as [string, string];
  const [h, m] = t.split(':').map(Number) as [number, number];
  const ms = Date.parse(`${d}T00:00:00Z`) + ((h + 6) * 60 + m) * 60_000;
  return new Date(ms).toISOString();
}

/** Inserts a complete clock record (Denver) straight into time_record; returns its id. */
export async function addRecord(
  app: FastifyInstance,
  employeeId: string,
  from: string,
  to: string,
  extra: { companyId?: string; payType?: number } = {},
): Promise<string> {
  const id = randomUUID();
  const a = denver(from);
  const b = denver(to);
  await app.platform.db.query(
    `INSERT INTO time_record (id, company_id, employee_id, location_id, "inTimeStamp", "outTimeStamp",
       "inTimeZone", "outTimeZone", "inLat", "inLon", "outLat", "outLon", source, "totalSeconds", "payType")
     VALUES ($1, $2, $3, $4, $5, $6, 'America/Denver', 'America/Denver', -1000, -1000, -1000, -1000, 'clock', $7, $8)`,
    [
      id,
      extra.companyId ?? app.demo!.companyId,
      employeeId,
      app.demo!.locationIds[1],
      a,
      b,
      Math.round((Date.parse(b) - Date.parse(a)) / 1000),
      extra.payType ?? null,
    ],
  );
  return id;
}

/** Posts a record and expects 200; returns the saved record. */
export async function save(c: Client, entity: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await c.post(`/api/${entity}`, body);
  if (res.statusCode !== 200) throw new Error(`POST ${entity}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const level = (o: Record<string, unknown>) => ({
  isActive: true,
  useDayType: true,
  dayCutoffHours: null,
  weekCutoffHours: null,
  sixthDayCutoffHours: null,
  seventhDayCutoffHours: null,
  ...o,
});

/** Creates California-style and FLSA-style pay groups on a weekly (Sunday) pay period. */
export async function createPayGroups(admin: Client) {
  const weekly = await save(admin, 'PayPeriod', {
    name: 'Weekly Sunday',
    status: 1,
    type: 1,
    weekStartsOn: 0,
  });
  const ca = await save(admin, 'OvertimeRule', {
    name: 'California',
    status: 1,
    overtimeOne: level({ dayCutoffHours: 8, weekCutoffHours: 40, seventhDayCutoffHours: 0 }),
    overtimeTwo: level({ dayCutoffHours: 12, seventhDayCutoffHours: 8 }),
  });
  const flsa = await save(admin, 'OvertimeRule', {
    name: 'FLSA',
    status: 1,
    overtimeOne: level({ weekCutoffHours: 40 }),
    overtimeTwo: null,
  });
  const caGroup = await save(admin, 'PayGroup', {
    name: 'CA hourly',
    status: 1,
    payPeriod_id: weekly.id,
    overtimeRule_id: ca.id,
  });
  const flsaGroup = await save(admin, 'PayGroup', {
    name: 'FLSA hourly',
    status: 1,
    payPeriod_id: weekly.id,
    overtimeRule_id: flsa.id,
  });
  return { weekly, ca, flsa, caGroup, flsaGroup };
}

/** Sets an employee's pay group directly (the Employee entity is the platform's). */
export async function setPayGroup(app: FastifyInstance, employeeId: string, groupId: string | null) {
  await app.platform.db.query('UPDATE employee SET "payGroup_id" = $2 WHERE id = $1', [employeeId, groupId]);
}

/**
 * The reports' processed week: field1 in the California pay group with six Denver days of
 * 2026-10-05..10 (a 12.5 h day, overtime, double time, odd minutes) closed into one batch by
 * `payroll` and processed. Returns the batch id.
 */
export async function processedFieldWeek(
  app: FastifyInstance,
  admin: Client,
  payroll: Client,
): Promise<string> {
  const { caGroup } = await createPayGroups(admin);
  const field1 = app.demo!.employeeIds.field1;
  await setPayGroup(app, field1, caGroup.id as string);
  const ids: string[] = [];
  for (const [a, b] of [
    ['2026-10-05 07:00', '2026-10-05 19:30'],
    ['2026-10-06 07:00', '2026-10-06 17:00'],
    ['2026-10-07 07:00', '2026-10-07 15:00'],
    ['2026-10-08 07:00', '2026-10-08 15:00'],
    ['2026-10-09 07:00', '2026-10-09 17:15'],
    ['2026-10-10 08:00', '2026-10-10 12:07'],
  ] as const) {
    ids.push(await addRecord(app, field1, a, b));
  }
  const closed = (await payroll.post('/api/Time/Close', { timeIds: ids })).json();
  const batchId = closed.batches[0].id as string;
  await payroll.post('/api/Time/Process', { batchIds: [batchId] });
  return batchId;
}

/** Hours of seconds, as the API rounds them (2 decimals). */
export const h = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
