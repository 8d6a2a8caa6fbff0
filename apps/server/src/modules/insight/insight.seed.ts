import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Db } from '../../platform/db/db.js';
import { filesFromEnv } from '../files/files.routes.js';
import { LocalFileStore } from '../files/files.store.js';
import { demoSitePhoto } from './demoImages.js';
import type { DemoRefs } from '../../platform/module.js';
import { demoId } from '../../seed/demo.js';

/** How many demo site photos the seed stores (issue 11: the recent media card shows something). */
export const DEMO_PHOTO_COUNT = 6;

/**
 * Demo media (issue 11): six generated site photos (PNG, no network) stored as Files of the demo
 * company, uploaded by the administrator over the last days and attached to two demo locations
 * (location `data.media`), so the dashboard's recent media card and the location-photos report
 * have content. Re-runnable: fixed ids, rows inserted once, bytes written only when missing.
 */
export async function seedDemoMedia(db: Db, demo: DemoRefs, dir = filesFromEnv().dir): Promise<void> {
  const store = new LocalFileStore(dir);
  for (let i = 0; i < DEMO_PHOTO_COUNT; i++) {
    const id = demoId(`media:photo:${i}`);
    // Cherry Creek and the airport hangar (not the first location: tests edit that one's media).
    const locationId = demo.locationIds[i % 2 === 0 ? 1 : 3];
    const png = demoSitePhoto(i);
    if (!existsSync(store.pathOf(demo.companyId, id)))
      await store.save(demo.companyId, id, Readable.from([png]), png.length + 1);
    const at = new Date(Date.now() - (i + 1) * 86_400_000 * 0.8).toISOString();
    await db.query(
      `INSERT INTO file (id, company_id, "fileName", "mimeType", "mediaType", size, "uploadedBy_id", kind, created_at)
       VALUES ($1, $2, $3, 'image/png', 'image', $4, $5, 'other', $6::timestamptz) ON CONFLICT DO NOTHING`,
      [id, demo.companyId, `site-photo-${i + 1}.png`, png.length, demo.employeeIds.admin, at],
    );
    if (locationId)
      await db.query(
        `UPDATE location SET data = jsonb_set(data, '{media}',
                  CASE WHEN jsonb_typeof(data->'media') = 'array' THEN data->'media' ELSE '[]'::jsonb END
                  || jsonb_build_array(jsonb_build_object('id', $3::text, 'fileName', $4::text, 'mimeType', 'image/png')))
          WHERE id = $1 AND company_id = $2
            AND NOT (CASE WHEN jsonb_typeof(data->'media') = 'array' THEN data->'media' ELSE '[]'::jsonb END
                     @> jsonb_build_array(jsonb_build_object('id', $3::text)))`,
        [locationId, demo.companyId, id, `site-photo-${i + 1}.png`],
      );
  }
}

/**
 * Task budgets on the demo locations (service spec 3 "Budget"), so the productivity screen and the
 * dashboard's budget chart have content. Only locations without a budget get one (re-runnable).
 */
export async function seedInsightDemo(db: Db, demo: DemoRefs): Promise<void> {
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  for (const [i, locationId] of demo.locationIds.slice(0, 5).entries()) {
    const lines = demo.taskIds.slice(0, 3).map((taskId, k) => ({
      id: demoId(`budget:${i}:${k}`),
      location_id: locationId,
      task_id: taskId,
      // Small budgets on some lines so the bands (under 90, 90-100, over 100 %) all show.
      budgetHours: [40, 120, 400, 60, 900][(i + k) % 5],
      budgetUnits: k === 1 ? 500 : null,
      estimatedCompletePercentage: 25 + ((i * 20 + k * 15) % 70),
      estimatedCompleteDate: soon(14 + i * 7 + k),
    }));
    await db.query(
      `UPDATE location SET data = data || jsonb_build_object('budget', $3::jsonb)
        WHERE id = $1 AND company_id = $2 AND NOT (data ? 'budget')`,
      [locationId, demo.companyId, JSON.stringify(lines)],
    );
  }
  await seedDemoMedia(db, demo);
}
