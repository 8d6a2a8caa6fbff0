import type { ServerModule } from '../../platform/module.js';
import { seedInsightDemo } from './insight.seed.js';
import { registerInsightRoutes } from './insight.routes.js';
import { setReportWeather } from './insight.reports.js';
import { registerCustomReportRoutes } from './customreport.js';
import { type WeatherAdapter, weatherFromEnv } from './weather.js';

/** The weather adapter in use (tests swap in one fed with recorded responses). */
let weather: WeatherAdapter | null = null;

/** Replaces the weather adapter (tests: a recorded Open-Meteo response); null goes back to the environment's. */
export function setWeatherAdapter(adapter: WeatherAdapter | null): void {
  weather = adapter;
}

/**
 * Insight (time spec 2 "Insight maps and dashboard", 3 "Insight records", 4 "Insight map pins", 7):
 * the dashboard and insight-map calls computed on the server, the map configuration (MAP_TILE_URL,
 * MAP_ATTRIBUTION, GOOGLE_MAPS_API_KEY), location weather through an adapter (WEATHER_API_URL) and
 * the productivity (task budget) rows; demo task budgets.
 */
export const insightModule: ServerModule = {
  name: 'insight',
  routes(app, platform) {
    const env = process.env;
    const adapter = {
      get configured() {
        return (weather ?? fallback).configured;
      },
      current: (lat: number, lon: number, unit: 'imperial' | 'metric') =>
        (weather ?? fallback).current(lat, lon, unit),
      forecast: async (lat: number, lon: number, unit: 'imperial' | 'metric') =>
        (await (weather ?? fallback).forecast?.(lat, lon, unit)) ?? null,
    } satisfies WeatherAdapter;
    const fallback = weatherFromEnv(env);
    setReportWeather(adapter);
    registerInsightRoutes(app, platform, { weather: adapter, env });
    registerCustomReportRoutes(app, platform);
  },
  seedDemo: seedInsightDemo,
};

export { type WeatherAdapter, type WeatherDay, openMeteoWeather, notConfiguredWeather } from './weather.js';
