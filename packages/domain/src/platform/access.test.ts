import { describe, expect, it } from 'vitest';
import { deriveFeatureAccess, effectivePrivileges, hasAccess, type AccessContext } from './access.js';
import { firstPermittedPath, MENUS, visibleMenu } from './menus.js';
import { isPrivilegeId, PRIV, PRIVILEGE_CATALOGUE, privilegesOfModule } from './privileges.js';
import { validatePassword, PASSWORD_RULE_MESSAGE } from './password.js';

const base: AccessContext = {
  privileges: [],
  isAdministrator: false,
  isGlobal: false,
  isPartner: false,
  hasCompany: true,
  licensedModules: ['Time', 'Assets', 'Forms', 'Insight', 'Service'],
};

describe('privilege catalogue', () => {
  it('has unique ids of the form Module:Kind:Name and parents that exist', () => {
    const ids = PRIVILEGE_CATALOGUE.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of PRIVILEGE_CATALOGUE) {
      expect(d.id).toMatch(/^(Platform|Time|Insight|Assets|Forms|Service):(View|Edit|Execute):\w+$/);
      if (d.parent) expect(isPrivilegeId(d.parent)).toBe(true);
    }
    for (const id of Object.values(PRIV)) expect(isPrivilegeId(id)).toBe(true);
  });
  it('groups by module', () => {
    expect(privilegesOfModule('Time').every((d) => d.module === 'Time')).toBe(true);
    expect(privilegesOfModule('Time').map((d) => d.id)).toContain('Time:Execute:ClockInOthers');
  });
});

describe('effective privileges', () => {
  it('gives an administrator every privilege of licensed modules and the platform', () => {
    const held = effectivePrivileges({ ...base, isAdministrator: true, licensedModules: ['Time'] });
    expect(held.has(PRIV.ClockInOthers)).toBe(true);
    expect(held.has(PRIV.EmployeeEdit)).toBe(true);
    expect(held.has(PRIV.AssetView)).toBe(false);
  });
  it('drops role privileges of unlicensed modules', () => {
    const held = effectivePrivileges({
      ...base,
      privileges: [PRIV.AssetView, PRIV.MyTimeView],
      licensedModules: ['Time'],
    });
    expect([...held]).toEqual([PRIV.MyTimeView]);
  });
  it('gives nothing without a company', () => {
    expect(effectivePrivileges({ ...base, hasCompany: false, isAdministrator: true }).size).toBe(0);
  });
});

describe('feature access', () => {
  it('a field employee sees the clock and own time only', () => {
    const access = deriveFeatureAccess({
      ...base,
      privileges: [PRIV.RealTimeEntryWeb, PRIV.MyTimeView, PRIV.TimeTracking],
    });
    expect(hasAccess(access, '/time/clock/')).toBe(true);
    expect(hasAccess(access, '/time/editor/')).toBe(true);
    expect(hasAccess(access, '/time/editor/', 'others-time/edit')).toBe(false);
    expect(hasAccess(access, '/time/clock/', 'clockInOthers/execute')).toBe(false);
    expect(hasAccess(access, '/settings/employees/')).toBe(false);
    expect(visibleMenu(MENUS.settings, access)).toEqual([]);
    expect(visibleMenu(MENUS.main, access).map((m) => m.path)).toEqual(['/time/', '/tickets/']);
  });
  it('a field employee opens the ticket list (own tickets, read-only) only when Service is licensed', () => {
    const employee = deriveFeatureAccess({ ...base, privileges: [PRIV.MyTimeView] });
    expect(hasAccess(employee, '/tickets/tickets/')).toBe(true);
    expect(hasAccess(employee, '/tickets/schedules/')).toBe(false);
    expect(hasAccess(employee, '/tickets/triage/')).toBe(false);
    expect(hasAccess(employee, '/tickets/schedules/', 'edit')).toBe(false);
    expect(firstPermittedPath('/tickets', employee)).toBe('/tickets/tickets/');
    const unlicensed = deriveFeatureAccess({
      ...base,
      privileges: [PRIV.MyTimeView],
      licensedModules: ['Time'],
    });
    expect(hasAccess(unlicensed, '/tickets/tickets/')).toBe(false);
    const noCompany = deriveFeatureAccess({ ...base, hasCompany: false, isGlobal: true });
    expect(hasAccess(noCompany, '/tickets/tickets/')).toBe(false);
  });
  it('an administrator sees settings and every key', () => {
    const access = deriveFeatureAccess({ ...base, isAdministrator: true });
    expect(hasAccess(access, '/settings/employees/', 'is-admin/edit')).toBe(true);
    expect(hasAccess(access, '/time/editor/', 'others-time/delete')).toBe(true);
    expect(hasAccess(access, '/time/editor/', 'my-time/pay-type/edit')).toBe(true);
    expect(hasAccess(access, '/reports/time/', 'payroll-summary')).toBe(true);
    expect(visibleMenu(MENUS.settings, access).map((m) => m.path)).not.toContain('/settings/massassign/');
    expect(hasAccess(access, '/settings/massassign/')).toBe(true);
  });
  it('global and partner administrators get their own menus', () => {
    const g = deriveFeatureAccess({ ...base, hasCompany: false, isGlobal: true });
    expect(visibleMenu(MENUS.globalAdmin, g).map((m) => m.path)).toEqual([
      '/channel-accounts/',
      '/customers/',
    ]);
    expect(visibleMenu(MENUS.settings, g)).toEqual([]);
    const p = deriveFeatureAccess({ ...base, hasCompany: false, isPartner: true });
    expect(visibleMenu(MENUS.partnerAdmin, p).map((m) => m.path)).toEqual([
      '/channel-account/',
      '/customers/',
    ]);
  });
  it('reports hide when none is permitted', () => {
    const access = deriveFeatureAccess({ ...base, privileges: [PRIV.MyTimeView] });
    expect(visibleMenu(MENUS.main, access).map((m) => m.path)).not.toContain('/reports/');
  });
});

describe('section roots', () => {
  it('redirect to the first permitted item by order', () => {
    const access = deriveFeatureAccess({ ...base, privileges: [PRIV.RealTimeEntryWeb, PRIV.SheetEntryWeb] });
    expect(firstPermittedPath('/time', access)).toBe('/time/clock/');
    expect(firstPermittedPath('/assets', access)).toBeNull();
    const admin = deriveFeatureAccess({ ...base, isAdministrator: true });
    expect(firstPermittedPath('/time/', admin)).toBe('/time/editor/');
    expect(firstPermittedPath('/tickets', admin)).toBe('/tickets/schedules/');
    expect(firstPermittedPath('/nope', admin)).toBeNull();
  });
});

describe('password rule', () => {
  it.each([
    ['Demo-1234', null],
    ['Ñandú-1', null],
    ['demo-1234', PASSWORD_RULE_MESSAGE],
    ['DEMO-1234', PASSWORD_RULE_MESSAGE],
    ['DemoDemo', PASSWORD_RULE_MESSAGE],
    ['', 'Password is required.'],
  ])('%s', (pw, expected) => expect(validatePassword(pw)).toBe(expected));
});
