import { IntegrationLogSchema, IntegrationSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import { z } from 'zod';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { EntityDefinition } from '../../platform/entities/types.js';
import { connectorDef } from './integrations.connectors.js';
import { encryptValue, integrationKey, isEncrypted } from './integrations.crypto.js';

/** What an encrypted value reads as; saving it back keeps the stored value. */
export const ENCRYPTED_MASK = '********';
export const INVALID_OAUTH_KEYS = 'Invalid OAuth Keys.';
const OAUTH_KEY = /^[A-Za-z0-9._~-]{8,200}$/;
export const LOG_READ_ONLY = 'Integration log entries are written by the server.';

interface KeyValue {
  key: string;
  value?: string | null;
  isEncrypted?: boolean;
  [k: string]: unknown;
}

/** Record types an integration may name: set by the module from the entity registry. */
export const knownRecordTypes = { has: (_name: string): boolean => true };

/**
 * Integration (service spec 3, 5 "Integration"): name required ('Name is required.'), a connector of
 * the catalogue, a direction it supports, a known record type; configKeyValues whose key the
 * connector marks encrypted (or sent with isEncrypted) are stored AES-GCM encrypted and read back as
 * '********' (saving '********' keeps the stored value). OAuth connectors may carry the company's own
 * clientId and clientSecret (encrypted): both or neither, 8-200 URL-safe characters, else
 * 'Invalid OAuth Keys.'. Needs Platform:Execute:ManageIntegration.
 */
export const IntegrationEntity: EntityDefinition = {
  name: 'Integration',
  table: 'integration',
  tenant: 'company',
  columns: { name: 'string', connectorId: 'string', recordType: 'string', direction: 'string' },
  virtualFields: ['usesOAuth', 'connector', 'forceUpdate', 'isNew', 'directions'],
  schema: IntegrationSchema,
  view: [PRIV.ManageIntegration],
  edit: [PRIV.ManageIntegration],
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record, existing) {
      const def = connectorDef(String(record.connectorId));
      if (!def) throw badRequest(`Unknown connector '${String(record.connectorId)}'`);
      const direction = (record.direction as string | undefined) ?? 'outbound';
      if (!def.directions.includes(direction as 'outbound'))
        throw badRequest(`The ${def.name} connector does not support direction ${direction}`);
      if (
        record.recordType != null &&
        record.recordType !== '' &&
        !knownRecordTypes.has(String(record.recordType))
      )
        throw badRequest(`Unknown record type '${String(record.recordType)}'`);
      const stored = existing
        ? ((
            await ctx.db.query<{ data: { configKeyValues?: KeyValue[] } }>(
              'SELECT data FROM integration WHERE id = $1 AND company_id = $2',
              [existing.id, ctx.auth.companyId],
            )
          )[0]?.data.configKeyValues ?? [])
        : [];
      const key = await integrationKey(ctx.db);
      const pairs = ((record.configKeyValues as KeyValue[] | undefined) ?? []).map((kv) => {
        const encrypt =
          kv.isEncrypted === true || def.configKeys.some((k) => k.key === kv.key && k.isEncrypted);
        if (!encrypt) return { ...kv, isEncrypted: false };
        if (kv.value === ENCRYPTED_MASK || isEncrypted(kv.value)) {
          const before = stored.find((s) => s.key === kv.key);
          if (!before || !isEncrypted(before.value)) throw badRequest(`${kv.key}: enter the value`);
          return { ...kv, value: before.value, isEncrypted: true };
        }
        return { ...kv, value: kv.value ? encryptValue(kv.value, key) : null, isEncrypted: true };
      });
      for (const k of def.configKeys) {
        if (k.required && !pairs.some((p) => p.key === k.key && p.value))
          throw badRequest(`${k.label} is required.`);
      }
      if (def.usesOAuth) {
        // Keys of the company's own OAuth app (optional): both, and well-formed (service spec 5).
        const plain = (k: string) => {
          const sent = ((record.configKeyValues as KeyValue[] | undefined) ?? []).find((kv) => kv.key === k);
          return sent?.value === ENCRYPTED_MASK ? 'kept' : sent?.value;
        };
        const id = plain('clientId');
        const secret = plain('clientSecret');
        const ok = (v: unknown) => v === 'kept' || (typeof v === 'string' && OAUTH_KEY.test(v));
        if ((id || secret) && !(ok(id) && ok(secret))) throw badRequest(INVALID_OAUTH_KEYS);
      }
      const url = pairs.find((p) => p.key === 'url')?.value;
      if (
        def.id === 'webhook' &&
        (typeof url !== 'string' || !z.url({ protocol: /^https?$/ }).safeParse(url).success)
      )
        throw badRequest('URL must be an http or https address.');
      return { ...record, direction, configKeyValues: pairs };
    },
    async afterLoad(_ctx, records) {
      for (const r of records) {
        const def = connectorDef(String(r.connectorId));
        r.usesOAuth = def?.usesOAuth ?? false;
        r.connector = def?.usesOAuth
          ? { id: def.id, hostOAuthUrl: `/oauth/init/${def.id}` }
          : { id: r.connectorId };
        if (Array.isArray(r.configKeyValues)) {
          r.configKeyValues = (r.configKeyValues as KeyValue[]).map((kv) =>
            kv.isEncrypted ? { ...kv, value: kv.value ? ENCRYPTED_MASK : null } : kv,
          );
        }
      }
    },
  },
};

/** IntegrationLog: one entry per run and per delivery attempt; read-only through the API. */
export const IntegrationLogEntity: EntityDefinition = {
  name: 'IntegrationLog',
  table: 'integration_log',
  tenant: 'company',
  columns: {
    integration_id: 'string',
    run_id: 'string',
    kind: 'string',
    success: 'boolean',
    message: 'string',
  },
  jsonFields: { attempt: 'number', httpStatus: 'number', exportedCount: 'number' },
  schema: IntegrationLogSchema,
  view: [PRIV.ManageIntegration],
  edit: [PRIV.ManageIntegration],
  defaultOrderBy: 'createdOn desc',
  hooks: {
    beforeSave() {
      throw forbidden(LOG_READ_ONLY);
    },
    async beforeDelete() {
      throw forbidden(LOG_READ_ONLY);
    },
  },
};
