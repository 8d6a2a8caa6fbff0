import { describe, expect, it } from 'vitest';
import { AdminCompanySettingsSchema, lunchMinutes } from './admin-settings.js';

describe('lunchMinutes (service spec 5 "Settings": lunch in the time format)', () => {
  it('reads whole minutes, clock h:mm and decimal hours up to 12 hours', () => {
    expect(lunchMinutes(30)).toBe(30);
    expect(lunchMinutes('0:30')).toBe(30);
    expect(lunchMinutes('1:05')).toBe(65);
    expect(lunchMinutes('0.5')).toBe(30);
    expect(lunchMinutes('.75')).toBe(45);
    expect(lunchMinutes('12')).toBe(720);
    expect(lunchMinutes('12:00')).toBe(720);
  });
  it('refuses anything else', () => {
    for (const v of ['', '.', '1:5', '12:01', '12.5', '25:00', 'abc', -1, 30.5, 721, null, true])
      expect(lunchMinutes(v), String(v)).toBeNull();
  });
  it('stores lunch as minutes and keeps the spec messages', () => {
    const ok = AdminCompanySettingsSchema.parse({ minLunchMinutes: '0:45', lunchDeductionMinutes: '0.25' });
    expect(ok).toMatchObject({ minLunchMinutes: 45, lunchDeductionMinutes: 15 });
    const bad = AdminCompanySettingsSchema.safeParse({ recognitionThreshold: 5 });
    expect(bad.error?.issues[0]?.message).toBe('Threshold must be between 10 and 100.');
  });
});
