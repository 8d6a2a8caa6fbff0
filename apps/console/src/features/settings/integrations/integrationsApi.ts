import type { ConnectorInfo, IntegrationRunResult, RecycleBinEntry } from '@wm/api/schemas';
import { apiClient } from '../../../lib/api.js';
import { supportedCompany } from '../../partners/support.js';

export type { ConnectorInfo, IntegrationRunResult, RecycleBinEntry };

/** One configuration pair of an integration; encrypted values read back as '********'. */
export interface ConfigKeyValue {
  key: string;
  value?: string | null;
  isEncrypted?: boolean;
}

/** Integration as GET /api/Integration answers it (service spec 3 "Integration"). */
export interface Integration {
  id: string;
  name: string;
  connectorId: string;
  recordType?: string | null;
  direction?: 'outbound' | 'inbound';
  status?: number | null;
  configKeyValues?: ConfigKeyValue[];
  usesOAuth?: boolean;
  connector?: { id: string; hostOAuthUrl?: string };
  isNew?: boolean;
}

/** One IntegrationLog entry: a run (kind 'run') or one delivery attempt (kind 'attempt'). */
export interface IntegrationLogEntry {
  id: string;
  integration_id: string;
  run_id: string;
  kind: 'run' | 'attempt';
  success: boolean;
  message?: string | null;
  attempt?: number;
  httpStatus?: number;
  exportedCount?: number;
  url?: string;
  fileId?: string;
  createdOn?: string;
}

/** What an encrypted configuration value reads as; sent back unchanged it keeps the stored value. */
export const ENCRYPTED_MASK = '********';

/** The value 'invalid-token' of a failed run: the console opens the connector's OAuth window. */
export const INVALID_TOKEN = 'invalid-token';

/** GET /api/settings/connectors: the connector catalogue (OAuth ones 'not configured' without keys). */
export const fetchConnectors = () => apiClient.http.get<ConnectorInfo[]>('/settings/connectors');

/**
 * POST /api/Integration/adhoc (service spec 7 "Integrations"): `{id, forceUpdate}` runs the
 * integration, `{id, filterIds}` exports the selected records. A failure answers success false and
 * a message ('invalid-token' for an OAuth connector without a token).
 */
export const runAdhoc = (body: { id: string; forceUpdate?: boolean; filterIds?: string[] }) =>
  apiClient.http.post<IntegrationRunResult>('/Integration/adhoc', body);

/**
 * Opens the connector's log-in window at /oauth/init/{connectorId}, 700x600 (service spec 7);
 * `?companyId=` names the supported company of a global or partner administrator (a window sends
 * no X-Company-Id header). Returns the window (null when a pop-up blocker refused it).
 */
export function openOAuthWindow(connectorId: string): Window | null {
  const company = supportedCompany();
  const query = company ? `?companyId=${encodeURIComponent(company.id)}` : '';
  return window.open(
    `/oauth/init/${encodeURIComponent(connectorId)}${query}`,
    `oauth-${connectorId}`,
    'width=700,height=600',
  );
}

/**
 * Downloads the CSV of an entity list (GET /api/{Entity}/exportcsv with the list's query) as a file
 * named `{fileName}.csv`. Throws the server's message (ApiError) when refused.
 */
export async function downloadEntityCsv(
  entity: string,
  query: Record<string, string | number | boolean | undefined>,
  fileName: string,
): Promise<void> {
  const text = await apiClient.http.get<string>(`/${entity}/exportcsv`, query);
  const body = typeof text === 'string' ? text : JSON.stringify(text);
  // fetch's text() drops the byte-order mark; spreadsheet programs need it to read UTF-8 accents.
  saveFile(
    new Blob([`\ufeff${body.replace(/^\ufeff/, '')}`], { type: 'text/csv;charset=utf-8' }),
    `${fileName}.csv`,
  );
}

/** Saves a blob as a downloaded file (an object URL clicked through a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
