import { describe, expect, it } from 'vitest';
import {
  appendDigit,
  buildClockRequest,
  cleanPin,
  clockOutTooSoon,
  disclaimerText,
  type KioskIdentity,
  kioskServerText,
  pinLength,
} from './kiosk.js';

const out: KioskIdentity = { employee: { id: 'e1', fullName: 'Ann' }, state: 'out' };

describe('kiosk PIN (service spec 9: 4 to 10 digits)', () => {
  it('reads the company PIN length, defaulting to 4 for missing or out-of-range values', () => {
    expect(pinLength({ pinDigitLength: 6 })).toBe(6);
    expect(pinLength({ pinDigitLength: '10' })).toBe(10);
    expect(pinLength({ pinDigitLength: 3 })).toBe(4);
    expect(pinLength({ pinDigitLength: 11 })).toBe(4);
    expect(pinLength({ pinDigitLength: 5.5 })).toBe(4);
    expect(pinLength(null)).toBe(4);
  });
  it('takes digits only, up to the length', () => {
    expect(appendDigit('12', '3', 4)).toBe('123');
    expect(appendDigit('1234', '5', 4)).toBe('1234');
    expect(appendDigit('12', 'a', 4)).toBe('12');
    expect(cleanPin(' 12-34 56', 5)).toBe('12345');
  });
});

describe('kiosk clock request', () => {
  it('clocks in when out and out when in', () => {
    const base = { pin: '1234', length: 4, location_id: 'L', task_id: 'T', timeZone: 'America/Denver' };
    expect(buildClockRequest({ ...base, identity: out }).action).toBe('in');
    expect(
      buildClockRequest({ ...base, identity: { ...out, state: 'in' }, disclaimerAccepted: true }),
    ).toEqual({
      pin: '1234',
      location_id: 'L',
      task_id: 'T',
      action: 'out',
      timeZone: 'America/Denver',
      disclaimerAccepted: true,
    });
  });
  it('requires a location and a complete PIN with the messages', () => {
    expect(() =>
      buildClockRequest({
        pin: '1234',
        length: 4,
        identity: out,
        location_id: null,
        task_id: null,
        timeZone: 'UTC',
      }),
    ).toThrow('Please select a location.');
    expect(() =>
      buildClockRequest({
        pin: '123',
        length: 4,
        identity: out,
        location_id: 'L',
        task_id: null,
        timeZone: 'UTC',
      }),
    ).toThrow('Please enter your PIN.');
  });
  it('disclaimer only when the company has text', () => {
    expect(disclaimerText({ timeDisclaimer: '  I certify my hours.  ' })).toBe('I certify my hours.');
    expect(disclaimerText({ timeDisclaimer: '' })).toBeNull();
    expect(disclaimerText({})).toBeNull();
  });
});

describe('kiosk one-minute check (issue 19: before the disclaimer)', () => {
  const inAt = (iso: string): KioskIdentity => ({
    employee: { id: 'e1' },
    state: 'in',
    openRecord: { id: 't1', inTimeStamp: iso },
  });
  it('refuses a clock OUT less than a minute after the IN', () => {
    expect(clockOutTooSoon(inAt('2026-11-24T10:00:00.000Z'), new Date('2026-11-24T10:00:59.000Z'))).toBe(
      'INVALID_TIME',
    );
    expect(
      clockOutTooSoon(inAt('2026-11-24T10:00:00.000Z'), new Date('2026-11-24T10:01:00.000Z')),
    ).toBeNull();
  });
  it('does not apply to a clock IN or a record without IN', () => {
    expect(clockOutTooSoon(out, new Date())).toBeNull();
    expect(clockOutTooSoon({ ...out, state: 'in', openRecord: null }, new Date())).toBeNull();
  });
});

describe('kiosk server messages in the user language (issue 19)', () => {
  const es: Record<string, string> = {
    'time.msg.inactive': '{{name}} está inactivo y no puede marcar entrada ni salida.',
    'kiosk.invalidPin': 'PIN no válido',
  };
  const exists = (k: string) => k in es;
  const translate = (k: string, o: Record<string, unknown>) =>
    (es[k] ?? String(o.defaultValue)).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(o[v]));

  it('translates the message key with its params', () => {
    const body = {
      message: 'Ann is inactive and cannot be clocked in or out.',
      messageKey: 'time.msg.inactive',
      params: { name: 'Ann' },
    };
    expect(kioskServerText(body.message, body, exists, translate)).toBe(
      'Ann está inactivo y no puede marcar entrada ni salida.',
    );
  });
  it('falls back to a known English message, then to the server words', () => {
    expect(kioskServerText('Invalid PIN', { message: 'Invalid PIN' }, exists, translate)).toBe(
      'PIN no válido',
    );
    const unknown = { message: 'Something new.', messageKey: 'time.msg.unheard', params: { name: 'x' } };
    expect(kioskServerText('Something new.', unknown, exists, translate)).toBe('Something new.');
  });
  it('ignores params that are not strings or numbers and bodies of unexpected shape', () => {
    const body = { messageKey: 'time.msg.inactive', params: { name: { a: 1 }, n: 2 } };
    let seen: Record<string, unknown> = {};
    kioskServerText('raw', body, exists, (_k, o) => {
      seen = o;
      return '';
    });
    expect(seen).toEqual({ n: 2, defaultValue: 'raw' });
    expect(kioskServerText('raw', 'text body', exists, translate)).toBe('raw');
    expect(kioskServerText('raw', null, exists, translate)).toBe('raw');
  });
});
