/**
 * Pure logic of the Locations, Tasks and Devices screens (service spec 3 "Device", "Location",
 * "Task", "Tree entities"; 4 "Entity status"; 5 "Device"; 8 "Confirmations"; 9 "Geofence",
 * "Devices"). The messages are the server's (apps/server/src/modules/adminrules/places.rules.ts,
 * lists.rules.ts), so a check in the browser and the server's 400 read the same.
 */

/** Entity status: 1 active, 2 inactive, 3 deleted. */
export type PlaceStatus = 1 | 2 | 3;

export type ProductivityUnitTracking = 'none' | 'tracksUnits' | 'requiredOnOut';
export const UNIT_TRACKING: readonly ProductivityUnitTracking[] = ['none', 'tracksUnits', 'requiredOnOut'];

/** A tree record (Location, Task): id, name, code, status, parent_id. */
export interface TreeRecord {
  id: string;
  name?: string | null;
  code?: string | null;
  status?: number | null;
  parent_id?: string | null;
}

export interface PlaceAddress {
  street?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A budget line (service spec 3 "Budget"): hours and units per task; the date is 'YYYY-MM-DD'. */
export interface BudgetLine {
  id?: string;
  task_id: string | null;
  budgetHours?: number | null;
  budgetUnits?: number | null;
  estimatedCompletePercentage?: number | null;
  estimatedCompleteDate?: string | null;
}

/** A media item of a location: an uploaded File; `deleted` marks it for removal on save. */
export interface LocationMediaItem {
  id: string;
  fileName: string;
  mimeType?: string | null;
  deleted?: boolean;
}

/** Weather flags of a location (service spec 3 "Location"); temperatures in the company's unit. */
export interface WeatherFlags {
  flagConditions?: number | null;
  flagLowTemp?: number | null;
  flagHighTemp?: number | null;
  flagWindChillTemp?: number | null;
  flagWindSpeed?: number | null;
  flagLowHumidity?: number | null;
  flagHighHumidity?: number | null;
  flagVisibility?: number | null;
}

export interface LocationRecord extends TreeRecord, WeatherFlags {
  description?: string | null;
  lat?: number | null;
  lon?: number | null;
  geoFenceRadius?: number | null;
  timeZone?: string | null;
  payGroup_id?: string | null;
  address?: PlaceAddress | null;
  contactName?: string | null;
  contactPhone?: string | null;
  budget?: BudgetLine[] | null;
  media?: LocationMediaItem[] | null;
}

export interface TaskRecord extends TreeRecord {
  productivityUnitTracking?: ProductivityUnitTracking | null;
  unitMeasure_id?: string | null;
  isGeofenceExempt?: boolean | null;
  division_id?: string | null;
  department_id?: string | null;
  payCodeRule_id?: string | null;
}

export interface DeviceRecord {
  id: string;
  name?: string | null;
  administrator_id?: string | null;
  phone?: string | null;
  cardinality?: number | null;
  status?: number | null;
  sendInviteEmail?: boolean | null;
  lastSyncTimeStamp?: string | null;
  lastSyncTimeZone?: string | null;
}

// ---- weather flag conditions (bit flags) ----

/** Flag-condition bits (service spec 3): rain 1, sleet 2, lightning 4, snow 8, fog 16, hail 32. */
export const FLAG_CONDITIONS = { rain: 1, sleet: 2, lightning: 4, snow: 8, fog: 16, hail: 32 } as const;
export type FlagCondition = keyof typeof FLAG_CONDITIONS;
export const FLAG_CONDITION_NAMES = Object.keys(FLAG_CONDITIONS) as FlagCondition[];

/** True when `flags` has the bit of `name` set (null/undefined = none). */
export function hasFlag(flags: number | null | undefined, name: FlagCondition): boolean {
  return ((flags ?? 0) & FLAG_CONDITIONS[name]) !== 0;
}

/** `flags` with the bit of `name` set (`on`) or cleared. */
export function withFlag(flags: number | null | undefined, name: FlagCondition, on: boolean): number {
  const bit = FLAG_CONDITIONS[name];
  return on ? (flags ?? 0) | bit : (flags ?? 0) & ~bit;
}

/** The names of the set bits, in spec order (rain, sleet, lightning, snow, fog, hail). */
export function flagNames(flags: number | null | undefined): FlagCondition[] {
  return FLAG_CONDITION_NAMES.filter((n) => hasFlag(flags, n));
}

// ---- geofence ----

/** Geofence radius range in metres (server: places.rules.ts). */
export const GEOFENCE_MIN_M = 1;
export const GEOFENCE_MAX_M = 100_000;
/** Metres per mile and per kilometre (service spec 9 "Geofence"). */
export const METERS_PER_MILE = 1609.34;
export const METERS_PER_KM = 1000;

/** A radius in metres as miles (imperial) or kilometres (metric), 2 decimals: {value, unit}. */
export function geofenceDistance(
  meters: number,
  unitSystem: string | null | undefined,
): { value: number; unit: 'mi' | 'km' } {
  const metric = unitSystem === 'metric';
  const v = meters / (metric ? METERS_PER_KM : METERS_PER_MILE);
  return { value: Math.round(v * 100) / 100, unit: metric ? 'km' : 'mi' };
}

// ---- trees ----

/** Ids of every descendant of `id` (not `id` itself) among `records`, by parent_id. */
export function descendantIds(records: readonly TreeRecord[], id: string): string[] {
  const kids = new Map<string, string[]>();
  for (const r of records) {
    if (!r.parent_id) continue;
    const list = kids.get(r.parent_id) ?? [];
    list.push(r.id);
    kids.set(r.parent_id, list);
  }
  const out: string[] = [];
  const seen = new Set([id]);
  const stack = [...(kids.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    stack.push(...(kids.get(next) ?? []));
  }
  return out;
}

/** Records a record may take as parent: not itself, not one of its descendants, not deleted. */
export function parentChoices<T extends TreeRecord>(records: readonly T[], id: string | null): T[] {
  const banned = new Set(id ? [id, ...descendantIds(records, id)] : []);
  return records.filter((r) => !banned.has(r.id) && r.status !== 3);
}

/**
 * Which delete confirmation to show (service spec 8): the parent warning when the record has
 * live children ('Deleting this parent {entity} will also delete all children...'), else the
 * generic one. `childCount` counts every live descendant.
 */
export function deleteConfirmation(
  records: readonly TreeRecord[],
  id: string,
): { kind: 'parent' | 'single'; childCount: number } {
  const live = records.filter((r) => r.status !== 3);
  const n = descendantIds(live, id).length;
  return { kind: n > 0 ? 'parent' : 'single', childCount: n };
}

// ---- validation (same messages as the server) ----

/** A browser-side problem: the field and the English message (also the translation's default). */
export interface PlaceProblem {
  field: string;
  /** Translation key ('places.msg.<code>'). */
  key: string;
  message: string;
  values?: Record<string, string | number>;
}

const problem = (
  field: string,
  code: string,
  message: string,
  values?: Record<string, string | number>,
): PlaceProblem => ({ field, key: `places.msg.${code}`, message, ...(values ? { values } : {}) });

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Checks a number field: empty passes; a non-number or a value outside [min, max] fails. */
function range(
  field: string,
  label: string,
  v: unknown,
  min: number,
  max: number,
  code = 'range',
): PlaceProblem | null {
  if (blank(v)) return null;
  if (!isNum(v)) return problem(field, 'notNumber', `${label} must be a number.`, { label });
  if (v < min || v > max)
    return problem(field, code, `${label} must be between ${min} and ${max}.`, { label, min, max });
  return null;
}

/** First problem of a location draft (service spec 3 "Location", server places.rules.ts), or null. */
export function validateLocation(d: LocationRecord): PlaceProblem | null {
  if (!d.name?.trim()) return problem('name', 'nameRequired', 'Name is required.');
  if ((d.code ?? '').length > 100)
    return problem('code', 'codeLength', 'Code must be at most 100 characters.');
  const lat = range('lat', 'Latitude', d.lat, -90, 90);
  if (lat) return lat;
  const lon = range('lon', 'Longitude', d.lon, -180, 180);
  if (lon) return lon;
  if (isNum(d.lat) !== isNum(d.lon)) return problem('lat', 'latLon', 'Latitude and longitude go together.');
  if (!blank(d.geoFenceRadius)) {
    const r = d.geoFenceRadius;
    if (!isNum(r) || r < GEOFENCE_MIN_M || r > GEOFENCE_MAX_M)
      return problem(
        'geoFenceRadius',
        'geofence',
        `Geofence radius must be between ${GEOFENCE_MIN_M} and ${GEOFENCE_MAX_M} meters.`,
        { min: GEOFENCE_MIN_M, max: GEOFENCE_MAX_M },
      );
  }
  const country = d.address?.country;
  if (!blank(country) && !/^[A-Za-z]{2}$/.test(String(country).trim()))
    return problem('address.country', 'country', 'Country must be a two-letter code (e.g. US).');
  const weather = validateWeather(d);
  if (weather) return weather;
  const seen = new Set<string>();
  for (const [i, line] of (d.budget ?? []).entries()) {
    if (!line.task_id) return problem(`budget.${i}.task_id`, 'budgetTask', 'Budget task is required.');
    if (seen.has(line.task_id))
      return problem(`budget.${i}.task_id`, 'budgetTwice', 'Each task may have only one budget line.');
    seen.add(line.task_id);
    const checks = [
      range(`budget.${i}.budgetHours`, 'Budget hours', line.budgetHours, 0, 1_000_000),
      range(`budget.${i}.budgetUnits`, 'Budget units', line.budgetUnits, 0, 1_000_000_000),
      range(
        `budget.${i}.estimatedCompletePercentage`,
        'Estimated complete percentage',
        line.estimatedCompletePercentage,
        0,
        100,
      ),
    ];
    const bad = checks.find((c) => c !== null);
    if (bad) return bad;
  }
  return null;
}

/** First problem of the weather flags (ranges, low below high), or null. */
export function validateWeather(w: WeatherFlags): PlaceProblem | null {
  const checks = [
    range('flagLowTemp', 'Low temperature flag', w.flagLowTemp, -100, 150),
    range('flagHighTemp', 'High temperature flag', w.flagHighTemp, -100, 150),
    range('flagWindChillTemp', 'Wind chill flag', w.flagWindChillTemp, -100, 150),
    range('flagWindSpeed', 'Wind speed flag', w.flagWindSpeed, 0, 300),
    range('flagLowHumidity', 'Low humidity flag', w.flagLowHumidity, 0, 100),
    range('flagHighHumidity', 'High humidity flag', w.flagHighHumidity, 0, 100),
    range('flagVisibility', 'Visibility flag', w.flagVisibility, 0, 100),
  ];
  const bad = checks.find((c) => c !== null);
  if (bad) return bad;
  if (isNum(w.flagLowTemp) && isNum(w.flagHighTemp) && w.flagLowTemp >= w.flagHighTemp)
    return problem(
      'flagLowTemp',
      'tempOrder',
      'Low temperature flag must be below the high temperature flag.',
    );
  if (isNum(w.flagLowHumidity) && isNum(w.flagHighHumidity) && w.flagLowHumidity >= w.flagHighHumidity)
    return problem(
      'flagLowHumidity',
      'humidityOrder',
      'Low humidity flag must be below the high humidity flag.',
    );
  const f = w.flagConditions;
  if (!blank(f) && (!Number.isInteger(f) || (f as number) < 0 || (f as number) > 63))
    return problem(
      'flagConditions',
      'flags',
      'Flag conditions must combine rain 1, sleet 2, lightning 4, snow 8, fog 16 and hail 32 (0 to 63).',
    );
  return null;
}

/** First problem of a task draft (service spec 3 "Task"), or null. */
export function validateTask(d: TaskRecord): PlaceProblem | null {
  if (!d.name?.trim()) return problem('name', 'nameRequired', 'Name is required.');
  if ((d.code ?? '').length > 100)
    return problem('code', 'codeLength', 'Code must be at most 100 characters.');
  if (d.productivityUnitTracking && !UNIT_TRACKING.includes(d.productivityUnitTracking))
    return problem(
      'productivityUnitTracking',
      'tracking',
      'Productivity unit tracking must be none, tracksUnits or requiredOnOut.',
    );
  return null;
}

/** Device multiples (service spec 9 "Devices: multiples 1 to 99"). */
export const CARDINALITY_MIN = 1;
export const CARDINALITY_MAX = 99;

/**
 * First problem of a device draft (service spec 5 "Device"): 'Name is required.',
 * 'Administrator is required.', cardinality 1 to 99 on a new device; or null. (The unique name,
 * 'Device name already exists.', is checked by the server.)
 */
export function validateDevice(d: DeviceRecord, isNew: boolean): PlaceProblem | null {
  if (!d.name?.trim()) return problem('name', 'nameRequired', 'Name is required.');
  if (!d.administrator_id) return problem('administrator_id', 'adminRequired', 'Administrator is required.');
  if ((d.phone ?? '').length > 50)
    return problem('phone', 'phoneLength', 'Phone must be at most 50 characters.');
  if (isNew) {
    const n = d.cardinality;
    if (!Number.isInteger(n) || (n as number) < CARDINALITY_MIN || (n as number) > CARDINALITY_MAX)
      return problem('cardinality', 'cardinality', 'Cardinality must be between 1 and 99.');
  }
  return null;
}

/** Names a new device with cardinality n creates: the name itself for 1, else 'name 1'..'name n'. */
export function deviceNames(name: string, n: number): string[] {
  const base = name.trim();
  if (!Number.isInteger(n) || n <= 1) return [base];
  return Array.from({ length: n }, (_, i) => `${base} ${i + 1}`);
}

// ---- drafts and payloads ----

/** A new location (service spec 4: active; spec 9: country US). */
export function newLocation(id: string, parentId: string | null = null): LocationRecord {
  return {
    id,
    name: '',
    code: '',
    status: 1,
    parent_id: parentId,
    address: { country: 'US' },
    budget: [],
    media: [],
    flagConditions: 0,
  };
}

export function newTask(id: string, parentId: string | null = null): TaskRecord {
  return {
    id,
    name: '',
    code: '',
    status: 1,
    parent_id: parentId,
    productivityUnitTracking: 'none',
    unitMeasure_id: null,
    isGeofenceExempt: false,
  };
}

export function newDevice(id: string): DeviceRecord {
  return {
    id,
    name: '',
    administrator_id: null,
    phone: '',
    status: 1,
    cardinality: 1,
    sendInviteEmail: false,
  };
}

const trimOrNull = (v: string | null | undefined) => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};
const numOrNull = (v: unknown) => (isNum(v) ? v : null);

/** The body of POST /api/v2.1/Location: trimmed text, numbers or null, media marked deleted kept. */
export function locationPayload(d: LocationRecord, isNew: boolean): Record<string, unknown> {
  const { id, ...rest } = d;
  return {
    ...rest,
    ...(isNew ? {} : { id }),
    name: (d.name ?? '').trim(),
    code: trimOrNull(d.code),
    description: trimOrNull(d.description),
    lat: numOrNull(d.lat),
    lon: numOrNull(d.lon),
    geoFenceRadius: numOrNull(d.geoFenceRadius),
    timeZone: trimOrNull(d.timeZone),
    parent_id: d.parent_id || null,
    payGroup_id: d.payGroup_id || null,
    contactName: trimOrNull(d.contactName),
    contactPhone: trimOrNull(d.contactPhone),
    address: d.address
      ? Object.fromEntries(
          Object.entries(d.address).map(([k, v]) => [k, typeof v === 'string' ? trimOrNull(v) : v]),
        )
      : null,
    flagConditions: d.flagConditions ?? 0,
    budget: (d.budget ?? []).map((b) => ({
      ...(b.id ? { id: b.id } : {}),
      task_id: b.task_id,
      budgetHours: numOrNull(b.budgetHours),
      budgetUnits: numOrNull(b.budgetUnits),
      estimatedCompletePercentage: numOrNull(b.estimatedCompletePercentage),
      estimatedCompleteDate: b.estimatedCompleteDate || null,
    })),
    media: (d.media ?? []).map((m) => ({
      id: m.id,
      fileName: m.fileName,
      mimeType: m.mimeType ?? null,
      ...(m.deleted ? { deleted: true } : {}),
    })),
  };
}

/** The body of POST /api/Task (unit measure cleared when units are not tracked). */
export function taskPayload(d: TaskRecord, isNew: boolean): Record<string, unknown> {
  const { id, ...rest } = d;
  const tracking = d.productivityUnitTracking ?? 'none';
  return {
    ...rest,
    ...(isNew ? {} : { id }),
    name: (d.name ?? '').trim(),
    code: trimOrNull(d.code),
    parent_id: d.parent_id || null,
    productivityUnitTracking: tracking,
    unitMeasure_id: tracking === 'none' ? null : d.unitMeasure_id || null,
    isGeofenceExempt: d.isGeofenceExempt === true,
    division_id: d.division_id || null,
    department_id: d.department_id || null,
    payCodeRule_id: d.payCodeRule_id || null,
  };
}

/** The body of POST /api/Device; cardinality and the invite only on a new device. */
export function devicePayload(d: DeviceRecord, isNew: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: (d.name ?? '').trim(),
    administrator_id: d.administrator_id || null,
    phone: trimOrNull(d.phone),
    status: d.status ?? 1,
  };
  if (isNew) {
    body.cardinality = d.cardinality ?? 1;
    body.sendInviteEmail = (d.cardinality ?? 1) > 1 ? false : d.sendInviteEmail === true;
    if ((d.cardinality ?? 1) > 1) body.phone = null;
  } else body.id = d.id;
  return body;
}

/** A text field's value as a number: '' -> null, a non-number keeps the text (validation names it). */
export function parseNumberText(text: string): number | string | null {
  const s = text.trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}

/**
 * The translation key of a known server message (the Device and place rules), so the message is
 * shown in the user's language; null for any other message (shown as the server wrote it).
 */
export function serverMessageKey(message: string): string | null {
  const known: Record<string, string> = {
    'Device name already exists.': 'places.msg.nameTaken',
    'Administrator is required.': 'places.msg.adminRequired',
    'Cardinality must be between 1 and 99.': 'places.msg.cardinality',
    'A location cannot be its own parent or ancestor.': 'places.msg.parentLoopLocation',
    'A task cannot be its own parent or ancestor.': 'places.msg.parentLoopTask',
    'Each task may have only one budget line.': 'places.msg.budgetTwice',
  };
  // Schema failures arrive prefixed with the field ('cardinality: Cardinality must be ...').
  const bare = /^[A-Za-z_][\w.]*: (.*)$/.exec(message)?.[1] ?? message;
  return known[bare] ?? null;
}
