import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP directives (helmet's camelCase names) and their sources. */
export type CspDirective =
  | 'defaultSrc'
  | 'scriptSrc'
  | 'styleSrc'
  | 'imgSrc'
  | 'connectSrc'
  | 'fontSrc'
  | 'frameSrc'
  | 'mediaSrc'
  | 'workerSrc';

/**
 * The console's Content Security Policy (issue 15 section 3): its own scripts only (no inline
 * script, no eval); styles from the bundle plus inline style elements (Radix's scroll lock writes
 * one); pictures from itself, data: and blob: (signatures, previews); no plugins; the console may
 * not be framed (frame-ancestors 'none'); forms post to itself only.
 */
const BASE: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  /** Violations are posted to the server (cspreport.ts), which logs them. */
  reportUri: ['/csp-report'],
};

/** Named extra sources, added by cspAllow (e.g. map tiles of the insight module). */
const EXTRA = new Map<string, { directive: CspDirective; sources: string[] }>();

/**
 * Allows `sources` (origins such as 'https://tile.openstreetmap.org') for one directive under a name
 * (issue 15: third-party origins are allowed by name only, and only when configured). A module calls
 * it at start when its feature is configured; the same name again replaces the earlier allowance.
 */
export function cspAllow(name: string, directive: CspDirective, ...sources: string[]): void {
  for (const s of sources)
    if (!/^https:\/\/[A-Za-z0-9.*-]+(:\d+)?(\/[^\s;,']*)?$/.test(s))
      throw new Error(`CSP allowance ${name}: '${s}' is not an https origin`);
  EXTRA.set(`${name}:${directive}`, { directive, sources });
}

/**
 * Allowances from the environment: MAP_TILE_ORIGINS (comma-separated https origins of map tiles:
 * pictures and fetches), GOOGLE_MAPS_API_KEY (the Google Maps loader, its tiles and fonts) and
 * STRIPE_PUBLISHABLE_KEY (Stripe.js and its hosted card field, issue 13: the script from
 * js.stripe.com, its frames from js.stripe.com and hooks.stripe.com, its calls to api.stripe.com, as
 * Stripe documents for a CSP). Without the key none of these origins is allowed.
 */
export function configuredAllowances(env: NodeJS.ProcessEnv = process.env): void {
  const tiles = (env.MAP_TILE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (tiles.length > 0) {
    cspAllow('map-tiles', 'imgSrc', ...tiles);
    cspAllow('map-tiles', 'connectSrc', ...tiles);
  }
  if (env.GOOGLE_MAPS_API_KEY) {
    cspAllow('google-maps', 'scriptSrc', 'https://maps.googleapis.com');
    cspAllow(
      'google-maps',
      'imgSrc',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://*.ggpht.com',
    );
    cspAllow('google-maps', 'connectSrc', 'https://maps.googleapis.com');
    cspAllow('google-maps', 'fontSrc', 'https://fonts.gstatic.com');
    cspAllow('google-maps', 'styleSrc', 'https://fonts.googleapis.com');
  }
  if (env.STRIPE_PUBLISHABLE_KEY) {
    cspAllow('stripe', 'scriptSrc', 'https://js.stripe.com');
    cspAllow('stripe', 'frameSrc', 'https://js.stripe.com', 'https://hooks.stripe.com');
    cspAllow('stripe', 'connectSrc', 'https://api.stripe.com');
  } else {
    for (const d of ['scriptSrc', 'frameSrc', 'connectSrc'] as const) cspAllow('stripe', d);
  }
}

/** The CSP directives with every named allowance merged in. */
export function cspDirectives(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(BASE)) out[k] = [...v];
  for (const { directive, sources } of EXTRA.values())
    out[directive] = [...new Set([...(out[directive] ?? []), ...sources])];
  return out;
}

/** A Host header that is a plain host name or address with an optional port (nothing else goes into the CSP). */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The connect-src sources of the console's live-update WebSocket (GET /api/live, design.md 'Live
 * updates') for a request to `host`: the same host over wss: (and ws: unless the site is served
 * over HTTPS only, `secure`). CSP level 3 browsers already let 'self' cover ws:/wss: of the same host;
 * older ones need it spelled out. An odd Host header adds nothing ("'self'").
 */
export function liveSocketSources(host: string | undefined, secure: boolean): string {
  if (!host || !HOST.test(host)) return "'self'";
  return secure ? `wss://${host}` : `ws://${host} wss://${host}`;
}

/**
 * Registers the security headers on every response (@fastify/helmet): the CSP above (connect-src
 * with the same host's ws:/wss: for live updates, liveSocketSources), X-Frame-Options
 * DENY, X-Content-Type-Options nosniff, Referrer-Policy no-referrer, and HSTS (one year, with
 * subdomains) only when the cookies are secure (COOKIE_SECURE=1: the site is served over HTTPS).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean },
): Promise<void> {
  const directives: Record<string, (string | ((req: IncomingMessage) => string))[]> = cspDirectives();
  directives.connectSrc = [
    ...(directives.connectSrc ?? []),
    (req: IncomingMessage) => liveSocketSources(req.headers.host, options.secure),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: options.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
