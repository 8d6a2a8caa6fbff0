/**
 * Error thrown by the API client for every non-2xx answer and for network failures.
 * `status` is the HTTP status (0 for a network failure or an unreadable answer); `message` is the
 * body's `message` when the server sent one (contract.md: errors are `{message}`), else a generic
 * text naming the status. `body` keeps the parsed answer for callers that need more (e.g. import errors).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Type guard that works across package copies (checks the name, not the prototype). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).status === 'number'
  );
}

/** Reads a human message from an error body (`{message}` or a string), or null. */
export function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() ? body : null;
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return null;
}
