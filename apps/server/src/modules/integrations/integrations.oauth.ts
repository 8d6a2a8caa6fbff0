import { createHash, randomBytes } from 'node:crypto';
import { PRIV } from '@wm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, holdsAny } from '../../platform/auth/context.js';
import { resolveAuth, SESSION_COOKIE } from '../../platform/auth/session.js';
import type { Db } from '../../platform/db/db.js';
import type { Platform } from '../../platform/module.js';
import { type ConnectorDef, connectorDef, oauthConfigured } from './integrations.connectors.js';
import { encryptValue, integrationKey } from './integrations.crypto.js';

/** Lifetime of an OAuth `state` (seconds): the user has 10 minutes to consent at the provider. */
export const OAUTH_STATE_TTL_S = 600;
export const OAUTH_STATE_INVALID =
  'This authorisation request is not valid: it has expired, was already used, or was started by another user. Start again from the Integrations screen.';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

/** A provider's token answer, reduced to what we keep (seconds are relative to the answer). */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  tokenType: string;
  /** Seconds until the access token expires (the provider's `expires_in`), or null. */
  expiresIn: number | null;
}

/** A token exchange the provider refused or answered with something we cannot read. */
export class OAuthExchangeError extends Error {}

/**
 * Token adapter (RFC 6749 4.1.3): POSTs grant_type=authorization_code with `code` and `redirectUri`
 * to the connector's token URL (env `tokenUrlEnv` overrides it), client id and secret in HTTP Basic
 * auth as QuickBooks and Xero require; 10 s timeout, no redirects. Returns the tokens, or throws
 * OAuthExchangeError('<name> refused the authorisation code (HTTP n: error)') / ('... answered
 * without an access token') / ('Could not reach <name>: ...').
 */
export async function exchangeCode(
  def: ConnectorDef,
  code: string,
  redirectUri: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OAuthTokens> {
  const o = def.oauth!;
  const basic = Buffer.from(`${env[o.clientIdEnv]}:${env[o.clientSecretEnv]}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(env[o.tokenUrlEnv] || o.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(10000),
      redirect: 'error',
    });
  } catch (err) {
    throw new OAuthExchangeError(`Could not reach ${def.name}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const why = typeof body?.error === 'string' ? `: ${body.error}` : '';
    throw new OAuthExchangeError(`${def.name} refused the authorisation code (HTTP ${res.status}${why})`);
  }
  if (!body || typeof body.access_token !== 'string' || body.access_token === '')
    throw new OAuthExchangeError(`${def.name} answered without an access token`);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'bearer',
    expiresIn: typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : null,
  };
}

/** Connector ids the company has authorised (a stored token). */
export async function connectedConnectors(db: Db, companyId: string | null): Promise<Set<string>> {
  if (!companyId) return new Set();
  const rows = await db.query<{ connectorId: string }>(
    'SELECT "connectorId" FROM integration_token WHERE company_id = $1',
    [companyId],
  );
  return new Set(rows.map((r) => r.connectorId));
}

