import { describe, expect, it } from 'vitest';
import {
  categoryProblemPayload,
  newCategoryProblem,
  validateCategoryProblem,
} from './categoryProblemModel.js';

describe('category problem editor model', () => {
  it('a new problem is active, optional, low priority', () => {
    expect(newCategoryProblem('p')).toMatchObject({ status: 1, isRequired: false, priority: 1, isNew: true });
  });
  it('sends only schema fields, trimmed', () => {
    const p = categoryProblemPayload({
      ...newCategoryProblem('p'),
      name: '  No heat ',
      estimatedDurationMinutes: 90,
    });
    expect(p).toMatchObject({ id: 'p', name: 'No heat', estimatedDurationMinutes: 90, isRequired: false });
    expect(p).not.toHaveProperty('isNew');
  });
  it('requires a name', () => {
    expect(validateCategoryProblem({ ...newCategoryProblem('p'), name: ' ' })?.message).toBe(
      'Name is required.',
    );
    expect(validateCategoryProblem({ ...newCategoryProblem('p'), name: 'Leak' })).toBeNull();
  });
});
