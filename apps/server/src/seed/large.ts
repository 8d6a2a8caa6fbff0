import type { Db } from '../platform/db/db.js';
import type { DemoRefs } from '../platform/module.js';

/** Sizes of the large demo company (issue 5 quality bar: "10,000 employees and 5,000 locations"). */
export const LARGE_SEED = { employees: 10_000, locations: 5_000 } as const;

/**
 * True when the demo seed should grow the demo company to the large size: env SEED_SIZE=large
 * (README "Configuration"; `pnpm bench admin` calls seedLargeDemo itself).
 */
export function wantsLargeSeed(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.SEED_SIZE ?? '').trim().toLowerCase() === 'large';
}

/** SQL of a stable UUID-shaped id for `key` (an SQL text expression), like demoId but in the database. */
const sqlId = (key: string) =>
  `(SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-5' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12)
      FROM (SELECT md5('wm-large:' || ${key}) AS h) x)`;

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zane',
];
const LAST = [
  'Anderson',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Murphy',
  'Nguyen',
  'Olsen',
  'Patel',
  'Quiroga',
  'Rossi',
  'Smith',
  'Tanaka',
  'Usman',
  'Vargas',
  'Walker',
  'Xu',
  'Young',
  'Zimmer',
  'Baker',
  'Carter',
  'Dubois',
  'Ellis',
  'Flores',
  'Gomez',
  'Hughes',
  'Iqbal',
  'Jones',
  'Kowalski',
  'Larsen',
  'Moreno',
  'Novak',
  'Ortiz',
];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;

/**
 * Grows the demo company to `sizes` (default LARGE_SEED) with set-based inserts (a few statements,
 * seconds on PGlite): employees 'L00001'.. with varied first and last names (every 50th inactive),
 * in the 'Hourly Field Staff' pay group, without sign-ins; and locations as a three-level tree
 * (regions, sites under them, areas under the sites: 1 %, 10 % and the rest of the new ones) around
 * Denver. Ids are stable ('wm-large:e<n>' / 'wm-large:l<n>' hashed), so a re-run inserts nothing;
 * the counts include the demo's own rows. Then ANALYZE of both tables. Returns how many rows it
 * inserted.
 */
export async function seedLargeDemo(
  db: Db,
  demo: Pick<DemoRefs, 'companyId' | 'payGroupId'>,
  sizes: { employees: number; locations: number } = LARGE_SEED,
): Promise<{ employees: number; locations: number }> {
  const companyId = demo.companyId;
  const added = await db.transaction(async (tx) => {
    const count = async (table: 'employee' | 'location') =>
      Number(
        (
          await tx.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE company_id = $1`, [
            companyId,
          ])
        )[0]?.n ?? 0,
      );
    const newEmployees = Math.max(0, sizes.employees - (await count('employee')));
    const newLocations = Math.max(0, sizes.locations - (await count('location')));
    let employees = 0;
    if (newEmployees > 0) {
      employees = (
        await tx.query(
          `INSERT INTO employee (id, company_id, code, "firstName", "lastName", "fullName", status, "payGroup_id", data)
           SELECT ${sqlId(`'e' || g`)}, $1, 'L' || lpad(g::text, 5, '0'), f, l, f || ' ' || l,
                  CASE WHEN g % 50 = 0 THEN 2 ELSE 1 END, $2,
                  jsonb_build_object('occupation', (ARRAY['Technician', 'Installer', 'Driver', 'Foreman'])[1 + g % 4])
             FROM generate_series(1, $3::int) AS g
             CROSS JOIN LATERAL (SELECT (${arr(FIRST)})[1 + g % ${FIRST.length}] AS f,
                                        (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS l) n
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [companyId, demo.payGroupId, newEmployees],
        )
      ).length;
    }
    let locations = 0;
    if (newLocations > 0) {
      const regions = Math.max(1, Math.round(newLocations / 100));
      const sites = Math.max(1, Math.round(newLocations / 10));
      const areas = Math.max(0, newLocations - regions - sites);
      // Level by number: 1..regions are regions, then sites (parent: a region), then areas (parent: a site).
      locations = (
        await tx.query(
          `INSERT INTO location (id, company_id, parent_id, code, name, lat, lon, data)
           SELECT ${sqlId(`'l' || g`)}, $1,
                  CASE WHEN g <= $2 THEN NULL
                       WHEN g <= $2 + $3 THEN ${sqlId(`'l' || (1 + (g - $2 - 1) % $2)`)}
                       ELSE ${sqlId(`'l' || ($2 + 1 + (g - $2 - $3 - 1) % $3)`)} END,
                  CASE WHEN g <= $2 THEN 'R' WHEN g <= $2 + $3 THEN 'S' ELSE 'A' END || lpad(g::text, 5, '0'),
                  CASE WHEN g <= $2 THEN 'Region ' || g
                       WHEN g <= $2 + $3 THEN 'Site ' || (g - $2)
                       ELSE 'Area ' || (g - $2 - $3) END,
                  39.74 + ((g * 37) % 1000) / 2000.0, -104.99 + ((g * 53) % 1000) / 2000.0,
                  jsonb_build_object('description', 'Large demo location ' || g, 'geoFenceRadius', 150)
             FROM generate_series(1, $2::int + $3::int + $4::int) AS g
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [companyId, regions, sites, areas],
        )
      ).length;
    }
    return { employees, locations };
  });
  // Fresh statistics: PGlite runs no autovacuum, and a planner that still believes in 8 employees
  // sorts the whole company for every page instead of reading the name index.
  if (added.employees > 0 || added.locations > 0) await db.exec('ANALYZE employee; ANALYZE location;');
  return added;
}
