import { describe, expect, it } from 'vitest';
import {
  actualMinutes,
  laborAnalysisByProblem,
  type ReportTicket,
  responseMinutes,
  technicianCallAnalysis,
  technicianList,
  workOrderStatus,
} from './reports.js';

const now = '2026-11-20T18:00:00Z';
const T: ReportTicket[] = [
  {
    id: 'a',
    ticketNumber: 1,
    name: 'Heat',
    status: 1,
    serviceStatus: 'completed',
    priority: 3,
    employeeIds: ['ann'],
    location_id: 'L1',
    serviceCategoryProblemIds: ['heat'],
    estimatedDurationMinutes: 120,
    callTimeStamp: '2026-11-20T06:00:00Z',
    scheduledTimeStamp: '2026-11-20T08:00:00Z',
    actualStartTimeStamp: '2026-11-20T08:00:00Z',
    actualEndTimeStamp: '2026-11-20T11:00:00Z',
  },
  {
    id: 'b',
    ticketNumber: 2,
    name: 'Heat and leak',
    status: 1,
    serviceStatus: 'completed',
    priority: 2,
    employeeIds: ['ann', 'bo'],
    serviceCategoryProblemIds: ['heat', 'leak'],
    estimatedDurationMinutes: 60,
    callTimeStamp: '2026-11-20T09:00:00Z',
    scheduledTimeStamp: '2026-11-20T12:00:00Z',
    actualStartTimeStamp: '2026-11-20T12:30:00Z',
    actualEndTimeStamp: '2026-11-20T13:30:00Z',
  },
  {
    id: 'c',
    ticketNumber: 3,
    name: 'Late',
    status: 1,
    serviceStatus: 'accepted',
    priority: 1,
    employeeIds: ['bo'],
    estimatedDurationMinutes: 30,
    scheduledTimeStamp: '2026-11-20T15:00:00Z',
  },
  { id: 'd', ticketNumber: 4, name: 'Open', status: 1, serviceStatus: 'notAccepted', employeeIds: [] },
  { id: 'x', ticketNumber: 5, name: 'Deleted', status: 3, serviceStatus: 'accepted', employeeIds: ['ann'] },
];
const techs = [
  { id: 'bo', name: 'Bo Baker', code: 'B1' },
  { id: 'ann', name: 'Ann Adams', code: 'A1' },
  { id: 'cy', name: 'Cy Cole' },
];

describe('service reports (time spec 3: Service)', () => {
  it('actual and response minutes, null when missing or reversed', () => {
    expect(actualMinutes(T[0]!)).toBe(180);
    expect(responseMinutes(T[1]!)).toBe(210);
    expect(actualMinutes(T[2]!)).toBeNull();
    expect(
      actualMinutes({
        actualStartTimeStamp: '2026-01-01T10:00:00Z',
        actualEndTimeStamp: '2026-01-01T09:00:00Z',
      }),
    ).toBeNull();
  });

  it('labor analysis shares a ticket among its problems; totals equal the tickets', () => {
    const rows = laborAnalysisByProblem(T, [
      { id: 'heat', name: 'No heat' },
      { id: 'leak', name: 'Water leak' },
    ]);
    expect(rows).toEqual([
      {
        ProblemId: null,
        Problem: '(none)',
        Tickets: 2,
        Completed: 0,
        EstimatedHours: 0.5,
        ActualHours: 0,
        AverageActualHours: 0,
        VarianceHours: -0.5,
      },
      {
        ProblemId: 'heat',
        Problem: 'No heat',
        Tickets: 2,
        Completed: 2,
        EstimatedHours: 2.5,
        ActualHours: 3.5,
        AverageActualHours: 1.75,
        VarianceHours: 1,
      },
      {
        ProblemId: 'leak',
        Problem: 'Water leak',
        Tickets: 1,
        Completed: 1,
        EstimatedHours: 0.5,
        ActualHours: 0.5,
        AverageActualHours: 0.5,
        VarianceHours: 0,
      },
    ]);
    const total = rows.reduce((s, r) => s + r.ActualHours, 0);
    expect(total).toBe(4);
  });

  it('technician list counts open, completed and overdue per technician, deleted left out', () => {
    expect(technicianList(T, techs, now)).toEqual([
      {
        EmployeeId: 'ann',
        Employee: 'Ann Adams',
        Code: 'A1',
        Tickets: 2,
        Open: 0,
        Completed: 2,
        Overdue: 0,
        ScheduledHours: 3,
      },
      {
        EmployeeId: 'bo',
        Employee: 'Bo Baker',
        Code: 'B1',
        Tickets: 2,
        Open: 1,
        Completed: 1,
        Overdue: 1,
        ScheduledHours: 1.5,
      },
      {
        EmployeeId: 'cy',
        Employee: 'Cy Cole',
        Code: null,
        Tickets: 0,
        Open: 0,
        Completed: 0,
        Overdue: 0,
        ScheduledHours: 0,
      },
    ]);
  });

  it('work order status: one row per ticket by scheduled time, unscheduled last', () => {
    const rows = workOrderStatus(
      T,
      {
        locations: new Map([['L1', 'Main St']]),
        employees: new Map([
          ['ann', 'Ann Adams'],
          ['bo', 'Bo Baker'],
        ]),
      },
      now,
    );
    expect(rows.map((r) => r['Ticket #'])).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toMatchObject({
      Location: 'Main St',
      Employees: 'Ann Adams',
      ActualHours: 3,
      EstimatedHours: 2,
    });
    expect(rows[1]!.Employees).toBe('Ann Adams, Bo Baker');
    expect(rows[2]).toMatchObject({ Overdue: 'Yes', Unassigned: '', ActualHours: null });
    expect(rows[3]).toMatchObject({ Unassigned: 'Yes', Scheduled: null });
  });

  it('technician call analysis: priorities, average response, hours, completed share', () => {
    expect(technicianCallAnalysis(T, techs)).toEqual([
      {
        EmployeeId: 'ann',
        Employee: 'Ann Adams',
        Calls: 2,
        High: 1,
        Medium: 1,
        Low: 0,
        AverageResponseHours: 2.75,
        ActualHours: 4,
        CompletedPercent: 100,
      },
      {
        EmployeeId: 'bo',
        Employee: 'Bo Baker',
        Calls: 2,
        High: 0,
        Medium: 1,
        Low: 1,
        AverageResponseHours: 3.5,
        ActualHours: 1,
        CompletedPercent: 50,
      },
    ]);
  });
});
