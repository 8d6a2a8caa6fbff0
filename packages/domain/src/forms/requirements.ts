import type { Form, FormRequirement } from './model.js';

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

/** The requirement fields of a form, as stored (after the 4.2 normalisation). */
export type ClockRequirementFields = Partial<
  Pick<
    Form,
    | 'status'
    | 'inEmployeeRequirement'
    | 'outEmployeeRequirement'
    | 'inLocationRequirement'
    | 'outLocationRequirement'
    | 'inEmployeeIds'
    | 'outEmployeeIds'
    | 'inLocationIds'
    | 'outLocationIds'
  >
>;

/**
 * Whether one requirement dimension names `id`: null when the dimension is not set ('none'), else
 * true when it applies ('all' and opt-in with no ids: everyone; opt-in: the ids; opt-out: all but
 * the ids). A missing id (no location chosen) matches only 'all' and opt-out.
 */
function dimension(
  requirement: FormRequirement | undefined,
  ids: readonly string[] | undefined,
  id: string | null,
) {
  const list = ids ?? [];
  switch (requirement ?? 'none') {
    case 'none':
      return null;
    case 'all':
      return true;
    case 'optIn':
      return list.length === 0 || (id !== null && list.includes(id));
    case 'optOut':
      return id === null || !list.includes(id);
  }
  return null;
}

/**
 * Is `form` required at clock `direction` ('in' or 'out') for this employee at this location
 * (platform spec 3, 4.2: the in/out employee and location requirements)? An active form is required
 * when at least one of its two requirements of that direction is set (not 'none') and every set
 * one applies: employees only, locations only, or the chosen employees at the chosen locations.
 */
export function formRequiredAtClock(
  form: ClockRequirementFields,
  direction: 'in' | 'out',
  employeeId: string,
  locationId: string | null,
): boolean {
  if (form.status !== undefined && form.status !== null && form.status !== 1) return false;
  const emp = dimension(form[`${direction}EmployeeRequirement`], form[`${direction}EmployeeIds`], employeeId);
  const loc = dimension(form[`${direction}LocationRequirement`], form[`${direction}LocationIds`], locationId);
  if (emp === null && loc === null) return false;
  return emp !== false && loc !== false;
}
