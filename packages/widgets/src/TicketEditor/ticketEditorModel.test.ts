import { describe, expect, it } from 'vitest';
import { chooseProblems, fieldOfTicketMessage, fromLocalInput, toLocalInput } from './ticketEditorModel';

const problems = [
  { id: 'a', priority: 3, estimatedDurationMinutes: 120, skillSetIds: ['hvac'], formIds: ['f1'] },
  { id: 'b', priority: 1, estimatedDurationMinutes: 60, skillSetIds: ['elec'] },
];

describe('chooseProblems (service spec 4 "Choosing category problems")', () => {
  it('raises the priority, merges skills and forms, averages the duration', () => {
    const t = chooseProblems({ priority: 1, skillSetIds: ['x'] }, ['a', 'b'], problems, new Set());
    expect(t.priority).toBe(3);
    expect(t.skillSetIds).toEqual(['x', 'hvac', 'elec']);
    expect(t.formIds).toEqual(['f1']);
    expect(t.estimatedDurationMinutes).toBe(90);
    expect(t.serviceCategoryProblemIds).toEqual(['a', 'b']);
  });
  it('keeps hand-set fields', () => {
    const t = chooseProblems(
      { priority: 1, estimatedDurationMinutes: 15 },
      ['a'],
      problems,
      new Set(['priority', 'estimatedDurationMinutes'] as const),
    );
    expect(t.priority).toBe(1);
    expect(t.estimatedDurationMinutes).toBe(15);
  });
  it('drops an unchosen id and ignores unknown ones', () => {
    const t = chooseProblems({ serviceCategoryProblemIds: ['a', 'b'] }, ['b', 'zzz'], problems, new Set());
    expect(t.serviceCategoryProblemIds).toEqual(['b', 'zzz']);
    expect(t.estimatedDurationMinutes).toBe(60);
  });
});

describe('fieldOfTicketMessage', () => {
  it('maps spec messages, the conflict and schema messages to fields', () => {
    expect(fieldOfTicketMessage('Location is required.')).toBe('location_id');
    expect(fieldOfTicketMessage('Job Instructions are required.')).toBe('jobInstructions');
    expect(
      fieldOfTicketMessage(
        'Ann has a conflicting appointment at the selected time. Please update your Ticket.',
      ),
    ).toBe('employeeIds');
    expect(fieldOfTicketMessage('priority: priority must be 1 (low), 2 (medium) or 3 (high)')).toBe(
      'priority',
    );
    expect(fieldOfTicketMessage('Not authorized: requires Service:Edit:Ticket')).toBeNull();
  });
});

describe('local date-time inputs', () => {
  it('round-trips an instant through the zone', () => {
    expect(toLocalInput('2026-11-20T16:30:00.000Z', 'America/Denver')).toBe('2026-11-20T09:30');
    expect(fromLocalInput('2026-11-20T09:30', 'America/Denver')).toBe('2026-11-20T16:30:00.000Z');
  });
  it('answers empty for bad input', () => {
    expect(toLocalInput(null, 'America/Denver')).toBe('');
    expect(toLocalInput('2026-11-20T16:30:00Z', 'Mars/Base')).toBe('');
    expect(fromLocalInput('garbage', 'America/Denver')).toBeNull();
    expect(fromLocalInput('2026-13-40T09:30', 'America/Denver')).toBeNull();
  });
});
