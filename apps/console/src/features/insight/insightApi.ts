import type { LocationTaskBudgets } from '@wm/domain';
import { apiClient } from '../../lib/api.js';

/** GET /api/insight/map-config: tiles (MAP_TILE_URL), Google key; nulls mean not configured. */
export interface MapConfig {
  tileUrl: string | null;
  attribution: string | null;
  googleMapsApiKey: string | null;
  weatherConfigured: boolean;
}
export interface SeriesData {
  labels: string[];
  series: { name: string; values: number[] }[];
}
export interface PieData {
  labels: string[];
  values: number[];
}
/** A location's task budgets (GET /api/report/idash-budget; the shape is the domain's). */
export type LocationBudget = LocationTaskBudgets;
/** A location of GET /api/report/idash-budget?rows=0: its budget percent without the rows. */
export type LocationBudgetPercent = Pick<LocationBudget, 'location_id' | 'name' | 'percent' | 'periodStart'>;
export interface LocationSummary {
  fields: string[];
  records: unknown[][];
}
export interface WeatherRecord {
  location_id: string;
  name: string;
  weather: { temperature: number; temperatureUnit: string; description: string; severity: string } | null;
}

/** A day of the 5-day forecast ('YYYY-MM-DD' at the place; temperatures in the company's unit). */
export interface ForecastDay {
  date: string;
  description: string;
  severity: string;
  max: number;
  min: number;
  temperatureUnit: string;
}
export interface ForecastRecord {
  location_id: string;
  name: string;
  days: ForecastDay[] | null;
}

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiClient.http.get<T>(path, query as Record<string, string>);

/** The insight calls of time spec 7 "Assets and insight" (computed on the server). */
export const insightApi = {
  mapConfig: () => get<MapConfig>('/insight/map-config'),
  productivity: (kind: 'hours' | 'units', days = 7) =>
    get<SeriesData>(`/report/dashboard-productivity-${kind}`, { days }),
  pie: (kind: 'hours' | 'units', days = 7) => get<PieData>(`/report/dashboard-${kind}-pie`, { days }),
  locationHours: (days = 7) => get<PieData>('/report/location-hours', { days }),
  weather: () => get<{ configured: boolean; records: WeatherRecord[] }>('/report/dashboard-location-weather'),
  media: () =>
    get<{ id: string; fileName: string; createdOn: string; mimeType?: string | null }[]>(
      '/report/dashboard-media',
    ),
  devices: (flaggedHours: number) =>
    get<{ id: string; name: string; lastSyncTimeStamp: string | null }[]>('/report/dashboard-device', {
      flaggedHours,
    }),
  budgets: (locationIds?: string[]) =>
    get<LocationBudget[]>('/report/idash-budget', { locationIds: locationIds?.join(',') || undefined }),
  /** The budget percent of each location, without its rows (the dashboard's budget donut). */
  budgetPercents: () => get<LocationBudgetPercent[]>('/report/idash-budget', { rows: 0 }),
  locationSummary: () => get<LocationSummary>('/report/idash-location-summary'),
  /** GET /api/report/dashboard-location-weather5Day: five days per location (days null: no answer). */
  forecast: () =>
    get<{ configured: boolean; records: ForecastRecord[] }>('/report/dashboard-location-weather5Day'),
  closeProductivity: (locationIds: string[]) =>
    apiClient.http.post<{ closed: number; closedAt: string }>('/insight/productivity/close', { locationIds }),
};

/** A location summary record as an object (fields read by name from the positional arrays). */
export function summaryRows(s: LocationSummary | undefined): Record<string, unknown>[] {
  if (!s) return [];
  return s.records.map((r) => Object.fromEntries(s.fields.map((f, i) => [f, r[i]])));
}
