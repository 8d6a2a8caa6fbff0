/** Props of the time editor's Allocate button (time spec 4 Allocation). */
export interface AllocateButtonProps {
  /** The time records selected in the editor (ids). */
  selectedIds: readonly string[];
  /** Called after an allocation was saved, so the editor reloads its records. */
  onAllocated: () => void;
}

/** Placeholder: the allocator (selection checks, segment dialog, TimeAllocation save) is built in time/allocator. */
export function AllocateButton(_props: AllocateButtonProps) {
  return null;
}
