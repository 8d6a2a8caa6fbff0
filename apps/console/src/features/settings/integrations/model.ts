import type { RecycleBinEntry } from '@wm/api/schemas';
import { type ConnectorInfo, ENCRYPTED_MASK, type Integration } from './integrationsApi.js';

/** The editor's form values; `config` holds one text per configuration key of the connector. */
export interface IntegrationFormValues {
  name: string;
  connectorId: string;
  recordType: string;
  status: string;
  config: Record<string, string>;
}

/** Form values of an integration (encrypted values stay '********'). */
export function valuesOf(i: Integration | null): IntegrationFormValues {
  const config: Record<string, string> = {};
  for (const kv of i?.configKeyValues ?? []) config[kv.key] = kv.value ?? '';
  return {
    name: i?.name ?? '',
    connectorId: i?.connectorId ?? '',
    recordType: i?.recordType ?? '',
    status: String(i?.status ?? 1),
    config,
  };
}

/** True when a value of an encrypted key was stored and the form now holds something else. */
export function encryptedChanged(
  connector: ConnectorInfo | undefined,
  initial: IntegrationFormValues,
  values: IntegrationFormValues,
): boolean {
  return (connector?.configKeys ?? []).some(
    (k) =>
      k.isEncrypted &&
      initial.config[k.key] === ENCRYPTED_MASK &&
      (values.config[k.key] ?? '') !== ENCRYPTED_MASK,
  );
}

/** Groups the selected entries by entity: one restore/purge call per entity. */
export function idsByEntity(entries: readonly RecycleBinEntry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of entries) out.set(e.entity, [...(out.get(e.entity) ?? []), e.id]);
  return out;
}

/** True when an entry was deleted together with children that are still in the bin. */
export function hasDeletedChildren(entry: RecycleBinEntry, all: readonly RecycleBinEntry[]): boolean {
  return all.some((e) => e.entity === entry.entity && e.deletedWith === entry.id);
}

/**
 * The state an OAuth connector's notice shows (issue 15 item 5): 'connected' once the company
 * authorised it (ConnectorInfo.connected), else the catalogue's 'ready' or 'not configured'.
 */
export function oauthStatus(c: ConnectorInfo): 'connected' | 'ready' | 'not configured' {
  if (c.state !== 'ready') return 'not configured';
  return c.connected === true ? 'connected' : 'ready';
}
