import { describe, expect, it } from 'vitest';
import { employeeName, type RoleRecord, savableRoleIds } from './data.js';

const role = (id: string, status = 1): RoleRecord => ({
  id,
  name: id,
  moduleId: 'Time',
  privileges: [],
  status,
});

describe('access data helpers', () => {
  it('drops deleted or unknown roles before saving an employee, keeps all while roles are not loaded', () => {
    const roles = [role('a'), role('b', 2), role('c', 3)];
    expect(savableRoleIds(['a', 'b', 'c', 'gone'], roles)).toEqual(['a', 'b']);
    expect(savableRoleIds(['a', 'gone'], undefined)).toEqual(['a', 'gone']);
  });
  it('names an employee by full name, else first and last name, else code', () => {
    expect(employeeName({ id: '1', fullName: 'Ann Lee' })).toBe('Ann Lee');
    expect(employeeName({ id: '1', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(employeeName({ id: '1', code: 'E9' })).toBe('E9');
  });
});
