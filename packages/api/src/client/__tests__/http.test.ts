import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../ApiClient.js';
import { ApiError, isApiError } from '../ApiError.js';
import { buildQueryString, createRedirectOn401, HttpClient, isLogonOrLogoffPath } from '../http.js';
import { fakeFetch } from './fakeFetch.js';

describe('HttpClient', () => {
  it('sends credentials, the routing header and JSON on every request', async () => {
    const f = fakeFetch(() => ({ body: { ok: 1 } }));
    const http = new HttpClient({ fetch: f.fetch });
    await http.get('/utc');
    await http.post('/account/logon', { userName: 'a', password: 'b' });
    await http.delete('/Time', [{ id: '1' }]);
    expect(f.calls).toHaveLength(3);
    for (const call of f.calls) {
      expect(call.credentials).toBe('include');
      expect(call.headers['X-Requested-With']).toBe('XMLHttpRequest');
    }
    expect(f.calls[0]?.method).toBe('GET');
    expect(f.calls[0]?.url).toBe('/api/utc');
    expect(f.calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(f.calls[1]?.body).toEqual({ userName: 'a', password: 'b' });
    expect(f.calls[2]).toMatchObject({ method: 'DELETE', body: [{ id: '1' }] });
  });

  it('returns the parsed JSON body and null for an empty body', async () => {
    const f = fakeFetch((c) => (c.path === '/api/empty' ? { status: 204 } : { body: { timestamp: 'x' } }));
    const http = new HttpClient({ fetch: f.fetch, baseUrl: '/api/' });
    await expect(http.get('/utc')).resolves.toEqual({ timestamp: 'x' });
    await expect(http.get('/empty')).resolves.toBeNull();
  });

  it('throws ApiError with the status and the message from the body', async () => {
    const f = fakeFetch(() => ({ status: 422, body: { message: 'Out Time must be later than In Time.' } }));
    const http = new HttpClient({ fetch: f.fetch });
    const error = await http.post('/Time', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Out Time must be later than In Time.');
  });

  it('falls back to a generic message when the body has none, and to status 0 on network failure', async () => {
    const http = new HttpClient({ fetch: fakeFetch(() => ({ status: 500, raw: '' })).fetch });
    await expect(http.get('/x')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
    const broken = new HttpClient({
      fetch: (async () => {
        throw new TypeError('connection refused');
      }) as typeof fetch,
    });
    await expect(broken.get('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Network error: connection refused',
    });
  });

  it('uses a plain-text error body as the message', async () => {
    const http = new HttpClient({
      fetch: fakeFetch(() => ({ status: 403, raw: 'Not authorized to module' })).fetch,
    });
    await expect(http.get('/Asset')).rejects.toMatchObject({
      status: 403,
      message: 'Not authorized to module',
    });
  });

  it('calls the 401 handler with the request path and still throws', async () => {
    const f = fakeFetch(() => ({ status: 401, body: { message: 'Not signed in' } }));
    const http = new HttpClient({ fetch: f.fetch });
    const handler = vi.fn();
    http.setUnauthorizedHandler(handler);
    await expect(http.get('/account/identity')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith({ requestPath: '/account/identity' });
    http.setUnauthorizedHandler(null);
    await expect(http.get('/account/identity')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('rejects a path without a leading slash', () => {
    const http = new HttpClient({ fetch: fakeFetch(() => ({})).fetch });
    expect(() => http.url('utc')).toThrow("API path must start with '/': got 'utc'");
  });

  it('sends FormData bodies without a JSON content type', async () => {
    const f = fakeFetch(() => ({
      body: { id: 'f1', fileName: 'a.csv', mimeType: 'text/csv', url: '/api/file/f1' },
    }));
    const client = new ApiClient({ fetch: f.fetch });
    const file = await client.files.upload(new Blob(['a,b\n1,2']), 'a.csv');
    expect(file.id).toBe('f1');
    expect(f.calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(f.calls[0]?.body).toBeInstanceOf(FormData);
  });
});

describe('buildQueryString', () => {
  it('encodes values, joins arrays and skips empty ones', () => {
    expect(
      buildQueryString({
        filter: "id eq 'a b'",
        expand: ['media', 'logo'],
        top: 5,
        x: undefined,
        y: null,
        z: '',
      }),
    ).toBe("?filter=id%20eq%20'a%20b'&expand=media%2Clogo&top=5");
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('createRedirectOn401', () => {
  const make = (location: string) => {
    const navigate = vi.fn();
    const handler = createRedirectOn401({ getLocation: () => location, navigate });
    return { handler, navigate };
  };

  it("sends the user to '/?redirect=<current path>'", () => {
    const { handler, navigate } = make('/time/clock/?a=1');
    handler({ requestPath: '/Time' });
    expect(navigate).toHaveBeenCalledWith(`/?redirect=${encodeURIComponent('/time/clock/?a=1')}`);
  });

  it('does nothing for logon/logoff requests or pages, or when already at home', () => {
    for (const [location, requestPath] of [
      ['/time/clock/', '/account/logon'],
      ['/time/clock/', '/account/logoff'],
      ['/logon/', '/account/identity'],
      ['/logon/reset-password/abc', '/account/identity'],
      ['/', '/account/identity'],
      ['/?redirect=%2Ftime%2F', '/account/identity'],
    ] as const) {
      const { handler, navigate } = make(location);
      handler({ requestPath });
      expect(navigate, `${location} ${requestPath}`).not.toHaveBeenCalled();
    }
  });

  it('recognises logon and logoff paths only as whole segments', () => {
    expect(isLogonOrLogoffPath('/logon/')).toBe(true);
    expect(isLogonOrLogoffPath('/account/talogon')).toBe(true);
    expect(isLogonOrLogoffPath('/logonhistory/')).toBe(false);
    expect(isLogonOrLogoffPath('/time/')).toBe(false);
  });
});
