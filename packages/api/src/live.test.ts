import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectLiveEcho,
  isLiveKeyOf,
  liveBatcher,
  liveSocketUrl,
  parseLiveChange,
  reconnectDelay,
  takeLiveEcho,
} from './live.js';

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
    expect(parseLiveChange('{"type":"change","entity":"Ticket","ids":["a",3],"op":"save"}')).toEqual({
      entity: 'Ticket',
      ids: ['a'],
      op: 'save',
    });
    expect(parseLiveChange('{"type":"change","entity":"Ticket","ids":[],"op":"drop"}')).toBeNull();
    expect(parseLiveChange('{"type":"other","entity":"Ticket","ids":[],"op":"save"}')).toBeNull();
    expect(parseLiveChange('not json')).toBeNull();
    expect(parseLiveChange(undefined)).toBeNull();
  });

  it('opens the socket on the same host over ws: or wss:, naming a supported company', () => {
    expect(liveSocketUrl('/api', 'http://localhost:3000/tickets/schedules/')).toBe(
      'ws://localhost:3000/api/live',
    );
    expect(liveSocketUrl('/api', 'https://wm.example.com/x')).toBe('wss://wm.example.com/api/live');
    expect(liveSocketUrl('/api', 'https://wm.example.com/x', 'c 1')).toBe(
      'wss://wm.example.com/api/live?company=c+1',
    );
    expect(liveSocketUrl('https://api.example.com/api', 'http://localhost:5173/')).toBe(
      'wss://api.example.com/api/live',
    );
  });

  it('waits 1 s before reconnecting, doubling to 30 s, with up to half of it random', () => {
    const none = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => reconnectDelay(a, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(10, () => 0)).toBe(15000);
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

  it("skips the echo of this console's own save once, and nothing else", () => {
    const change = { entity: 'Ticket', ids: ['t1'], op: 'save' as const };
    expectLiveEcho('Ticket', 't1', 10_000, 1000);
    // Another record, a removal, or a change naming many at once is no echo.
    expect(takeLiveEcho({ ...change, ids: ['t2'] }, 1100)).toBe(false);
    expect(takeLiveEcho({ ...change, ids: ['t1', 't2'] }, 1100)).toBe(false);
    expect(takeLiveEcho({ ...change, op: 'remove' }, 1100)).toBe(false);
    expect(takeLiveEcho({ ...change, ids: [] }, 1100)).toBe(false);
    // The echo is skipped once; a second save of t1 (another console's) reloads.
    expect(takeLiveEcho({ ...change, entity: 'v2.1/Ticket' }, 1200)).toBe(true);
    expect(takeLiveEcho(change, 1300)).toBe(false);
  });

  it('forgets an expected echo when the save failed or the mark expired', () => {
    const change = { entity: 'Ticket', ids: ['t3'], op: 'save' as const };
    const cancel = expectLiveEcho('Ticket', 't3', 10_000, 0);
    cancel();
    cancel();
    expect(takeLiveEcho(change, 10)).toBe(false);
    expectLiveEcho('Ticket', 't3', 5_000, 0);
    expect(takeLiveEcho(change, 5_000)).toBe(false);
    // Two saves in flight wait for two echoes.
    expectLiveEcho('Ticket', 't4', 10_000, 0);
    expectLiveEcho('Ticket', 't4', 10_000, 0);
    expect(takeLiveEcho({ ...change, ids: ['t4'] }, 10)).toBe(true);
    expect(takeLiveEcho({ ...change, ids: ['t4'] }, 10)).toBe(true);
    expect(takeLiveEcho({ ...change, ids: ['t4'] }, 10)).toBe(false);
  });
});
