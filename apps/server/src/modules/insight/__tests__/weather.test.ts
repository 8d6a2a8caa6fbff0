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

describe('5-day forecast (Open-Meteo daily response in its format)', () => {
  const daily = JSON.parse(
    readFileSync(new URL('./fixtures/open-meteo-daily.json', import.meta.url), 'utf8'),
  );

  it('reads five days with highs, lows, descriptions and severity; asks for 5 days in the unit', async () => {
    const urls: string[] = [];
    const adapter = openMeteoWeather('https://api.open-meteo.com/v1/forecast', async (url) => {
      urls.push(url);
      return { ok: true, json: async () => daily };
    });
    const days = await adapter.forecast!(39.7392, -104.9903, 'imperial');
    expect(days).toHaveLength(5);
    expect(days![0]).toEqual({
      date: '2026-11-24',
      code: 3,
      description: 'Cloudy',
      severity: 'success',
      max: 52.1,
      min: 28.4,
      temperatureUnit: '°F',
    });
    expect(days!.map((d) => d.severity)).toEqual(['success', 'success', 'danger', 'warning', 'success']);
    expect(urls[0]).toContain('forecast_days=5');
    expect(urls[0]).toContain('daily=weather_code');
    await adapter.forecast!(39.7392, -104.9903, 'imperial');
    expect(urls).toHaveLength(1);
  });

  it('a failed or malformed answer gives null; not configured gives null', async () => {
    const down = openMeteoWeather('https://x.test/forecast', async () => ({
      ok: false,
      json: async () => ({}),
    }));
    expect(await down.forecast!(1, 2, 'metric')).toBeNull();
    const odd = openMeteoWeather('https://x.test/forecast', async () => ({
      ok: true,
      json: async () => ({ daily: 5 }),
    }));
    expect(await odd.forecast!(1, 2, 'metric')).toBeNull();
    const thrown = openMeteoWeather('https://x.test/forecast', async () => {
      throw new Error('offline');
    });
    expect(await thrown.forecast!(1, 2, 'metric')).toBeNull();
    expect(await notConfiguredWeather.forecast!(1, 2, 'metric')).toBeNull();
  });
});
