/** A recorded request of the fake fetch. */
export interface Call {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Responder = (
  call: Call,
) =>
  | { status?: number; body?: unknown; raw?: string }
  | Promise<{ status?: number; body?: unknown; raw?: string }>;

/**
 * A fetch stand-in for tests: records every call and answers with the responder's status and JSON
 * body (or raw text). No network, no server.
 */
export function fakeFetch(responder: Responder) {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://test.local');
    const headers = { ...(init.headers as Record<string, string>) };
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      credentials: init.credentials,
      body,
    };
    calls.push(call);
    const answer = await responder(call);
    const status = answer.status ?? 200;
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': answer.raw !== undefined ? 'text/plain' : 'application/json' },
    });
  };
  return { fetch: fn as typeof fetch, calls };
}
