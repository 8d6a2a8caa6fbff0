import type { ZodError } from 'zod';

/** Values a message key interpolates ('{{name}}'), strings or numbers only. */
export type MessageParams = Record<string, string | number>;

/**
 * An error with an HTTP status; the error handler answers `{message}` with that status, plus
 * `{messageKey, params}` when the error carries a translation key (e.g. 'time.msg.inactive' with
 * {name}) so a console shows free-text messages in the user's language; `message` stays English.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly messageKey?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, key?: string, params?: MessageParams) =>
  new HttpError(400, message, key, params);
export const notFound = (message: string, key?: string, params?: MessageParams) =>
  new HttpError(404, message, key, params);
export const forbidden = (message: string, key?: string, params?: MessageParams) =>
  new HttpError(403, message, key, params);
export const conflict = (message: string, key?: string, params?: MessageParams) =>
  new HttpError(409, message, key, params);

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
