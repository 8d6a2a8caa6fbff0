import { describe, expect, it } from 'vitest';
import { isAllowedNumberKey, sanitizeNumberText } from './numberKeys';

describe('isAllowedNumberKey (spec service 5: digits, navigation keys and a decimal point unless fixed)', () => {
  const decimal = { fixed: false, current: '12' };
  it('allows digits and navigation keys', () => {
    for (const k of [
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
      'Enter',
    ]) {
      expect(isAllowedNumberKey(k, decimal)).toBe(true);
    }
  });
  it('refuses letters, signs and separators', () => {
    for (const k of ['a', 'e', '-', '+', ',', ' ', '$']) expect(isAllowedNumberKey(k, decimal)).toBe(false);
  });
  it('allows one decimal point only', () => {
    expect(isAllowedNumberKey('.', { fixed: false, current: '12' })).toBe(true);
    expect(isAllowedNumberKey('.', { fixed: false, current: '1.2' })).toBe(false);
    expect(isAllowedNumberKey('.', { fixed: false, current: '1.2', selected: '.' })).toBe(true);
  });
  it('refuses the decimal point when fixed', () => {
    expect(isAllowedNumberKey('.', { fixed: true, current: '12' })).toBe(false);
  });
  it('allows one leading minus only when signed (temperatures)', () => {
    expect(isAllowedNumberKey('-', { fixed: false, current: '12', signed: true, caret: 0 })).toBe(true);
    expect(isAllowedNumberKey('-', { fixed: false, current: '12', signed: true, caret: 1 })).toBe(false);
    expect(isAllowedNumberKey('-', { fixed: false, current: '-12', signed: true, caret: 0 })).toBe(false);
    expect(isAllowedNumberKey('-', { fixed: false, current: '12', caret: 0 })).toBe(false);
  });
  it('lets shortcuts (Ctrl/Cmd) through', () => {
    expect(isAllowedNumberKey('v', { ...decimal, ctrlOrMeta: true })).toBe(true);
  });
});

describe('sanitizeNumberText', () => {
  it('keeps digits and the first point', () => {
    expect(sanitizeNumberText('$1,234.50.1', false)).toBe('1234.501');
    expect(sanitizeNumberText('-7.5', false)).toBe('7.5');
  });
  it('keeps a leading minus only when signed', () => {
    expect(sanitizeNumberText('-7.5', false, true)).toBe('-7.5');
    expect(sanitizeNumberText('7-5', false, true)).toBe('75');
    expect(sanitizeNumberText('--a3', false, true)).toBe('-3');
  });
  it('drops every point when fixed', () => {
    expect(sanitizeNumberText('4.5', true)).toBe('45');
  });
  it('returns empty text for no digits', () => {
    expect(sanitizeNumberText('abc', false)).toBe('');
  });
});
