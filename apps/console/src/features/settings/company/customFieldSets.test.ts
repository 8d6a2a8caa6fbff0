import { describe, expect, it } from 'vitest';
import {
  type CustomFieldDef,
  fieldValueErrors,
  keyFromLabel,
  moveField,
  serverFieldProblem,
  setProblem,
  toDraft,
  toSetPayload,
  valuesOf,
  valuesPayload,
} from './customFieldSets.js';

const FIELDS: CustomFieldDef[] = [
  { key: 'shirt', label: 'Shirt size', kind: 'list', required: true, options: ['S', 'M'] },
  { key: 'badge', label: 'Badge', kind: 'number' },
  { key: 'driver', label: 'Driver', kind: 'boolean' },
];

describe('custom field set drafts', () => {
  it('makes keys from labels and moves rows', () => {
    expect(keyFromLabel('Shirt size')).toBe('shirtSize');
    expect(keyFromLabel('Año de ingreso')).toBe('anoDeIngreso');
    expect(keyFromLabel('123')).toBe('field');
    expect(moveField([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveField([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
  it('names the first problem and builds the payload', () => {
    const draft = toDraft({ name: 'E', type: 'employee', status: 1, fields: FIELDS }, 'employee', 'x');
    expect(setProblem(draft)).toBeNull();
    expect(toSetPayload(draft).fields[0]).toEqual(FIELDS[0]);
    const dup = { ...draft, fields: [...draft.fields, { ...draft.fields[1]!, key: 'Badge' }] };
    expect(setProblem(dup)).toEqual({ key: 'company.cf.msg.duplicateKey', row: 3, values: { key: 'Badge' } });
    const noOptions = { ...draft, fields: [{ ...draft.fields[0]!, optionsText: ' , ' }] };
    expect(setProblem(noOptions)?.key).toBe('company.cf.msg.listOptions');
    expect(setProblem({ ...draft, name: ' ' })?.key).toBe('company.cf.msg.nameRequired');
  });
});

describe('custom field values', () => {
  it('reads the free list, checks kinds and sends only the set keys', () => {
    expect(
      valuesOf(FIELDS, [
        { name: 'Shirt size', value: 'M' },
        { name: 'Other', value: 1 },
      ]),
    ).toEqual({ shirt: 'M' });
    expect(fieldValueErrors(FIELDS, { badge: 'x' })).toEqual({
      shirt: 'company.cf.msg.valueRequired',
      badge: 'company.cf.msg.valueNumber',
    });
    expect(fieldValueErrors(FIELDS, {}, { required: false })).toEqual({});
    expect(valuesPayload(FIELDS, { shirt: 'S', badge: null, other: 1 })).toEqual({
      shirt: 'S',
      driver: false,
    });
    expect(serverFieldProblem(FIELDS, 'Shirt size is required.')).toEqual({
      key: 'shirt',
      label: 'Shirt size',
      required: true,
    });
    expect(serverFieldProblem(FIELDS, 'Badge must be a number.')?.required).toBe(false);
    expect(serverFieldProblem(FIELDS, 'Something else')).toBeNull();
  });
});
