import { z } from 'zod';
import { badRequest } from '../../platform/errors.js';
import type { UserDefinedFilters } from './time.prefs.js';

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** Largest number of ids in one filter list. */
export const MAX_FILTER_IDS = 50;

/** A comma-separated id list of the query string ('a,b,c'); 400 naming the parameter when malformed. */
function idList(name: string, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_FILTER_IDS) throw badRequest(`${name} may list at most ${MAX_FILTER_IDS} ids.`);
  const bad = ids.find((id) => !ID_RE.test(id));
  if (bad !== undefined) throw badRequest(`${name} holds an invalid id '${bad.slice(0, 64)}'.`);
  return ids;
}

/** Record states of the Time filter (time spec 2 "filter panel: Time"). */
export const TIME_FILTER_STATES = ['all', 'complete', 'incomplete', 'edited', 'unedited'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** The editor's filter-panel query parameters of GET /Time (all optional). */
export const TimeFilterQuerySchema = z.object({
  locationIds: z.string().max(20000).optional(),
  taskIds: z.string().max(20000).optional(),
  assetIds: z.string().max(20000).optional(),
  state: z
    .enum(TIME_FILTER_STATES, { error: `state must be one of ${TIME_FILTER_STATES.join(', ')}` })
    .optional(),
  myLocations: flag,
  myAssets: flag,
});
export type TimeFilterQuery = z.infer<typeof TimeFilterQuerySchema>;

const q = (id: string) => `'${id}'`; // ids are checked against ID_RE: no quote can occur
const anyOf = (field: string, ids: readonly string[]) =>
  `(${ids.map((id) => `${field} eq ${q(id)}`).join(' or ')})`;
const anyAsset = (ids: readonly string[]) =>
  `(${ids.map((id) => `contains(assetIdsText, '"${id}"')`).join(' or ')})`;

/**
 * The filter panel (Time, Asset, Location, Task) and the user-defined filters (filterMyLocations,
 * filterMyAssets; time spec 2) as one entity-filter expression over the Time whitelist, or null for
 * none. Location, task and asset lists each match any of their ids; the lists combine with 'and'.
 * `my` are the caller's saved filters: with myLocations the records must be at one of
 * myLocationIds, with myAssets carry one of myAssetIds; an empty saved list matches nothing
 * (the user asked for "my" records and has none). State: complete (IN and OUT), incomplete,
 * edited (manually added or edited), unedited.
 */
export function timeFilterExpression(query: TimeFilterQuery, my: UserDefinedFilters): string | null {
  const parts: string[] = [];
  const locations = idList('locationIds', query.locationIds);
  const tasks = idList('taskIds', query.taskIds);
  const assets = idList('assetIds', query.assetIds);
  if (locations.length) parts.push(anyOf('location_id', locations));
  if (tasks.length) parts.push(anyOf('task_id', tasks));
  if (assets.length) parts.push(anyAsset(assets));
  if (query.myLocations) {
    const mine = (my.myLocationIds ?? []).filter((id) => ID_RE.test(id)).slice(0, MAX_FILTER_IDS);
    parts.push(mine.length ? anyOf('location_id', mine) : 'id eq null');
  }
  if (query.myAssets) {
    const mine = (my.myAssetIds ?? []).filter((id) => ID_RE.test(id)).slice(0, MAX_FILTER_IDS);
    parts.push(mine.length ? anyAsset(mine) : 'id eq null');
  }
  switch (query.state) {
    case 'complete':
      parts.push('(inTimeStamp ne null and outTimeStamp ne null)');
      break;
    case 'incomplete':
      parts.push('(inTimeStamp eq null or outTimeStamp eq null)');
      break;
    case 'edited':
      parts.push('wasManuallyEdited eq true');
      break;
    case 'unedited':
      parts.push('wasManuallyEdited eq false');
      break;
    default:
  }
  return parts.length ? parts.join(' and ') : null;
}
