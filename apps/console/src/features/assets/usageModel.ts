/** An asset usage entry as the usage screen edits it (time spec 3 AssetUsage). */
export interface UsageRecord {
  id: string;
  asset_id: string;
  employee_id?: string | null;
  task_id?: string | null;
  location_id?: string | null;
  /** ISO instants (UTC). */
  startTimeStamp: string;
  endTimeStamp?: string | null;
  actualHours?: number | string | null;
  actualMiles?: number | string | null;
  notes?: string | null;
}

/** A usage problem: the field, a translation key and the English message. */
export interface UsageProblem {
  field: string;
  key: string;
  message: string;
}

const num = (v: unknown) => v === null || v === undefined || v === '' || (typeof v === 'number' && v >= 0);

/** First problem of a usage draft, or null: an asset, a start, an end after the start, numbers of 0 or more. */
export function validateUsage(d: UsageRecord): UsageProblem | null {
  if (!d.asset_id) return { field: 'asset_id', key: 'assets.usage.msg.asset', message: 'Choose an asset.' };
  if (!d.startTimeStamp || Number.isNaN(Date.parse(d.startTimeStamp)))
    return { field: 'startTimeStamp', key: 'assets.usage.msg.start', message: 'Start time is required.' };
  if (d.endTimeStamp && Date.parse(d.endTimeStamp) <= Date.parse(d.startTimeStamp))
    return {
      field: 'endTimeStamp',
      key: 'assets.usage.msg.end',
      message: 'End time must be later than start time.',
    };
  if (!num(d.actualHours))
    return { field: 'actualHours', key: 'assets.usage.msg.number', message: 'Enter a number of 0 or more.' };
  if (!num(d.actualMiles))
    return { field: 'actualMiles', key: 'assets.usage.msg.number', message: 'Enter a number of 0 or more.' };
  return null;
}

/**
 * What the usage screen sends (POST /api/AssetUsage): the entry at `locationId`, start and end time
 * zones of the browser, blank numbers as null (the server then takes the hours from the span);
 * notes only for users who may edit them.
 */
export function usagePayload(
  d: UsageRecord,
  locationId: string,
  withNotes: boolean,
): Record<string, unknown> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const n = (v: unknown) => (v === '' || v === undefined ? null : v);
  const out: Record<string, unknown> = {
    asset_id: d.asset_id,
    employee_id: d.employee_id ?? null,
    task_id: d.task_id ?? null,
    location_id: locationId,
    startTimeStamp: d.startTimeStamp,
    endTimeStamp: d.endTimeStamp || null,
    startTimeZone: zone,
    endTimeZone: d.endTimeStamp ? zone : null,
    actualHours: n(d.actualHours),
    actualMiles: n(d.actualMiles),
  };
  if (d.id) out.id = d.id;
  if (withNotes) out.notes = d.notes?.trim() || null;
  return out;
}

/** ISO instant -> 'YYYY-MM-DDTHH:mm' in the browser's zone (for datetime-local); '' when empty. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' (browser local) -> ISO instant; null when empty or invalid. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
