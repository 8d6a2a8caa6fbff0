import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../test/helpers.js';
import { seedLargeDemo, wantsLargeSeed } from '../large.js';

let app: FastifyInstance;
let admin: Client;
const SIZES = { employees: 260, locations: 120 };

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

describe('wantsLargeSeed', () => {
  it('reads SEED_SIZE=large (any case), nothing else', () => {
    expect(wantsLargeSeed({ SEED_SIZE: 'large' })).toBe(true);
    expect(wantsLargeSeed({ SEED_SIZE: ' Large ' })).toBe(true);
    expect(wantsLargeSeed({ SEED_SIZE: 'small' })).toBe(false);
    expect(wantsLargeSeed({})).toBe(false);
  });
});

describe('seedLargeDemo', () => {
  it('grows the demo company to the sizes, as a location tree, and a re-run adds nothing', async () => {
    const db = app.platform.db;
    const companyId = app.demo!.companyId;
    const added = await seedLargeDemo(db, app.demo!, SIZES);
    expect(added.employees).toBeGreaterThan(200);
    expect(added.locations).toBeGreaterThan(100);
    const [counts] = await db.query<{
      e: number;
      l: number;
      orphans: number;
      depth3: number;
      inactive: number;
    }>(
      `SELECT (SELECT count(*) FROM employee WHERE company_id = $1)::int AS e,
              (SELECT count(*) FROM location WHERE company_id = $1)::int AS l,
              (SELECT count(*) FROM location c WHERE c.company_id = $1 AND c.parent_id IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM location p WHERE p.id = c.parent_id AND p.company_id = $1))::int AS orphans,
              (SELECT count(*) FROM location a JOIN location s ON s.id = a.parent_id JOIN location r ON r.id = s.parent_id
                WHERE a.company_id = $1 AND r.parent_id IS NULL)::int AS depth3,
              (SELECT count(*) FROM employee WHERE company_id = $1 AND status = 2)::int AS inactive`,
      [companyId],
    );
    expect(counts).toMatchObject({ e: SIZES.employees, l: SIZES.locations, orphans: 0 });
    expect(counts!.depth3).toBeGreaterThan(90);
    expect(counts!.inactive).toBeGreaterThan(0);
    expect(await seedLargeDemo(db, app.demo!, SIZES)).toEqual({ employees: 0, locations: 0 });

    // The entity API pages them by name; the second company sees none of them.
    const page = await admin.get(
      `/api/Employee?top=50&orderby=${encodeURIComponent('lastName asc, firstName asc')}`,
    );
    expect(page.statusCode).toBe(200);
    const names = (page.json() as { lastName: string; firstName: string }[]).map(
      (e) => `${e.lastName} ${e.firstName}`,
    );
    expect(names).toHaveLength(50);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const other = await signIn(app, 'admin2');
    const theirs = (await other.get('/api/Employee?top=10000')).json() as { code: string }[];
    expect(theirs.some((e) => e.code?.startsWith('L0'))).toBe(false);
  });
});
