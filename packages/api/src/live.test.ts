import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveKeyOf, liveBatcher, parseLiveChange } from './live.js';

afterEach(() => vi.useRealTimers());

describe('live updates (client side)', () => {
  it('matches the lists, records and lookups of the changed entity only', () => {
    expect(isLiveKeyOf('Ticket', ['entity-list', 'Ticket', '{}'])).toBe(true);
    expect(isLiveKeyOf('Ticket', ['entity', 'Ticket', 'id-1', '{}'])).toBe(true);
    expect(isLiveKeyOf('Location', ['entity-list', 'v2.1/Location', '{}'])).toBe(true);
    expect(isLiveKeyOf('Ticket', ['entity-list', 'TicketX', '{}'])).toBe(false);
    expect(isLiveKeyOf('Ticket', ['account', 'Ticket'])).toBe(false);
    expect(isLiveKeyOf('Ticket', '/account/identity')).toBe(false);
  });

  it('parses change events and refuses anything else', () => {
    expect(parseLiveChange('{"entity":"Ticket","ids":["a",3],"op":"save"}')).toEqual({
      entity: 'Ticket',
      ids: ['a'],
      op: 'save',
    });
    expect(parseLiveChange('{"entity":"Ticket","ids":[],"op":"drop"}')).toBeNull();
    expect(parseLiveChange('not json')).toBeNull();
    expect(parseLiveChange(undefined)).toBeNull();
  });

  it('reloads each entity once per burst', () => {
    vi.useFakeTimers();
    const applied: string[][] = [];
    const b = liveBatcher((s) => applied.push([...s].sort()), 250);
    b.push({ entity: 'Ticket', ids: ['1'], op: 'save' });
    b.push({ entity: 'Ticket', ids: ['2'], op: 'save' });
    b.push({ entity: 'Time', ids: ['3'], op: 'remove' });
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(applied).toEqual([['Ticket', 'Time']]);
    b.push({ entity: 'Ticket', ids: ['4'], op: 'save' });
    b.cancel();
    vi.advanceTimersByTime(500);
    expect(applied).toHaveLength(1);
  });
});
