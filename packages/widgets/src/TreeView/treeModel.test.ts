import { describe, expect, it } from 'vitest';
import { buildTree, subtreeIds, visibleNodes } from './treeModel';

const recs = [
  { id: 'a', p: null, n: 'A' },
  { id: 'b', p: 'a', n: 'B' },
  { id: 'c', p: 'b', n: 'C' },
  { id: 'd', p: 'zz', n: 'D' },
  { id: 'x', p: 'y', n: 'X' },
  { id: 'y', p: 'x', n: 'Y' },
];

describe('tree model', () => {
  const tree = buildTree(
    recs,
    (r) => r.id,
    (r) => r.p,
    (r) => r.n,
  );
  it('builds roots, children, orphans as roots, and breaks cycles', () => {
    expect(tree.map((n) => n.id)).toEqual(['a', 'd', 'x', 'y']);
    expect(tree[0]?.children?.[0]?.children?.[0]?.id).toBe('c');
  });
  it('shows children only under expanded nodes', () => {
    expect(visibleNodes(tree, new Set()).map((v) => v.node.id)).toEqual(['a', 'd', 'x', 'y']);
    const v = visibleNodes(tree, new Set(['a', 'b']));
    expect(v.map((n) => `${n.node.id}${n.level}`)).toEqual(['a1', 'b2', 'c3', 'd1', 'x1', 'y1']);
    expect(v[1]).toMatchObject({ parentId: 'a', posInSet: 1, setSize: 1 });
  });
  it('lists a subtree', () => {
    expect(subtreeIds(tree[0] as never)).toEqual(['a', 'b', 'c']);
  });
});
