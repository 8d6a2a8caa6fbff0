import { isApiError, useEntityList, useIdentity } from '@wm/api';
import { useToast } from '@wm/ui';
import { FORM_ERROR, setIn } from 'final-form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { placeListQuery, rootsQuery } from '../../../lib/prefetch.js';
import { type PlaceProblem, serverMessageKey } from './placesModel.js';

const LABEL_KEYS: Record<string, string> = {
  lat: 'places.field.lat',
  lon: 'places.field.lon',
  budgetHours: 'places.budget.hours',
  budgetUnits: 'places.budget.units',
  estimatedCompletePercentage: 'places.budget.percent',
};

/** A problem in the user's language (its field label translated too: 'Latitud debe estar ...'). */
export function translateProblem(t: TFunction, p: PlaceProblem): string {
  const last = p.field.split('.').pop() ?? p.field;
  const labelKey = LABEL_KEYS[last] ?? (last.startsWith('flag') ? `places.weather.${last}` : null);
  const values: Record<string, string | number> = { ...p.values };
  if (values.label !== undefined && labelKey)
    values.label = t(labelKey, { defaultValue: String(values.label) });
  return t(p.key, { defaultValue: p.message, ...values });
}

/** The open record: an existing one, or a new one not yet saved (service spec 4: isNew). */
export interface PlaceSelection<T> {
  record: T;
  isNew: boolean;
}

export interface PlaceEditorConfig<T extends { id: string; status?: number | null }> {
  /** Path of the entity API ('v2.1/Location', 'Task', 'Device'). */
  entity: string;
  /** The lookup entity to refresh after a change ('Location'). */
  lookup: string;
  /** Privilege that allows saving and deleting (the server checks it too). */
  editPrivilege: string;
  validate: (draft: T, isNew: boolean) => PlaceProblem | null;
  toPayload: (draft: T, isNew: boolean) => Record<string, unknown>;
  /**
   * Fields the list needs (e.g. 'name,code,parent_id,status'): the list then fetches only these
   * and a record's other fields are fetched when it is opened (issue 20: 5,000 locations).
   */
  listSelect?: string;
  /**
   * A tree entity (parent_id): the root records are fetched first, one small request, so the tree
   * shows them at once, and the whole list right after (issue 20: on the large seed the 5,000
   * locations are about 120 kB compressed, too much before the first rows).
   */
  rootsFirst?: boolean;
  /** Field a server message belongs to, so it shows under that field (else as a form error). */
  fieldOfMessage?: (message: string) => string | undefined;
}

/**
 * State of a Locations / Tasks / Devices screen (service spec 2, 4, 5, 8): the list (active by
 * default, inactive on request), the open record, and save / delete. The browser check runs first
 * (its message under the field and as an error toast); the server's 4xx message is shown the same
 * way. 'Saved' / 'Deleted' toasts; saving an inactive record clears the selection (spec 4).
 */
