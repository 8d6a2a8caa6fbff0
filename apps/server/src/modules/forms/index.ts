import type { ServerModule } from '../../platform/module.js';
import { FormEntity, FormEventSettingEntity, FormSubmissionEntity } from './forms.entities.js';
import { registerFormRoutes } from './forms.routes.js';
import { seedFormsDemo } from './forms.seed.js';

/**
 * The forms module (platform spec 2.4, 3, 4.2, 5, 6, 7): Form, FormSubmission and FormEventSetting
 * through the entity API, print preview / reprint to PDF, multi-delete, the completed-form PDF and
 * auto-e-mail jobs, and the demo forms. Tables: apps/server/migrations/0400_forms.sql.
 */
export const formsModule: ServerModule = {
  name: 'forms',
  entities: [FormEntity, FormSubmissionEntity, FormEventSettingEntity],
  routes: registerFormRoutes,
  seedDemo: seedFormsDemo,
};
