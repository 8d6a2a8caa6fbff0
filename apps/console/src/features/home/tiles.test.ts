import { describe, expect, it } from 'vitest';
import { homeTileKey } from './tiles.js';

const access = (paths: string[], keys: string[]) => (path: string, key?: string) =>
  key ? keys.includes(`${path}${key}`) : paths.includes(path);

describe('home tiles (issue 19)', () => {
  it('promises correcting and approving time only to those who may', () => {
    const manager = access(['/time/editor/'], ['/time/editor/others-time/edit', '/time/editor/my-time/edit']);
    expect(homeTileKey('/time/', manager)).toBe('home.tile./time/');
    const employee = access(['/time/editor/', '/time/clock/'], ['/time/editor/my-time/edit']);
    expect(homeTileKey('/time/', employee)).toBe('home.tile.time.own');
    expect(homeTileKey('/time/', access(['/time/editor/'], []))).toBe('home.tile.time.view');
    expect(homeTileKey('/time/', access(['/time/clock/'], []))).toBe('home.tile.time.clock');
    expect(homeTileKey('/assets/', employee)).toBe('home.tile./assets/');
  });

  it('promises scheduling tickets and designing forms only to those who may', () => {
    const dispatcher = access(['/tickets/schedules/', '/tickets/tickets/', '/forms/builder/'], []);
    expect(homeTileKey('/tickets/', dispatcher)).toBe('home.tile./tickets/');
    expect(homeTileKey('/forms/', dispatcher)).toBe('home.tile./forms/');
    const field = access(['/tickets/tickets/', '/forms/submit/'], []);
    expect(homeTileKey('/tickets/', field)).toBe('home.tile.tickets.own');
    expect(homeTileKey('/forms/', field)).toBe('home.tile.forms.fill');
  });
});
