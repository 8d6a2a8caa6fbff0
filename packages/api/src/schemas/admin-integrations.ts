import { z } from 'zod';
import { BaseRecordSchema, IdSchema } from './common.js';
import { ScheduleSchema } from './schedule.js';

/** One configuration pair of an integration; `isEncrypted` values are stored encrypted. */
export const ConfigKeyValueSchema = z.strictObject({
  key: z.string().trim().min(1, 'configKeyValues: key is required').max(100),
  value: z.string().max(4000).nullable().optional(),
  isEncrypted: z.boolean().optional(),
});

/** Integration (service spec 3, 5 "Integration": 'Name is required.'). */
export const IntegrationSchema = BaseRecordSchema.extend({
  name: z.string('Name is required.').trim().min(1, 'Name is required.').max(200),
  connectorId: z.string('connectorId is required').min(1, 'connectorId is required').max(100),
  recordType: z.string().max(100).nullable().optional(),
  direction: z.enum(['outbound', 'inbound'], 'direction must be outbound or inbound').optional(),
  configKeyValues: z.array(ConfigKeyValueSchema).max(100).optional(),
  /** When the integration runs by itself (a recurrence, service spec 3 'Schedule'). */
  schedule: ScheduleSchema.nullable().optional(),
  frequency: z.string().max(100).nullable().optional(),
});
export type IntegrationInput = z.infer<typeof IntegrationSchema>;

/** IntegrationLog entry (read-only through the API; written by the server). */
export const IntegrationLogSchema = BaseRecordSchema.extend({
  integration_id: IdSchema.nullable().optional(),
  run_id: IdSchema.nullable().optional(),
  kind: z.string().max(40).nullable().optional(),
  success: z.boolean().nullable().optional(),
  message: z.string().max(4000).nullable().optional(),
  attempt: z.number().int().nullable().optional(),
  httpStatus: z.number().int().nullable().optional(),
  exportedCount: z.number().int().nullable().optional(),
});

/** POST /api/Integration/adhoc: {id, forceUpdate} runs it; {id, filterIds} exports those records. */
export const IntegrationAdhocRequestSchema = z.object({
  id: IdSchema,
  forceUpdate: z.boolean().optional(),
  filterIds: z.array(IdSchema).max(10000).optional(),
});

/** Answer of an adhoc run. `message` 'invalid-token' asks the console to open /oauth/init/{connectorId}. */
export interface IntegrationRunResult {
  success: boolean;
  exportedRecords: string[];
  exportedCount: number;
  message?: string;
  logId: string;
  url?: string;
}

/** One connector of GET /api/settings/connectors. */
export interface ConnectorInfo {
  id: string;
  name: string;
  directions: ('outbound' | 'inbound')[];
  usesOAuth: boolean;
  state: 'ready' | 'not configured';
  hostOAuthUrl?: string;
  /** OAuth connectors: true when the company has authorised it (a token is stored, encrypted). */
  connected?: boolean;
  configKeys: { key: string; label: string; isEncrypted: boolean; required: boolean }[];
}
