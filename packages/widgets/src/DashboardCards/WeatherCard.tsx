import type { ReactNode } from 'react';
import { Card } from '@wm/ui';
import * as styles from './DashboardCards.css';

/** Current weather at a location (temperatures in the company's unit, e.g. '°F'). */
export interface WeatherNow {
  temperature: number;
  temperatureUnit: string;
  description: string;
  /** 'danger' for severe weather (red, as the map's pins), anything else is normal. */
  severity: string;
}
/** A day of the 5-day forecast ('YYYY-MM-DD' at the place). */
export interface WeatherForecastDay {
  date: string;
  description: string;
  severity: string;
  max: number;
  min: number;
  temperatureUnit: string;
}
/** One location's line of the weather card; `weather` null: the service had no answer for it. */
export interface WeatherCardLocation {
  location_id: string;
  name: string;
  weather: WeatherNow | null;
  /** The 5-day forecast, when loaded. */
  forecast?: readonly WeatherForecastDay[] | null;
}

/** Texts of WeatherCard (English defaults; the console passes its translations). */
export interface WeatherCardLabels {
  title: string;
  notConfigured: string;
  noWeather: string;
  empty: string;
  forecast: string;
  forecastOf: (name: string) => string;
  /** One forecast day, e.g. 'Mon: 71° / 48°F Clear sky'; `day` comes from formatDay. */
  forecastDay: (d: { day: string; max: number; min: number; unit: string; description: string }) => string;
}

export const defaultWeatherCardLabels: WeatherCardLabels = {
  title: 'Location weather',
  notConfigured: 'Weather is not configured (WEATHER_API_URL).',
  noWeather: 'no answer from the weather service',
  empty: 'No locations with coordinates.',
  forecast: '5-day forecast',
  forecastOf: (name) => `5-day forecast of ${name}`,
  forecastDay: ({ day, max, min, unit, description }) => `${day}: ${max}° / ${min}${unit} ${description}`,
};

export interface WeatherCardProps {
  /** false: the weather adapter is not configured; undefined: still loading. */
  configured: boolean | undefined;
  locations: readonly WeatherCardLocation[];
  /** A forecast day 'YYYY-MM-DD' as shown (default: the short weekday in English, UTC). */
  formatDay?: (date: string) => string;
  labels?: Partial<WeatherCardLabels>;
}

const defaultDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/**
 * The dashboard's location weather card (time spec 2 "Insight maps and dashboard", issue 11): each
 * location's temperature and conditions, severe weather in red, the 5-day forecast folded under a
 * disclosure, and the adapter's 'not configured' state (data-testid weather-not-configured).
 * Temperatures are rounded to whole degrees of the unit given.
 */
export function WeatherCard({ configured, locations, formatDay = defaultDay, labels }: WeatherCardProps) {
  const l = { ...defaultWeatherCardLabels, ...labels };
  let body: ReactNode;
  if (configured === false) {
    body = (
      <p className={styles.muted} data-testid="weather-not-configured">
        {l.notConfigured}
      </p>
    );
  } else if (configured === true && locations.length === 0) {
    body = <p className={styles.muted}>{l.empty}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {locations.map((r) => (
          <li key={r.location_id} className={r.weather?.severity === 'danger' ? styles.danger : undefined}>
            {r.name}:{' '}
            {r.weather
              ? `${Math.round(r.weather.temperature)}${r.weather.temperatureUnit} ${r.weather.description}`
              : l.noWeather}
            {r.forecast?.length ? (
              <details>
                <summary>{l.forecast}</summary>
                <ul className={styles.list} aria-label={l.forecastOf(r.name)}>
                  {r.forecast.map((d) => (
                    <li key={d.date} className={d.severity === 'danger' ? styles.danger : styles.plain}>
                      {l.forecastDay({
                        day: formatDay(d.date),
                        max: Math.round(d.max),
                        min: Math.round(d.min),
                        unit: d.temperatureUnit,
                        description: d.description,
                      })}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return <Card title={l.title}>{body}</Card>;
}
