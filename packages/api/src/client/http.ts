import { ApiError, messageFromBody } from './ApiError.js';

/** Query values accepted by the client; undefined/null values are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** Options of one request. `body` is sent as JSON unless it is a FormData. */
export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers (e.g. X-Company-Id: a global or partner administrator acting on a customer). */
  headers?: Record<string, string>;
}

/**
 * Called on every 401 answer with the request path (relative to the API base, e.g. '/account/identity').
 * Registered by the app (see `createRedirectOn401`); the error is still thrown to the caller.
 */
export type UnauthorizedHandler = (info: { requestPath: string }) => void;

/** Construction options of an `HttpClient`. */
export interface HttpClientOptions {
  /** Prefix of every path; default '/api'. */
  baseUrl?: string;
  /** The fetch to use; default the global one (tests pass a fake). */
  fetch?: typeof fetch;
}

/** Builds '?a=1&b=x' from query params (arrays are comma-joined; null/undefined/'' are skipped). */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null) continue;
    const value = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The low-level client of the HTTP contract (contract.md): every request sends credentials
 * ('include'), the routing header `X-Requested-With: XMLHttpRequest` (the server answers 403 to
 * state-changing requests without it) and JSON. A non-2xx answer throws `ApiError {status, message}`
 * with the body's `message`; a 401 also calls the registered unauthorized handler (platform spec 7).
 * A network failure throws `ApiError` with status 0 and 'Network error: <reason>'.
 */
export class HttpClient {
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private unauthorizedHandler: UnauthorizedHandler | null = null;
  private readonly defaultHeaders: Record<string, string> = {};

  constructor(options: HttpClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
    const f = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
    if (!f) throw new Error('HttpClient needs a fetch implementation (none given and no global fetch).');
    // Bind so a global fetch is not called with the client as `this` (browsers throw "Illegal invocation").
    this.fetchImpl = f === globalThis.fetch ? f.bind(globalThis) : f;
  }

  /** Registers the 401 handler (one at a time); pass null to remove it. Returns the previous one. */
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): UnauthorizedHandler | null {
    const previous = this.unauthorizedHandler;
    this.unauthorizedHandler = handler;
    return previous;
  }

  /**
   * Sets (or with null removes) a header sent on every request, e.g. X-Company-Id while a global or
   * partner administrator supports a customer company.
   */
  setDefaultHeader(name: string, value: string | null): void {
    if (value === null) delete this.defaultHeaders[name];
    else this.defaultHeaders[name] = value;
  }

  /** The value of a header set with setDefaultHeader (null when none), e.g. X-Company-Id. */
  defaultHeader(name: string): string | null {
    return this.defaultHeaders[name] ?? null;
  }

  /** Full URL of an API path (path must start with '/'). */
  url(path: string, query?: QueryParams): string {
    if (!path.startsWith('/')) throw new Error(`API path must start with '/': got '${path}'`);
    return `${this.baseUrl}${path}${buildQueryString(query)}`;
  }

  /** Sends one request and returns the parsed JSON answer (null for an empty body). */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...this.defaultHeaders,
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
        body = options.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(0, `Network error: ${reason}`);
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) this.unauthorizedHandler?.({ requestPath: path });
      const message = messageFromBody(parsed) ?? `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, parsed);
    }
    return parsed as T;
  }

  get<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
    return this.request<T>('GET', path, { query, signal });
  }

  post<T>(path: string, body?: unknown, query?: QueryParams): Promise<T> {
    return this.request<T>('POST', path, { body: body ?? {}, query });
  }

  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, { body });
  }
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** True for the sign-in/sign-out paths on which a 401 must not redirect (platform spec 7). */
export function isLogonOrLogoffPath(path: string): boolean {
  return /(^|\/)(logon|logoff|talogon|changetemppw)(\/|$|\?)/i.test(path);
}

/**
 * The 401 handler of platform spec 7 / 8: sends the user to '/?redirect=<current path>' unless the
 * request was a logon/logoff call or the current page is a logon/logoff page. `getLocation` returns
 * the current path with its search (e.g. '/time/clock/?x=1'); `navigate` performs the redirect.
 */
export function createRedirectOn401(deps: {
  getLocation: () => string;
  navigate: (to: string) => void;
}): UnauthorizedHandler {
  return ({ requestPath }) => {
    const current = deps.getLocation();
    if (isLogonOrLogoffPath(requestPath) || isLogonOrLogoffPath(current.split('?')[0] ?? '')) return;
    const target = `/?redirect=${encodeURIComponent(current)}`;
    // Already at home (which sends signed-out users on to /logon/ itself), or two calls failing at once.
    if (current === '/' || current.startsWith('/?')) return;
    deps.navigate(target);
  };
}
