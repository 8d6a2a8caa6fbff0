export { TreePicker, type TreePickerProps, TreeView, type TreeViewProps } from './TreeView';
export { buildTree, subtreeIds, type TreeNode, type VisibleNode, visibleNodes } from './treeModel';
export {
  TREE_MAX_PAGE_LINKS,
  TREE_PAGE_SIZE,
  TREE_PAGE_SIZE_OPTIONS,
  useTreeViewState,
} from './useTreeViewState';
