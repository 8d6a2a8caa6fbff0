import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notConfiguredWeather, openMeteoWeather, weatherFromEnv, weatherSeverity } from '../weather.js';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/open-meteo-current.json', import.meta.url), 'utf8'),
);

describe('weather adapter (recorded Open-Meteo response)', () => {
  it('reads the current weather and asks with the company unit', async () => {
    const urls: string[] = [];
    const adapter = openMeteoWeather('https://api.open-meteo.com/v1/forecast', async (url) => {
      urls.push(url);
      return { ok: true, json: async () => recorded };
    });
    const w = await adapter.current(39.7392, -104.9903, 'imperial');
    expect(w).toEqual({
      temperature: 41.3,
      temperatureUnit: '°F',
      windSpeed: 12.5,
      windUnit: 'mp/h',
      code: 95,
      description: 'Thunderstorm',
      severity: 'danger',
      time: '2026-11-24T20:00',
    });
    expect(urls[0]).toContain('temperature_unit=fahrenheit');
    expect(urls[0]).toContain('latitude=39.7392');
    // Cached: a second call does not ask again.
    await adapter.current(39.7392, -104.9903, 'imperial');
    expect(urls).toHaveLength(1);
  });
  it('a failing service answers null; not configured without WEATHER_API_URL', async () => {
    const failing = openMeteoWeather('https://x.invalid/', async () => {
      throw new Error('offline');
    });
    expect(await failing.current(1, 2, 'metric')).toBeNull();
    expect(weatherFromEnv({})).toBe(notConfiguredWeather);
    expect(weatherFromEnv({ WEATHER_API_URL: 'https://api.open-meteo.com/v1/forecast' }).configured).toBe(
      true,
    );
    expect(await notConfiguredWeather.current(1, 2, 'imperial')).toBeNull();
  });
  it('severity: thunderstorm or storm wind is danger, heavy rain warning', () => {
    expect(weatherSeverity(95, 0, 'imperial')).toBe('danger');
    expect(weatherSeverity(0, 45, 'imperial')).toBe('danger');
    expect(weatherSeverity(65, 5, 'metric')).toBe('warning');
    expect(weatherSeverity(1, 5, 'metric')).toBe('success');
  });
});
