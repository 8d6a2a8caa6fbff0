import { describe, expect, it } from 'vitest';
import {
  deleteConfirmation,
  descendantIds,
  devicePayload,
  deviceNames,
  flagNames,
  geofenceDistance,
  hasFlag,
  locationPayload,
  newDevice,
  newLocation,
  newTask,
  parentChoices,
  parseNumberText,
  serverMessageKey,
  taskPayload,
  validateDevice,
  validateLocation,
  validateTask,
  withFlag,
} from './placesModel.js';

const tree = [
  { id: 'a', name: 'A', status: 1, parent_id: null },
  { id: 'b', name: 'B', status: 1, parent_id: 'a' },
  { id: 'c', name: 'C', status: 1, parent_id: 'b' },
  { id: 'd', name: 'D', status: 3, parent_id: 'a' },
  { id: 'e', name: 'E', status: 1, parent_id: null },
];

describe('flag conditions (service spec 3: rain 1, sleet 2, lightning 4, snow 8, fog 16, hail 32)', () => {
  it('sets, clears and lists bits', () => {
    let f = withFlag(0, 'rain', true);
    f = withFlag(f, 'snow', true);
    f = withFlag(f, 'hail', true);
    expect(f).toBe(41);
    expect(hasFlag(f, 'snow')).toBe(true);
    expect(hasFlag(f, 'fog')).toBe(false);
    expect(flagNames(f)).toEqual(['rain', 'snow', 'hail']);
    expect(withFlag(f, 'snow', false)).toBe(33);
    expect(withFlag(null, 'fog', false)).toBe(0);
    expect(flagNames(63)).toHaveLength(6);
  });
});

