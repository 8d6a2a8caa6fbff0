import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';
import { demoId } from '../../seed/demo.js';

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
}
