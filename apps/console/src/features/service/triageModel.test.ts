import { triageTickets } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { parseTriageView, triageView } from './triageModel.js';

const now = '2026-11-20T18:00:00Z';
const tickets = [
  {
    id: 'done',
    serviceStatus: 'completed' as const,
    employeeIds: ['e'],
    scheduledTimeStamp: '2026-11-20T08:00:00Z',
    estimatedDurationMinutes: 60,
  },
  {
    id: 'late',
    priority: 1,
    serviceStatus: 'accepted' as const,
    employeeIds: ['e'],
    scheduledTimeStamp: '2026-11-20T08:00:00Z',
    estimatedDurationMinutes: 60,
    callTimeStamp: '2026-11-19T08:00:00Z',
  },
  {
    id: 'open',
    priority: 3,
    serviceStatus: 'notAccepted' as const,
    employeeIds: [],
    callTimeStamp: '2026-11-18T08:00:00Z',
  },
  {
    id: 'flag',
    priority: 1,
    serviceStatus: 'rejected' as const,
    employeeIds: ['e'],
    callTimeStamp: '2026-11-20T08:00:00Z',
  },
  {
    id: 'fine',
    priority: 3,
    serviceStatus: 'accepted' as const,
    employeeIds: ['e'],
    scheduledTimeStamp: '2026-11-21T08:00:00Z',
    estimatedDurationMinutes: 60,
  },
];

describe('triage views (service spec 4)', () => {
  const list = triageTickets(tickets, now);
  it('all: unassigned or overdue by priority then newest call', () => {
    expect(triageView(list, 'all', now).map((t) => t.id)).toEqual(['open', 'flag', 'late']);
  });
  it('one kind each', () => {
    expect(triageView(list, 'unassigned', now).map((t) => t.id)).toEqual(['open', 'flag']);
    expect(triageView(list, 'overdue', now).map((t) => t.id)).toEqual(['late']);
    expect(triageView(list, 'flagged', now).map((t) => t.id)).toEqual(['flag']);
  });
  it('parses the view parameter', () => {
    expect(parseTriageView('overdue')).toBe('overdue');
    expect(parseTriageView('nonsense')).toBe('all');
    expect(parseTriageView(null)).toBe('all');
  });
});
