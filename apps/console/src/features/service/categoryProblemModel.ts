import type { ServiceCategoryProblem } from '@wm/api/schemas';

/** The draft of a service category problem in the list editor (service spec 3). */
export type CategoryProblemDraft = ServiceCategoryProblem & { status?: number | null; isNew?: boolean };

/** A new category problem: active, not required, low priority, no duration yet. */
export function newCategoryProblem(id: string): CategoryProblemDraft {
  return {
    id,
    name: '',
    status: 1,
    isRequired: false,
    priority: 1,
    estimatedDurationMinutes: null,
    skillSetIds: [],
    assetIds: [],
    formIds: [],
    isNew: true,
  };
}

/** The body of POST /ServiceCategoryProblem: the schema's fields, the name trimmed. */
export function categoryProblemPayload(d: CategoryProblemDraft) {
  return {
    id: d.id,
    status: d.status ?? 1,
    name: (d.name ?? '').trim(),
    description: d.description ?? null,
    isRequired: d.isRequired === true,
    estimatedDurationMinutes: d.estimatedDurationMinutes ?? null,
    priority: d.priority ?? null,
    skillSetIds: d.skillSetIds ?? [],
    assetIds: d.assetIds ?? [],
    formIds: d.formIds ?? [],
  };
}

/** The browser check of a category problem (the server checks the same): 'Name is required.'. */
export function validateCategoryProblem(d: CategoryProblemDraft) {
  if (!(d.name ?? '').trim()) return { code: 'NAME_REQUIRED', message: 'Name is required.', field: 'name' };
  return null;
}
