import { describe, expect, it } from 'vitest';
import {
  canReachWizardPage,
  isFlagged,
  isOverdue,
  isUnassigned,
  lastWizardPage,
  mergeCategoryProblems,
  newTicketDefaults,
  normalizeTicket,
  overlappingEmployees,
  type ServiceTicket,
  scheduledInstant,
  ticketConflictMessage,
  ticketDeleteConfirm,
  ticketLabel,
  triageTickets,
  validateTicketPage,
  validateTicketSave,
} from './ticket.js';

const DEN = 'America/Denver';

describe('newTicketDefaults', () => {
  it('starts notAccepted, low priority, call time now, every zone the user zone', () => {
    const t = newTicketDefaults({ now: '2026-03-02T15:04:00Z', timeZone: DEN });
    expect(t).toMatchObject({
      isNew: true,
      serviceStatus: 'notAccepted',
      priority: 1,
      callTimeStamp: '2026-03-02T15:04:00.000Z',
      callTimeZone: DEN,
      scheduledTimeZone: DEN,
      actualStartTimeZone: DEN,
      actualEndTimeZone: DEN,
      serviceCategoryProblemIds: [],
    });
  });
  it('preselects the required problems and merges them', () => {
    const t = newTicketDefaults({
      now: 0,
      timeZone: DEN,
      problems: [
        { id: 'p1', isRequired: true, priority: 2, estimatedDurationMinutes: 60, skillSetIds: ['s1'] },
        { id: 'p2', isRequired: false, priority: 3, estimatedDurationMinutes: 10 },
      ],
    });
    expect(t.serviceCategoryProblemIds).toEqual(['p1']);
    expect(t.priority).toBe(2);
    expect(t.estimatedDurationMinutes).toBe(60);
    expect(t.skillSetIds).toEqual(['s1']);
  });
});