describe('trees', () => {
  it('finds descendants and the parents a record may take', () => {
    expect(descendantIds(tree, 'a').sort()).toEqual(['b', 'c', 'd']);
    expect(parentChoices(tree, 'a').map((r) => r.id)).toEqual(['e']);
    expect(parentChoices(tree, 'c').map((r) => r.id)).toEqual(['a', 'b', 'e']);
    expect(parentChoices(tree, null).map((r) => r.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('survives a cycle in the data', () => {
    const loop = [
      { id: 'x', parent_id: 'y' },
      { id: 'y', parent_id: 'x' },
    ];
    expect(descendantIds(loop, 'x')).toEqual(['y']);
  });

  it('chooses the parent delete warning only with live children', () => {
    expect(deleteConfirmation(tree, 'a')).toEqual({ kind: 'parent', childCount: 2 });
    expect(deleteConfirmation(tree, 'c')).toEqual({ kind: 'single', childCount: 0 });
  });
});

describe('geofence distance (service spec 9: 1609.34 m per mile, 1000 per km)', () => {
  it('converts by the unit system', () => {
    expect(geofenceDistance(1609.34, 'imperial')).toEqual({ value: 1, unit: 'mi' });
    expect(geofenceDistance(250, 'metric')).toEqual({ value: 0.25, unit: 'km' });
    expect(geofenceDistance(150, undefined).unit).toBe('mi');
  });
});

describe('location validation (same messages as the server)', () => {
  const ok = { ...newLocation('l1'), name: 'Yard' };
  it('accepts a new location and names each bad field', () => {
    expect(validateLocation(ok)).toBeNull();
    expect(validateLocation({ ...ok, name: ' ' })?.message).toBe('Name is required.');
    expect(validateLocation({ ...ok, geoFenceRadius: 0 })?.message).toBe(
      'Geofence radius must be between 1 and 100000 meters.',
    );
    expect(validateLocation({ ...ok, geoFenceRadius: 100 })).toBeNull();
    expect(validateLocation({ ...ok, lat: 95, lon: 0 })?.field).toBe('lat');
    expect(validateLocation({ ...ok, lat: 10 })?.message).toBe('Latitude and longitude go together.');
    expect(validateLocation({ ...ok, address: { country: 'USA' } })?.field).toBe('address.country');
    expect(validateLocation({ ...ok, flagLowTemp: 50, flagHighTemp: 10 })?.message).toBe(
      'Low temperature flag must be below the high temperature flag.',
    );
    expect(validateLocation({ ...ok, flagLowHumidity: 101 })?.message).toBe(
      'Low humidity flag must be between 0 and 100.',
    );
    expect(validateLocation({ ...ok, flagConditions: 64 })?.field).toBe('flagConditions');
    expect(validateLocation({ ...ok, geoFenceRadius: 'x' as unknown as number })?.key).toBe(
      'places.msg.geofence',
    );
  });

  it('checks budget lines', () => {
    expect(validateLocation({ ...ok, budget: [{ task_id: null }] })?.message).toBe(
      'Budget task is required.',
    );
    expect(validateLocation({ ...ok, budget: [{ task_id: 't' }, { task_id: 't' }] })?.message).toBe(
      'Each task may have only one budget line.',
    );
    expect(
      validateLocation({ ...ok, budget: [{ task_id: 't', estimatedCompletePercentage: 120 }] })?.field,
    ).toBe('budget.0.estimatedCompletePercentage');
  });

  it('builds the payload: trimmed text, numbers or null, media marks kept', () => {
    const body = locationPayload(
      {
        ...ok,
        name: ' Yard ',
        code: ' ',
        geoFenceRadius: 200,
        lat: 39.7,
        lon: -105,
        address: { country: 'US', city: ' Denver ' },
        media: [{ id: 'f1', fileName: 'a.png', deleted: true }],
        budget: [{ task_id: 't', budgetHours: 4, budgetUnits: 'x' as unknown as number }],
      },
      true,
    );
    expect(body.id).toBeUndefined();
    expect(body).toMatchObject({
      name: 'Yard',
      code: null,
      geoFenceRadius: 200,
      address: { country: 'US', city: 'Denver' },
      media: [{ id: 'f1', fileName: 'a.png', mimeType: null, deleted: true }],
      budget: [{ task_id: 't', budgetHours: 4, budgetUnits: null }],
    });
    expect(locationPayload({ ...ok }, false).id).toBe('l1');
  });
});

describe('task validation and payload', () => {
  it('needs a name and a known tracking; clears the unit measure when units are not tracked', () => {
    const t = { ...newTask('t1'), name: 'Paving' };
    expect(validateTask(t)).toBeNull();
    expect(validateTask({ ...t, name: '' })?.message).toBe('Name is required.');
    expect(validateTask({ ...t, productivityUnitTracking: 'x' as never })?.field).toBe(
      'productivityUnitTracking',
    );
    expect(taskPayload({ ...t, unitMeasure_id: 'u' }, true)).toMatchObject({
      productivityUnitTracking: 'none',
      unitMeasure_id: null,
      isGeofenceExempt: false,
    });
    expect(
      taskPayload({ ...t, productivityUnitTracking: 'tracksUnits', unitMeasure_id: 'u' }, false),
    ).toMatchObject({ id: 't1', unitMeasure_id: 'u' });
  });
  it('sends the division, department and pay code rule, an empty choice as null (issue 15)', () => {
    const t = { ...newTask('t1'), name: 'Paving' };
    expect(
      taskPayload({ ...t, division_id: 'dv', department_id: '', payCodeRule_id: 'pc' }, false),
    ).toMatchObject({ division_id: 'dv', department_id: null, payCodeRule_id: 'pc' });
  });
});

describe('device validation and payload (service spec 5 "Device", 9)', () => {
  const d = { ...newDevice('d1'), name: 'Truck', administrator_id: 'e1' };
  it('needs a name, an administrator and cardinality 1 to 99 on a new device', () => {
    expect(validateDevice(d, true)).toBeNull();
    expect(validateDevice({ ...d, name: '' }, true)?.message).toBe('Name is required.');
    expect(validateDevice({ ...d, administrator_id: null }, true)?.message).toBe(
      'Administrator is required.',
    );
    expect(validateDevice({ ...d, cardinality: 0 }, true)?.message).toBe(
      'Cardinality must be between 1 and 99.',
    );
    expect(validateDevice({ ...d, cardinality: 100 }, true)?.field).toBe('cardinality');
    expect(validateDevice({ ...d, cardinality: 2.5 }, true)?.field).toBe('cardinality');
    expect(validateDevice({ ...d, cardinality: 100 }, false)).toBeNull();
  });

  it('names multiples with a numeric suffix, with no phone and no invite', () => {
    expect(deviceNames(' Truck ', 3)).toEqual(['Truck 1', 'Truck 2', 'Truck 3']);
    expect(deviceNames('Truck', 1)).toEqual(['Truck']);
    expect(devicePayload({ ...d, cardinality: 3, phone: '555', sendInviteEmail: true }, true)).toMatchObject({
      cardinality: 3,
      phone: null,
      sendInviteEmail: false,
    });
    const edit = devicePayload({ ...d, cardinality: 3 }, false);
    expect(edit.id).toBe('d1');
    expect(edit.cardinality).toBeUndefined();
  });
});

describe('helpers', () => {
  it('parses number text and maps known server messages', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText(' 12.5 ')).toBe(12.5);
    expect(parseNumberText('abc')).toBe('abc');
    expect(serverMessageKey('Device name already exists.')).toBe('places.msg.nameTaken');
    expect(serverMessageKey('cardinality: Cardinality must be between 1 and 99.')).toBe(
      'places.msg.cardinality',
    );
    expect(serverMessageKey('Something else')).toBeNull();
  });
});
