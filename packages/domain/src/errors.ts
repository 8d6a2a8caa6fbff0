/**
 * A rule violation raised by domain code: carries the spec's exact message (and title where the
 * spec gives one) so the server can answer 400/409 with it and the console can show it as a toast.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly title: string | undefined;
  /** The field the message is about, when there is one (used to flag the field). */
  readonly field: string | undefined;

  constructor(code: string, message: string, options: { title?: string; field?: string } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.title = options.title;
    this.field = options.field;
  }
}

/** Type guard that works across package copies (checks the name, not the prototype). */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof Error && value.name === 'DomainError' && 'code' in value;
}
