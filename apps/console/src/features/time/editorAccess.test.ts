import { hasAccess } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { timeRecordRights } from './editorAccess.js';

const access = (keys: string[]) => ({ paths: ['/time/editor/'], keys: keys.map((k) => `/time/editor/${k}`) });
const mine = { employee_id: 'me' };
const theirs = { employee_id: 'other' };

describe('timeRecordRights', () => {
  it('separates own and others’ records for edit and delete', () => {
    const a = access(['my-time/edit', 'my-time/time/edit', 'my-time/delete']);
    const r = timeRecordRights((p, k) => hasAccess(a, p, k), 'me');
    expect(r.canEdit(mine)).toBe(true);
    expect(r.canEdit(theirs)).toBe(false);
    expect(r.canDeleteAll([mine])).toBe(true);
    expect(r.canDeleteAll([mine, theirs])).toBe(false);
    expect(r.anyEdit && r.anyDelete).toBe(true);
  });

  it('lets a manager with others-time keys act on others only', () => {
    const a = access(['others-time/edit', 'others-time/time/edit', 'others-time/delete']);
    const r = timeRecordRights((p, k) => hasAccess(a, p, k), 'me');
    expect(r.canEdit(theirs)).toBe(true);
    expect(r.canEdit(mine)).toBe(false);
    expect(r.canDeleteAll([theirs, theirs])).toBe(true);
    expect(r.canDeleteAll([theirs, mine])).toBe(false);
  });

  it('needs the per-field time key to edit In and Out', () => {
    const a = access(['others-time/edit']);
    const r = timeRecordRights((p, k) => hasAccess(a, p, k), 'me');
    expect(r.canEdit(theirs)).toBe(false);
    expect(r.anyEdit).toBe(true);
  });

  it('refuses an empty selection and users without an employee treat every record as others', () => {
    const a = access(['others-time/delete']);
    const r = timeRecordRights((p, k) => hasAccess(a, p, k), null);
    expect(r.canDeleteAll([])).toBe(false);
    expect(r.mine(mine)).toBe(false);
    expect(r.canDeleteAll([mine])).toBe(true);
    expect(r.anyEdit).toBe(false);
  });
});
