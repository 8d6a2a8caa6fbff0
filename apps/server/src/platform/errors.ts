import type { ZodError } from 'zod';

/** An error with an HTTP status; the error handler answers `{message}` with that status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** One readable line for a zod failure: "firstName: First name is required." (first issues only). */
export function zodMessage(err: ZodError, prefix = ''): string {
  return err.issues
    .slice(0, 3)
    .map((i) => {
      const path = i.path.map(String).join('.');
      // A strict object names the fields it does not know: "settings.zzz: unknown field".
      if (i.code === 'unrecognized_keys')
        return i.keys.map((k) => `${prefix}${path ? `${path}.` : ''}${k}: unknown field`).join('; ');
      return `${prefix}${path ? `${path}: ` : ''}${i.message}`;
    })
    .join('; ');
}
