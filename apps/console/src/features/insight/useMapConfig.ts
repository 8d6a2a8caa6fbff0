import type { TileSource } from '@wm/widgets';
import useSWR from 'swr';
import { insightApi } from './insightApi.js';

/**
 * The maps' configuration from the server (GET /api/insight/map-config): the Google Maps key
 * (GOOGLE_MAPS_API_KEY) and raster tiles (MAP_TILE_URL, MAP_ATTRIBUTION); both undefined/null when
 * not configured, and the MapView then draws its offline grid.
 */
export function useMapConfig(): { apiKey: string | undefined; tiles: TileSource | null } {
  const config = useSWR('insight/map-config', insightApi.mapConfig, { revalidateOnFocus: false });
  const c = config.data;
  return {
    apiKey: c?.googleMapsApiKey ?? undefined,
    tiles: c?.tileUrl ? { url: c.tileUrl, attribution: c.attribution ?? '' } : null,
  };
}
