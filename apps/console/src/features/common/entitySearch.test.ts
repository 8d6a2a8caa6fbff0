import { describe, expect, it } from 'vitest';
import { mergeSearchOptions, nameLabel } from './entitySearch.js';

describe('nameLabel', () => {
  it('prefers fullName, then first and last name, then name, then the id', () => {
    expect(nameLabel({ id: '1', fullName: 'Ana Garcia', firstName: 'A' })).toBe('Ana Garcia');
    expect(nameLabel({ id: '1', firstName: 'Ana', lastName: 'Garcia' })).toBe('Ana Garcia');
    expect(nameLabel({ id: '1', lastName: 'Garcia' })).toBe('Garcia');
    expect(nameLabel({ id: '1', name: 'Depot' })).toBe('Depot');
    expect(nameLabel({ id: '1' })).toBe('1');
  });
});

describe('mergeSearchOptions', () => {
  const matches = [
    { id: 'b', name: 'Boston' },
    { id: 'c', name: 'Chicago' },
  ];

  it('lists the matches in server order when nothing is chosen', () => {
    expect(mergeSearchOptions([], undefined, matches)).toEqual([
      { value: 'b', label: 'Boston' },
      { value: 'c', label: 'Chicago' },
    ]);
  });

  it('puts chosen records outside the matches first, named by the lookup', () => {
    const looked = new Map([['a', { id: 'a', name: 'Austin' }]]);
    expect(mergeSearchOptions(['a', 'c'], looked, matches)).toEqual([
      { value: 'a', label: 'Austin' },
      { value: 'b', label: 'Boston' },
      { value: 'c', label: 'Chicago' },
    ]);
  });

  it('leaves out a chosen id still being looked up, and names a missing one by its id', () => {
    const looked = new Map([['gone', null]]);
    expect(mergeSearchOptions(['pending', 'gone'], looked, [])).toEqual([{ value: 'gone', label: 'gone' }]);
  });

  it('lists each id once', () => {
    const looked = new Map([['a', { id: 'a', name: 'Austin' }]]);
    expect(
      mergeSearchOptions(['a', 'a'], looked, [
        { id: 'c', name: 'C' },
        { id: 'c', name: 'C' },
      ]),
    ).toEqual([
      { value: 'a', label: 'Austin' },
      { value: 'c', label: 'C' },
    ]);
  });
});
