import { describe, expect, it } from 'vitest';
import {
  adminSeatShortage,
  batchedChunks,
  chunksOf,
  freeSeats,
  holdsRole,
  type LicenseAudit,
  massAssignExceeds,
  rolePickerState,
} from './licenceSeats.js';

const audit: LicenseAudit = {
  'system-Time': { quantity: 3, used: 2, assignedUserIds: ['a', 'b'] },
  'system-Insight': { quantity: 1, used: 1, assignedUserIds: ['a'] },
  'system-Forms': { quantity: 0, used: 0, assignedUserIds: [] },
};

describe('licence seats', () => {
  it('counts free seats; Platform is unlimited, an unlicensed module has none', () => {
    expect(freeSeats(audit, 'Time')).toBe(1);
    expect(freeSeats(audit, 'Insight')).toBe(0);
    expect(freeSeats(audit, 'Service')).toBe(0);
    expect(freeSeats(audit, 'Platform')).toBe(Number.POSITIVE_INFINITY);
  });

  it('hides the role picker without licences and disables it when seats are used up', () => {
    expect(rolePickerState(audit, 'Forms', 'c', false)).toBe('hidden');
    expect(rolePickerState(audit, 'Service', 'c', false)).toBe('hidden');
    expect(rolePickerState(audit, 'Insight', 'c', false)).toBe('disabled');
    expect(rolePickerState(audit, 'Insight', 'a', false)).toBe('enabled');
    expect(rolePickerState(audit, 'Insight', 'c', true)).toBe('enabled');
    expect(rolePickerState(audit, 'Time', 'c', false)).toBe('enabled');
    expect(rolePickerState(audit, 'Platform', null, false)).toBe('enabled');
  });

  it('finds the modules where an administrator would lack a seat', () => {
    expect(adminSeatShortage(audit, 'c')).toEqual(['system-Insight']);
    expect(adminSeatShortage(audit, 'a')).toEqual([]);
  });

  it('refuses a mass assignment that would overfill a module', () => {
    expect(massAssignExceeds(audit, ['Time'], ['c'])).toBe(false);
    expect(massAssignExceeds(audit, ['Time'], ['c', 'd'])).toBe(true);
    expect(massAssignExceeds(audit, ['Time'], ['a', 'b', 'c'])).toBe(false);
    expect(massAssignExceeds(audit, ['Insight'], ['a'])).toBe(false);
    expect(massAssignExceeds(audit, ['Platform'], ['x', 'y'])).toBe(false);
    expect(massAssignExceeds(audit, ['Service'], ['x'])).toBe(true);
  });

  it('chunks 200 within batches of 400', () => {
    const ids = Array.from({ length: 950 }, (_, i) => i);
    const b = batchedChunks(ids, 400, 200);
    expect(b.map((x) => x.map((c) => c.length))).toEqual([[200, 200], [200, 200], [150]]);
    expect(chunksOf(ids, 100)).toHaveLength(10);
    expect(() => chunksOf(ids, 0)).toThrow('Invalid chunk size 0');
  });

  it('counts administrators as holding every role', () => {
    expect(holdsRole({ isAdministrator: true, roleIds: [] }, 'r')).toBe(true);
    expect(holdsRole({ roleIds: ['r'] }, 'r')).toBe(true);
    expect(holdsRole({ roleIds: null }, 'r')).toBe(false);
  });
});
