import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  AGGREGATE_OPERATIONS,
  type Answers,
  canDriveShowIf,
  canDriveSubForm,
  COLUMN_TYPES,
  CONTROL_TYPE_NAMES,
  CONTROL_TYPES,
  type ControlType,
  DATE_SELECTION_TYPES,
  bindingsFor,
  DEFAULTABLE_TYPES,
  type DefaultBinding,
  ELEMENT_COLORS,
  ELEMENT_SIZES,
  ALIGNMENTS,
  FORMULA_OPERATIONS,
  type FormControl,
  type FormSaveError,
  newControl,
  PATTERNS,
  SELECT_TYPES,
  type SelectType,
  type TableColumn,
} from '@wm/domain';
import { Button, Checkbox, Select, TextArea, TextField } from '@wm/ui';
import { type CSSProperties, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type EntityOption, FormFiller, type FormFillerProps, type FormFillerSubForm } from '../FormFiller';
import * as styles from './FormDesigner.css';

const NONE = '__none__';
const PALETTE = CONTROL_TYPES.filter((t) => t !== 'newControl');
const CHOICE = new Set<ControlType>(['select', 'radio', 'checkbox']);
/**
 * Above this many questions the canvas list scrolls in its own box and renders only the cards in
 * view (TanStack Virtual), so a 300-question reorder paints in one frame (issue 9 section 7).
 * Up to it every card is in the page, as before.
 */
export const FORM_DESIGNER_VIRTUAL_ABOVE = 60;
const CARD_GAP = 6;
const CARD_ESTIMATE = 46;

/** Translated strings of the designer (English defaults). */
export interface FormDesignerLabels {
  palette: string;
  canvas: string;
  properties: string;
  add: (typeName: string) => string;
  addQuestion: string;
  empty: string;
  noSelection: string;
  edit: string;
  preview: string;
  move: (name: string) => string;
  moveUp: string;
  moveDown: string;
  remove: string;
  type: string;
  typeNames: Record<ControlType, string>;
  name: string;
  description: string;
  /** Default value of a text, long text or date-time question, and where it may be bound from. */
  defaultValue: string;
  defaultBinding: string;
  bindingNone: string;
  bindings: Record<DefaultBinding, string>;
  options: string;
  optionsHint: string;
  /** Hint under a table column's options (comma-separated). */
  columnOptionsHint: string;
  required: string;
  minlength: string;
  maxlength: string;
  pattern: string;
  patterns: Record<(typeof PATTERNS)[number], string>;
  selectType: string;
  selectTypes: Record<(typeof SELECT_TYPES)[number], string>;
  dateSelectionType: string;
  showIf: string;
  triggerAnswer: string;
  subForm: string;
  subFormAnswer: string;
  none: string;
  size: string;
  colour: string;
  alignment: string;
  font: string;
  operand1: string;
  operand2: string;
  operation: string;
  columns: string;
  addColumn: string;
  /** Name of a column the designer adds to a table ('Column 3'). */
  newColumn: (n: number) => string;
  /** First option of a new choice question ('Option 1'). */
  newOption: (n: number) => string;
  removeColumn: string;
  columnName: string;
  columnType: string;
  aggregate: string;
  gpsCapture: string;
  mapType: string;
  /**
   * Display names of the properties' fixed choices by value: date selection, size, colour,
   * alignment, GPS capture, map type, formula and aggregate operations ('sum' -> 'Sum').
   */
  optionNames: Record<OptionValue, string>;
  untitled: string;
  saveErrors: string;
}

