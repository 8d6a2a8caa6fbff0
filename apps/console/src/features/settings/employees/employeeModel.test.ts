import { describe, expect, it } from 'vitest';
import {
  addressChanged,
  avatarUrl,
  customFieldList,
  initialsOf,
  isAvatarFile,
  normalAddress,
  serverMessageField,
  validateAddress,
  dateOfIso,
  type EmployeeRecord,
  filterEmployees,
  isoOfDate,
  newEmployee,
  saveConfirmations,
  serverMessageKey,
  toProfilePayload,
  toSavePayload,
  validateEmployee,
} from './employeeModel.js';

const base: EmployeeRecord = { id: 'e1', status: 1, firstName: 'Ana', lastName: 'Ruiz', code: 'E1' };

describe('validateEmployee (service spec 5 "Employee")', () => {
  it('needs the hire date earlier than the last raise date', () => {
    expect(validateEmployee({ ...base, hireDate: '2025-01-01', lastRaiseDate: '2025-01-01' })).toEqual({
      lastRaiseDate: 'employees.msg.hireDate',
    });
    expect(validateEmployee({ ...base, hireDate: '2025-02-01', lastRaiseDate: '2025-01-01' })).toEqual({
      lastRaiseDate: 'employees.msg.hireDate',
    });
    expect(validateEmployee({ ...base, hireDate: '2024-01-01', lastRaiseDate: '2025-01-01' })).toEqual({});
    expect(validateEmployee({ ...base, hireDate: '2024-01-01' })).toEqual({});
  });

  it('needs a date and a writer on every review that is not removed', () => {
    const errors = validateEmployee({
      ...base,
      reviews: [
        { date: '2026-01-02', writtenBy: 'Alice' },
        { writtenBy: 'Bob' },
        { date: '2026-01-02', writtenBy: '  ' },
        { status: 3 },
      ],
    });
    expect(errors).toEqual({
      reviews: [
        undefined,
        { date: 'employees.msg.reviewDate' },
        { writtenBy: 'employees.msg.reviewWriter' },
        undefined,
      ],
    });
  });
});

describe('saveConfirmations', () => {
  it('asks for a missing name or code, and for a changed stored e-mail', () => {
    expect(saveConfirmations(null, { ...base, code: '' })).toEqual(['noNameOrCode']);
    expect(saveConfirmations(null, { ...base, firstName: ' ' })).toEqual(['noNameOrCode']);
    expect(saveConfirmations(null, base)).toEqual([]);
    const stored = { ...base, email: 'a@x.example' };
    expect(saveConfirmations(stored, { ...stored, email: 'b@x.example' })).toEqual(['emailChange']);
    expect(saveConfirmations(stored, { ...stored, email: 'a@x.example ' })).toEqual([]);
    expect(saveConfirmations({ ...base, email: null }, { ...base, email: 'n@x.example' })).toEqual([]);
    expect(saveConfirmations(stored, { ...stored, code: '', email: '' }, 'self')).toEqual(['emailChange']);
  });

  it('does not ask for a name or code when saving an existing employee that has a name (issue 19)', () => {
    const stored = { ...base, isNew: false, code: null };
    expect(saveConfirmations(stored, { ...stored, email: 'ana@x.example' })).toEqual([]);
    expect(saveConfirmations(stored, { ...stored, lastName: '' })).toEqual([]);
    expect(saveConfirmations(stored, { ...stored, firstName: '', lastName: '' })).toEqual(['noNameOrCode']);
  });
});

