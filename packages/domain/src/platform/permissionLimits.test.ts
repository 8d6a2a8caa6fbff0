import { describe, expect, it } from 'vitest';
import { intersectAllowed, limitToAllowed } from './permissionLimits.js';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('permission limits', () => {
  it('offers everything when not limited, else only the allowed ids (keeping chosen ones)', () => {
    expect(limitToAllowed(items, null)).toEqual(items);
    expect(limitToAllowed(items, ['c', 'a'])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(limitToAllowed(items, [], ['b'])).toEqual([{ id: 'b' }]);
  });
  it('intersects the limits of several employees', () => {
    expect(intersectAllowed(null, null)).toBeNull();
    expect(intersectAllowed(['a', 'b'], null)).toEqual(['a', 'b']);
    expect(intersectAllowed(['a', 'b'], ['b', 'c'])).toEqual(['b']);
  });
});
