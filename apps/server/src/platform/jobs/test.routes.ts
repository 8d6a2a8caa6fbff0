import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../http.js';
import type { Platform } from '../module.js';

const ClockBody = z.object({
  now: z.iso.datetime({ offset: true }).nullable(),
  rate: z.number().min(0).max(1e6).optional(),
});

/**
 * Test-only routes (registered only with WM_TEST_ROUTES=1, never in production): the end-to-end
 * suite pins the scheduler's clock and runs due jobs instead of waiting.
 *   POST /api/test/clock {now: ISO instant | null, rate?} -> {now} (rate > 0: runs that many times real speed)
 *   POST /api/test/jobs/run                         -> {done, failed}
 */
export function registerTestRoutes(app: FastifyInstance, platform: Platform): void {
  app.post('/test/clock', async (req) => {
    const body = parseBody(ClockBody, req.body);
    platform.clock.set(body.now ? new Date(body.now) : null, body.rate);
    return { now: platform.clock.now().toISOString() };
  });
  app.post('/test/jobs/run', async () => platform.jobs.runDue());
}
