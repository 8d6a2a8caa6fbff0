import { ASSET_MESSAGES, type AssetNote, lastMileage, type MileageEntry, newAssetDefaults } from '@wm/domain';
import type { PlaceProblem } from '../settings/places/placesModel.js';

/** An asset as the inventory edits it (time spec 3 "Assets"). */
export interface AssetRecord {
  id: string;
  status?: number | null;
  name?: string | null;
  code?: string | null;
  parent_id?: string | null;
  condition?: number | null;
  image_id?: string | null;
  division_id?: string | null;
  department_id?: string | null;
  vendor_id?: string | null;
  year?: number | string | null;
  purchasedDate?: string | null;
  warrantyExpirationDate?: string | null;
  lastServiceDate?: string | null;
  nextServiceDate?: string | null;
  rentedDate?: string | null;
  returnDate?: string | null;
  extIdLocked?: boolean | null;
  customFields?: Record<string, unknown> | null;
  notes?: AssetNote[];
  mileages?: MileageEntry[];
  currentMileage?: number | string | null;
  rented?: boolean;
  assignee_id?: string | null;
  location_id?: string | null;
}

/** The date fields of an asset, in the editor's order. */
export const ASSET_DATE_FIELDS = [
  'purchasedDate',
  'warrantyExpirationDate',
  'lastServiceDate',
  'nextServiceDate',
  'rentedDate',
  'returnDate',
] as const;

const problem = (field: string, code: string, message: string, values?: Record<string, string | number>) =>
  ({ field, key: `assets.msg.${code}`, message, ...(values ? { values } : {}) }) satisfies PlaceProblem;

/**
 * First problem of an asset draft, or null (the same rules as the server, time spec 5 "Assets"):
 * name required, year a whole number 1900-2200, mileage a number not below the last entry.
 */
export function validateAsset(d: AssetRecord): PlaceProblem | null {
  if (!d.name?.trim()) return problem('name', 'nameRequired', 'Name is required.');
  if ((d.code ?? '').length > 100)
    return problem('code', 'codeLength', 'Code must be at most 100 characters.');
  if (d.year !== null && d.year !== undefined && d.year !== '') {
    const y = typeof d.year === 'number' ? d.year : Number(d.year);
    if (!Number.isInteger(y) || y < 1900 || y > 2200)
      return problem('year', 'year', 'Year must be a whole number from 1900 to 2200.');
  }
  const m = d.currentMileage;
  if (m !== null && m !== undefined && m !== '') {
    const last = lastMileage(d.mileages);
    if (typeof m !== 'number' || m < 0 || (last !== 0 && last > m))
      return problem('currentMileage', 'invalidMileage', ASSET_MESSAGES.invalidMileage);
  }
  return null;
}

/**
 * What the inventory sends (POST /api/Asset): the record without the read-only and server-owned
 * fields (mileage history, rented, the current assignment); the year as an integer; the time zone
 * of a mileage entry.
 */
export function assetPayload(d: AssetRecord, _isNew: boolean, timeZone?: string): Record<string, unknown> {
  const {
    mileages: _m,
    rented: _r,
    assignee_id: _a,
    location_id: _l,
    ...rest
  } = d as AssetRecord & Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  for (const k of ['createdOn', 'updatedOn', 'company_id', 'LastCurrentMileage']) delete out[k];
  if (out.year === '' || out.year === undefined) out.year = null;
  else if (typeof out.year === 'string') out.year = Number.parseInt(out.year, 10);
  if (out.currentMileage === '' || out.currentMileage === undefined) delete out.currentMileage;
  if (out.currentMileage !== undefined && out.currentMileage === lastMileage(d.mileages))
    delete out.currentMileage;
  else if (out.currentMileage !== undefined)
    out.entryTimeZone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return out;
}

/** A new asset (time spec 4: active, working, a new id, no parent, external id locked). */
export function newAsset(id: string): AssetRecord {
  return { ...newAssetDefaults(id), currentMileage: null };
}

/** A note the user adds in the editor (dated and authored by the server on save). */
export function newNote(id: string, text: string): AssetNote {
  return { id, type: 'Asset', text: text.trim(), isNew: true };
}

/** 'YYYY-MM-DD' (or an ISO timestamp) -> a local Date for the picker; null when empty or invalid. */
export function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** A picker Date -> 'YYYY-MM-DD' (local calendar day), or null. */
export function dateText(d: Date | null): string | null {
  if (!d) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
