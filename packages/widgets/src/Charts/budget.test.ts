import { describe, expect, it } from 'vitest';
import { budgetBand, countBudgetBands } from './budget';

describe('budget bands', () => {
  it('splits at 90 and 100 percent', () => {
    expect(budgetBand(89.9)).toBe('under90');
    expect(budgetBand(90)).toBe('from90to100');
    expect(budgetBand(100)).toBe('from90to100');
    expect(budgetBand(100.1)).toBe('over100');
  });
  it('counts empty values as zero', () => {
    expect(budgetBand(null)).toBe('under90');
    expect(budgetBand(Number.NaN)).toBe('under90');
    expect(countBudgetBands([10, 95, 120, undefined, 130])).toEqual({
      under90: 2,
      from90to100: 1,
      over100: 2,
    });
  });
});
