import { describe, expect, it } from 'vitest';
import { deleteMessage } from './deleteMessage';

describe('deleteMessage', () => {
  it('uses "this {entity}" for one record', () => {
    expect(deleteMessage(1, 'pay group')).toBe('Are you sure you want to delete this pay group?');
  });
  it('uses "these N {entity}(s)" for several', () => {
    expect(deleteMessage(3, 'form')).toBe('Are you sure you want to delete these 3 form(s)?');
  });
  it.each([0, -1, 1.5, Number.NaN])('rejects count %s', (n) => {
    expect(() => deleteMessage(n, 'form')).toThrow(
      `Delete count must be a whole number of 1 or more, got ${n}.`,
    );
  });
});
