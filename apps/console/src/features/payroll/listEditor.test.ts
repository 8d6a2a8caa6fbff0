import { describe, expect, it } from 'vitest';
import { EMPTY_EDITOR, isDirty, type ListEditorState, listEditorReducer, visibleRows } from './listEditor.js';

type Rec = { id: string; name: string };
const start = EMPTY_EDITOR as ListEditorState<Rec>;
const a: Rec = { id: 'a', name: 'Alpha' };
const b: Rec = { id: 'b', name: 'Beta' };

describe('listEditorReducer (service spec 4 "Payroll lists")', () => {
  it('selecting copies the record, so edits never touch the loaded one', () => {
    const s = listEditorReducer(start, { type: 'select', record: a });
    const edited = listEditorReducer(s, { type: 'edit', update: (d) => ({ ...d, name: 'Changed' }) });
    expect(edited.draft).toEqual({ id: 'a', name: 'Changed' });
    expect(a.name).toBe('Alpha');
    expect(isDirty(edited)).toBe(true);
  });

  it('cancel restores the original of a stored record', () => {
    let s = listEditorReducer(start, { type: 'select', record: a });
    s = listEditorReducer(s, { type: 'edit', update: (d) => ({ ...d, name: 'Changed' }) });
    s = listEditorReducer(s, { type: 'cancel' });
    expect(s.draft).toEqual(a);
    expect(isDirty(s)).toBe(false);
  });

  it('a new record cancelled disappears from the list', () => {
    let s = listEditorReducer(start, { type: 'add', record: { id: 'n', name: '' } });
    expect(s.isNew).toBe(true);
    expect(visibleRows([a, b], s).map((r) => r.id)).toEqual(['n', 'a', 'b']);
    s = listEditorReducer(s, { type: 'cancel' });
    expect(s).toEqual(start);
    expect(visibleRows([a, b], s).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('a successful save or delete clears the selection and isNew', () => {
    let s = listEditorReducer(start, { type: 'add', record: { id: 'n', name: 'x' } });
    s = listEditorReducer(s, { type: 'saved' });
    expect(s).toEqual({ original: null, draft: null, isNew: false });
    s = listEditorReducer(listEditorReducer(start, { type: 'select', record: b }), { type: 'deleted' });
    expect(s.draft).toBeNull();
  });

  it('edit without a selection changes nothing', () => {
    expect(listEditorReducer(start, { type: 'edit', update: () => a })).toBe(start);
  });

  it('the list shows the draft in place of its record', () => {
    let s = listEditorReducer(start, { type: 'select', record: b });
    s = listEditorReducer(s, { type: 'edit', update: (d) => ({ ...d, name: 'Bravo' }) });
    expect(visibleRows([a, b], s).map((r) => r.name)).toEqual(['Alpha', 'Bravo']);
  });
});
