import type { ServerModule } from '../../platform/module.js';
import { timeEntity, timeNoteEntity } from './time.entities.js';
import { TIME_MIGRATIONS } from './time.migrations.js';
import { registerTimeRoutes } from './time.routes.js';
import { seedDemoTime } from './time.seed.js';

/**
 * The time module (time spec 2 "Time clock" and "Time editor", 5, 7, 9): the Time and TimeNote
 * entities, the clock calls and the editor's range, save and delete calls. Its tables are in
 * apps/server/migrations/0101_time.sql; every change to a time record is written to time_audit.
 */
export const timeModule: ServerModule = {
  name: 'time',
  migrations: TIME_MIGRATIONS,
  entities: [timeEntity, timeNoteEntity],
  routes: registerTimeRoutes,
  seedDemo: async (db, demo) => {
    await seedDemoTime(db, demo);
  },
};

export { withTrustedTimeWrite, currentTrustedTimeWrite, type TrustedTimeWrite } from './time.context.js';
export { isoOrNull, requireFieldEdits, requireTimeEdit } from './time.entities.js';
