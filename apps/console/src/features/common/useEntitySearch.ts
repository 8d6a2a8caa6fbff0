import { type EntityRecord, useEntityList, useLookup } from '@wm/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mergeSearchOptions, type NamedOption, type NamedRecord } from './entitySearch.js';

/** Rows a searching picker asks for at a time. */
export const SEARCH_ROWS = 50;
/** Quiet time after the last keystroke before a search is sent (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** What a server-searching MultiSelect/picker needs: its options, busy flag and search callback. */
export type EntitySearch = {
  options: NamedOption[];
  loading: boolean;
  onSearchChange: (text: string) => void;
};

/**
 * A picker that searches an entity on the server as the user types (issue 20) instead of loading
 * the whole list: the first `SEARCH_ROWS` rows by `orderby`, then, `SEARCH_DEBOUNCE_MS` after the
 * last keystroke, `search=<text>` (words matched in the entity's search fields), only the `select`ed
 * name fields. The chosen ids are looked up (useLookup, batched and cached) so their tags show
 * names whether or not they match. `entity = null` fetches nothing (the picker is not shown).
 * Errors of the list leave the options empty (the picker still shows the chosen ones).
 */
export function useEntitySearch(
  entity: string | null,
  query: { select: string; orderby: string },
  chosen: readonly string[],
): EntitySearch {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useEntityList<NamedRecord>(
    entity,
    { top: SEARCH_ROWS, select: query.select, orderby: query.orderby, search: debounced || undefined },
    { keepPreviousData: true },
  );
  const lookup = useLookup<EntityRecord & NamedRecord>(entity ?? 'Employee', entity ? chosen : []);
  // Names already seen in matches stand in while a changed choice is looked up, so a tag never
  // blinks out when the user searches on after choosing.
  const seen = useRef(new Map<string, NamedRecord | null>());
  const options = useMemo(() => {
    for (const r of list.data ?? []) seen.current.set(r.id, r);
    for (const [id, r] of lookup.data ?? []) seen.current.set(id, r);
    return mergeSearchOptions(chosen, seen.current, list.data ?? []);
  }, [chosen, lookup.data, list.data]);
  return {
    options,
    loading: text.trim() !== debounced || list.isLoading,
    onSearchChange: setText,
  };
}
