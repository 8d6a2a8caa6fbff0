import { describe, expect, it } from 'vitest';
import { parseLoginState, safeRedirect } from './redirect.js';

describe('safeRedirect', () => {
  it('keeps local paths', () => {
    expect(safeRedirect('/time/clock/')).toBe('/time/clock/');
    expect(safeRedirect('/time/editor/?from=2026-01-01')).toBe('/time/editor/?from=2026-01-01');
  });
  it("falls back to '/' for missing, foreign or sign-in targets", () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil',
      'time/',
      '/logon/',
      '/logoff',
    ]) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });
});

describe('parseLoginState', () => {
  it('knows the four screen states and the expired-reset notice', () => {
    expect(parseLoginState(undefined, undefined)).toEqual({ state: 'sign-in' });
    expect(parseLoginState('forgot-password', undefined)).toEqual({ state: 'forgot-password' });
    expect(parseLoginState('reset-expired', undefined)).toEqual({ state: 'reset-expired' });
    expect(parseLoginState('reset-password', 'abc')).toEqual({ state: 'reset-password', token: 'abc' });
    expect(parseLoginState('temporary-access', 'xyz')).toEqual({ state: 'temporary-access', token: 'xyz' });
  });
  it('sends token states without a token, and unknown states, to /logon/', () => {
    expect(parseLoginState('reset-password', undefined)).toEqual({ redirect: '/logon/' });
    expect(parseLoginState('temporary-access', '')).toEqual({ redirect: '/logon/' });
    expect(parseLoginState('whatever', 'x')).toEqual({ redirect: '/logon/' });
  });
});
