/**
 * Safe display text of a record field read from the API: a string as is, a finite number as text,
 * anything else (an object, an array, null) as ''. A record of an unexpected shape (an Employee
 * whose name is an object) then shows as empty rather than crash the page (issue 15).
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The display name of a person or named record: fullName, first + last, name, then `fallback`. */
export function displayName(
  r: { fullName?: unknown; firstName?: unknown; lastName?: unknown; name?: unknown } | null | undefined,
  fallback = '',
): string {
  if (!r) return fallback;
  return (
    textOf(r.fullName) ||
    [textOf(r.firstName), textOf(r.lastName)].filter(Boolean).join(' ') ||
    textOf(r.name) ||
    fallback
  );
}
