import { describe, expect, it } from 'vitest';
import { isOpenTicket, ticketMessageKey, ticketPayload, ticketZones } from './ticketModel.js';

describe('ticketPayload', () => {
  it('sends only writable fields and no id for a new ticket', () => {
    const p = ticketPayload({
      id: 'x',
      isNew: true,
      name: 'A',
      ticketNumber: 4,
      ...({ overdue: true, locationLabel: 'HQ' } as object),
      scheduledTimeStamp: '2026-01-01T00:00:00Z',
    });
    expect(p).toEqual({ name: 'A' });
  });
  it('keeps the id of an existing ticket', () => {
    expect(ticketPayload({ id: 'x', isNew: false, priority: 2 })).toEqual({ id: 'x', priority: 2 });
  });
});

describe('ticketMessageKey', () => {
  it('maps the spec messages and the conflict', () => {
    expect(ticketMessageKey('Location is required.')).toEqual({ key: 'service.msg.location' });
    expect(
      ticketMessageKey(
        'Ann A, Bo B has a conflicting appointment at the selected time. Please update your Ticket.',
      ),
    ).toEqual({ key: 'service.msg.conflict', values: { names: 'Ann A, Bo B' } });
    expect(ticketMessageKey('Not authorized')).toBeNull();
  });
});

describe('ticketZones / isOpenTicket', () => {
  it('adds unknown zones once', () => {
    const z = ticketZones('Europe/Madrid', 'Europe/Madrid', null);
    expect(z.filter((x) => x === 'Europe/Madrid')).toHaveLength(1);
    expect(z).toContain('America/Denver');
  });
  it('open = not completed nor deleted', () => {
    expect(isOpenTicket({ status: 1, serviceStatus: 'accepted' })).toBe(true);
    expect(isOpenTicket({ status: 1, serviceStatus: 'completed' })).toBe(false);
    expect(isOpenTicket({ status: 3, serviceStatus: 'accepted' })).toBe(false);
  });
});
