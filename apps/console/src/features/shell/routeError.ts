/** Limits of POST /api/client-errors (the server refuses longer fields). */
const LIMITS = { message: 2000, path: 500, stack: 8000 } as const;

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * The body of POST /api/client-errors for a render error: its message, the page path and the
 * stack, each cut to the server's limits. Works for any thrown value (an Error, a string, a route
 * error response, an object).
 */
export function clientErrorReport(
  error: unknown,
  path: string,
): { message: string; path: string; stack: string | null } {
  let message: string;
  let stack: string | null = null;
  if (error instanceof Error) {
    message = `${error.name}: ${error.message}`;
    stack = error.stack ?? null;
  } else if (typeof error === 'object' && error !== null && 'status' in error) {
    const e = error as { status: unknown; statusText?: unknown };
    message = `Route error ${String(e.status)} ${String(e.statusText ?? '')}`.trim();
  } else {
    try {
      message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
    } catch {
      message = String(error);
    }
  }
  return {
    message: cut(message || 'Unknown error', LIMITS.message),
    path: cut(path, LIMITS.path),
    stack: stack === null ? null : cut(stack, LIMITS.stack),
  };
}