export function usePlaceEditor<T extends { id: string; status?: number | null }>(
  config: PlaceEditorConfig<T>,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const identity = useIdentity().data;
  const [includeInactive, setIncludeInactive] = useState(false);
  const query = placeListQuery(config.listSelect, includeInactive);
  const roots = useEntityList<T>(config.rootsFirst ? config.entity : null, rootsQuery(query));
  // The whole list waits until the roots are drawn, so it does not share the link with them
  // (first rows first); from then on it follows the query like the roots.
  const [wantAll, setWantAll] = useState(!config.rootsFirst);
  const rootsIn = roots.data !== undefined || roots.error !== undefined;
  useEffect(() => {
    if (wantAll || !rootsIn) return;
    const timer = setTimeout(() => setWantAll(true), 0);
    return () => clearTimeout(timer);
  }, [wantAll, rootsIn]);
  const all = useEntityList<T>(wantAll ? config.entity : null, query);
  const rootsFirst = config.rootsFirst === true;
  const reloadRoots = roots.mutate;
  const reloadAll = all.mutate;
  /** Reloads the roots (for a tree) and the whole list. */
  const reload = useCallback(async () => {
    await Promise.all([rootsFirst ? reloadRoots() : undefined, reloadAll()]);
  }, [rootsFirst, reloadRoots, reloadAll]);
  const list = {
    /** The records so far: the roots alone until the whole list has arrived. */
    data: all.data ?? (config.rootsFirst ? roots.data : undefined),
    /** True once the whole list has arrived (the roots alone are not complete). */
    complete: all.data !== undefined,
    error: (all.error ?? roots.error) as Error | undefined,
    isValidating: all.isValidating || roots.isValidating,
    mutate: reload,
  };
  const [selection, setSelection] = useState<PlaceSelection<T> | null>(null);
  /** True while the open form has unsaved changes (kept by PlaceLayout). */
  const dirtyRef = useRef(false);
  /** A selection waiting for the discard confirmation. */
  const [pending, setPending] = useState<{ next: PlaceSelection<T> | null } | null>(null);
  /**
   * Opens a record (or a new one, or nothing); asks first when the open one has unsaved changes.
   * With `listSelect` a saved record's every field is fetched first (an error toast if that fails).
   */
  const open = useCallback(
    (next: PlaceSelection<T> | null) => {
      const show = (sel: PlaceSelection<T> | null) => {
        if (dirtyRef.current) setPending({ next: sel });
        else setSelection(sel);
      };
      if (next && !next.isNew && config.listSelect) {
        apiClient.get<T>(config.entity, next.record.id).then(
          (record) => show({ record, isNew: false }),
          (e: unknown) => toast.error(errorMessage(e)),
        );
      } else show(next);
    },
    [config.entity, config.listSelect, toast],
  );
  const confirmDiscard = useCallback(() => {
    if (!pending) return;
    dirtyRef.current = false;
    setSelection(pending.next);
    setPending(null);
  }, [pending]);
  const privileges = useMemo(() => new Set(identity?.privileges ?? []), [identity]);
  const isAdmin = identity?.employee?.isAdministrator === true;
  const canEdit = isAdmin || privileges.has(config.editPrivilege);

  /** A problem as the user's language says it. */
  const problemText = useCallback((p: PlaceProblem) => translateProblem(t, p), [t]);
  /** A server message in the user's language when it is one the screens know. */
  const serverText = useCallback(
    (message: string) => {
      const key = serverMessageKey(message);
      return key ? t(key, { defaultValue: message }) : message;
    },
    [t],
  );

  /** final-form `validate`: the first problem under its field (nested paths such as 'address.country'). */
  const validate = useCallback(
    (values: T) => {
      const p = config.validate(values, selection?.isNew ?? false);
      return p ? setIn({}, p.field, problemText(p)) : {};
    },
    [config, selection?.isNew, problemText],
  );

  /** final-form `onSubmit`: saves; answers submit errors for the form on failure. */
  const save = useCallback(
    async (values: T) => {
      const isNew = selection?.isNew ?? true;
      try {
        const saved = (await apiClient.upsert(config.entity, config.toPayload(values, isNew))) as T;
        toast.success(t('common.saved'));
        apiClient.lookups.invalidate(config.lookup);
        await reload();
        if ((saved.status ?? 1) !== 1) setSelection(null);
        else setSelection({ record: saved, isNew: false });
        return undefined;
      } catch (e) {
        const raw = errorMessage(e);
        const text = serverText(raw);
        toast.error(text);
        const bare = /^[A-Za-z_][\w.]*: (.*)$/.exec(raw);
        const field =
          config.fieldOfMessage?.(bare?.[1] ?? raw) ??
          (isApiError(e) && e.status === 400 && bare ? raw.split(':')[0] : undefined);
        return field ? setIn({}, field, text) : { [FORM_ERROR]: text };
      }
    },
    [selection?.isNew, config, toast, t, reload, serverText],
  );

  /** Shows the first problem as an error toast when a submit is refused by validation. */
  const reportInvalid = useCallback(
    (values: T) => {
      const p = config.validate(values, selection?.isNew ?? false);
      if (p) toast.error(problemText(p));
    },
    [config, selection?.isNew, problemText, toast],
  );

  const remove = useCallback(async () => {
    if (!selection) return;
    if (selection.isNew) {
      setSelection(null);
      return;
    }
    try {
      await apiClient.remove(config.entity, selection.record.id);
      toast.success(t('common.deleted'));
      apiClient.lookups.invalidate(config.lookup);
      setSelection(null);
      await reload();
    } catch (e) {
      toast.error(serverText(errorMessage(e)));
    }
  }, [selection, config, toast, t, reload, serverText]);

  return {
    identity,
    privileges,
    isAdmin,
    canEdit,
    list,
    records: list.data ?? [],
    includeInactive,
    setIncludeInactive,
    selection,
    setSelection,
    open,
    dirtyRef,
    pending,
    cancelDiscard: () => setPending(null),
    confirmDiscard,
    validate,
    save,
    reportInvalid,
    remove,
    serverText,
  };
}

export type PlaceEditor<T extends { id: string; status?: number | null }> = ReturnType<
  typeof usePlaceEditor<T>
>;
