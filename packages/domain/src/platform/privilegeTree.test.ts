import { describe, expect, it } from 'vitest';
import {
  FACE_CAPTURE_PRIVILEGE,
  findPrivilegePath,
  privilegeNodeIds,
  privilegeTree,
  reportsGroupId,
  subtreePrivileges,
  togglePrivilege,
  triState,
} from './privilegeTree.js';
import { privilegesOfModule } from './privileges.js';

const node = (roots: ReturnType<typeof privilegeTree>, id: string) => {
  const path = findPrivilegePath(roots, id);
  if (!path) throw new Error(`no node ${id}`);
  return path[path.length - 1]!;
};

describe('privilege tree', () => {
  it('holds every privilege of the module once, children under their grouping parent', () => {
    const roots = privilegeTree('Time', { useFaceCapture: true });
    const ids = roots.flatMap(subtreePrivileges);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      privilegesOfModule('Time')
        .map((d) => d.id)
        .sort(),
    );
    const edit = node(roots, 'Time:Edit:MyTime');
    expect(edit.children.map((c) => c.id)).toContain('Time:Execute:MyTimeDelete');
    expect(findPrivilegePath(roots, 'Time:Edit:MyTimeAsset')!.map((n) => n.id)).toEqual([
      'Time:View:MyTime',
      'Time:Edit:MyTime',
      'Time:Edit:MyTimeAsset',
    ]);
  });

  it('groups the reports of a module under one synthetic node', () => {
    const roots = privilegeTree('Assets');
    const group = roots.find((r) => r.id === reportsGroupId('Assets'))!;
    expect(group.def).toBeNull();
    expect(group.children).toHaveLength(6);
    expect(privilegeNodeIds(roots)).toContain('Assets:Execute:AssetUsageReport');
  });

  it('hides the In/Out photos privilege unless face capture is used', () => {
    expect(privilegeTree('Time').flatMap(subtreePrivileges)).not.toContain(FACE_CAPTURE_PRIVILEGE);
    expect(privilegeTree('Time', { useFaceCapture: true }).flatMap(subtreePrivileges)).toContain(
      FACE_CAPTURE_PRIVILEGE,
    );
  });

  it('derives checked, mixed and unchecked', () => {
    const roots = privilegeTree('Assets');
    const asset = node(roots, 'Assets:View:Asset');
    expect(triState(asset, new Set())).toBe('unchecked');
    expect(triState(asset, new Set(['Assets:View:Asset']))).toBe('mixed');
    expect(triState(asset, new Set(['Assets:View:Asset', 'Assets:Edit:Asset']))).toBe('checked');
    const reports = node(roots, reportsGroupId('Assets'));
    expect(triState(reports, new Set(['Assets:Execute:AssetUsageReport']))).toBe('mixed');
  });

  it('toggles a whole subtree on and off, and a child brings its parents', () => {
    const roots = privilegeTree('Time');
    let held = togglePrivilege(roots, [], 'Time:View:MyTime');
    expect(held).toContain('Time:Edit:MyTimeTask');
    expect(held).toContain('Time:Execute:MyTimeDelete');
    expect(triState(node(roots, 'Time:View:MyTime'), new Set(held))).toBe('checked');
    held = togglePrivilege(roots, held, 'Time:Edit:MyTime');
    expect(held).toEqual(['Time:View:MyTime']);
    expect(triState(node(roots, 'Time:View:MyTime'), new Set(held))).toBe('mixed');
    // A mixed node toggles on.
    held = togglePrivilege(roots, held, 'Time:View:MyTime');
    expect(triState(node(roots, 'Time:View:MyTime'), new Set(held))).toBe('checked');
    held = togglePrivilege(roots, held, 'Time:View:MyTime');
    expect(held).toEqual([]);
    // A leaf brings its ancestors.
    held = togglePrivilege(roots, [], 'Time:Edit:OthersTimeTask');
    expect(held).toEqual(['Time:View:OthersTime', 'Time:Edit:OthersTime', 'Time:Edit:OthersTimeTask']);
  });

  it('keeps privileges the tree does not show, and ignores unknown ids', () => {
    const roots = privilegeTree('Time');
    const held = togglePrivilege(roots, [FACE_CAPTURE_PRIVILEGE], 'Time:Execute:KioskClock');
    expect(held).toEqual(['Time:Execute:KioskClock', FACE_CAPTURE_PRIVILEGE]);
    expect(togglePrivilege(roots, held, 'Time:Execute:Nope')).toEqual(held);
    const group = togglePrivilege(roots, [], reportsGroupId('Time'));
    expect(group).toHaveLength(12);
    expect(togglePrivilege(roots, group, reportsGroupId('Time'))).toEqual([]);
  });
});
