/** A record offered by a picker: id, display name and entity status (1 active, 2 inactive, 3 deleted). */
export interface PickerItem {
  id: string;
  name: string;
  status?: number | null;
}

/** The lookup error after which a picker hides itself (service spec 6: "Pickers hide themselves on that result"). */
export const NOT_AUTHORIZED_TO_MODULE = 'Not authorized to module';

/**
 * Options for a picker: active items as they are; inactive (2) and deleted (3) items only when
 * they are already chosen, labelled as unavailable (platform spec 4.1: shown greyed as unavailable)
 * and disabled so they cannot be chosen anew.
 */
export function pickerOptions(
  items: readonly PickerItem[],
  chosen: ReadonlySet<string>,
  unavailableSuffix: string,
): { value: string; label: string; disabled?: boolean }[] {
  const out: { value: string; label: string; disabled?: boolean }[] = [];
  for (const it of items) {
    const unavailable = it.status === 2 || it.status === 3;
    if (!unavailable) out.push({ value: it.id, label: it.name });
    else if (chosen.has(it.id))
      out.push({ value: it.id, label: `${it.name} ${unavailableSuffix}`, disabled: true });
  }
  return out;
}
