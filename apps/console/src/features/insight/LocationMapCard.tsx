import type { MapPin } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { insightApi, summaryRows } from './insightApi.js';
import { useMapConfig } from './useMapConfig.js';
import { LazyMapView } from '../common/LazyMapView.js';

/**
 * The location insight map (time spec 2 "Insight maps", 4 "Insight map pins"): one pin per location
 * with coordinates, orange by default and red when its weather or budget is severe; the info window
 * drills into employees (/time/editor/), assets (/assets/inventory/), devices (/settings/devices/)
 * and budget and weather (/settings/locations/). Tiles from MAP_TILE_URL, Google Maps with
 * GOOGLE_MAPS_API_KEY, else the offline grid with a 'not configured' note.
 */
export function LocationMapCard({ width = 560, height = 340 }: { width?: number; height?: number }) {
  const { t } = useTranslation();
  const map = useMapConfig();
  const summary = useSWR('insight/location-summary', insightApi.locationSummary, {
    revalidateOnFocus: false,
  });
  const pins = useMemo<MapPin[]>(
    () =>
      summaryRows(summary.data)
        .filter((r) => typeof r.latitude === 'number' && typeof r.longitude === 'number')
        .map((r) => ({
          id: String(r.location_id),
          lat: r.latitude as number,
          lng: r.longitude as number,
          title: String(r.title),
          color: r.pinColor === 'red' ? 'red' : 'orange',
          content: (
            <ul data-testid="location-info">
              <li>
                <Link to="/time/editor/">
                  {t('insight.map.employees', { count: Number(r.employees ?? 0) })}
                </Link>
              </li>
              <li>
                <Link to="/assets/inventory/">
                  {t('insight.map.assets', { count: Number(r.assets ?? 0) })}
                </Link>
              </li>
              <li>
                <Link to="/settings/devices/">
                  {t('insight.map.devices', { count: Number(r.devices ?? 0) })}
                </Link>
              </li>
              <li>
                <Link to="/settings/locations/">
                  {r.budget === null || r.budget === undefined
                    ? t('insight.map.noBudget')
                    : t('insight.map.budget', { percent: r.budget })}
                </Link>
              </li>
              {r.weather ? (
                <li>
                  <Link to="/settings/locations/">{String(r.weather)}</Link>
                </li>
              ) : null}
            </ul>
          ),
        })),
    [summary.data, t],
  );
  return (
    <LazyMapView
      label={t('insight.map.locations')}
      pins={pins}
      width={width}
      height={height}
      apiKey={map.apiKey}
      tiles={map.tiles}
      labels={{
        close: t('common.close'),
        offline: t('insight.map.offline'),
        notConfigured: t('insight.map.notConfigured'),
        skipped: (n) => t('insight.map.skipped', { count: n }),
        cluster: (n) => t('insight.map.cluster', { count: n }),
        showAll: t('insight.map.showAll'),
      }}
    />
  );
}