describe('payloads', () => {
  it('leaves out access and screen-only fields, sends a user only by name', () => {
    const p = toSavePayload({
      ...base,
      isNew: false,
      roleIds: ['r'],
      permissionSetIds: ['p'],
      isAdministrator: true,
      fullName: 'x',
      user: { id: 'u', userName: ' ana ', roleIds: ['r'] },
      customFields: { Shirt: 'L', '': 'x' },
      reviews: [{ status: 3 }, { id: 'r1', status: 3 }],
      code: ' E1 ',
    });
    expect(p).toEqual({
      id: 'e1',
      status: 1,
      firstName: 'Ana',
      lastName: 'Ruiz',
      code: 'E1',
      user: { userName: 'ana' },
      customFields: { Shirt: 'L' },
      reviews: [{ id: 'r1', status: 3 }],
      extIdLocked: true,
    });
    const fresh = toSavePayload({ ...newEmployee(), firstName: 'N', user: { userName: '' } });
    expect(fresh.id).toBeUndefined();
    expect(fresh.user).toBeUndefined();
    expect(fresh.status).toBe(1);
  });

  it('My Profile sends only the self-editable fields', () => {
    expect(
      toProfilePayload({
        ...base,
        email: 'a@x.example',
        pin: '1234',
        hireDate: '2020-01-01',
        defaultTimeZone: 'UTC',
      }),
    ).toEqual({
      id: 'e1',
      firstName: 'Ana',
      lastName: 'Ruiz',
      middleName: null,
      email: 'a@x.example',
      defaultTimeZone: 'UTC',
    });
  });

  it('My Profile clears a middle name or e-mail the user emptied (the form drops empty fields)', () => {
    const { middleName: _m, email: _e, ...rest } = { ...base, middleName: 'Q', email: 'a@x.example' };
    expect(toProfilePayload(rest)).toMatchObject({ middleName: null, email: null });
  });

  it('reads custom fields from a list or an object', () => {
    expect(customFieldList([{ name: 'A', value: '1' }])).toEqual([{ name: 'A', value: '1' }]);
    expect(customFieldList({ B: 2, C: null })).toEqual([
      { name: 'B', value: '2' },
      { name: 'C', value: '' },
    ]);
    expect(customFieldList(null)).toEqual([]);
  });
});

describe('dates', () => {
  it('converts between local dates and YYYY-MM-DD', () => {
    const d = dateOfIso('2026-03-04T10:00:00Z')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 2, 4]);
    expect(isoOfDate(new Date(2026, 0, 9))).toBe('2026-01-09');
    expect(dateOfIso('nope')).toBeNull();
    expect(isoOfDate(null)).toBeNull();
  });
});

describe('filterEmployees', () => {
  const rows: EmployeeRecord[] = [
    { id: '1', status: 1, firstName: 'José', lastName: 'Núñez', code: 'E1', division_id: 'd1' },
    { id: '2', status: 2, firstName: 'Ann', lastName: 'Lee', code: 'E2', department_id: 'p1' },
    { id: '3', status: 3, firstName: 'Del', lastName: 'Eted', code: 'E3' },
    {
      id: '4',
      status: 1,
      firstName: 'Bo',
      lastName: 'Ray',
      email: 'bo@x.example',
      user: { userName: 'bray' },
    },
  ];
  const ids = (r: EmployeeRecord[]) => r.map((x) => x.id);
  it('filters by status (active by default), division, department and text', () => {
    expect(ids(filterEmployees(rows, {}))).toEqual(['1', '4']);
    expect(ids(filterEmployees(rows, { status: 'inactive' }))).toEqual(['2']);
    expect(ids(filterEmployees(rows, { status: 'all' }))).toEqual(['1', '2', '4']);
    expect(ids(filterEmployees(rows, { status: 'all', division_id: 'd1' }))).toEqual(['1']);
    expect(ids(filterEmployees(rows, { status: 'all', department_id: 'p1' }))).toEqual(['2']);
    expect(ids(filterEmployees(rows, { text: 'jose nunez' }))).toEqual(['1']);
    expect(ids(filterEmployees(rows, { text: 'BRAY' }))).toEqual(['4']);
    expect(ids(filterEmployees(rows, { text: 'zzz' }))).toEqual([]);
  });
});

describe('serverMessageKey', () => {
  it('maps the spec messages and keeps others', () => {
    expect(serverMessageKey('Pin 1002 is already assigned')).toEqual({
      key: 'employees.msg.pinTaken',
      values: { pin: '1002' },
    });
    expect(serverMessageKey('Hire Date must be earlier than Last Raise Date.')).toEqual({
      key: 'employees.msg.hireDate',
    });
    expect(serverMessageKey('Not authorized: requires X')?.values).toEqual({ detail: 'requires X' });
    expect(serverMessageKey('Something else')).toBeNull();
  });
});

