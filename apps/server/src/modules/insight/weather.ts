/**
 * Location weather for the dashboard and the insight map (time spec 2 "Insight maps and dashboard",
 * design.md 3 "Outside services"): an adapter over the Open-Meteo forecast API (no key; the base URL
 * comes from WEATHER_API_URL, e.g. https://api.open-meteo.com/v1/forecast). Without the variable the
 * adapter is 'not configured' and answers nothing; tests feed it recorded responses.
 */

/** Current weather at a place. */
export interface WeatherNow {
  /** Temperature in the company's unit (°F imperial, °C metric). */
  temperature: number;
  temperatureUnit: string;
  windSpeed: number;
  windUnit: string;
  /** WMO weather code (0 clear ... 99 thunderstorm with hail). */
  code: number;
  /** Short English description of the code. */
  description: string;
  /** danger (thunderstorm, heavy snow, storm wind), warning (heavy rain or snow, strong wind), success. */
  severity: 'success' | 'warning' | 'danger';
  /** Local time of the observation as the service gives it. */
  time: string;
}

/** One day of a forecast (the place's local date). */
export interface WeatherDay {
  /** 'YYYY-MM-DD' at the place. */
  date: string;
  code: number;
  description: string;
  severity: WeatherNow['severity'];
  /** Highest and lowest temperature of the day in the company's unit. */
  max: number;
  min: number;
  temperatureUnit: string;
}

export interface WeatherAdapter {
  readonly configured: boolean;
  /** Current weather, or null when not configured or the service could not answer. */
  current(lat: number, lon: number, unitSystem: 'imperial' | 'metric'): Promise<WeatherNow | null>;
  /** The next five days (today first), or null when not configured or the service could not answer. */
  forecast?(lat: number, lon: number, unitSystem: 'imperial' | 'metric'): Promise<WeatherDay[] | null>;
}

const DESCRIPTIONS: [number, string][] = [
  [0, 'Clear'],
  [3, 'Cloudy'],
  [48, 'Fog'],
  [57, 'Drizzle'],
  [67, 'Rain'],
  [77, 'Snow'],
  [82, 'Rain showers'],
  [86, 'Snow showers'],
  [99, 'Thunderstorm'],
];

/** Description of a WMO weather code. */
export function describeWeatherCode(code: number): string {
  return DESCRIPTIONS.find(([max]) => code <= max)?.[1] ?? 'Unknown';
}

/** Severity of the weather (time spec 4: severe weather turns a location pin red). */
export function weatherSeverity(
  code: number,
  windSpeed: number,
  unitSystem: 'imperial' | 'metric',
): WeatherNow['severity'] {
  const mph = unitSystem === 'metric' ? windSpeed / 1.609 : windSpeed;
  if (code >= 95 || code === 75 || code === 86 || mph >= 40) return 'danger';
  if (code === 65 || code === 67 || code === 82 || code === 73 || mph >= 25) return 'warning';
  return 'success';
}

/** The 'not configured' adapter. */
export const notConfiguredWeather: WeatherAdapter = {
  configured: false,
  current: async () => null,
  forecast: async () => null,
};

type FetchFn = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * The Open-Meteo adapter: GET {baseUrl}?latitude&longitude&current=temperature_2m,weather_code,
 * wind_speed_10m&temperature_unit&wind_speed_unit. Answers are cached for 15 minutes per place and
 * unit; a failed call answers null (the dashboard then shows no weather for that place).
 */
