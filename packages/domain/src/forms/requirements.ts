import type { FormRequirement } from './model.js';

/** A requirement with its ids (employees or locations). */
export interface RequirementValue {
  requirement: FormRequirement;
  ids: string[];
}

/**
 * Choosing a requirement in the editor (platform spec 4.2): an opt-in requirement with no ids
 * reverts to 'All' (also how a stored opt-in with no ids is shown).
 */
export function requirementForEditing(value: RequirementValue): RequirementValue {
  if (value.requirement === 'optIn' && value.ids.length === 0) return { requirement: 'all', ids: [] };
  return value;
}

/**
 * On save (platform spec 4.2): 'All' becomes opt-in with no ids, and a requirement with no ids that
 * is not 'All' becomes none.
 */
export function requirementForSaving(value: RequirementValue): RequirementValue {
  if (value.requirement === 'all') return { requirement: 'optIn', ids: [] };
  if (value.ids.length === 0) return { requirement: 'none', ids: [] };
  return value;
}
