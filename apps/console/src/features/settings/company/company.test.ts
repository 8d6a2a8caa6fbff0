import { describe, expect, it } from 'vitest';
import {
  addSimpleItem,
  changedItems,
  customListAddProblem,
  customListProblem,
  deleteSimpleItem,
  type Group,
  groupProblem,
  newCustomList,
  parentChoices,
  simpleItemPayload,
  simpleItemsProblem,
} from './lists.js';
import { formatLunch, parseLunch, serverFieldError, toFormValues, toSettings } from './settingsForm.js';

const base = (over: Partial<ReturnType<typeof toFormValues>> = {}) => ({
  ...toFormValues({ name: 'Northwind', timeZone: 'America/Denver', settings: {} }, 1),
  ...over,
});

describe('settings form (service spec 5 "Settings", 9)', () => {
  it('shows and reads lunch durations in the user time format', () => {
    expect(formatLunch(30, 1)).toBe('0.50');
    expect(formatLunch(30, 2)).toBe('0:30');
    expect(formatLunch(65, 2)).toBe('1:05');
    expect(formatLunch(undefined, 2)).toBe('');
    expect(parseLunch('0.5', 1)).toBe(30);
    expect(parseLunch('.75', 1)).toBe(45);
    expect(parseLunch('0:30', 2)).toBe(30);
    expect(parseLunch('', 2)).toBeUndefined();
    // The other format, or beyond 12 hours, is 'Invalid Input'.
    expect(parseLunch('0:30', 1)).toBeNull();
    expect(parseLunch('0.5', 2)).toBeNull();
    expect(parseLunch('12:30', 2)).toBeNull();
    expect(parseLunch('13', 1)).toBeNull();
  });

  it('refuses every out-of-range value with the server message', () => {
    const { errors } = toSettings(
      base({
        name: ' ',
        pinDigitLength: '3',
        recognitionThreshold: '101',
        hoursExceededAlertAmount: '0',
        minLunchMinutes: '0:30',
        productivityLowPercent: '45',
        productivityHighPercent: '72',
      }),
      1,
    );
    expect(errors).toEqual({
      name: 'Name is required.',
      pinDigitLength: 'PIN length must be between 4 and 10.',
      recognitionThreshold: 'Threshold must be between 10 and 100.',
      hoursExceededAlertAmount: 'Must be a valid number.',
      minLunchMinutes: 'Invalid Input',
      productivityLowPercent: 'Productivity percentages range from 50 to 95 in steps of 5.',
      productivityHighPercent: 'Productivity percentages range from 50 to 95 in steps of 5.',
    });
    expect(toSettings(base({ pinDigitLength: '' }), 1).errors.pinDigitLength).toMatch(/PIN length/);
    expect(toSettings(base({ pinDigitLength: '11' }), 1).errors.pinDigitLength).toMatch(/PIN length/);
    expect(toSettings(base({ hoursExceededAlertAmount: '1.123456' }), 1).errors).toHaveProperty(
      'hoursExceededAlertAmount',
    );
  });

  it('builds the settings payload over the stored settings', () => {
    const { settings, errors } = toSettings(
      base({
        timeFormat: '2',
        pinDigitLength: '6',
        recognitionThreshold: '80',
        useFaceCapture: true,
        hoursExceededAlertAmount: '12.5',
        minLunchMinutes: '0.5',
        lunchDeductionMinutes: '',
        productivityLowPercent: '60',
        unitSystem: 'metric',
        geoFenceBuffer: '0.25',
      }),
      1,
      { customLabels: { x: 'Crew' }, lunchDeductionMinutes: 15 },
    );
    expect(errors).toEqual({});
    expect(settings).toMatchObject({
      customLabels: { x: 'Crew' },
      timeFormat: 2,
      pinDigitLength: 6,
      recognitionThreshold: 80,
      useFaceCapture: true,
      hoursExceededAlertAmount: 12.5,
      minLunchMinutes: 30,
      productivityLowPercent: 60,
      unitSystem: 'metric',
      geoFenceBuffer: 0.25,
    });
    expect(settings).not.toHaveProperty('lunchDeductionMinutes');
  });

  it('reads the field of a server refusal', () => {
    expect(serverFieldError('settings.pinDigitLength: PIN length must be between 4 and 10.')).toEqual({
      field: 'pinDigitLength',
      message: 'PIN length must be between 4 and 10.',
    });
    expect(serverFieldError('name: Name is required.')?.field).toBe('name');
    expect(serverFieldError('Not authorized')).toBeNull();
    expect(serverFieldError('settings.unknown: x')).toBeNull();
  });
});

