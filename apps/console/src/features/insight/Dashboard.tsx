import { Button, Card, Checkbox, Popover } from '@wm/ui';
import { BarChart, BudgetDonut, FlaggedDevicesCard, MediaCard, PieChart, WeatherCard } from '@wm/widgets';
import { moveDashboardCard, normalizeDashboardLayout } from '@wm/domain';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import * as styles from './Dashboard.css.js';
import {
  type DashboardCard,
  type DashboardSettings,
  layoutOf,
  loadCache,
  remember,
  saveCache,
  settingsOf,
} from './dashboardSettings.js';
import { insightApi } from './insightApi.js';
import { apiClient } from '../../lib/api.js';
import { InsightMaps } from './InsightMaps.js';

const opts = { revalidateOnFocus: false };
/** SWR key shared with the time editor's preferences (one GET /EmployeePrefs). */
const PREFS_KEY = '/EmployeePrefs';

/**
 * The insight part of the home dashboard (time spec 2 "Insight maps and dashboard", 7): productivity
 * hours and units per day, hours and units per task, location hours, the budget donut (three
 * bands), the location map, location weather (or its 'not configured' state), recent media and
 * devices not synced within the flagged hours. Every number comes from the server's report calls.
 */
export function Dashboard({ canBudget, userId }: { canBudget: boolean; userId: string }) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<DashboardSettings>(() => settingsOf(loadCache(), userId));
  // The server's copy (EmployeePrefs `dashboard`) wins over the client cache once it answers; a
  // change made before that answer is kept (adopted stays false only until the first answer).
  const prefs = useSWR<Record<string, unknown>>(PREFS_KEY, () => apiClient.http.get(PREFS_KEY), opts);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !prefs.data) return;
    adopted.current = true;
    if (prefs.data.dashboard) {
      const next = { userId, ...normalizeDashboardLayout(prefs.data.dashboard) };
      setSettings(next);
      saveCache(remember(loadCache(), next));
    }
  }, [prefs.data, userId]);
  const update = (next: DashboardSettings) => {
    adopted.current = true;
    setSettings(next);
    saveCache(remember(loadCache(), next));
    void apiClient.http
      .post<Record<string, unknown>>(PREFS_KEY, { preferences: { dashboard: layoutOf(next) } })
      .then((saved) => prefs.mutate(saved, { revalidate: false }))
      .catch(() => undefined);
  };
  const shown = (card: DashboardCard) => !settings.hidden.includes(card);
  const flagged = settings.flaggedHours;
  const setFlagged = (h: number) => update({ ...settings, flaggedHours: h });
  const hours = useSWR(shown('hours') ? 'dash/hours' : null, () => insightApi.productivity('hours'), opts);
  const units = useSWR('dash/units', () => insightApi.productivity('units'), opts);
  const hoursPie = useSWR('dash/hours-pie', () => insightApi.pie('hours'), opts);
  const unitsPie = useSWR('dash/units-pie', () => insightApi.pie('units'), opts);
  const locHours = useSWR('dash/location-hours', () => insightApi.locationHours(), opts);
  const budgets = useSWR(canBudget ? 'dash/budget-percents' : null, insightApi.budgetPercents, opts);
  const weather = useSWR('dash/weather', insightApi.weather, opts);
  const forecast = useSWR(
    shown('weather') && weather.data?.configured ? 'dash/forecast' : null,
    insightApi.forecast,
    opts,
  );
  const forecastOf = new Map((forecast.data?.records ?? []).map((r) => [r.location_id, r.days]));
  const weekday = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const media = useSWR('dash/media', insightApi.media, opts);
  const devices = useSWR(['dash/devices', flagged], () => insightApi.devices(flagged), opts);
  // The maps card mounts once the first chart has its answer: its 5,000-pin summary call would
  // otherwise go first (children's effects run before the parent's) and hold back the charts.
  const chartsFirst = !shown('hours') || hours.data !== undefined || hours.error !== undefined;
  const day = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const cards: Record<DashboardCard, ReactNode> = {
    hours: (
      <Card title={t('insight.card.hours')}>
        <BarChart
          hideTitle
          title={t('insight.card.hours')}
          labels={(hours.data?.labels ?? []).map(day)}
          series={[{ name: t('insight.hours'), values: hours.data?.series[0]?.values ?? [] }]}
          labelHeader={t('insight.day')}
        />
      </Card>
    ),
    units: (
      <Card title={t('insight.card.units')}>
        <BarChart
          hideTitle
          title={t('insight.card.units')}
          labels={(units.data?.labels ?? []).map(day)}
          series={[{ name: t('insight.units'), values: units.data?.series[0]?.values ?? [] }]}
          labelHeader={t('insight.day')}
        />
      </Card>
    ),
    hoursPie: (
      <Card title={t('insight.card.hoursPie')}>
        <PieChart
          hideTitle
          title={t('insight.card.hoursPie')}
          labels={hoursPie.data?.labels ?? []}
          values={hoursPie.data?.values ?? []}
          labelHeader={t('insight.task')}
        />
      </Card>
    ),
    unitsPie: (
      <Card title={t('insight.card.unitsPie')}>
        {unitsPie.data && unitsPie.data.values.length === 0 ? (
          <p className={styles.muted}>{t('insight.noUnits')}</p>
        ) : (
          <PieChart
            hideTitle
            title={t('insight.card.unitsPie')}
            labels={unitsPie.data?.labels ?? []}
            values={unitsPie.data?.values ?? []}
            donut
            labelHeader={t('insight.task')}
          />
        )}
      </Card>
    ),
    locationHours: (
      <Card title={t('insight.card.locationHours')}>
        <BarChart
          hideTitle
          title={t('insight.card.locationHours')}
          labels={locHours.data?.labels ?? []}
          series={[{ name: t('insight.hours'), values: locHours.data?.values ?? [] }]}
          labelHeader={t('insight.location')}
        />
      </Card>
    ),
    budget: (
      <Card title={t('insight.card.budget')}>
        <BudgetDonut
          hideTitle
          title={t('insight.card.budget')}
          percents={(budgets.data ?? []).map((b) => b.percent).filter((p): p is number => p !== null)}
          bandLabels={{
            under90: t('insight.band.under90'),
            from90to100: t('insight.band.from90to100'),
            over100: t('insight.band.over100'),
          }}
          labelHeader={t('insight.band')}
        />
      </Card>
    ),
    maps: (
      <div className={styles.wide}>
        <Card title={t('insight.maps')}>
          <div className={styles.mapBox}>{chartsFirst ? <InsightMaps /> : null}</div>
        </Card>
      </div>
    ),
    weather: (
      <WeatherCard
        configured={weather.data?.configured}
        locations={(weather.data?.records ?? []).map((r) => ({
          ...r,
          forecast: forecastOf.get(r.location_id) ?? null,
        }))}
        formatDay={weekday}
        labels={{
          title: t('insight.card.weather'),
          notConfigured: t('insight.weatherNotConfigured'),
          noWeather: t('insight.noWeather'),
          empty: t('insight.noWeatherLocations'),
          forecast: t('insight.forecast'),
          forecastOf: (name) => t('insight.forecastOf', { name }),
          forecastDay: (d) => t('insight.forecastDay', d),
        }}
      />
    ),
    media: (
      <MediaCard
        items={(media.data ?? []).map((m) => ({
          id: m.id,
          fileName: m.fileName,
          createdOn: m.createdOn,
          href: `/api/file/${encodeURIComponent(m.id)}`,
          thumbnailUrl: m.mimeType?.startsWith('image/') ? `/api/file/${encodeURIComponent(m.id)}` : null,
        }))}
        formatDate={(iso) => new Date(iso).toLocaleDateString(i18n.language)}
        labels={{ title: t('insight.card.media'), empty: t('insight.noMedia') }}
      />
    ),
    devices: (
      <FlaggedDevicesCard
        devices={devices.data ?? []}
        flaggedHours={flagged}
        onFlaggedHoursChange={setFlagged}
        hrefOf={() => '/settings/devices/'}
        formatTime={(iso) => new Date(iso).toLocaleString(i18n.language)}
        labels={{
          title: t('insight.card.devices'),
          flaggedHours: t('insight.flaggedHours'),
          hours: (count) => t('insight.hoursN', { count }),
          empty: t('insight.noFlaggedDevices'),
          never: t('places.never'),
        }}
      />
    ),
  };
  const cardName = (c: DashboardCard) => t(c === 'maps' ? 'insight.maps' : `insight.card.${c}`);
  // Cards the user may see, in the user's order (budget needs its privilege).
  const order = settings.order.filter((c) => c !== 'budget' || canBudget);
  return (
    <section aria-label={t('insight.dashboard')} className={styles.grid}>
      <div className={styles.wide}>
        <Popover
          label={t('insight.customise')}
          trigger={<Button variant="secondary">{t('insight.customise')}</Button>}
        >
          <fieldset className={styles.list} style={{ border: 0 }}>
            <legend>{t('insight.showCards')}</legend>
            {order.map((c, i) => (
              <div key={c} className={styles.orderRow}>
                <Checkbox
                  label={cardName(c)}
                  checked={shown(c)}
                  onCheckedChange={(on) =>
                    update({
                      ...settings,
                      hidden: on === true ? settings.hidden.filter((h) => h !== c) : [...settings.hidden, c],
                    })
                  }
                />
                <span className={styles.spacer} />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('insight.moveUp', { name: cardName(c) })}
                  disabled={i === 0}
                  onClick={() => update({ ...settings, order: moveDashboardCard(settings.order, c, -1) })}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('insight.moveDown', { name: cardName(c) })}
                  disabled={i === order.length - 1}
                  onClick={() => update({ ...settings, order: moveDashboardCard(settings.order, c, 1) })}
                >
                  ↓
                </Button>
              </div>
            ))}
          </fieldset>
        </Popover>
      </div>
      {order.filter(shown).map((c) => (
        <Fragment key={c}>{cards[c]}</Fragment>
      ))}
    </section>
  );
}
