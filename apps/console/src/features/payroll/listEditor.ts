/**
 * State of a payroll list editor (service spec 2 "Payroll and service list editors", 4 "Payroll
 * lists"): a list of records and one detail panel. `original` is the record as loaded (or as
 * created), `draft` the edited copy. Cancel restores the original; cancelling a new record drops
 * it; a successful save clears the selection (isNew becomes false with the reload).
 */
export interface ListEditorState<T extends { id: string }> {
  original: T | null;
  draft: T | null;
  isNew: boolean;
}

export type ListEditorAction<T extends { id: string }> =
  | { type: 'select'; record: T }
  | { type: 'add'; record: T }
  | { type: 'edit'; update: (draft: T) => T }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' };

/** A deep copy of plain JSON data (records from the API). */
export function cloneRecord<T>(record: T): T {
  return JSON.parse(JSON.stringify(record)) as T;
}

export const EMPTY_EDITOR = { original: null, draft: null, isNew: false } as const;

/** The editor's transitions (pure; the hook adds requests, toasts and confirmations). */
export function listEditorReducer<T extends { id: string }>(
  state: ListEditorState<T>,
  action: ListEditorAction<T>,
): ListEditorState<T> {
  switch (action.type) {
    case 'select':
      return { original: cloneRecord(action.record), draft: cloneRecord(action.record), isNew: false };
    case 'add':
      return { original: cloneRecord(action.record), draft: cloneRecord(action.record), isNew: true };
    case 'edit':
      return state.draft ? { ...state, draft: action.update(state.draft) } : state;
    case 'cancel':
      if (state.isNew || !state.original) return { original: null, draft: null, isNew: false };
      return { ...state, draft: cloneRecord(state.original) };
    case 'saved':
    case 'deleted':
      return { original: null, draft: null, isNew: false };
    default:
      return state;
  }
}

/** True when the draft differs from the original (unsaved changes). */
export function isDirty<T extends { id: string }>(state: ListEditorState<T>): boolean {
  return !!state.draft && JSON.stringify(state.draft) !== JSON.stringify(state.original);
}

/**
 * The rows the list shows: the loaded records, with the draft's row replacing its record (so a
 * renamed record reads as typed) and a new record first until it is saved or cancelled.
 */
export function visibleRows<T extends { id: string }>(records: readonly T[], state: ListEditorState<T>): T[] {
  const rows = records.map((r) => (state.draft && r.id === state.draft.id ? state.draft : r));
  if (state.isNew && state.draft && !records.some((r) => r.id === state.draft!.id)) rows.unshift(state.draft);
  return rows;
}

/** A new client-side id for a record the server has not seen yet. */
export function newId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}
