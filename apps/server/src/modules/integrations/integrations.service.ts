import { createHmac, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { IntegrationRunResult } from '@wm/api/schemas';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { canView } from '../../platform/entities/repository.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { Platform } from '../../platform/module.js';
import { fileUrlSecret, insertFileRow } from '../files/files.queries.js';
import { signFileUrl } from '../files/files.sign.js';
import { filesFromEnv } from '../files/index.js';
import { connectorDef, oauthConfigured } from './integrations.connectors.js';
import { decryptValue, integrationKey, isEncrypted } from './integrations.crypto.js';
import { recordsToCsv } from './integrations.csv.js';

/** Delivery attempts of a webhook: the first plus 3 retries, waiting base, 2x base, 4x base ms. */
export const WEBHOOK_RETRIES = 3;
export const INVALID_TOKEN = 'invalid-token';

/** Backoff base in ms (INTEGRATION_RETRY_BASE_MS, default 1000). */
const retryBase = () => {
  const n = Number(process.env.INTEGRATION_RETRY_BASE_MS);
  return Number.isFinite(n) && n >= 0 ? n : 1000;
};

interface StoredIntegration {
  id: string;
  name: string;
  connectorId: string;
  recordType: string | null;
  status: number;
  config: Map<string, string>;
}

async function loadIntegration(db: Db, auth: Auth, id: string): Promise<StoredIntegration> {
  const rows = await db.query<{
    id: string;
    name: string;
    connectorId: string;
    recordType: string | null;
    status: number;
    data: { configKeyValues?: { key: string; value?: string | null }[] };
  }>(
    'SELECT id, name, "connectorId", "recordType", status, data FROM integration WHERE id = $1 AND company_id = $2',
    [id, auth.companyId],
  );
  const row = rows[0];
  if (!row || row.status === 3) throw notFound(`Integration ${id} not found`);
  const key = await integrationKey(db);
  const config = new Map<string, string>();
  for (const kv of row.data.configKeyValues ?? []) {
    if (typeof kv.value !== 'string') continue;
    const v = isEncrypted(kv.value) ? decryptValue(kv.value, key) : kv.value;
    if (v !== null) config.set(kv.key, v);
  }
  return { ...row, config };
}

async function log(
  db: Db,
  auth: Auth,
  integrationId: string,
  runId: string,
  kind: 'run' | 'attempt',
  success: boolean,
  message: string | null,
  data: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO integration_log (id, company_id, integration_id, run_id, kind, success, message, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [id, auth.companyId, integrationId, runId, kind, success, message, JSON.stringify(data)],
  );
  return id;
}

/**
 * Runs an integration once (service spec 4 "Integration export and run", 7 "Integrations"):
 * exports the records of its record type the caller may read (all, or those of `filterIds`) through
 * its connector and logs the run (kind 'run') and every delivery attempt (kind 'attempt').
 * - csv-export: a CSV file in the files store; `url` is a signed download URL (3600 s).
 * - webhook: POST {integrationId, runId, recordType, records} as JSON to the configured URL with
 *   X-Signature: sha256=<hex HMAC-SHA256 of the body with the integration's secret>; 2xx is success;
 *   otherwise retried 3 times (waits base, 2x, 4x; INTEGRATION_RETRY_BASE_MS, default 1000).
 * - quickbooks / xero: without a stored token (or without client id/secret) the answer is
 *   {success:false, message:'invalid-token'} so the console opens /oauth/init/{connectorId}.
 */
export async function runIntegration(
  platform: Platform,
  auth: Auth,
  id: string,
  filterIds: string[] | undefined,
): Promise<IntegrationRunResult> {
  const { db } = platform;
  const integ = await loadIntegration(db, auth, id);
  if (integ.status !== 1) throw badRequest('The integration is not active.');
  const connector = connectorDef(integ.connectorId);
  if (!connector) throw badRequest(`Unknown connector '${integ.connectorId}'`);
  const runId = randomUUID();
  const finish = async (r: Omit<IntegrationRunResult, 'logId'>) => {
    const logId = await log(db, auth, integ.id, runId, 'run', r.success, r.message ?? null, {
      exportedCount: r.exportedCount,
      exportedRecords: r.exportedRecords.slice(0, 1000),
      ...(r.url ? { url: r.url } : {}),
    });
    return { ...r, logId };
  };

  if (connector.usesOAuth) {
    const token = await db.query(
      'SELECT 1 FROM integration_token WHERE company_id = $1 AND "connectorId" = $2',
      [auth.companyId, connector.id],
    );
    if (!oauthConfigured(connector) || token.length === 0)
      return finish({ success: false, exportedRecords: [], exportedCount: 0, message: INVALID_TOKEN });
  }

  if (!integ.recordType) throw badRequest('The integration has no record type.');
  const def = platform.entities.resolve(integ.recordType);
  if (!def) throw badRequest(`Unknown record type '${integ.recordType}'`);
  if (!canView(def, auth)) throw forbidden(`Not authorized: requires ${def.view.join(' or ')}`);
  let records = await platform.repo(auth, def.name).list({ includeInactiveData: true });
  if (filterIds) {
    const wanted = new Set(filterIds);
    records = records.filter((r) => wanted.has(r.id));
  }
  const exportedRecords = records.map((r) => r.id);

  if (connector.id === 'csv-export') {
    const fileId = randomUUID();
    const fileName = `${def.name}-${new Date().toISOString().slice(0, 10)}.csv`;
    const bytes = Buffer.from(recordsToCsv(records), 'utf8');
    const files = filesFromEnv();
    const size = await files.store.save(auth.companyId!, fileId, Readable.from([bytes]), files.maxBytes);
    await insertFileRow(db, {
      id: fileId,
      companyId: auth.companyId!,
      fileName,
      mimeType: 'text/csv',
      mediaType: 'document',
      size,
      uploadedBy: auth.userId,
    });
    const { url } = signFileUrl(fileId, await fileUrlSecret(db), Date.now() / 1000);
    await log(db, auth, integ.id, runId, 'attempt', true, null, { attempt: 1, fileId });
    return finish({ success: true, exportedRecords, exportedCount: records.length, url });
  }

  if (connector.id === 'webhook') {
    const url = integ.config.get('url');
    const secret = integ.config.get('secret') ?? '';
    if (!url) throw badRequest('URL is required.');
    const body = JSON.stringify({ integrationId: integ.id, runId, recordType: def.name, records });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    let lastError = '';
    for (let attempt = 1; attempt <= 1 + WEBHOOK_RETRIES; attempt++) {
      if (attempt > 1) await new Promise((r) => setTimeout(r, retryBase() * 2 ** (attempt - 2)));
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': signature,
            'x-integration-run': runId,
          },
          body,
          signal: AbortSignal.timeout(10000),
          redirect: 'error',
        });
        await res.body?.cancel().catch(() => {});
        const ok = res.status >= 200 && res.status < 300;
        lastError = ok ? '' : `HTTP ${res.status}`;
        await log(db, auth, integ.id, runId, 'attempt', ok, ok ? null : lastError, {
          attempt,
          httpStatus: res.status,
        });
        if (ok) return finish({ success: true, exportedRecords, exportedCount: records.length });
      } catch (err) {
        lastError =
          (err as Error).name === 'TimeoutError'
            ? 'Timed out after 10 s'
            : `Delivery failed: ${(err as Error).message}`;
        await log(db, auth, integ.id, runId, 'attempt', false, lastError, { attempt });
      }
    }
    return finish({
      success: false,
      exportedRecords: [],
      exportedCount: 0,
      message: `The webhook did not accept the export after ${1 + WEBHOOK_RETRIES} attempts (${lastError}).`,
    });
  }
  // Accounting connectors with a token: the provider API cannot be reached from here.
  return finish({
    success: false,
    exportedRecords: [],
    exportedCount: 0,
    message: `The ${connector.name} connector could not reach the provider.`,
  });
}
