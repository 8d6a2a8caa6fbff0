import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';
import { demoId } from '../../seed/demo.js';

/** Extra demo assets (with the platform's five, the demo company has 40: time spec / issue 11 section 3). */
const KINDS = [
  { prefix: 'TRK', name: 'Pickup Truck', vehicle: true, n: 8 },
  { prefix: 'VAN', name: 'Cargo Van', vehicle: true, n: 4 },
  { prefix: 'DRL', name: 'Cordless Drill', vehicle: false, n: 6 },
  { prefix: 'SAW', name: 'Circular Saw', vehicle: false, n: 5 },
  { prefix: 'EXC', name: 'Mini Excavator (rented)', vehicle: true, n: 4, rented: true },
  { prefix: 'CMP', name: 'Air Compressor (rented)', vehicle: false, n: 4, rented: true },
  { prefix: 'LDR', name: 'Extension Ladder', vehicle: false, n: 4 },
];

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const values = (rows: unknown[][], from = 1) =>
  rows.map((r, i) => `(${r.map((_, j) => `$${from + i * r.length + j}`).join(', ')})`).join(', ');

/**
 * Demo assets, vendors, divisions and departments, with mileage history for vehicles, an assignment
 * for most assets (some reassigned) and usage at locations over the last month. Re-runnable: fixed
 * ids and ON CONFLICT DO NOTHING.
 */
