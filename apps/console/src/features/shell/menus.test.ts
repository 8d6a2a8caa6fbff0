import { deriveFeatureAccess } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { activeSection, buildMenus, menuLabelKey, menuLeafPaths } from './menus.js';

const company = { isGlobal: false, isPartner: false, hasCompany: true };

describe('buildMenus', () => {
  it('shows a company administrator every licensed section plus settings', () => {
    const access = deriveFeatureAccess({
      privileges: [],
      isAdministrator: true,
      isGlobal: false,
      isPartner: false,
      hasCompany: true,
      licensedModules: ['Time', 'Assets', 'Forms', 'Insight', 'Service'],
    });
    const menus = buildMenus(access, company);
    expect(menus.top.map((m) => m.path)).toEqual([
      '/insight/',
      '/time/',
      '/assets/',
      '/forms/',
      '/tickets/',
      '/reports/',
    ]);
    expect(menus.settings.map((m) => m.path)).toContain('/settings/employees/');
    // The hidden Mass Assign entry never shows in a menu.
    expect(menus.settings.map((m) => m.path)).not.toContain('/settings/massassign/');
    expect(menus.account.map((m) => m.path)).toEqual(['/my-account/my-profile/']);
  });

  it('shows an employee with clock privileges only the time section with the clock', () => {
    const access = deriveFeatureAccess({
      privileges: ['Time:Execute:RealTimeEntryWeb', 'Time:View:MyTime'],
      isAdministrator: false,
      isGlobal: false,
      isPartner: false,
      hasCompany: true,
      licensedModules: ['Time'],
    });
    const menus = buildMenus(access, company);
    expect(menus.top.map((m) => m.path)).toEqual(['/time/']);
    expect(menus.top[0]?.children?.map((c) => c.path)).toEqual(['/time/editor/', '/time/clock/']);
    expect(menus.settings).toEqual([]);
  });

  it('gives global and partner administrators their own menus and no settings without a company', () => {
    const access = { paths: ['/channel-accounts/', '/customers/', '/channel-account/'], keys: [] };
    expect(
      buildMenus(access, { isGlobal: true, isPartner: false, hasCompany: false }).top.map((m) => m.path),
    ).toEqual(['/channel-accounts/', '/customers/']);
    const partner = buildMenus(access, { isGlobal: false, isPartner: true, hasCompany: false });
    expect(partner.top.map((m) => m.path)).toEqual(['/channel-account/', '/customers/']);
    expect(partner.settings).toEqual([]);
  });

  it('survives a missing access object', () => {
    const menus = buildMenus(undefined as never, company);
    expect(menus.top).toEqual([]);
  });
});

describe('menu helpers', () => {
  it('finds the active section by the longest prefix', () => {
    const items = [
      { path: '/time/', labelKey: 'a', order: 1 },
      { path: '/tickets/', labelKey: 'b', order: 2 },
    ];
    expect(activeSection(items, '/time/clock/')?.path).toBe('/time/');
    expect(activeSection(items, '/time')?.path).toBe('/time/');
    expect(activeSection(items, '/forms/')).toBeUndefined();
  });

  it('lists every leaf path and finds label keys', () => {
    const leaves = menuLeafPaths();
    expect(leaves).toContain('/time/clock/');
    expect(leaves).toContain('/settings/massassign/');
    expect(leaves).not.toContain('/time/');
    expect(menuLabelKey('/time/editor')).toBe('menu.time.editor');
    expect(menuLabelKey('/nowhere/')).toBeUndefined();
  });
});
