import { createHash } from 'node:crypto';
import { dateOfDayNumber, localDayNumber, TIME_CONSTANTS, zonedWallTime } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';

/** Weeks of demo time records before today (design.md 4 "several weeks of time records"). */
export const DEMO_WEEKS = 4;

function stableId(key: string): string {
  const h = createHash('sha1').update(`wm-demo-time:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A deterministic number in [0, n) for `key` (so a re-run writes the same rows). */
function pick(key: string, n: number): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0) % n;
}

/**
 * Demo time records (design.md 4): for the field staff and the manager, one shift per weekday of
 * the last DEMO_WEEKS weeks up to yesterday, 06:30-08:00 to 14:30-17:30 local time in the demo zone,
 * at a demo location and task; a few mobile entries, entered-versus-server discrepancies and
 * manual edits so the editor's indicators have something to show, and one record left open
 * (forgotten clock OUT) on the latest weekday at least two days ago. Fixed ids and ON CONFLICT DO NOTHING make a re-run add nothing
 * twice. `now` is the reference time (epoch ms).
 */
export async function seedDemoTime(db: Db, demo: DemoRefs, now: number = Date.now()): Promise<number> {
  const zone = demo.timeZone || TIME_CONSTANTS.clockOutTimeZone;
  const today = localDayNumber(now, zone);
  const people = (['employee', 'field1', 'field2', 'field3', 'manager'] as const)
    .map((k) => [k, demo.employeeIds[k]] as const)
    .filter((p): p is readonly [(typeof p)[0], string] => typeof p[1] === 'string');
  const locations = demo.locationIds;
  const tasks = demo.taskIds;
  if (people.length === 0 || locations.length === 0) return 0;
  // The forgotten clock OUT: the latest weekday at least two days ago (today - 2 falls on a weekend
  // every Monday and Tuesday, which would leave the demo without an open record).
  let openDay = today - 2;
  while ([0, 6].includes(dateOfDayNumber(openDay).weekday)) openDay--;
  let inserted = 0;
  for (let day = today - DEMO_WEEKS * 7; day < today; day++) {
    const weekday = dateOfDayNumber(day).weekday;
    if (weekday === 0 || weekday === 6) continue;
    for (const [who, employeeId] of people) {
      const key = `${who}:${day}`;
      const startSec = 6 * 3600 + 1800 + pick(`${key}:in`, 7) * 900; // 06:30 .. 08:00
      const lengthSec = 8 * 3600 + pick(`${key}:len`, 13) * 900; // 8 h .. 11 h
      const inMs = zonedWallTime(day, startSec, zone);
      const outMs = inMs + lengthSec * 1000;
      const open = who === 'field2' && day === openDay;
      const discrepancy = pick(`${key}:disc`, 12) === 0;
      const edited = !open && pick(`${key}:edit`, 15) === 0;
      const source = pick(`${key}:src`, 5) === 0 ? 'mobile' : 'clock';
      const inIso = new Date(inMs).toISOString();
      const outIso = open ? null : new Date(outMs).toISOString();
      // A discrepancy: the device clock was 7 minutes ahead of the server.
      const rawIn = discrepancy ? new Date(inMs + 7 * 60_000).toISOString() : inIso;
      const location = locations[pick(`${key}:loc`, Math.min(locations.length, 4))]!;
      const task = tasks.length > 0 ? tasks[pick(`${key}:task`, Math.min(tasks.length, 5))]! : null;
      const lat = source === 'mobile' ? 39.75 + pick(`${key}:lat`, 100) / 10000 : -1000;
      const lon = source === 'mobile' ? -104.99 + pick(`${key}:lon`, 100) / 10000 : -1000;
      const rows = await db.query(
        `INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "assetIds",
            "inTimeStamp", "outTimeStamp", "inTimeZone", "outTimeZone",
            "inTimeStampServer", "outTimeStampServer", "inTimeStampRaw", "outTimeStampRaw",
            "inLat", "inLon", "outLat", "outLon", source, "compileState", "payType", "totalSeconds",
            "bypassAutoLunch", "wasManuallyEdited", status, data)
         VALUES ($1, $2, $3, $4, $5, '[]'::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 $18, $19, 1, $20, false, $21, 1, '{}'::jsonb)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          stableId(key),
          demo.companyId,
          employeeId,
          location,
          task,
          inIso,
          outIso,
          zone,
          open ? null : zone,
          edited ? null : inIso,
          edited || open ? null : outIso,
          edited ? new Date(inMs - 15 * 60_000).toISOString() : rawIn,
          outIso,
          lat,
          lon,
          open ? null : lat,
          open ? null : lon,
          edited ? 'editor' : source,
          edited ? 'edit' : 'raw',
          open ? null : lengthSec,
          edited,
        ],
      );
      inserted += rows.length;
    }
  }
  return inserted;
}
