import type { ConnectorInfo } from '@wm/api/schemas';

/** Connector definitions (service spec 3 "Integration", 7 "Integrations"; design.md 3 "Outside services"). */
export interface ConnectorDef {
  id: string;
  name: string;
  directions: ('outbound' | 'inbound')[];
  usesOAuth: boolean;
  configKeys: ConnectorInfo['configKeys'];
  /**
   * OAuth: env names of the client id and secret, the provider's authorisation and token URLs (the
   * token URL may be overridden by the env `tokenUrlEnv`, e.g. for a sandbox), and the scope.
   */
  oauth?: {
    clientIdEnv: string;
    clientSecretEnv: string;
    authorizeUrl: string;
    tokenUrl: string;
    tokenUrlEnv: string;
    scope: string;
  };
}

export const CONNECTORS: ConnectorDef[] = [
  { id: 'csv-export', name: 'CSV file export', directions: ['outbound'], usesOAuth: false, configKeys: [] },
  {
    id: 'webhook',
    name: 'Outbound webhook',
    directions: ['outbound'],
    usesOAuth: false,
    configKeys: [
      { key: 'url', label: 'URL', isEncrypted: false, required: true },
      { key: 'secret', label: 'Signing secret', isEncrypted: true, required: true },
    ],
  },
  {
    id: 'quickbooks',
    name: 'QuickBooks Online',
    directions: ['outbound'],
    usesOAuth: true,
    configKeys: [
      { key: 'realmId', label: 'Company (realm) id', isEncrypted: false, required: false },
      { key: 'clientId', label: 'Client id', isEncrypted: false, required: false },
      { key: 'clientSecret', label: 'Client secret', isEncrypted: true, required: false },
    ],
    oauth: {
      clientIdEnv: 'QUICKBOOKS_CLIENT_ID',
      clientSecretEnv: 'QUICKBOOKS_CLIENT_SECRET',
      authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      tokenUrlEnv: 'QUICKBOOKS_TOKEN_URL',
      scope: 'com.intuit.quickbooks.accounting',
    },
  },
  {
    id: 'xero',
    name: 'Xero',
    directions: ['outbound'],
    usesOAuth: true,
    configKeys: [
      { key: 'tenantId', label: 'Organisation (tenant) id', isEncrypted: false, required: false },
      { key: 'clientId', label: 'Client id', isEncrypted: false, required: false },
      { key: 'clientSecret', label: 'Client secret', isEncrypted: true, required: false },
    ],
    oauth: {
      clientIdEnv: 'XERO_CLIENT_ID',
      clientSecretEnv: 'XERO_CLIENT_SECRET',
      authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
      tokenUrl: 'https://identity.xero.com/connect/token',
      tokenUrlEnv: 'XERO_TOKEN_URL',
      scope: 'offline_access accounting.transactions',
    },
  },
];

export const connectorDef = (id: string) => CONNECTORS.find((c) => c.id === id);

/** True when an OAuth connector's client id and secret are set in the environment. */
export function oauthConfigured(def: ConnectorDef, env: NodeJS.ProcessEnv = process.env): boolean {
  return !def.oauth || (!!env[def.oauth.clientIdEnv] && !!env[def.oauth.clientSecretEnv]);
}

/**
 * The catalogue of GET /api/settings/connectors; `connected` (OAuth connectors only) lists the
 * connector ids the company holds a stored token for.
 */
export function connectorCatalogue(
  env: NodeJS.ProcessEnv = process.env,
  connected?: ReadonlySet<string>,
): ConnectorInfo[] {
  return CONNECTORS.map((c) => ({
    id: c.id,
    name: c.name,
    directions: c.directions,
    usesOAuth: c.usesOAuth,
    state: oauthConfigured(c, env) ? 'ready' : 'not configured',
    ...(c.usesOAuth ? { hostOAuthUrl: `/oauth/init/${c.id}`, connected: connected?.has(c.id) ?? false } : {}),
    configKeys: c.configKeys,
  }));
}
