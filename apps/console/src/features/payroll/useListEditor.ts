import { type EntityQuery, useEntityList } from '@wm/api';
import { useToast } from '@wm/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { apiClient, errorMessage } from '../../lib/api.js';
import { usePayrollTranslation } from './i18n.js';
import {
  EMPTY_EDITOR,
  type ListEditorAction,
  type ListEditorState,
  listEditorReducer,
  visibleRows,
} from './listEditor.js';

/** How long an offending field stays flagged (service spec 9: invalid-field highlight 5 s). */
export const FLAG_MS = 5000;

/** A browser-side validation failure: the spec message (or a translation key's values) and its field. */
export interface EditorProblem {
  code: string;
  message: string;
  field?: string | undefined;
  /** Interpolation values for the translated message ('domain.<code>'). */
  values?: Record<string, string>;
}

export interface ListEditorConfig<R extends { id: string }, D extends { id: string }> {
  /** Entity of the generic API ('PayGroup'). */
  entity: string;
  /** List query; payroll lists read with includeInactiveData (service spec 7). */
  query: EntityQuery;
  /** A loaded record as a draft. */
  fromRecord: (record: R) => D;
  /** A new record. */
  create: () => D;
  /** The first rule violation of a draft, or null (the @wm/domain validators). */
  validate: (draft: D) => EditorProblem | null;
  /** The body of POST /{entity}. */
  toPayload: (draft: D, original: D | null) => object;
  /** After a save or delete (e.g. the PayPeriod lookup refresh). */
  afterChange?: () => void;
}

/**
 * One payroll list editor (service spec 2, 4, 5, 8): the list (SWR), the selected draft, and save /
 * delete / cancel. A save first runs the browser validator: its message shows as an error toast and
 * the field is flagged for 5 s; the server validates again and its message is shown the same way.
 * Success toasts 'Saved' / 'Deleted'; a save or delete clears the selection and reloads the list.
 */
export function useListEditor<R extends { id: string }, D extends { id: string }>(
  config: ListEditorConfig<R, D>,
): ListEditorApi<D> {
  const { t } = usePayrollTranslation();
  const toast = useToast();
  const list = useEntityList<R>(config.entity, config.query);
  const [state, dispatch] = useReducer(
    listEditorReducer as (s: ListEditorState<D>, a: ListEditorAction<D>) => ListEditorState<D>,
    EMPTY_EDITOR as ListEditorState<D>,
  );
  const [saving, setSaving] = useState(false);
  const [flagged, setFlagged] = useState<{ field: string; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cfg = useRef(config);
  cfg.current = config;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const records = useMemo(
    () => (list.data ?? []).map((r) => config.fromRecord(r)),
    [list.data, config.fromRecord],
  );
  const rows = useMemo(() => visibleRows(records, state), [records, state]);

  const flag = useCallback((field: string | undefined, message: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (!field) return;
    setFlagged({ field, message });
    timer.current = setTimeout(() => setFlagged(null), FLAG_MS);
  }, []);

  /** The message to show under `field` while it is flagged (also for a parent path such as 'day.lunch'). */
  const fieldError = useCallback(
    (field: string) =>
      flagged && (flagged.field === field || flagged.field.startsWith(`${field}.`))
        ? flagged.message
        : undefined,
    [flagged],
  );

  const problemText = useCallback(
    (p: EditorProblem) => t(`domain.${p.code}`, { defaultValue: p.message, ...p.values }),
    [t],
  );

  const select = useCallback((record: D) => dispatch({ type: 'select', record }), []);
  const add = useCallback(() => dispatch({ type: 'add', record: cfg.current.create() }), []);
  const edit = useCallback((update: (draft: D) => D) => dispatch({ type: 'edit', update }), []);
  const cancel = useCallback(() => {
    setFlagged(null);
    dispatch({ type: 'cancel' });
  }, []);

  /** Reports a problem found outside the validator (e.g. 'Invalid Input' of a lunch field). */
  const report = useCallback(
    (p: EditorProblem) => {
      const text = problemText(p);
      toast.error(text);
      flag(p.field, text);
    },
    [flag, problemText, toast],
  );

  const save = useCallback(async () => {
    const draft = state.draft;
    if (!draft) return false;
    const problem = cfg.current.validate(draft);
    if (problem) {
      report(problem);
      return false;
    }
    setSaving(true);
    try {
      await apiClient.upsert(
        cfg.current.entity,
        cfg.current.toPayload(draft, state.isNew ? null : state.original),
      );
      toast.success(t('common.saved'));
      dispatch({ type: 'saved' });
      setFlagged(null);
      cfg.current.afterChange?.();
      await list.mutate();
      return true;
    } catch (e) {
      toast.error(errorMessage(e));
      return false;
    } finally {
      setSaving(false);
    }
  }, [state, report, toast, t, list]);

  const remove = useCallback(async () => {
    const draft = state.draft;
    if (!draft) return;
    if (state.isNew) {
      dispatch({ type: 'cancel' });
      return;
    }
    try {
      await apiClient.remove(cfg.current.entity, draft.id);
      toast.success(t('common.deleted'));
      dispatch({ type: 'deleted' });
      cfg.current.afterChange?.();
      await list.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }, [state, toast, t, list]);

  return { list, records, rows, state, saving, select, add, edit, cancel, save, remove, report, fieldError };
}

/** What the list layout needs of an editor (the hook's answer, whatever the record type). */
export interface ListEditorApi<D extends { id: string }> {
  list: { error?: Error | undefined };
  records: D[];
  rows: D[];
  state: ListEditorState<D>;
  saving: boolean;
  select: (record: D) => void;
  add: () => void;
  edit: (update: (draft: D) => D) => void;
  cancel: () => void;
  save: () => Promise<boolean>;
  remove: () => Promise<void>;
  report: (p: EditorProblem) => void;
  fieldError: (field: string) => string | undefined;
}