export function openMeteoWeather(
  baseUrl: string,
  fetchFn: FetchFn = fetch as unknown as FetchFn,
  now = () => Date.now(),
): WeatherAdapter {
  const cache = new Map<string, { at: number; value: WeatherNow | null }>();
  const daily = new Map<string, { at: number; value: WeatherDay[] | null }>();
  return {
    configured: true,
    async current(lat, lon, unitSystem) {
      const key = `${lat.toFixed(3)},${lon.toFixed(3)},${unitSystem}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < 15 * 60_000) return hit.value;
      const url = new URL(baseUrl);
      url.searchParams.set('latitude', String(lat));
      url.searchParams.set('longitude', String(lon));
      url.searchParams.set('current', 'temperature_2m,weather_code,wind_speed_10m');
      url.searchParams.set('temperature_unit', unitSystem === 'metric' ? 'celsius' : 'fahrenheit');
      url.searchParams.set('wind_speed_unit', unitSystem === 'metric' ? 'kmh' : 'mph');
      let value: WeatherNow | null = null;
      try {
        const res = await fetchFn(url.toString(), { signal: AbortSignal.timeout(5000) });
        if (res.ok) {
          const body = (await res.json()) as {
            current?: {
              time?: string;
              temperature_2m?: number;
              weather_code?: number;
              wind_speed_10m?: number;
            };
            current_units?: { temperature_2m?: string; wind_speed_10m?: string };
          };
          const c = body.current;
          if (c && typeof c.temperature_2m === 'number' && typeof c.weather_code === 'number') {
            const wind = c.wind_speed_10m ?? 0;
            value = {
              temperature: c.temperature_2m,
              temperatureUnit: body.current_units?.temperature_2m ?? (unitSystem === 'metric' ? '°C' : '°F'),
              windSpeed: wind,
              windUnit: body.current_units?.wind_speed_10m ?? (unitSystem === 'metric' ? 'km/h' : 'mp/h'),
              code: c.weather_code,
              description: describeWeatherCode(c.weather_code),
              severity: weatherSeverity(c.weather_code, wind, unitSystem),
              time: c.time ?? '',
            };
          }
        }
      } catch {
        value = null;
      }
      cache.set(key, { at: now(), value });
      return value;
    },
    /**
     * GET {baseUrl}?latitude&longitude&daily=weather_code,temperature_2m_max,temperature_2m_min,
     * wind_speed_10m_max&forecast_days=5&timezone=auto (cached an hour per place and unit).
     */
    async forecast(lat, lon, unitSystem) {
      const key = `${lat.toFixed(3)},${lon.toFixed(3)},${unitSystem}`;
      const hit = daily.get(key);
      if (hit && now() - hit.at < 60 * 60_000) return hit.value;
      const url = new URL(baseUrl);
      url.searchParams.set('latitude', String(lat));
      url.searchParams.set('longitude', String(lon));
      url.searchParams.set('daily', 'weather_code,temperature_2m_max,temperature_2m_min,wind_speed_10m_max');
      url.searchParams.set('forecast_days', '5');
      url.searchParams.set('timezone', 'auto');
      url.searchParams.set('temperature_unit', unitSystem === 'metric' ? 'celsius' : 'fahrenheit');
      url.searchParams.set('wind_speed_unit', unitSystem === 'metric' ? 'kmh' : 'mph');
      let value: WeatherDay[] | null = null;
      try {
        const res = await fetchFn(url.toString(), { signal: AbortSignal.timeout(5000) });
        if (res.ok) {
          const body = (await res.json()) as {
            daily?: {
              time?: string[];
              weather_code?: number[];
              temperature_2m_max?: number[];
              temperature_2m_min?: number[];
              wind_speed_10m_max?: number[];
            };
            daily_units?: { temperature_2m_max?: string };
          };
          const d = body.daily;
          if (d && Array.isArray(d.time) && Array.isArray(d.weather_code)) {
            const unit = body.daily_units?.temperature_2m_max ?? (unitSystem === 'metric' ? '°C' : '°F');
            value = d.time.slice(0, 5).flatMap((date, i) => {
              const code = d.weather_code?.[i];
              const max = d.temperature_2m_max?.[i];
              const min = d.temperature_2m_min?.[i];
              if (typeof code !== 'number' || typeof max !== 'number' || typeof min !== 'number') return [];
              return [
                {
                  date,
                  code,
                  description: describeWeatherCode(code),
                  severity: weatherSeverity(code, d.wind_speed_10m_max?.[i] ?? 0, unitSystem),
                  max,
                  min,
                  temperatureUnit: unit,
                },
              ];
            });
          }
        }
      } catch {
        value = null;
      }
      daily.set(key, { at: now(), value });
      return value;
    },
  };
}

/** The adapter of the environment: Open-Meteo at WEATHER_API_URL, else not configured. */
export function weatherFromEnv(env: NodeJS.ProcessEnv = process.env): WeatherAdapter {
  const url = env.WEATHER_API_URL?.trim();
  return url ? openMeteoWeather(url) : notConfiguredWeather;
}
