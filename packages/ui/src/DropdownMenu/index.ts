export {
  DROPDOWN_HOVER_CLOSE_MS,
  DROPDOWN_HOVER_OPEN_MS,
  DropdownMenu,
  type DropdownMenuEntry,
  type DropdownMenuProps,
} from './DropdownMenu';