export const defaultFormDesignerLabels: FormDesignerLabels = {
  palette: 'Question types',
  canvas: 'Questions',
  properties: 'Properties',
  add: (n) => `Add ${n}`,
  addQuestion: 'Add question',
  empty: 'Add a question from the list of question types.',
  noSelection: 'Select a question to edit its properties.',
  edit: 'Edit',
  preview: 'Preview',
  move: (n) => `Move ${n}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  type: 'Question type',
  typeNames: CONTROL_TYPE_NAMES,
  name: 'Question',
  description: 'Description',
  defaultValue: 'Default value',
  defaultBinding: 'Default value from',
  bindingNone: '(Fixed value)',
  bindings: {
    'employee.fullName': 'Employee name',
    'employee.firstName': 'Employee first name',
    'employee.lastName': 'Employee last name',
    'employee.code': 'Employee code',
    'employee.email': 'Employee e-mail',
    'company.name': 'Company name',
    'date.today': 'Today',
    'date.now': 'Now',
    'employee.department': 'Employee department',
    'employee.division': 'Employee division',
    'location.name': 'Location',
    'location.address': 'Location address',
    'asset.name': 'Asset',
    'task.name': 'Task',
  },
  options: 'Options',
  optionsHint: 'One option per line.',
  columnOptionsHint: 'One option per comma.',
  required: 'Required',
  minlength: 'Minimum length',
  maxlength: 'Maximum length',
  pattern: 'Restriction',
  patterns: {
    none: 'None',
    email: 'E-mail',
    telephone: 'Telephone',
    alphanumeric: 'Alphanumeric',
    number: 'Number',
    currency: 'Currency',
  },
  selectType: 'List',
  selectTypes: {
    customList: 'Custom list',
    location: 'Location',
    device: 'Device',
    asset: 'Asset',
    task: 'Task',
    employee: 'Employee',
  },
  dateSelectionType: 'Date selection',
  showIf: 'Show if question',
  triggerAnswer: 'Trigger answer',
  subForm: 'Show sub-form',
  subFormAnswer: 'Sub-form answer',
  none: '(none)',
  size: 'Size',
  colour: 'Colour',
  alignment: 'Alignment',
  font: 'Font',
  operand1: 'First value',
  operand2: 'Second value',
  operation: 'Operation',
  columns: 'Columns',
  addColumn: 'Add column',
  newColumn: (n) => `Column ${n}`,
  newOption: (n) => `Option ${n}`,
  removeColumn: 'Remove column',
  columnName: 'Column name',
  columnType: 'Column type',
  aggregate: 'Aggregate',
  gpsCapture: 'Capture',
  mapType: 'Map',
  optionNames: {
    Date: 'Date',
    Time: 'Time',
    'Date & Time': 'Date & Time',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    blue: 'Blue',
    gray: 'Gray',
    green: 'Green',
    red: 'Red',
    left: 'Left',
    center: 'Center',
    right: 'Right',
    auto: 'Automatic',
    manual: 'Manual',
    roadmap: 'Road map',
    satellite: 'Satellite',
    plus: 'Plus (+)',
    minus: 'Minus (-)',
    multiply: 'Times (x)',
    sum: 'Sum',
    average: 'Average',
    min: 'Minimum',
    max: 'Maximum',
  },
  untitled: '(untitled question)',
  saveErrors: 'The form cannot be saved yet',
};

export interface FormDesignerProps {
  /** The controls of the form being designed. */
  definition: FormControl[];
  /** Called with the new definition after every change. */
  onChange: (definition: FormControl[]) => void;
  /** Forms that may be chosen as sub-forms (id, name) and their definitions for the preview. */
  subForms?: FormFillerSubForm[];
  /** Entity options for the preview. */
  entityOptions?: Partial<Record<string, EntityOption[]>>;
  /** Save errors of the form (formSaveErrors of @wm/domain): listed and flagged on their control. */
  errors?: FormSaveError[];
  /** The form's name (preview title). */
  title?: string;
  /** New ids (default crypto.randomUUID). */
  newId?: () => string;
  labels?: Partial<FormDesignerLabels>;
  /** Strings of the preview filler. */
  fillerLabels?: FormFillerProps['labels'];
  /** Starts in preview mode. */
  defaultMode?: 'edit' | 'preview';
  /**
   * Entity lists a Drop-Down may offer (platform spec 2.4: location, asset and task lists are hidden
   * when the user has no route to them); default all.
   */
  selectTypes?: ReadonlyArray<SelectType>;
}

const uid = () => globalThis.crypto?.randomUUID?.() ?? `c${Math.random().toString(36).slice(2, 12)}`;

/**
 * Form designer (platform spec 2.4, 3, 5.1): a palette of question types, a canvas where questions
 * are added, reordered by drag and drop (keyboard too: focus a handle, Space, arrows, Space; or the
 * Move up / Move down buttons) and removed, and a properties panel for the selected question (name,
 * description, options, validation, show-if, sub-form, entity list, layout, formula, table columns).
 * Edit and preview modes: switching to edit clears the preview's answers; preview submit shows
 * 'Preview Only: Submitting does not do anything in preview-mode.'. Controlled: definition in,
 * definition out; no fetching. Above FORM_DESIGNER_VIRTUAL_ABOVE (60) questions the canvas list is
 * virtualised (its own scroll box, only the cards in view in the page).
 */
export function FormDesigner({ defaultMode = 'edit', ...rest }: FormDesignerProps) {
  const props: FormDesignerProps = { ...rest, defaultMode };
  const l = useMemo(() => ({ ...defaultFormDesignerLabels, ...props.labels }), [props.labels]);
  const { definition, onChange } = props;
  const newId = props.newId ?? uid;
  const [mode, setMode] = useState<'edit' | 'preview'>(props.defaultMode ?? 'edit');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [subAnswers, setSubAnswers] = useState<Record<string, Answers>>({});
  const selected = definition.find((c) => c.id === selectedId) ?? null;
  const errorsOf = (id: string) => (props.errors ?? []).filter((e) => e.controlId === id);

  const update = (id: string, patch: Partial<FormControl>) =>
    onChange(definition.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  const add = (type: ControlType) => {
    const base = newControl(newId());
    const c: FormControl =
      type === 'newControl'
        ? base
        : {
            ...base,
            type,
            typeName: CONTROL_TYPE_NAMES[type],
            ...(CHOICE.has(type) ? { options: [{ id: newId(), label: l.newOption(1) }] } : {}),
            ...(type === 'table'
              ? { columns: [{ id: newId(), type: 'text', name: l.newColumn(1) } as TableColumn] }
              : {}),
          };
    onChange([...definition, c]);
    setSelectedId(c.id);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= definition.length) return;
    onChange(arrayMove(definition, from, to));
  };
  // Stable card callbacks (they read the latest definition through a ref), so a reorder re-renders
  // only the cards whose own props changed: 300 questions move in one frame (issue 9 section 7).
  const latest = useRef({ definition, onChange, selectedId });
  latest.current = { definition, onChange, selectedId };
  const onCardSelect = useCallback((id: string) => setSelectedId(id), []);
  const onCardMove = useCallback((id: string, delta: -1 | 1) => {
    const { definition: d, onChange: change } = latest.current;
    const from = d.findIndex((c) => c.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= d.length) return;
    change(arrayMove(d, from, to));
  }, []);
  const onCardRemove = useCallback((id: string) => {
    const { definition: d, onChange: change, selectedId: sel } = latest.current;
    change(d.filter((x) => x.id !== id));
    if (sel === id) setSelectedId(null);
  }, []);
  const invalidIds = useMemo(() => new Set((props.errors ?? []).map((e) => e.controlId)), [props.errors]);
  const switchMode = (m: 'edit' | 'preview') => {
    if (m === 'edit') {
      setAnswers({});
      setSubAnswers({});
    }
    setMode(m);
  };

  const toolbar = (
    <div className={styles.toolbar} role="group" aria-label={`${l.edit} / ${l.preview}`}>
      <Button
        variant={mode === 'edit' ? 'primary' : 'secondary'}
        aria-pressed={mode === 'edit'}
        onClick={() => switchMode('edit')}
      >
        {l.edit}
      </Button>
      <Button
        variant={mode === 'preview' ? 'primary' : 'secondary'}
        aria-pressed={mode === 'preview'}
        onClick={() => switchMode('preview')}
      >
        {l.preview}
      </Button>
    </div>
  );
  const errorList = (props.errors ?? []).length > 0 && (
    <ul className={styles.errors} aria-label={l.saveErrors}>
      {[...new Set((props.errors ?? []).map((e) => e.message))].map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );

  if (mode === 'preview') {
    return (
      <div className={styles.previewRoot}>
        {toolbar}
        <FormFiller
          title={props.title ?? ''}
          controls={definition}
          answers={answers}
          onAnswersChange={setAnswers}
          subForms={Object.fromEntries((props.subForms ?? []).map((f) => [f.id, f]))}
          subFormAnswers={subAnswers}
          onSubFormAnswersChange={setSubAnswers}
          entityOptions={props.entityOptions}
          labels={props.fillerLabels}
          preview
        />
      </div>
    );
  }

  return (
    <div className={styles.previewRoot}>
      {toolbar}
      {errorList}
      <div className={styles.root}>
        <section className={styles.panel} aria-label={l.palette}>
          <h3 className={styles.panelTitle}>{l.palette}</h3>
          <Button size="sm" onClick={() => add('newControl')}>
            {l.addQuestion}
          </Button>
          {PALETTE.map((t) => (
            <Button key={t} size="sm" variant="ghost" onClick={() => add(t)}>
              {l.add(l.typeNames[t])}
            </Button>
          ))}
        </section>
        <section className={styles.canvas} aria-label={l.canvas}>
          <h3 className={styles.panelTitle}>{l.canvas}</h3>
          {definition.length === 0 && <p className={styles.empty}>{l.empty}</p>}
          <CanvasList
            definition={definition}
            selectedId={selectedId}
            invalidIds={invalidIds}
            labels={l}
            onSelect={onCardSelect}
            onMove={onCardMove}
            onRemove={onCardRemove}
            onReorder={move}
          />
        </section>
        <section className={styles.panel} aria-label={l.properties}>
          <h3 className={styles.panelTitle}>{l.properties}</h3>
          {selected ? (
            <Properties
              key={selected.id}
              control={selected}
              definition={definition}
              subForms={props.subForms ?? []}
              errors={errorsOf(selected.id)}
              labels={l}
              newId={newId}
              selectTypes={props.selectTypes ?? SELECT_TYPES}
              onPatch={(p) => update(selected.id, p)}
            />
          ) : (
            <p className={styles.empty}>{l.noSelection}</p>
          )}
        </section>
      </div>
    </div>
  );
}

interface CanvasListProps {
  definition: FormControl[];
  selectedId: string | null;
  invalidIds: ReadonlySet<string | undefined>;
  labels: FormDesignerLabels;
  onSelect: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** A drop: move the question at `from` to `to`. */
  onReorder: (from: number, to: number) => void;
}

const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: CARD_GAP,
};

/**
 * The canvas's sortable list of questions (dnd-kit: pointer and keyboard). With more than
 * FORM_DESIGNER_VIRTUAL_ABOVE questions it is virtualised: a scroll box (`data-canvas-scroll`) of at
 * most 70% of the viewport holding only the cards in view plus a few (absolutely placed, measured),
 * the dragged card always kept, and each card's `aria-posinset`/`aria-setsize` giving its place.
 */
function CanvasList(p: CanvasListProps) {
  const { definition } = p;
  const virtual = definition.length > FORM_DESIGNER_VIRTUAL_ABOVE;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => definition.map((c) => c.id), [definition]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The dragged card stays mounted while it is out of view (dnd-kit needs its node).
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
  const activeRef = useRef(activeIndex);
  activeRef.current = activeIndex;
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const a = activeRef.current;
    if (a >= 0 && !indexes.includes(a)) indexes.push(a);
    return indexes;
  }, []);
  const virtualizer = useVirtualizer({
    enabled: virtual,
    count: definition.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: 6,
    getItemKey: (i) => ids[i] ?? i,
    rangeExtractor,
  });
  // A newly selected question (e.g. just added at the end) is scrolled into view; only when the
  // selection changes, not on every edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the selection alone
  useEffect(() => {
    if (!virtual || p.selectedId === null) return;
    const i = ids.indexOf(p.selectedId);
    if (i >= 0) virtualizer.scrollToIndex(i, { align: 'auto' });
  }, [p.selectedId, virtual]);

  const onDragStart = (e: DragStartEvent) => setActiveId(String(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setActiveId(null);
    if (!e.over || e.active.id === e.over.id) return;
    const from = ids.indexOf(String(e.active.id));
    const to = ids.indexOf(String(e.over.id));
    if (from >= 0 && to >= 0) p.onReorder(from, to);
  };
  const card = (c: FormControl, i: number, place?: { top: number }) => (
    <SortableCard
      key={c.id}
      control={c}
      index={i}
      count={definition.length}
      first={i === 0}
      last={i === definition.length - 1}
      selected={c.id === p.selectedId}
      invalid={p.invalidIds.has(c.id)}
      labels={p.labels}
      onSelect={p.onSelect}
      onMove={p.onMove}
      onRemove={p.onRemove}
      top={place?.top}
      measureRef={place ? virtualizer.measureElement : undefined}
    />
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      // Cards mount and unmount while a drag scrolls the virtualised list: measure them all along.
      measuring={virtual ? { droppable: { strategy: MeasuringStrategy.Always } } : undefined}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {virtual ? (
          <div
            ref={scrollRef}
            data-canvas-scroll=""
            style={{ maxHeight: '70vh', minHeight: '12rem', overflowY: 'auto', overflowAnchor: 'none' }}
          >
            <ol style={{ ...listStyle, position: 'relative', height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((v) => {
                const c = definition[v.index];
                return c ? card(c, v.index, { top: v.start }) : null;
              })}
            </ol>
          </div>
        ) : (
          <ol style={listStyle}>{definition.map((c, i) => card(c, i))}</ol>
        )}
      </SortableContext>
    </DndContext>
  );
}

interface CardProps {
  control: FormControl;
  /** Place in the form (0-based) and the number of questions. */
  index: number;
  count: number;
  first: boolean;
  last: boolean;
  selected: boolean;
  invalid: boolean;
  labels: FormDesignerLabels;
  onSelect: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** Virtualised: the card's offset in the list (px) and the virtualiser's measuring ref. */
  top?: number;
  measureRef?: (node: HTMLElement | null) => void;
}

/**
 * A question on the canvas. Memoised: dnd-kit's sortable context re-renders every useSortable on a
 * reorder, so the card's buttons (CardActions) are memoised apart and only the list item and its
 * handle render again.
 */
const SortableCard = memo(function SortableCard(p: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: p.control.id,
  });
  const l = p.labels;
  const name = p.control.name || l.untitled;
  const { measureRef } = p;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measureRef?.(node);
    },
    [setNodeRef, measureRef],
  );
  const placed = p.top !== undefined;
  return (
    <li
      ref={ref}
      className={styles.card}
      data-selected={p.selected}
      data-invalid={p.invalid}
      data-control-id={p.control.id}
      data-index={p.index}
      aria-posinset={placed ? p.index + 1 : undefined}
      aria-setsize={placed ? p.count : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        ...(placed ? { position: 'absolute', top: p.top, left: 0, right: 0 } : {}),
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={l.move(name)}
      >
        ⠿
      </button>
      <CardActions
        control={p.control}
        first={p.first}
        last={p.last}
        selected={p.selected}
        labels={l}
        onSelect={p.onSelect}
        onMove={p.onMove}
        onRemove={p.onRemove}
      />
    </li>
  );
});

const CardActions = memo(function CardActions(
  p: Pick<
    CardProps,
    'control' | 'first' | 'last' | 'selected' | 'labels' | 'onSelect' | 'onMove' | 'onRemove'
  >,
) {
  const l = p.labels;
  const id = p.control.id;
  const name = p.control.name || l.untitled;
  return (
    <>
      <button
        type="button"
        className={styles.cardBody}
        onClick={() => p.onSelect(id)}
        aria-pressed={p.selected}
      >
        <span>{name}</span>
        <span className={styles.typeName}>{l.typeNames[p.control.type]}</span>
      </button>
      <Button
        size="sm"
        variant="ghost"
        disabled={p.first}
        onClick={() => p.onMove(id, -1)}
        aria-label={`${l.moveUp}: ${name}`}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={p.last}
        onClick={() => p.onMove(id, 1)}
        aria-label={`${l.moveDown}: ${name}`}
      >
        ↓
      </Button>
      <Button size="sm" variant="ghost" onClick={() => p.onRemove(id)} aria-label={`${l.remove}: ${name}`}>
        ✕
      </Button>
    </>
  );
});

const GPS_CAPTURES = ['auto', 'manual'] as const;
const MAP_TYPES = ['roadmap', 'satellite'] as const;
/** The fixed choices of the properties panel that FormDesignerLabels.optionNames names. */
export type OptionValue =
  | (typeof DATE_SELECTION_TYPES)[number]
  | (typeof ELEMENT_SIZES)[number]
  | (typeof ELEMENT_COLORS)[number]
  | (typeof ALIGNMENTS)[number]
  | (typeof GPS_CAPTURES)[number]
  | (typeof MAP_TYPES)[number]
  | (typeof FORMULA_OPERATIONS)[number]
  | (typeof AGGREGATE_OPERATIONS)[number];
function opt<T extends string>(values: readonly T[], names?: Record<T, string>) {
  return values.map((v) => ({ value: v, label: names?.[v] ?? v }));
}
const linesToOptions = (
  text: string,
  old: { id: string; label: string }[] | undefined,
  newId: () => string,
) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((label) => old?.find((o) => o.label === label) ?? { id: newId(), label });

function Properties(p: {
  control: FormControl;
  definition: FormControl[];
  subForms: FormFillerSubForm[];
  errors: FormSaveError[];
  labels: FormDesignerLabels;
  newId: () => string;
  selectTypes: ReadonlyArray<SelectType>;
  onPatch: (patch: Partial<FormControl>) => void;
}) {
  const { control: c, labels: l, onPatch } = p;
  const [optionText, setOptionText] = useState((c.options ?? []).map((o) => o.label).join('\n'));
  const v = c.validation ?? {};
  const drivers = p.definition.filter((d) => d.id !== c.id && canDriveShowIf(d));
  const driver = p.definition.find((d) => d.id === c.dependentControlId);
  const others = p.definition.filter(
    (d) => d.id !== c.id && !['spacer', 'media', 'breadcrumb', 'newControl'].includes(d.type),
  );
  const num = (s: string) => (s.trim() === '' ? null : Math.max(0, Math.floor(Number(s)) || 0));
  const hasOptions =
    c.type === 'radio' ||
    c.type === 'checkbox' ||
    (c.type === 'select' && (c.selectType ?? 'customList') === 'customList');
  return (
    <>
      {p.errors.map((e) => (
        <span key={e.code} className={styles.error} role="alert">
          {e.message}
        </span>
      ))}
      <Select
        label={l.type}
        options={opt(PALETTE, l.typeNames)}
        value={c.type === 'newControl' ? undefined : c.type}
        placeholder={l.typeNames.newControl}
        onValueChange={(t) =>
          onPatch({
            type: t as ControlType,
            typeName: CONTROL_TYPE_NAMES[t as ControlType],
            ...(CHOICE.has(t as ControlType) && !c.options?.length
              ? { options: [{ id: p.newId(), label: p.labels.newOption(1) }] }
              : {}),
            ...(t === 'table' && !c.columns?.length
              ? { columns: [{ id: p.newId(), type: 'text', name: p.labels.newColumn(1) } as TableColumn] }
              : {}),
          })
        }
      />
      <TextField
        label={l.name}
        value={c.name}
        maxLength={1000}
        onChange={(e) => onPatch({ name: e.target.value })}
      />
      <TextField
        label={l.description}
        value={c.description ?? ''}
        maxLength={5000}
        onChange={(e) => onPatch({ description: e.target.value })}
      />
      {DEFAULTABLE_TYPES.has(c.type) && bindingsFor(c).length > 0 && (
        <div className={styles.row}>
          <Select
            label={l.defaultBinding}
            options={[{ value: NONE, label: l.bindingNone }, ...opt(bindingsFor(c), l.bindings)]}
            value={c.defaultValue?.binding ?? NONE}
            onValueChange={(b) =>
              onPatch({ defaultValue: { ...c.defaultValue, binding: b === NONE ? null : b } })
            }
          />
          {c.type !== 'select' && (
            <TextField
              label={l.defaultValue}
              value={c.defaultValue?.value ?? ''}
              maxLength={5000}
              onChange={(e) => onPatch({ defaultValue: { ...c.defaultValue, value: e.target.value } })}
            />
          )}
        </div>
      )}
      {c.type === 'select' && (
        <Select
          label={l.selectType}
          options={opt(
            SELECT_TYPES.filter((t) => t === 'customList' || t === c.selectType || p.selectTypes.includes(t)),
            l.selectTypes,
          )}
          value={c.selectType ?? 'customList'}
          // Another entity type drops the record binding of the old one.
          onValueChange={(t) => onPatch({ selectType: t as FormControl['selectType'], defaultValue: null })}
        />
      )}
      {hasOptions && (
        <TextArea
          label={l.options}
          description={l.optionsHint}
          value={optionText}
          onValueChange={(text) => {
            setOptionText(text);
            onPatch({ options: linesToOptions(text, c.options, p.newId) });
          }}
        />
      )}
      {!['spacer', 'media', 'breadcrumb', 'formula', 'newControl'].includes(c.type) && (
        <Checkbox
          label={l.required}
          checked={!!v.required}
          onCheckedChange={(on) => onPatch({ validation: { ...v, required: on === true } })}
        />
      )}
      {(c.type === 'text' || c.type === 'textarea') && (
        <div className={styles.row}>
          <TextField
            label={l.minlength}
            inputMode="numeric"
            value={v.minlength ?? ''}
            onChange={(e) => onPatch({ validation: { ...v, minlength: num(e.target.value) } })}
          />
          <TextField
            label={l.maxlength}
            inputMode="numeric"
            value={v.maxlength ?? ''}
            onChange={(e) => onPatch({ validation: { ...v, maxlength: num(e.target.value) } })}
          />
          <Select
            label={l.pattern}
            options={opt(PATTERNS, l.patterns)}
            value={v.pattern ?? 'none'}
            onValueChange={(x) => onPatch({ validation: { ...v, pattern: x as (typeof PATTERNS)[number] } })}
          />
        </div>
      )}
      {c.type === 'datetime' && (
        <Select
          label={l.dateSelectionType}
          options={opt(DATE_SELECTION_TYPES, l.optionNames)}
          value={c.dateSelectionType ?? 'Date'}
          onValueChange={(x) => onPatch({ dateSelectionType: x as FormControl['dateSelectionType'] })}
        />
      )}
      {c.type === 'spacer' && (
        <div className={styles.row}>
          <Select
            label={l.size}
            options={opt(ELEMENT_SIZES, l.optionNames)}
            value={c.elementSize ?? 'medium'}
            onValueChange={(x) => onPatch({ elementSize: x as FormControl['elementSize'] })}
          />
          <Select
            label={l.colour}
            options={opt(ELEMENT_COLORS, l.optionNames)}
            value={c.elementColor ?? 'gray'}
            onValueChange={(x) => onPatch({ elementColor: x as FormControl['elementColor'] })}
          />
          <Select
            label={l.alignment}
            options={opt(ALIGNMENTS, l.optionNames)}
            value={c.elementAlignment ?? 'left'}
            onValueChange={(x) => onPatch({ elementAlignment: x as FormControl['elementAlignment'] })}
          />
          <TextField
            label={l.font}
            value={c.elementFont ?? ''}
            maxLength={100}
            onChange={(e) => onPatch({ elementFont: e.target.value })}
          />
        </div>
      )}
      {c.type === 'media' && (
        <Select
          label={l.alignment}
          options={opt(ALIGNMENTS, l.optionNames)}
          value={c.controlAlignment ?? 'left'}
          onValueChange={(x) => onPatch({ controlAlignment: x as FormControl['controlAlignment'] })}
        />
      )}
      {c.type === 'gps' && (
        <div className={styles.row}>
          <Select
            label={l.gpsCapture}
            options={opt(GPS_CAPTURES, l.optionNames)}
            value={c.gpsCapture ?? 'auto'}
            onValueChange={(x) => onPatch({ gpsCapture: x as 'auto' | 'manual' })}
          />
          <Select
            label={l.mapType}
            options={opt(MAP_TYPES, l.optionNames)}
            value={c.mapTypeId ?? 'roadmap'}
            onValueChange={(x) => onPatch({ mapTypeId: x as 'roadmap' | 'satellite' })}
          />
        </div>
      )}
      {c.type === 'formula' && (
        <div className={styles.row}>
          {(['selectedControl1', 'selectedControl2'] as const).map((k, i) => (
            <Select
              key={k}
              label={i === 0 ? l.operand1 : l.operand2}
              options={[
                { value: NONE, label: l.none },
                ...others.map((o) => ({ value: o.id, label: o.name || l.untitled })),
              ]}
              value={c[k] ?? NONE}
              onValueChange={(x) => onPatch({ [k]: x === NONE ? null : x })}
            />
          ))}
          <Select
            label={l.operation}
            options={opt(FORMULA_OPERATIONS, l.optionNames)}
            value={c.formulaOperation ?? 'plus'}
            onValueChange={(x) => onPatch({ formulaOperation: x as FormControl['formulaOperation'] })}
          />
        </div>
      )}
      {c.type === 'table' && <ColumnsEditor control={c} labels={l} newId={p.newId} onPatch={onPatch} />}
      <Select
        label={l.showIf}
        options={[
          { value: NONE, label: l.none },
          ...drivers.map((d) => ({ value: d.id, label: d.name || l.untitled })),
        ]}
        value={c.dependentControlId ?? NONE}
        onValueChange={(x) =>
          onPatch(
            x === NONE
              ? { dependentControlId: null, dependentControl: null, dependentAnswer: null }
              : {
                  dependentControlId: x,
                  dependentControl: p.definition.find((d) => d.id === x)?.name ?? null,
                },
          )
        }
      />
      {c.dependentControlId &&
        (driver?.options?.length && (driver.selectType ?? 'customList') === 'customList' ? (
          <Select
            label={l.triggerAnswer}
            options={driver.options.map((o) => ({ value: o.label, label: o.label }))}
            value={c.dependentAnswer || undefined}
            placeholder={l.none}
            onValueChange={(x) => onPatch({ dependentAnswer: x })}
          />
        ) : (
          <TextField
            label={l.triggerAnswer}
            value={c.dependentAnswer ?? ''}
            onChange={(e) => onPatch({ dependentAnswer: e.target.value })}
          />
        ))}
      {canDriveSubForm(c) && (
        <>
          <Select
            label={l.subForm}
            options={[
              { value: NONE, label: l.none },
              ...p.subForms.map((f) => ({ value: f.id, label: f.name })),
            ]}
            value={c.formQueueId ?? NONE}
            onValueChange={(x) =>
              onPatch(x === NONE ? { formQueueId: null, formQueueAnswer: null } : { formQueueId: x })
            }
          />
          {c.formQueueId &&
            (c.options?.length && (c.selectType ?? 'customList') === 'customList' ? (
              <Select
                label={l.subFormAnswer}
                options={c.options.map((o) => ({ value: o.label, label: o.label }))}
                value={c.formQueueAnswer || undefined}
                placeholder={l.none}
                onValueChange={(x) => onPatch({ formQueueAnswer: x })}
              />
            ) : (
              <TextField
                label={l.subFormAnswer}
                value={c.formQueueAnswer ?? ''}
                onChange={(e) => onPatch({ formQueueAnswer: e.target.value })}
              />
            ))}
        </>
      )}
    </>
  );
}

function ColumnsEditor(p: {
  control: FormControl;
  labels: FormDesignerLabels;
  newId: () => string;
  onPatch: (patch: Partial<FormControl>) => void;
}) {
  const cols = p.control.columns ?? [];
  const l = p.labels;
  const set = (i: number, patch: Partial<TableColumn>) =>
    p.onPatch({ columns: cols.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  return (
    <fieldset className={styles.column} style={{ margin: 0 }}>
      <legend className={styles.panelTitle}>{l.columns}</legend>
      {cols.map((col, i) => (
        <div key={col.id} className={styles.column} data-column-id={col.id}>
          <TextField
            label={`${l.columnName} ${i + 1}`}
            value={col.name}
            maxLength={200}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Select
            label={`${l.columnType} ${i + 1}`}
            options={opt(COLUMN_TYPES, l.typeNames)}
            value={col.type}
            onValueChange={(x) => set(i, { type: x as TableColumn['type'] })}
          />
          {(col.type === 'select' || col.type === 'radio' || col.type === 'checkbox') && (
            <TextField
              label={`${l.options} ${i + 1}`}
              description={l.columnOptionsHint}
              defaultValue={(col.options ?? []).map((o) => o.label).join(', ')}
              onBlur={(e) =>
                set(i, {
                  options: e.target.value
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean)
                    .map((label) => col.options?.find((o) => o.label === label) ?? { id: p.newId(), label }),
                })
              }
            />
          )}
          {col.type === 'formula' && (
            <div className={styles.row}>
              {(['selectedColumn1', 'selectedColumn2'] as const).map((k, n) => (
                <Select
                  key={k}
                  label={`${n === 0 ? l.operand1 : l.operand2} ${i + 1}`}
                  options={[
                    { value: NONE, label: l.none },
                    ...cols.filter((x) => x.id !== col.id).map((x) => ({ value: x.id, label: x.name })),
                  ]}
                  value={col[k] ?? NONE}
                  onValueChange={(x) => set(i, { [k]: x === NONE ? null : x })}
                />
              ))}
              <Select
                label={`${l.operation} ${i + 1}`}
                options={opt(FORMULA_OPERATIONS, l.optionNames)}
                value={col.formulaOperation ?? 'plus'}
                onValueChange={(x) => set(i, { formulaOperation: x as TableColumn['formulaOperation'] })}
              />
            </div>
          )}
          <div className={styles.row}>
            <Checkbox
              label={`${l.required} ${i + 1}`}
              checked={!!col.validation?.required}
              onCheckedChange={(on) => set(i, { validation: { ...col.validation, required: on === true } })}
            />
            <Select
              label={`${l.aggregate} ${i + 1}`}
              options={[{ value: NONE, label: l.none }, ...opt(AGGREGATE_OPERATIONS, l.optionNames)]}
              value={col.aggregateColumn && col.aggregateOperation ? col.aggregateOperation : NONE}
              onValueChange={(x) =>
                set(
                  i,
                  x === NONE
                    ? { aggregateColumn: false, aggregateOperation: null }
                    : { aggregateColumn: true, aggregateOperation: x as TableColumn['aggregateOperation'] },
                )
              }
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => p.onPatch({ columns: cols.filter((_, k) => k !== i) })}
            >
              {l.removeColumn} {i + 1}
            </Button>
          </div>
        </div>
      ))}
      <Button
        size="sm"
        onClick={() =>
          p.onPatch({
            columns: [...cols, { id: p.newId(), type: 'text', name: l.newColumn(cols.length + 1) }],
          })
        }
      >
        {l.addColumn}
      </Button>
    </fieldset>
  );
}
