import { Tabs } from '@wm/ui';
import type { MapPin } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { apiClient } from '../../lib/api.js';
import { type LocationSummary, summaryRows } from './insightApi.js';
import { LocationMapCard } from './LocationMapCard.js';
import { useMapConfig } from './useMapConfig.js';
import { LazyMapView } from '../common/LazyMapView.js';
import { formatLocal } from '../time/zones.js';

const fetchSummary = (path: string) => apiClient.http.get<LocationSummary>(path);

/** Employee and asset pins from a positional insight answer (time spec 3 "Insight records"). */
function PinsMap({ kind, width, height }: { kind: 'employee' | 'asset'; width: number; height: number }) {
  const { t } = useTranslation();
  const map = useMapConfig();
  const data = useSWR(`/report/idash-${kind}`, fetchSummary, { revalidateOnFocus: false });
  const pins = useMemo<MapPin[]>(
    () =>
      summaryRows(data.data).map((r, i) =>
        kind === 'employee'
          ? {
              id: `e${i}`,
              lat: r.latitude as number,
              lng: r.longitude as number,
              title: String(r.employee ?? ''),
              color: r.pinColor === 'red' ? 'red' : 'orange',
              content: (
                <ul data-testid="employee-info">
                  <li>{[r.location, r.task].filter(Boolean).join(' · ')}</li>
                  <li>
                    {t('insight.map.in')}: {formatLocal(r.inTime ? String(r.inTime) : null)}
                    {r.inOutside ? ` (${t('insight.map.outside')})` : ''}
                  </li>
                  {r.outTime ? (
                    <li>
                      {t('insight.map.out')}: {formatLocal(String(r.outTime))}
                      {r.outOutside ? ` (${t('insight.map.outside')})` : ''}
                    </li>
                  ) : null}
                  <li>
                    <Link to="/time/editor/">{t('insight.map.openTime')}</Link>
                  </li>
                </ul>
              ),
            }
          : {
              id: `a${i}`,
              lat: r.latitude as number,
              lng: r.longitude as number,
              title: String(r.title ?? ''),
              content: (
                <ul data-testid="asset-info">
                  <li>{[r.code, r.assignee, r.location].filter(Boolean).join(' · ')}</li>
                  <li>{t(r.rented ? 'assets.tag.rented' : 'assets.tag.owned')}</li>
                  <li>
                    <Link to="/assets/inventory/">{t('insight.map.openAssets')}</Link>
                  </li>
                </ul>
              ),
            },
      ),
    [data.data, kind, t],
  );
  return (
    <LazyMapView
      label={t(kind === 'employee' ? 'insight.map.employeesMap' : 'insight.map.assetsMap')}
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

/**
 * The insight maps of the dashboard (time spec 2 "Insight maps and dashboard", 4): locations (drill
 * into employees, assets, devices, budget and weather), employees (red when a clock event was
 * outside the geofence; opens the time editor) and assets (at their assigned location; opens the
 * inventory), as tabs.
 */
export function InsightMaps({ width = 900, height = 380 }: { width?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('insight.maps')}
      items={[
        {
          value: 'locations',
          label: t('insight.map.locations'),
          content: <LocationMapCard width={width} height={height} />,
        },
        {
          value: 'employees',
          label: t('insight.map.employeesMap'),
          content: <PinsMap kind="employee" width={width} height={height} />,
        },
        {
          value: 'assets',
          label: t('insight.map.assetsMap'),
          content: <PinsMap kind="asset" width={width} height={height} />,
        },
      ]}
    />
  );
}
