import { useState } from 'react';

/** An outbound integration the list may export to. */
export interface IntegrationChoice {
  id: string;
  name: string;
  connectorId?: string;
}

/** Result of an ADHOC run with filterIds (service spec 7 "Integrations"). */
export type IntegrationRunResult =
  | { ok: true; exported: number }
  | { ok: false; failure: string; logId?: string | null };

export type ExportStatus = 'idle' | 'running' | 'done' | 'issues';

/** Messages of platform spec 8 / service spec 8 (exact text). */
export const INTEGRATION_MESSAGES = {
  noIntegrations: (entityName: string) => `No ${entityName} Integrations are configured.`,
  running: 'Running integration ...',
  complete: 'Integration complete.',
  exported: (n: number) => `${n} record(s) exported.`,
  issuesTitle: 'Integration completed with issues.',
  clickLog: 'Click Log for details.',
  invalidToken: 'invalid-token',
} as const;

/** The user-visible texts of the export flow (translations of INTEGRATION_MESSAGES). */
export interface IntegrationMessages {
  noIntegrations: (entityName: string) => string;
  running: string;
  complete: string;
  exported: (n: number) => string;
  issuesTitle: string;
  clickLog: string;
}

export interface ExportToIntegrationStateOptions {
  entityName: string;
  selectedIds: readonly string[];
  integrations: readonly IntegrationChoice[];
  run: (integrationId: string, ids: string[]) => Promise<IntegrationRunResult>;
  /** Toast-like notices: 'info' running, 'success' complete + count, 'warn' no integrations. */
  notify?: (type: 'info' | 'success' | 'warn' | 'error', message: string) => void;
  /** Opens the connector log-in window for an 'invalid-token' failure. */
  openOAuth?: (connectorId: string) => void;
  /** Translated texts; the spec's English (INTEGRATION_MESSAGES) where absent. */
  messages?: Partial<IntegrationMessages>;
}

/** The texts in use: the given translations over the spec's English. */
export function integrationMessages(messages?: Partial<IntegrationMessages>): IntegrationMessages {
  return { ...INTEGRATION_MESSAGES, ...messages };
}

/** Default 'invalid-token' handler: a 700x600 window at /oauth/init/{connectorId} (service spec 7). */
export function openOAuthWindow(connectorId: string): void {
  window.open(`/oauth/init/${encodeURIComponent(connectorId)}`, 'oauth', 'width=700,height=600');
}

/**
 * Export flow: nothing happens without selected ids; without integrations the warning 'No {entity
 * name} Integrations are configured.'; otherwise 'Running integration ...', then 'Integration
 * complete.' with '{n} record(s) exported.', an OAuth window for 'invalid-token', or the issues
 * dialog ('Integration completed with issues.' with the failure text and 'Click Log for details.').
 */
export function useExportToIntegrationState(o: ExportToIntegrationStateOptions) {
  const m = integrationMessages(o.messages);
  const [status, setStatus] = useState<ExportStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; logId?: string | null } | null>(null);
  const say = (type: 'info' | 'success' | 'warn' | 'error', text: string) => {
    setMessage(text);
    o.notify?.(type, text);
  };
  const exportTo = async (integration: IntegrationChoice) => {
    if (o.selectedIds.length === 0) return;
    setStatus('running');
    say('info', m.running);
    let r: IntegrationRunResult;
    try {
      r = await o.run(integration.id, [...o.selectedIds]);
    } catch (e) {
      r = { ok: false, failure: e instanceof Error ? e.message : String(e) };
    }
    if (r.ok) {
      setStatus('done');
      say('success', `${m.complete} ${m.exported(r.exported)}`);
      return;
    }
    if (r.failure === INTEGRATION_MESSAGES.invalidToken && integration.connectorId) {
      setStatus('idle');
      setMessage(null);
      (o.openOAuth ?? openOAuthWindow)(integration.connectorId);
      return;
    }
    setStatus('issues');
    setMessage(null);
    setFailure({ text: r.failure, logId: r.logId });
  };
  const start = () => {
    if (o.selectedIds.length === 0) return 'nothing' as const;
    if (o.integrations.length === 0) {
      say('warn', m.noIntegrations(o.entityName));
      return 'none' as const;
    }
    return 'choose' as const;
  };
  return {
    status,
    message,
    failure,
    start,
    exportTo,
    closeIssues: () => {
      setFailure(null);
      setStatus('idle');
    },
  };
}