describe('address (service spec 3 "Employee", CSV import field names)', () => {
  it('checks a two-letter country and the lengths', () => {
    expect(validateAddress({ street: '1 Main', country: 'us' })).toEqual({});
    expect(validateAddress({ country: 'USA' })).toEqual({ country: 'employees.msg.country' });
    expect(validateAddress({ country: '' })).toEqual({});
    expect(validateAddress({ street: 'x'.repeat(201), postalCode: '1'.repeat(21) })).toEqual({
      street: 'employees.msg.tooLong:200',
      postalCode: 'employees.msg.tooLong:20',
    });
    expect(validateAddress(null)).toEqual({});
  });

  it('checks only a changed address on save (an imported one saves unchanged)', () => {
    const stored = { ...base, address: { street: '9 Elm', country: 'United States' } };
    expect(validateEmployee(stored, stored)).toEqual({});
    expect(validateEmployee({ ...stored, address: { ...stored.address, street: '10 Elm' } }, stored)).toEqual(
      {
        address: { country: 'employees.msg.country' },
      },
    );
    expect(validateEmployee({ ...base, address: { country: 'Mexico' } })).toEqual({
      address: { country: 'employees.msg.country' },
    });
  });

  it('normalises: trimmed, capital country, empty as null, all empty as no address', () => {
    expect(normalAddress({ street: ' 1 Main ', city: '', country: 'mx' })).toEqual({
      street: '1 Main',
      city: null,
      region: null,
      postalCode: null,
      country: 'MX',
    });
    expect(normalAddress({ street: '  ', country: '' })).toBeNull();
    expect(addressChanged({ street: 'A', city: null }, { street: ' A ', city: '' })).toBe(false);
    expect(addressChanged(null, { street: '' })).toBe(false);
    expect(addressChanged(null, { city: 'Denver' })).toBe(true);
  });

  it('is sent normalised by both saves', () => {
    const v = { ...base, address: { street: ' 1 Main ', country: 'us' } };
    expect(toSavePayload(v).address).toMatchObject({ street: '1 Main', country: 'US' });
    expect(toProfilePayload(v).address).toMatchObject({ street: '1 Main', country: 'US' });
    expect(toSavePayload({ ...base, address: { street: '' } }).address).toBeNull();
  });
});

describe('photo', () => {
  it('accepts raster images only, by type or extension', () => {
    expect(isAvatarFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAvatarFile({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isAvatarFile({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAvatarFile({ name: 'a.heic', type: 'image/heic' })).toBe(false);
    expect(isAvatarFile({ name: 'cv.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('shows the stored file or initials', () => {
    expect(avatarUrl('f 1')).toBe('/api/file/f%201');
    expect(avatarUrl(null)).toBeNull();
    expect(initialsOf(base)).toBe('AR');
    expect(initialsOf({ id: 'x', code: 'E9' })).toBe('E');
    expect(toProfilePayload({ ...base, avatar_id: 'f1' }).avatar_id).toBe('f1');
    expect(toSavePayload({ ...base, avatar_id: '' }).avatar_id).toBeNull();
  });
});

describe('server refusals of address, photo and pay group', () => {
  it('point at the field and translate', () => {
    expect(serverMessageField('Country must be a two-letter code (e.g. US).')).toBe('address.country');
    expect(serverMessageField('Zip must be at most 20 characters.')).toBe('address.postalCode');
    expect(serverMessageField('address.city: City must be at most 100 characters.')).toBe('address.city');
    expect(serverMessageField('Photo file abc not found.')).toBe('avatar_id');
    expect(serverMessageField('The photo must be an image (JPEG, PNG, GIF, BMP or WebP).')).toBe('avatar_id');
    expect(serverMessageField('Pay group g1 not found.')).toBe('payGroup_id');
    expect(serverMessageField('Something else')).toBeNull();
    expect(serverMessageKey('City must be at most 100 characters.')).toEqual({
      key: 'employees.msg.addressTooLong',
      values: { field: 'city', max: '100' },
    });
    expect(serverMessageKey('Pay group g1 not found.')).toEqual({
      key: 'employees.msg.payGroupNotFound',
      values: { id: 'g1' },
    });
    expect(serverMessageKey('The photo must be an image (JPEG, PNG, GIF, BMP or WebP).')?.key).toBe(
      'employees.msg.photoNotImage',
    );
  });
});