function page(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`,
    );
}

/** The redirect URI sent to the provider: PUBLIC_URL, else the request's own origin. */
const redirectUri = (platform: Platform, req: FastifyRequest, id: string) =>
  `${platform.publicUrl || `${req.protocol}://${req.host}`}/oauth/callback/${id}`;

/** The caller from the session cookie (company from `companyId` for global/partner administrators). */
async function caller(db: Db, req: FastifyRequest, companyId: string | undefined): Promise<Auth | null> {
  return resolveAuth(
    db,
    req.cookies[SESSION_COOKIE],
    companyId && companyId.length <= 64 ? companyId : undefined,
  );
}

/** Answers a refusal page unless the caller may manage integrations of a company; else the caller. */
function allowed(reply: FastifyReply, auth: Auth | null): Auth | null {
  if (!auth) {
    page(reply, 401, 'Not signed in', 'Sign in to the console, then connect again.');
    return null;
  }
  if (!auth.companyId || !holdsAny(auth, [PRIV.ManageIntegration])) {
    page(reply, 403, 'Not authorized', `Not authorized: requires ${PRIV.ManageIntegration}`);
    return null;
  }
  return auth;
}

/**
 * OAuth routes of the accounting connectors (outside /api; service spec 7, issue 15 item 5). Both
 * answer small HTML pages (the console opens them in a 700x600 window) and need a session holding
 * Platform:Execute:ManageIntegration (401/403 page otherwise); `?companyId=` picks the company of a
 * global or partner administrator.
 * - GET /oauth/init/{connectorId}: 404 page for an unknown connector; 'not configured' page without
 *   the client id/secret env vars; else stores a random single-use `state` (sha256 only) bound to
 *   the company, user and connector for OAUTH_STATE_TTL_S and redirects (302) to the provider.
 * - GET /oauth/callback/{connectorId}?code=&state=[&realmId=]: 400 page OAUTH_STATE_INVALID when the
 *   state is unknown, expired, used, of another connector, company or user (it is spent either
 *   way); 400 when the provider sent `error` or no code; 502 when the token exchange fails; else
 *   the tokens are stored AES-GCM encrypted in integration_token and a 'connected' page answers.
 */
export function registerOAuthRoutes(root: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  root.get<{ Params: { connectorId: string }; Querystring: Record<string, unknown> }>(
    '/oauth/init/:connectorId',
    async (req, reply) => {
      const def = connectorDef(req.params.connectorId);
      if (!def?.oauth)
        return page(
          reply,
          404,
          'Unknown connector',
          `There is no OAuth connector '${req.params.connectorId}'.`,
        );
      if (!oauthConfigured(def))
        return page(
          reply,
          200,
          `${def.name} is not configured`,
          `${def.name} is not configured on this server: set ${def.oauth.clientIdEnv} and ${def.oauth.clientSecretEnv} to connect.`,
        );
      const companyId = typeof req.query.companyId === 'string' ? req.query.companyId : undefined;
      const auth = allowed(reply, await caller(db, req, companyId));
      if (!auth) return reply;
      const state = randomBytes(32).toString('base64url');
      await db.query('DELETE FROM oauth_state WHERE expires_at < now()');
      await db.query(
        `INSERT INTO oauth_state (state_hash, company_id, user_id, "connectorId", expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
        [stateHash(state), auth.companyId, auth.userId, def.id, OAUTH_STATE_TTL_S],
      );
      const url = new URL(def.oauth.authorizeUrl);
      url.searchParams.set('client_id', process.env[def.oauth.clientIdEnv]!);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', def.oauth.scope);
      url.searchParams.set('redirect_uri', redirectUri(platform, req, def.id));
      url.searchParams.set('state', state);
      return reply.redirect(url.toString(), 302);
    },
  );

  root.get<{ Params: { connectorId: string }; Querystring: Record<string, unknown> }>(
    '/oauth/callback/:connectorId',
    async (req, reply) => {
      const def = connectorDef(req.params.connectorId);
      if (!def?.oauth)
        return page(
          reply,
          404,
          'Unknown connector',
          `There is no OAuth connector '${req.params.connectorId}'.`,
        );
      if (!oauthConfigured(def))
        return page(
          reply,
          200,
          `${def.name} is not configured`,
          `${def.name} is not configured on this server: set ${def.oauth.clientIdEnv} and ${def.oauth.clientSecretEnv} to connect.`,
        );
      const q = req.query;
      const state = typeof q.state === 'string' && q.state.length <= 200 ? q.state : '';
      if (!state) return page(reply, 400, 'Authorisation refused', OAUTH_STATE_INVALID);
      // Spend the state first (single use, even when a check below fails).
      const rows = await db.query<{
        company_id: string;
        user_id: string;
        connectorId: string;
        live: boolean;
      }>(
        `UPDATE oauth_state SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL
         RETURNING company_id, user_id, "connectorId", expires_at > now() AS live`,
        [stateHash(state)],
      );
      const st = rows[0];
      const auth = allowed(reply, await caller(db, req, st?.company_id));
      if (!auth) return reply;
      if (
        !st?.live ||
        st.connectorId !== def.id ||
        st.company_id !== auth.companyId ||
        st.user_id !== auth.userId
      )
        return page(reply, 400, 'Authorisation refused', OAUTH_STATE_INVALID);
      if (typeof q.error === 'string')
        return page(
          reply,
          400,
          'Authorisation refused',
          `${def.name} did not authorise the connection (${q.error.slice(0, 100)}).`,
        );
      const code = typeof q.code === 'string' && q.code.length <= 2000 ? q.code : '';
      if (!code) return page(reply, 400, 'Authorisation refused', `${def.name} sent no authorisation code.`);
      let tokens: OAuthTokens;
      try {
        tokens = await exchangeCode(def, code, redirectUri(platform, req, def.id));
      } catch (err) {
        if (!(err instanceof OAuthExchangeError)) throw err;
        return page(reply, 502, 'Authorisation failed', err.message);
      }
      const realmId = typeof q.realmId === 'string' && q.realmId.length <= 100 ? q.realmId : null;
      const key = await integrationKey(db);
      const sealed = encryptValue(JSON.stringify({ ...tokens, realmId }), key);
      await db.query(
        `INSERT INTO integration_token (company_id, "connectorId", token, connected_by, expires_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(secs => $5::int) END)
         ON CONFLICT (company_id, "connectorId") DO UPDATE
           SET token = EXCLUDED.token, connected_by = EXCLUDED.connected_by,
               expires_at = EXCLUDED.expires_at, created_at = now()`,
        [auth.companyId, def.id, sealed, auth.userId, tokens.expiresIn],
      );
      return page(
        reply,
        200,
        `Connected to ${def.name}`,
        `${def.name} is connected. You can close this window and run the integration again.`,
      );
    },
  );
}
