import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../../platform/entities/extend.js';
import { CUSTOM_FIELD_MIGRATIONS, CustomFieldSetEntity, customFieldRules } from './customfields.entities.js';

/**
 * Company-defined custom field sets (service spec 2 "Employees" custom fields, 7 CustomFieldSet;
 * time spec 3): the CustomFieldSet entity (table custom_field_set, inline migration) and the check
 * of Employee.customFields against the company's active 'employee' set.
 */
export const customFieldsModule: ServerModule = {
  name: 'customfields',
  migrations: CUSTOM_FIELD_MIGRATIONS,
  entities: [CustomFieldSetEntity],
  extendEntities(reg) {
    extendEntity(reg.get('Employee'), customFieldRules('employee'));
  },
};

export * from './customfields.rules.js';
export { activeCustomFields, customFieldRules } from './customfields.entities.js';
