import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import es from '../../i18n/es.json' with { type: 'json' };
import { menuLeafPaths } from './menus.js';
import { formatPageTitle, pageTitleKeys } from './pageTitle.js';

describe('pageTitleKeys (WCAG 2.4.2)', () => {
  it('names the screen by its menu item and the area by its section or menu', () => {
    expect(pageTitleKeys('/time/clock/')).toEqual({ screen: 'menu.time.clock', area: 'menu.time' });
    expect(pageTitleKeys('/settings/employees')).toEqual({
      screen: 'menu.settings.employees',
      area: 'menu.settings',
    });
    expect(pageTitleKeys('/my-account/my-profile/')).toEqual({
      screen: 'menu.account.myProfile',
      area: 'menu.account',
    });
    expect(pageTitleKeys('/customers/')).toEqual({ screen: 'menu.admin.customers', area: 'menu.admin' });
    expect(pageTitleKeys('/')).toEqual({ screen: 'title.home' });
    expect(pageTitleKeys('/no/such/page')).toEqual({ screen: 'title.home' });
  });

  it('gives a sub-page the title of the screen it belongs to', () => {
    expect(pageTitleKeys('/settings/account/promotion')).toEqual({
      screen: 'menu.settings.account',
      area: 'menu.settings',
    });
  });

  it('gives every menu screen a distinct title in English and Spanish, with every key translated', () => {
    for (const strings of [en, es] as Record<string, string>[]) {
      const titles = new Map<string, string>();
      for (const path of ['/', ...menuLeafPaths()]) {
        const { screen, area } = pageTitleKeys(path);
        expect(strings[screen], screen).toBeTruthy();
        if (area) expect(strings[area], area).toBeTruthy();
        const title = formatPageTitle([strings[screen], area ? strings[area] : undefined]);
        const same = titles.get(title);
        if (same) expect.fail(`${path} and ${same} are both titled '${title}'`);
        titles.set(title, path);
      }
    }
  });
});

describe('formatPageTitle', () => {
  it("joins 'Screen - Area - Company' leaving out empty and repeated parts", () => {
    expect(formatPageTitle(['Time Clock', 'Time', 'Acme Services'])).toBe(
      'Time Clock - Time - Acme Services',
    );
    expect(formatPageTitle(['Home', undefined, 'Acme'])).toBe('Home - Acme');
    expect(formatPageTitle(['Account', 'Account', ' '])).toBe('Account');
  });
});