describe('lists (service spec 5 "Lists", 9)', () => {
  it('custom lists: at most 3, the placeholder name and empty option values refused', () => {
    expect(customListAddProblem(2)).toBeNull();
    expect(customListAddProblem(3)).toBe('At most 3 custom lists are allowed.');
    expect(customListProblem(newCustomList(1))).toBe('Name is Required!');
    expect(customListProblem({ name: ' ', options: [] })).toBe('Name is Required!');
    expect(customListProblem({ name: 'Colour', options: [{ value: '' }] })).toBe(
      'Every option needs a value.',
    );
    expect(
      customListProblem({ name: 'Colour', options: [{ value: 'Red', code: 'R', status: 1 }] }),
    ).toBeNull();
  });

  const groups: Group[] = [
    { id: 'a', name: 'A', employeeIds: ['me'] },
    { id: 'a1', name: 'A1', parent_id: 'a' },
    { id: 'a11', name: 'A11', parent_id: 'a1' },
    { id: 'b', name: 'B' },
    { id: 'x', name: 'X', status: 3 },
  ];
  const admin = { isAdministrator: true, employeeId: 'boss' };
  const member = { isAdministrator: false, employeeId: 'me' };
  const loner = { isAdministrator: false, employeeId: 'nobody' };

  it('groupings: Parent Group is Required for a non-admin in groups', () => {
    const fresh = { id: 'n', name: 'New', status: 1 };
    expect(groupProblem(fresh, true, groups, admin)).toBeNull();
    expect(groupProblem(fresh, true, groups, loner)).toBeNull();
    expect(groupProblem(fresh, true, groups, member)).toBe('Parent Group is Required');
    expect(groupProblem({ ...fresh, parent_id: 'a1' }, true, groups, member)).toBeNull();
    expect(groupProblem({ ...fresh, status: 2 }, true, groups, admin)).toBe('A new group must be active.');
    expect(groupProblem({ ...fresh, name: '' }, true, groups, admin)).toBe('Name is required.');
    expect(groupProblem({ id: 'a', name: 'A', parent_id: 'a11' }, false, groups, admin)).toBe(
      'A group cannot be placed under itself or one of its subgroups.',
    );
  });

  it('groupings: parent choices exclude the subtree; non-admins stay in their trees', () => {
    expect(parentChoices(groups, 'a1', admin).map((g) => g.id)).toEqual(['a', 'b']);
    expect(parentChoices(groups, null, member).map((g) => g.id)).toEqual(['a', 'a1', 'a11']);
    expect(parentChoices(groups, null, loner).map((g) => g.id)).toEqual(['a', 'a1', 'a11', 'b']);
  });

  it('simple lists: add, delete marks inactive, only changes are saved', () => {
    const stored = [
      { id: '1', name: 'Box', status: 1 },
      { id: '2', name: 'Crate', status: 1 },
    ];
    let items = addSimpleItem(stored, 'tmp');
    expect(items[0]).toMatchObject({ id: 'tmp', status: 1, isNew: true });
    expect(simpleItemsProblem(changedItems(items, stored))).toBe('Name is required.');
    items = items.map((i) => (i.id === 'tmp' ? { ...i, name: ' Pallet ' } : i));
    items = deleteSimpleItem(items, '2');
    expect(items.find((i) => i.id === '2')?.status).toBe(2);
    const changed = changedItems(items, stored);
    expect(changed.map((i) => i.id)).toEqual(['tmp', '2']);
    expect(simpleItemsProblem(changed)).toBeNull();
    expect(simpleItemPayload(changed[0]!)).toEqual({ name: 'Pallet', status: 1 });
    expect(simpleItemPayload(changed[1]!)).toEqual({ id: '2', name: 'Crate', status: 2 });
    expect(deleteSimpleItem(items, 'tmp').some((i) => i.id === 'tmp')).toBe(false);
  });
});
