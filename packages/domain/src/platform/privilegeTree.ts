import { type ModuleName, type PrivilegeDef, privilegesOfModule } from './privileges.js';

/**
 * The tri-state privilege tree of the role editor (service spec 6 "The editor uses tri-state parent
 * and child toggles"; platform spec 6 "Some Execute or Edit entries are grouping parents rather
 * than privileges").
 *
 * Nodes are the catalogue privileges of one module under their grouping parent; the module's reports
 * (`...:Execute:...Report`) sit under one synthetic group node `group:{Module}:Reports`, which is not
 * a privilege. A node is 'checked' when it and every privilege beneath it are held, 'unchecked' when
 * none is, else 'mixed'. Toggling a checked node takes its whole subtree away; toggling an unchecked
 * or mixed node gives its whole subtree and the privilege parents above it (a child privilege is a
 * finer permission under its parent and never stands without it).
 */
export interface PrivilegeTreeNode {
  /** The privilege id, or `group:{Module}:Reports` for the synthetic reports group. */
  id: string;
  /** The catalogue entry; null for a synthetic group. */
  def: PrivilegeDef | null;
  children: PrivilegeTreeNode[];
}

export type TriState = 'checked' | 'unchecked' | 'mixed';

/** The privilege hidden unless the company uses face capture (service spec 6 "In/Out photos"). */
export const FACE_CAPTURE_PRIVILEGE = 'Time:View:FaceCaptures';

/** Id of the synthetic reports group of a module. */
export const reportsGroupId = (module: ModuleName) => `group:${module}:Reports`;

/** True for the id of a synthetic group node (not a privilege). */
export const isGroupNodeId = (id: string) => id.startsWith('group:');

const isReport = (d: PrivilegeDef) => d.kind === 'Execute' && d.name.endsWith('Report') && !d.parent;

export interface PrivilegeTreeOptions {
  /** Company setting useFaceCapture; without it the In/Out photos privilege is left out. */
  useFaceCapture?: boolean;
}

/**
 * The editor tree of a module's privileges in catalogue order (reports grouped last when there are
 * two or more). Pure; build it once per module and option set.
 */
export function privilegeTree(module: ModuleName, options: PrivilegeTreeOptions = {}): PrivilegeTreeNode[] {
  const defs = privilegesOfModule(module).filter(
    (d) => options.useFaceCapture === true || d.id !== FACE_CAPTURE_PRIVILEGE,
  );
  const nodes = new Map<string, PrivilegeTreeNode>(
    defs.map((d) => [d.id, { id: d.id, def: d, children: [] }]),
  );
  const roots: PrivilegeTreeNode[] = [];
  const reports: PrivilegeTreeNode[] = [];
  for (const d of defs) {
    const node = nodes.get(d.id)!;
    const parent = d.parent ? nodes.get(d.parent) : undefined;
    if (parent) parent.children.push(node);
    else if (isReport(d)) reports.push(node);
    else roots.push(node);
  }
  if (reports.length >= 2) roots.push({ id: reportsGroupId(module), def: null, children: reports });
  else roots.push(...reports);
  return roots;
}

/** Privilege ids of a node and everything beneath it (synthetic groups contribute no id). */
export function subtreePrivileges(node: PrivilegeTreeNode): string[] {
  const out: string[] = node.def ? [node.id] : [];
  for (const c of node.children) out.push(...subtreePrivileges(c));
  return out;
}

/** The tri-state of a node for the held privileges. */
export function triState(node: PrivilegeTreeNode, held: ReadonlySet<string>): TriState {
  const ids = subtreePrivileges(node);
  const n = ids.filter((id) => held.has(id)).length;
  if (n === 0) return 'unchecked';
  return n === ids.length ? 'checked' : 'mixed';
}

/** The path of nodes from a root to the node with `id` (inclusive), or null when absent. */
export function findPrivilegePath(
  roots: readonly PrivilegeTreeNode[],
  id: string,
): PrivilegeTreeNode[] | null {
  for (const r of roots) {
    if (r.id === id) return [r];
    const below = findPrivilegePath(r.children, id);
    if (below) return [r, ...below];
  }
  return null;
}

/**
 * The held privileges after a click on node `id` (see the module comment). Privileges not in the
 * tree (another module's, or the hidden face-capture one) are kept as they are. Order: catalogue
 * order of what the tree shows, then the rest as given. An unknown `id` changes nothing.
 */
export function togglePrivilege(
  roots: readonly PrivilegeTreeNode[],
  held: readonly string[],
  id: string,
): string[] {
  const path = findPrivilegePath(roots, id);
  if (!path) return [...held];
  const node = path[path.length - 1]!;
  const set = new Set(held);
  const subtree = subtreePrivileges(node);
  if (triState(node, set) === 'checked') for (const p of subtree) set.delete(p);
  else {
    for (const p of subtree) set.add(p);
    for (const a of path.slice(0, -1)) if (a.def) set.add(a.id);
  }
  const inTree = new Set(roots.flatMap(subtreePrivileges));
  const ordered = roots.flatMap(subtreePrivileges).filter((p) => set.has(p));
  return [...ordered, ...held.filter((p) => !inTree.has(p) && set.has(p))];
}

/** Every node id of the tree in display order (roots first, depth first). */
export function privilegeNodeIds(roots: readonly PrivilegeTreeNode[]): string[] {
  return roots.flatMap((r) => [r.id, ...privilegeNodeIds(r.children)]);
}