export async function seedAssetsDemo(db: Db, demo: DemoRefs): Promise<void> {
  const C = demo.companyId;
  const now = Date.now();
  const lookups: unknown[][] = [];
  const vendors = ['United Rentals', 'Sunbelt Rentals'].map((name, i) => {
    const id = demoId(`vendor:${i}`);
    lookups.push(['vendor', id, name]);
    return id;
  });
  const divisions = ['North', 'South'].map((name, i) => {
    const id = demoId(`division:${i}`);
    lookups.push(['division', id, name]);
    return id;
  });
  const departments = ['Construction', 'Maintenance', 'IT'].map((name, i) => {
    const id = demoId(`department:${i}`);
    lookups.push(['department', id, name]);
    return id;
  });
  for (const [table, id, name] of lookups) {
    await db.query(
      `INSERT INTO ${table as string} (id, company_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [id, C, name],
    );
  }
  const assetRows: unknown[][] = [];
  const assetIds: { id: string; vehicle: boolean }[] = demo.assetIds.map((id, i) => ({ id, vehicle: i < 2 }));
  let k = 0;
  for (const kind of KINDS) {
    for (let i = 1; i <= kind.n; i++, k++) {
      const id = demoId(`asset:extra:${kind.prefix}:${i}`);
      const code = `${kind.prefix}-${String(i + 20).padStart(2, '0')}`;
      const year = 2015 + ((k * 3) % 10);
      const mileages = kind.vehicle
        ? [0, 1, 2, 3].map((m) => ({
            mileage: 12000 + k * 1500 + m * 850,
            updatedBy_id: demo.employeeIds.manager,
            entryTimeStamp: iso(now - (40 - m * 10) * DAY),
            entryTimeZone: demo.timeZone,
          }))
        : [];
      const data = {
        year,
        division_id: divisions[k % 2],
        department_id: departments[k % 3],
        purchasedDate: kind.rented ? null : `${year}-03-15`,
        warrantyExpirationDate: kind.rented ? null : `${year + 3}-03-15`,
        lastServiceDate: iso(now - (20 + k) * DAY).slice(0, 10),
        nextServiceDate: iso(now + (30 + k) * DAY).slice(0, 10),
        rentedDate: kind.rented ? iso(now - 25 * DAY).slice(0, 10) : null,
        returnDate: kind.rented ? iso(now + (5 + i) * DAY).slice(0, 10) : null,
        extIdLocked: true,
        mileages,
        currentMileage: mileages.length ? mileages[mileages.length - 1]!.mileage : 0,
        notes:
          i === 1
            ? [
                {
                  id: demoId(`asset-note:${kind.prefix}`),
                  author_id: demo.employeeIds.manager,
                  date: iso(now - 3 * DAY),
                  type: 'Asset',
                  recordId: id,
                  text: `Checked ${kind.name.toLowerCase()} before the week's jobs.`,
                },
              ]
            : [],
        customFields: {},
      };
      assetRows.push([
        id,
        C,
        `${kind.name} ${code}`,
        code,
        1 + (k % 4 === 3 ? 1 : 0),
        kind.rented ? vendors[i % 2] : null,
        JSON.stringify(data),
      ]);
      assetIds.push({ id, vehicle: kind.vehicle });
    }
  }
  await db.query(
    `INSERT INTO asset (id, company_id, name, code, condition, vendor_id, data) VALUES ${values(assetRows)} ON CONFLICT (id) DO NOTHING`,
    assetRows.flat(),
  );
  // Assignments: most assets to a person and a location; every fourth reassigned once since.
  const people = [
    demo.employeeIds.employee,
    demo.employeeIds.field1,
    demo.employeeIds.field2,
    demo.employeeIds.field3,
  ];
  const assignRows: unknown[][] = [];
  assetIds.forEach((a, i) => {
    if (i % 7 === 6) return; // unassigned rows
    const first = {
      id: demoId(`assignment:${i}:0`),
      assignee: people[i % people.length]!,
      location: demo.locationIds[i % demo.locationIds.length]!,
      at: now - (28 - (i % 10)) * DAY,
    };
    const data = (prev: typeof first | null, extra: Record<string, unknown>) =>
      JSON.stringify({
        assignor_id: demo.employeeIds.manager,
        previousAssignee_id: prev?.assignee ?? null,
        previousLocation_id: prev?.location ?? null,
        timeZone: demo.timeZone,
        isNew: true,
        isReassign: prev !== null,
        ...extra,
      });
    assignRows.push([
      first.id,
      C,
      a.id,
      first.assignee,
      first.location,
      iso(first.at),
      data(null, {
        dueDate: iso(now + ((i % 5) - 2) * 7 * DAY).slice(0, 10),
        scheduledDate: iso(first.at).slice(0, 10),
        notes: i % 3 === 0 ? 'Return fuelled and cleaned.' : null,
      }),
    ]);
    if (i % 4 === 0) {
      const second = {
        id: demoId(`assignment:${i}:1`),
        assignee: people[(i + 1) % people.length]!,
        location: demo.locationIds[(i + 1) % demo.locationIds.length]!,
        at: now - (10 - (i % 5)) * DAY,
      };
      assignRows.push([
        second.id,
        C,
        a.id,
        second.assignee,
        second.location,
        iso(second.at),
        data(first, { dueDate: iso(now + 14 * DAY).slice(0, 10), notes: null }),
      ]);
    }
  });
  await db.query(
    `INSERT INTO asset_assignment (id, company_id, asset_id, assignee_id, location_id, "assignedTimeStamp", data)
     VALUES ${values(assignRows).replace(/\$(\d+)\)/g, (m, n) => (Number(n) % 7 === 0 ? `$${n}::jsonb)` : m))} ON CONFLICT (id) DO NOTHING`,
    assignRows.flat(),
  );
  // Usage: a few days of use per asset at its location over the last month.
  const usageRows: unknown[][] = [];
  assetIds.forEach((a, i) => {
    for (let d = 0; d < 3; d++) {
      const start = now - (25 - d * 8 - (i % 5)) * DAY + 7 * 3_600_000;
      const hours = 2 + ((i + d) % 6);
      usageRows.push([
        demoId(`usage:${i}:${d}`),
        C,
        a.id,
        people[(i + d) % people.length]!,
        demo.locationIds[(i + d) % demo.locationIds.length]!,
        demo.taskIds[(i + d) % demo.taskIds.length] ?? null,
        iso(start),
        iso(start + hours * 3_600_000),
        JSON.stringify({
          startTimeZone: demo.timeZone,
          endTimeZone: demo.timeZone,
          actualHours: hours,
          actualMiles: a.vehicle ? 20 + ((i * 7 + d * 13) % 90) : 0,
          createdTimeStamp: iso(start + hours * 3_600_000),
          notes: d === 0 && i % 4 === 1 ? 'Used for the site clean-up.' : null,
        }),
      ]);
    }
  });
  await db.query(
    `INSERT INTO asset_usage (id, company_id, asset_id, employee_id, location_id, task_id, "startTimeStamp", "endTimeStamp", data)
     VALUES ${values(usageRows).replace(/\$(\d+)\)/g, (m, n) => (Number(n) % 9 === 0 ? `$${n}::jsonb)` : m))} ON CONFLICT (id) DO NOTHING`,
    usageRows.flat(),
  );
}
