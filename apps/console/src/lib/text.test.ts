import { describe, expect, it } from 'vitest';
import { displayName, textOf } from './text.js';

describe('textOf / displayName', () => {
  it('keeps strings and numbers, drops objects and arrays', () => {
    expect(textOf('Ann')).toBe('Ann');
    expect(textOf(5)).toBe('5');
    expect(textOf({ a: 1 })).toBe('');
    expect(textOf(['x'])).toBe('');
    expect(textOf(null)).toBe('');
  });
  it('names a record of an unexpected shape without throwing', () => {
    expect(displayName({ name: { a: 1 } } as never, 'e1')).toBe('e1');
    expect(displayName({ firstName: 'Ann', lastName: { x: 1 } } as never)).toBe('Ann');
    expect(displayName({ fullName: 'Ann Lee', firstName: 'x' })).toBe('Ann Lee');
    expect(displayName(null, 'id')).toBe('id');
  });
});
