import { DomainError } from '../errors.js';

/**
 * Asset rules (time spec 3 "Assets", 4 "Assets", 5 "Assets", 9): conditions, new-asset defaults,
 * mileage entries, assignment tags and the reassign rule. Pure functions: "now" comes in as an
 * argument.
 */

/** Exact messages of time spec 5 "Assets" / 8. */
export const ASSET_MESSAGES = {
  selectAssetTitle: 'Select Asset',
  selectAsset: 'Please select at least one asset.',
  invalidMileageTitle: 'Invalid Mileage',
  invalidMileage: 'Mileage should be greater than previous mileage.',
  assigned: 'Asset(s) Assigned',
} as const;

/** Asset condition (time spec 3: 1 to 4, working is the default). */
export const AssetCondition = { Working: 1, NeedsService: 2, Damaged: 3, OutOfService: 4 } as const;
export type AssetConditionValue = (typeof AssetCondition)[keyof typeof AssetCondition];
export const ASSET_CONDITIONS: readonly AssetConditionValue[] = [1, 2, 3, 4];

/** How many mileage entries the inventory shows (time spec 9: last 3). */
export const SHOWN_MILEAGES = 3;
/** Page size of the assignment table (time spec 9). */
export const ASSIGNMENT_PAGE_SIZE = 10;

/** One mileage entry of an asset (time spec 3 Asset.mileages); `mileage` in the company's unit. */
export interface MileageEntry {
  mileage: number;
  updatedBy_id: string | null;
  /** ISO timestamp (UTC) of the entry. */
  entryTimeStamp: string;
  /** IANA zone the entry was made in. */
  entryTimeZone: string | null;
}

/** The last recorded mileage (0 when there is none). */
export function lastMileage(mileages: readonly MileageEntry[] | null | undefined): number {
  if (!mileages || mileages.length === 0) return 0;
  return mileages[mileages.length - 1]!.mileage;
}

/** The last `n` entries, newest first (the inventory's mileage history). */
export function recentMileages(mileages: readonly MileageEntry[] | null | undefined, n = SHOWN_MILEAGES) {
  return [...(mileages ?? [])].slice(-n).reverse();
}

/**
 * Applies an entered current mileage (time spec 5 "Assets"): when the previous mileage is not 0 and
 * exceeds the entered one, throws DomainError 'Invalid Mileage' / 'Mileage should be greater than
 * previous mileage.' (nothing is saved); a new entry is appended only when the entered value exceeds
 * the last one. Returns the new list and current mileage. `current` null/undefined changes nothing.
 */
export function applyMileage(
  mileages: readonly MileageEntry[] | null | undefined,
  current: number | null | undefined,
  entry: { updatedBy_id: string | null; now: string; timeZone: string | null },
): { mileages: MileageEntry[]; currentMileage: number } {
  const list = [...(mileages ?? [])];
  const last = lastMileage(list);
  if (current === null || current === undefined) return { mileages: list, currentMileage: last };
  if (!Number.isFinite(current) || current < 0) {
    throw new DomainError('asset.invalidMileage', ASSET_MESSAGES.invalidMileage, {
      title: ASSET_MESSAGES.invalidMileageTitle,
      field: 'currentMileage',
    });
  }
  if (last !== 0 && last > current) {
    throw new DomainError('asset.invalidMileage', ASSET_MESSAGES.invalidMileage, {
      title: ASSET_MESSAGES.invalidMileageTitle,
      field: 'currentMileage',
    });
  }
  if (current > last) {
    list.push({
      mileage: current,
      updatedBy_id: entry.updatedBy_id,
      entryTimeStamp: entry.now,
      entryTimeZone: entry.timeZone,
    });
  }
  return { mileages: list, currentMileage: lastMileage(list) };
}

/** A new asset as the inventory opens it (time spec 4: active, working, new id, no parent, external id locked). */
export function newAssetDefaults(id: string) {
  return {
    id,
    status: 1 as const,
    condition: AssetCondition.Working as AssetConditionValue,
    parent_id: null,
    extIdLocked: true,
    name: '',
    code: '',
    notes: [] as AssetNote[],
    mileages: [] as MileageEntry[],
    customFields: {} as Record<string, unknown>,
  };
}

