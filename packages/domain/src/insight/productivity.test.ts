import { describe, expect, it } from 'vitest';
import { budgetSeverity, employeePinColor, locationPinColor, round1, taskBudgetRow } from './productivity.js';

describe('task budget rows (time spec 3, 5, 9)', () => {
  it('computes percentages, remaining, pace and trend', () => {
    const r = taskBudgetRow(
      {
        task_id: 't',
        budgetHours: 100,
        budgetUnits: 200,
        estimatedCompletePercentage: 50,
        estimatedCompleteDate: '2026-12-01',
      },
      40,
      100,
    );
    expect(r).toMatchObject({
      CompleteHoursPercentage: 40,
      CompleteUnitsPercentage: 50,
      CompletePercentage: 50,
      EstimatedCompleteVariance: 0,
      RemainingInBudgetHours: 60,
      RemainingInBudgetUnits: 100,
      CurrentPaceUnitsPerHour: 2.5,
      CurrentPaceHoursLeft: 40,
      TrendingHoursUnderOrOver: 20,
      EstimatedCompleteDate: '2026-12-01',
    });
  });
  it('empty budget values count as zero; units per hour is zero without units or hours', () => {
    const r = taskBudgetRow({ task_id: 't', budgetHours: null, budgetUnits: undefined }, 0, 5);
    expect(r.BudgetHours).toBe(0);
    expect(r.CompleteHoursPercentage).toBe(0);
    expect(r.CurrentPaceUnitsPerHour).toBe(0);
  });
  it('over budget trends negative (whole hours) and rounds to one decimal', () => {
    const r = taskBudgetRow({ task_id: 't', budgetHours: 10 }, 12.34, 0);
    expect(r.CompleteHoursPercentage).toBe(123.4);
    expect(r.TrendingHoursUnderOrOver).toBe(-2);
    expect(round1(1.25)).toBe(1.3);
  });
  it('severity bands and pin colours (time spec 4)', () => {
    expect(budgetSeverity(89.9)).toBe('success');
    expect(budgetSeverity(90)).toBe('warning');
    expect(budgetSeverity(100)).toBe('warning');
    expect(budgetSeverity(100.1)).toBe('danger');
    expect(locationPinColor('danger', 'success')).toBe('red');
    expect(locationPinColor(null, 'warning')).toBe('orange');
    expect(employeePinColor(false, true)).toBe('red');
    expect(employeePinColor(false, false)).toBe('orange');
  });
});