describe('ticket states', () => {
  const base: ServiceTicket = {
    serviceStatus: 'accepted',
    employeeIds: ['e1'],
    scheduledTimeStamp: '2026-03-02T16:00:00.000Z',
    estimatedDurationMinutes: 60,
  };
  it('unassigned: no employees and not accepted, or employees and rejected', () => {
    expect(isUnassigned({ employeeIds: [], serviceStatus: 'notAccepted' })).toBe(true);
    expect(isUnassigned({ serviceStatus: 'notAccepted' })).toBe(true);
    expect(isUnassigned({ employeeIds: [], serviceStatus: 'accepted' })).toBe(false);
    expect(isUnassigned({ employeeIds: ['e1'], serviceStatus: 'rejected' })).toBe(true);
    expect(isUnassigned({ employeeIds: ['e1'], serviceStatus: 'notAccepted' })).toBe(false);
  });
  it('flagged: rejected with employees', () => {
    expect(isFlagged({ employeeIds: ['e1'], serviceStatus: 'rejected' })).toBe(true);
    expect(isFlagged({ employeeIds: [], serviceStatus: 'rejected' })).toBe(false);
    expect(isFlagged({ employeeIds: ['e1'], serviceStatus: 'accepted' })).toBe(false);
  });
  it('overdue: employees, past scheduled end, not completed', () => {
    expect(isOverdue(base, '2026-03-02T17:00:00.000Z')).toBe(false); // exactly at the end
    expect(isOverdue(base, '2026-03-02T17:00:01.000Z')).toBe(true);
    expect(isOverdue({ ...base, serviceStatus: 'completed' }, '2026-03-03T00:00:00Z')).toBe(false);
    expect(isOverdue({ ...base, employeeIds: [] }, '2026-03-03T00:00:00Z')).toBe(false);
    expect(isOverdue({ ...base, scheduledTimeStamp: null }, '2026-03-03T00:00:00Z')).toBe(false);
  });
  it('triage: unassigned or overdue, by priority then newest call time', () => {
    const now = '2026-03-10T00:00:00Z';
    const list: (ServiceTicket & { id: string })[] = [
      { id: 'a', priority: 1, serviceStatus: 'notAccepted', callTimeStamp: '2026-03-01T00:00:00Z' },
      { id: 'b', priority: 3, serviceStatus: 'notAccepted', callTimeStamp: '2026-03-01T00:00:00Z' },
      { id: 'c', priority: 1, serviceStatus: 'notAccepted', callTimeStamp: '2026-03-05T00:00:00Z' },
      { id: 'd', ...base, priority: 2, callTimeStamp: '2026-03-01T00:00:00Z' }, // overdue
      { id: 'e', ...base, serviceStatus: 'completed', priority: 3 }, // neither
      { id: 'f', priority: 3, serviceStatus: 'notAccepted', status: 3 }, // deleted
    ];
    expect(triageTickets(list, now).map((t) => t.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('mergeCategoryProblems', () => {
  const problems = [
    {
      id: 'p1',
      priority: 2,
      estimatedDurationMinutes: 30,
      skillSetIds: ['s1'],
      assetIds: ['a1'],
      formIds: [],
    },
    { id: 'p2', priority: 3, estimatedDurationMinutes: 61, skillSetIds: ['s1', 's2'], formIds: ['f1'] },
  ];
  it('raises the priority, merges lists, averages the duration', () => {
    const t = mergeCategoryProblems(
      { priority: 1, skillSetIds: ['s0'], serviceCategoryProblemIds: [] },
      problems,
    );
    expect(t).toMatchObject({
      priority: 3,
      estimatedDurationMinutes: 46, // (30 + 61) / 2 = 45.5
      skillSetIds: ['s0', 's1', 's2'],
      assetIds: ['a1'],
      formIds: ['f1'],
      serviceCategoryProblemIds: ['p1', 'p2'],
    });
  });
  it('never lowers the priority', () => {
    expect(mergeCategoryProblems({ priority: 3 }, [problems[0]!]).priority).toBe(3);
  });
  it('keeps what the user set by hand', () => {
    const t = mergeCategoryProblems(
      { priority: 1, estimatedDurationMinutes: 15, skillSetIds: ['mine'] },
      problems,
      ['priority', 'estimatedDurationMinutes', 'skillSetIds'],
    );
    expect(t).toMatchObject({
      priority: 1,
      estimatedDurationMinutes: 15,
      skillSetIds: ['mine'],
      formIds: ['f1'],
    });
  });
});

describe('overlappingEmployees', () => {
  const t = (id: string, emps: string[], start: string, minutes: number, extra: ServiceTicket = {}) => ({
    id,
    employeeIds: emps,
    scheduledTimeStamp: start,
    estimatedDurationMinutes: minutes,
    ...extra,
  });
  const mine = t('x', ['e1', 'e2', 'e3'], '2026-03-02T16:00:00Z', 60);
  it('detects the overlap per employee', () => {
    const others = [
      t('a', ['e2'], '2026-03-02T16:30:00Z', 60),
      t('b', ['e3'], '2026-03-02T17:00:00Z', 60), // touches only
      t('c', ['e1'], '2026-03-02T15:00:00Z', 60), // ends as mine starts
      t('x', ['e1'], '2026-03-02T16:00:00Z', 60), // the same ticket
      t('d', ['e1'], '2026-03-02T16:10:00Z', 10, { status: 3 }), // deleted
      t('e', ['e9'], '2026-03-02T16:00:00Z', 60), // another employee
    ];
    expect(overlappingEmployees(mine, others)).toEqual(['e2']);
    expect(overlappingEmployees(mine, [t('f', ['e3', 'e1'], '2026-03-02T15:30:00Z', 45)])).toEqual([
      'e1',
      'e3',
    ]);
  });
  it('ignores unscheduled tickets', () => {
    expect(overlappingEmployees({ employeeIds: ['e1'] }, [mine])).toEqual([]);
  });
  it('has the spec message', () => {
    expect(ticketConflictMessage(['Eli Employee', 'Fiona Field'])).toBe(
      'Eli Employee, Fiona Field has a conflicting appointment at the selected time. Please update your Ticket.',
    );
  });
});

describe('ticket save', () => {
  const complete: ServiceTicket = {
    serviceStatus: 'accepted',
    location_id: 'l1',
    name: 'Fix boiler',
    callTimeZone: DEN,
    skillSetIds: ['s1'],
    priority: 2,
    estimatedDurationMinutes: 60,
    scheduledStartTime: '09:00',
    scheduledTimeZone: DEN,
    scheduledDate: '2026-03-02',
    jobInstructions: 'Bring the kit',
    employeeIds: ['e1'],
  };
  it('accepts a complete ticket', () => {
    expect(validateTicketSave(complete)).toBeNull();
  });
  it.each([
    ['serviceStatus', null, 'Service status is required.', 1],
    ['location_id', '', 'Location is required.', 1],
    ['name', '  ', 'Ticket name is required.', 1],
    ['callTimeZone', null, 'Call TimeZone is required.', 1],
    ['skillSetIds', [], 'Skill is required.', 1],
    ['priority', null, 'Priority is required.', 2],
    ['estimatedDurationMinutes', null, 'Estimated Duration is required.', 2],
    ['scheduledStartTime', '', 'Scheduled Start Time is required.', 2],
    ['scheduledTimeZone', null, 'Scheduled TimeZone is required.', 2],
    ['scheduledDate', null, 'Scheduled Date is required.', 2],
    ['jobInstructions', '', 'Job Instructions are required.', 3],
  ])('%s missing: %s', (field, value, message, page) => {
    expect(validateTicketSave({ ...complete, [field]: value })).toEqual({ message, field, page });
  });
  it('page 4 with completed needs the actual times and zones', () => {
    const done: ServiceTicket = { ...complete, serviceStatus: 'completed' };
    expect(validateTicketSave(done)?.message).toBe('Actual Start Time is required.');
    const withStart = { ...done, actualStartTimeStamp: '2026-03-02T16:00:00Z' };
    expect(validateTicketSave(withStart)?.message).toBe('Actual Start TimeZone is required.');
    const withZone = { ...withStart, actualStartTimeZone: DEN };
    expect(validateTicketSave(withZone)?.message).toBe('Actual End Time is required.');
    const withEnd = { ...withZone, actualEndTimeStamp: '2026-03-02T17:00:00Z' };
    expect(validateTicketSave(withEnd)?.message).toBe('Actual End TimeZone is required.');
    expect(validateTicketSave({ ...withEnd, actualEndTimeZone: DEN })).toBeNull();
    // Without employees page 4 does not apply.
    expect(validateTicketSave({ ...done, employeeIds: [] })).toBeNull();
    expect(validateTicketPage(complete, 4)).toBeNull();
  });
  it('wizard pages: 4 only with employees', () => {
    expect(lastWizardPage(complete)).toBe(4);
    expect(lastWizardPage({ ...complete, employeeIds: [] })).toBe(3);
    expect(canReachWizardPage({ employeeIds: [] }, 4)).toBe(false);
    expect(canReachWizardPage({ employeeIds: ['e'] }, 4)).toBe(true);
    expect(canReachWizardPage({}, 0)).toBe(false);
  });
});

describe('normalizeTicket', () => {
  it('computes the scheduled instant in the scheduled zone and clears empty actual zones', () => {
    const t = normalizeTicket<ServiceTicket>({
      scheduledDate: '2026-03-09',
      scheduledStartTime: '08:30',
      scheduledTimeZone: DEN,
      actualStartTimeZone: DEN,
      actualStartTimeStamp: null,
      actualEndTimeStamp: '2026-03-09T16:00:00Z',
      actualEndTimeZone: DEN,
    });
    expect(t.scheduledTimeStamp).toBe('2026-03-09T14:30:00.000Z'); // MDT after 2026-03-08
    expect(t.actualStartTimeZone).toBeNull();
    expect(t.actualEndTimeZone).toBe(DEN);
  });
  it('gives null for an incomplete or invalid schedule', () => {
    expect(scheduledInstant({ scheduledDate: '2026-03-09', scheduledTimeZone: DEN })).toBeNull();
    expect(
      scheduledInstant({ scheduledDate: '2026-03-09', scheduledStartTime: '25:00', scheduledTimeZone: DEN }),
    ).toBeNull();
    expect(
      scheduledInstant({
        scheduledDate: '2026-03-09',
        scheduledStartTime: '08:00',
        scheduledTimeZone: 'Mars/Base',
      }),
    ).toBeNull();
  });
});

describe('ticketLabel', () => {
  it('takes the first 5 words of the description', () => {
    expect(ticketLabel({ description: '  Replace the   broken pump in the basement ', name: 'x' })).toBe(
      'Replace the broken pump in',
    );
    expect(ticketLabel({ description: '', name: 'Boiler' })).toBe('Boiler');
  });
});

describe('ticketDeleteConfirm', () => {
  it('has the spec title and text', () => {
    expect(ticketDeleteConfirm({ ticketNumber: 42, name: 'Fix boiler' })).toEqual({
      title: 'Confirm Delete Ticket',
      text: 'Are you sure you want to delete ticket #42 Fix boiler?',
    });
  });
});