/** "Year is parsed to an integer before save" (time spec 5): '2021' -> 2021, '' -> null, junk -> NaN. */
export function parseAssetYear(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Math.trunc(value);
  const n = Number.parseInt(String(value).trim(), 10);
  return Number.isNaN(n) ? Number.NaN : n;
}

/** A note kept with an asset (time spec 3 Note; only type 'Asset' notes go with the asset). */
export interface AssetNote {
  id: string;
  author_id?: string | null;
  /** ISO timestamp; set to now when missing (time spec 5). */
  date?: string | null;
  type: 'Asset' | 'AssetAssignment' | 'AssetUsage';
  recordId?: string | null;
  text: string;
  isNew?: boolean;
}

/**
 * The notes that go with an asset save (time spec 5): only type 'Asset'; each gets `date` = now when
 * none is set, new ones the author; `isNew` is dropped.
 */
export function prepareAssetNotes(
  notes: readonly AssetNote[] | null | undefined,
  now: string,
  authorId: string | null,
  assetId: string,
): AssetNote[] {
  return (notes ?? [])
    .filter((n) => n.type === 'Asset')
    .map(({ isNew, ...n }) => ({
      ...n,
      recordId: assetId,
      date: n.date || now,
      author_id: n.author_id ?? (isNew ? authorId : null),
    }));
}

/** What an assignment row shows as tags (time spec 4 "Assets"). */
export type AssignmentTag = 'rented' | 'owned' | 'notes' | 'due' | 'scheduled';

/**
 * Tags of an assignment row: rented (the asset has a vendor) or owned; notes when it has notes; due
 * when the due date has passed; scheduled when the scheduled date has passed. Dates are ISO
 * strings ('YYYY-MM-DD' or timestamps) compared against `now` (ISO).
 */
export function assignmentTags(
  asset: { vendor_id?: string | null },
  assignment: { notes?: string | null; dueDate?: string | null; scheduledDate?: string | null } | null,
  now: string,
): AssignmentTag[] {
  const tags: AssignmentTag[] = [asset.vendor_id ? 'rented' : 'owned'];
  if (!assignment) return tags;
  if (assignment.notes?.trim()) tags.push('notes');
  if (assignment.dueDate && assignment.dueDate < now) tags.push('due');
  if (assignment.scheduledDate && assignment.scheduledDate < now) tags.push('scheduled');
  return tags;
}

/**
 * Whether saving an assignment edit must write a new (reassign) record instead of altering the old
 * one (time spec 4): true when the assignee or the location changed.
 */
export function isReassignment(
  existing: { assignee_id?: string | null; location_id?: string | null },
  next: { assignee_id?: string | null; location_id?: string | null },
): boolean {
  return (
    (existing.assignee_id ?? null) !== (next.assignee_id ?? null) ||
    (existing.location_id ?? null) !== (next.location_id ?? null)
  );
}

/** Refuses an assignment with no asset: 'Select Asset' / 'Please select at least one asset.' */
export function requireAssets(assetIds: readonly string[] | null | undefined): void {
  if (!assetIds || assetIds.length === 0) {
    throw new DomainError('asset.selectAsset', ASSET_MESSAGES.selectAsset, {
      title: ASSET_MESSAGES.selectAssetTitle,
      field: 'assetIds',
    });
  }
}

/** Distance unit word of the company's unit system (time spec 3 Company.unitSystem). */
export function distanceUnit(unitSystem: 'imperial' | 'metric' | null | undefined): 'mi' | 'km' {
  return unitSystem === 'metric' ? 'km' : 'mi';
}

/** Hours between two ISO instants, rounded to two decimals (asset usage actualHours); 0 when not after. */
export function usageHours(start: string, end: string | null | undefined): number {
  if (!end) return 0;
  const ms = Date.parse(end) - Date.parse(start);
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.round((ms / 3_600_000) * 100) / 100;
}
