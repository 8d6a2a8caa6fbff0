/** An instant: ISO 8601 string (UTC or with offset), epoch milliseconds, or a Date. */
export type Instant = string | number | Date;

/** Epoch milliseconds of an instant, or NaN when it is missing or unparsable. */
export function toMillis(value: Instant | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string') return Number.NaN;
  return Date.parse(value);
}
