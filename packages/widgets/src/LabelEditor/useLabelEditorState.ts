import { useMemo, useState } from 'react';

/** A customisable label: resource key, the product's default text and the company's text (if any). */
export interface LabelEntry {
  key: string;
  defaultValue: string;
  value?: string | null;
}

/**
 * Draft edits of a LabelEditor: `changes` lists keys whose text differs from the stored one (an
 * empty text means "back to the default" and is sent as value ''), filtered by key or text.
 */
export function useLabelEditorState(labels: readonly LabelEntry[]) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return labels;
    return labels.filter((l) =>
      [l.key, l.defaultValue, l.value ?? '', draft[l.key] ?? ''].some((t) => t.toLowerCase().includes(q)),
    );
  }, [labels, filter, draft]);
  const changes = useMemo(
    () =>
      labels
        .filter((l) => draft[l.key] !== undefined && (draft[l.key] ?? '') !== (l.value ?? ''))
        .map((l) => ({ key: l.key, value: (draft[l.key] ?? '').trim() })),
    [labels, draft],
  );
  return {
    filter,
    setFilter,
    shown,
    changes,
    textOf: (l: LabelEntry) => draft[l.key] ?? l.value ?? '',
    edit: (key: string, text: string) => setDraft((d) => ({ ...d, [key]: text })),
    reset: (key: string) => setDraft((d) => ({ ...d, [key]: '' })),
    discard: () => setDraft({}),
  };
}
