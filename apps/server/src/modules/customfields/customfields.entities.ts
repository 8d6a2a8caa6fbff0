import { PRIV } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { Migration } from '../../platform/db/migrate.js';
import { badRequest, conflict } from '../../platform/errors.js';
import type { EntityDefinition, EntityHooks } from '../../platform/entities/types.js';
import {
  activeSetExistsMessage,
  type CustomFieldDef,
  type CustomFieldSetType,
  CustomFieldSetSchema,
  checkCustomFieldValues,
} from './customfields.rules.js';

/**
 * The custom_field_set table: one row per set; `fields` is kept in data. At most one active set
 * per type and company (also a partial unique index, so two concurrent saves cannot both win).
 */
export const CUSTOM_FIELD_MIGRATIONS: Migration[] = [
  {
    id: '0001_custom_field_set',
    sql: `
CREATE TABLE custom_field_set (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('employee', 'asset', 'location', 'task', 'time')),
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_field_set_company ON custom_field_set (company_id, type, status);
CREATE UNIQUE INDEX custom_field_set_one_active ON custom_field_set (company_id, type) WHERE status = 1;
`,
  },
];

/**
 * Who may change sets: the modules edit key (Platform:Edit:Modules, like the other company lists)
 * or the company settings edit key (Platform:Edit:Account). Every company user may read them.
 */
export const CUSTOM_FIELD_SET_EDIT = [PRIV.ModulesEdit, PRIV.AccountEdit] as const;

/**
 * CustomFieldSet (service spec 7 "v2.0/CustomFieldSet"; time spec 3): name, type ('employee' |
 * 'asset' | 'location' | 'task' | 'time'), status and fields [{key, label, kind, required, options}].
 * Saving a second active set of a type answers 409 naming the type.
 */
export const CustomFieldSetEntity: EntityDefinition = {
  name: 'CustomFieldSet',
  aliases: ['v2.0/CustomFieldSet'],
  table: 'custom_field_set',
  tenant: 'company',
  columns: { name: 'string', type: 'string' },
  schema: CustomFieldSetSchema,
  view: [],
  edit: CUSTOM_FIELD_SET_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      if ((record.status ?? 1) === 1) {
        const others = await ctx.db.query(
          'SELECT 1 FROM custom_field_set WHERE company_id = $1 AND type = $2 AND status = 1 AND id <> $3',
          [ctx.auth.companyId, record.type, record.id],
        );
        if (others.length > 0) throw conflict(activeSetExistsMessage(String(record.type)));
      }
      return record;
    },
  },
};

/** The fields of the company's active set of a type, or null when it has none. */
export async function activeCustomFields(
  db: Db,
  companyId: string,
  type: CustomFieldSetType,
): Promise<CustomFieldDef[] | null> {
  const rows = await db.query<{ data: { fields?: CustomFieldDef[] } | string }>(
    'SELECT data FROM custom_field_set WHERE company_id = $1 AND type = $2 AND status = 1 LIMIT 1',
    [companyId, type],
  );
  if (rows.length === 0) return null;
  const data = typeof rows[0]!.data === 'string' ? JSON.parse(rows[0]!.data) : rows[0]!.data;
  return data.fields ?? [];
}

/**
 * Rules for a record type with custom fields: when the company has an active set of `type`, a save
 * that sends `customFields` (and every insert) is checked by checkCustomFieldValues and stored as
 * {key: value}; a 400 names the problem ('<Label> is required.'). Without an active set the field
 * stays free, and an update that does not send `customFields` keeps what is stored.
 */
export function customFieldRules(type: CustomFieldSetType): EntityHooks {
  return {
    async beforeSave(ctx, record, existing, input) {
      if (existing && !('customFields' in input)) return record;
      if (!ctx.auth.companyId) return record;
      const fields = await activeCustomFields(ctx.db, ctx.auth.companyId, type);
      if (!fields) return record;
      const checked = checkCustomFieldValues(fields, record.customFields);
      if ('problem' in checked) throw badRequest(checked.problem);
      return { ...record, customFields: checked.values };
    },
  };
}
