import { describe, expect, it } from 'vitest';
import { ApiClient } from './client/ApiClient.js';
import { fakeFetch } from './client/__tests__/fakeFetch.js';
import { ServiceCategoryProblemSchema, TicketSchema } from './schemas/service.js';
import {
  isOtherTicketKey,
  isTicketKey,
  ticketCalls,
  ticketRangeFilter,
  ticketRangeQuery,
} from './service.js';

describe('ticket calls', () => {
  it('lists a range with the range filter, ordered by start', async () => {
    const f = fakeFetch(() => ({ body: [{ id: 't1' }] }));
    const client = new ApiClient({ fetch: f.fetch });
    const rows = await ticketCalls.listRange(
      client,
      '2026-03-02T07:00:00Z',
      Date.parse('2026-03-09T07:00:00Z'),
    );
    expect(rows).toEqual([{ id: 't1' }]);
    const call = f.calls[0]!;
    expect(call.path).toBe('/api/Ticket');
    expect(Object.fromEntries(call.query)).toMatchObject({
      filter:
        'scheduledEndTimeStamp gt 2026-03-02T07:00:00.000Z and scheduledTimeStamp lt 2026-03-09T07:00:00.000Z',
      orderby: 'scheduledTimeStamp asc, ticketNumber asc',
      top: '10000',
    });
  });
  it('ands an extra filter and refuses an invalid instant', () => {
    expect(ticketRangeQuery(0, 1000, "serviceStatus eq 'accepted'").filter).toBe(
      "(scheduledEndTimeStamp gt 1970-01-01T00:00:00.000Z and scheduledTimeStamp lt 1970-01-01T00:00:01.000Z) and (serviceStatus eq 'accepted')",
    );
    expect(() => ticketRangeFilter('soon', 0)).toThrow("Invalid instant 'soon'.");
  });
  it('saves, reads and removes through the entity paths; a refusal carries the server message', async () => {
    const f = fakeFetch((c) =>
      c.method === 'POST' && (c.body as { name?: string }).name === 'clash'
        ? {
            status: 409,
            body: {
              message: 'Eli has a conflicting appointment at the selected time. Please update your Ticket.',
            },
          }
        : { body: c.method === 'POST' ? { ...(c.body as object), id: 'n1', ticketNumber: 7 } : { id: 'n1' } },
    );
    const client = new ApiClient({ fetch: f.fetch });
    await expect(ticketCalls.save(client, { name: 'Fix' })).resolves.toMatchObject({
      id: 'n1',
      ticketNumber: 7,
    });
    await expect(ticketCalls.save(client, { name: 'clash' })).rejects.toMatchObject({
      status: 409,
      message: 'Eli has a conflicting appointment at the selected time. Please update your Ticket.',
    });
    await ticketCalls.get(client, 'n1');
    await ticketCalls.remove(client, 'n1');
    expect(f.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/Ticket',
      'POST /api/Ticket',
      'GET /api/Ticket/n1',
      'DELETE /api/Ticket/n1',
    ]);
  });
  it('reads the occurrences of a range', async () => {
    const f = fakeFetch(() => ({ body: [] }));
    const client = new ApiClient({ fetch: f.fetch });
    await ticketCalls.occurrences(client, '2030-01-13T00:00:00Z', '2030-01-20T00:00:00Z');
    expect(f.calls[0]!.path).toBe('/api/Ticket/occurrences');
    expect(Object.fromEntries(f.calls[0]!.query)).toEqual({
      from: '2030-01-13T00:00:00.000Z',
      to: '2030-01-20T00:00:00.000Z',
    });
  });
  it('recognises ticket SWR keys', () => {
    expect(isTicketKey(['entity-list', 'Ticket', '{}'])).toBe(true);
    expect(isTicketKey(['entity', 'Ticket', 'x', '{}'])).toBe(true);
    expect(isTicketKey(['entity-list', 'Time', '{}'])).toBe(false);
  });
});

describe('service schemas', () => {
  it('are strict and bounded', () => {
    expect(TicketSchema.safeParse({ name: 'x', zzz: 1 }).success).toBe(false);
    expect(TicketSchema.safeParse({ priority: 4 }).success).toBe(false);
    expect(TicketSchema.safeParse({ scheduledTimeZone: 'Nowhere/City' }).error?.issues[0]?.message).toBe(
      'scheduledTimeZone is not a known time zone',
    );
    expect(TicketSchema.safeParse({ schedule: { type: 2, weekDays: 128 } }).success).toBe(false);
    expect(
      TicketSchema.safeParse({
        name: 'Fix',
        priority: 3,
        serviceStatus: 'inProgress',
        scheduledDate: '2026-03-02',
        scheduledStartTime: '23:55',
        scheduledTimeZone: 'America/Denver',
        schedule: { type: 2, weekDays: 127 },
        media: [{ type: 4, file: { fileName: 'a.jpg' } }],
      }).success,
    ).toBe(true);
    expect(ServiceCategoryProblemSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Name is required.',
    );
  });
});

describe('isOtherTicketKey', () => {
  it('is every Ticket key but the shown one (compared by value)', () => {
    const shown = ['entity-list', 'Ticket', JSON.stringify(ticketRangeQuery(0, 1000))];
    const other = isOtherTicketKey(shown);
    expect(other([...shown])).toBe(false);
    expect(other(['entity-list', 'Ticket', '{}'])).toBe(true);
    expect(other(['entity', 'Ticket', 't1'])).toBe(true);
    expect(other(['entity-list', 'Employee', '{}'])).toBe(false);
  });
});
