import {
  type CategoryProblem,
  canReachWizardPage,
  type DurationMode,
  lastWizardPage,
  type MergeableField,
  SERVICE_STATUSES,
  type ServiceStatusName,
  type TicketSaveError,
  validateTicketPage,
  validateTicketSave,
} from '@wm/domain';
import { Button, Select, TextArea, TextField } from '@wm/ui';
import { type ReactNode, useRef, useState } from 'react';
import { DurationInput } from '../DurationInput';
import { cx } from '../internal/cx';
import { MultiSelectPicker, type MultiSelectPickerProps, SingleSelect } from '../Pickers';
import type { PickerItem } from '../Pickers/pickerOptions';
import * as css from './TicketEditor.css';
import {
  chooseProblems,
  fieldOfTicketMessage,
  fromLocalInput,
  TICKET_FIELD_PAGE,
  type TicketDraft,
  toLocalInput,
} from './ticketEditorModel';

/** The strings of the TicketEditor (English defaults; the console passes its translations). */
export interface TicketEditorLabels {
  steps: [string, string, string, string];
  location: string;
  name: string;
  description: string;
  problems: string;
  skills: string;
  assets: string;
  forms: string;
  serviceStatus: string;
  callTime: string;
  callTimeZone: string;
  priority: string;
  estimatedDuration: string;
  scheduledDate: string;
  scheduledStartTime: string;
  scheduledTimeZone: string;
  jobInstructions: string;
  employees: string;
  contactName: string;
  contactPhone: string;
  actualStart: string;
  actualStartTimeZone: string;
  actualEnd: string;
  actualEndTimeZone: string;
  review: string;
  next: string;
  back: string;
  save: string;
  saving: string;
  cancel: string;
  none: string;
  statusLabel: (status: ServiceStatusName) => string;
  priorityLabel: (priority: 1 | 2 | 3) => string;
  /** A message (a 'Ticket save' message of the spec, or the server's) in the user's language. */
  message: (message: string) => string;
}

const STATUS_EN: Record<ServiceStatusName, string> = {
  notAccepted: 'Not accepted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  inProgress: 'In progress',
  completed: 'Completed',
};

/** English labels of the TicketEditor. */
export const defaultTicketEditorLabels: TicketEditorLabels = {
  steps: ['Call', 'Schedule', 'Instructions', 'Review'],
  location: 'Location',
  name: 'Ticket name',
  description: 'Description',
  problems: 'Category problems',
  skills: 'Skills',
  assets: 'Assets',
  forms: 'Forms',
  serviceStatus: 'Service status',
  callTime: 'Call time',
  callTimeZone: 'Call time zone',
  priority: 'Priority',
  estimatedDuration: 'Estimated duration',
  scheduledDate: 'Scheduled date',
  scheduledStartTime: 'Scheduled start time',
  scheduledTimeZone: 'Scheduled time zone',
  jobInstructions: 'Job instructions',
  employees: 'Employees',
  contactName: 'Contact name',
  contactPhone: 'Contact phone',
  actualStart: 'Actual start',
  actualStartTimeZone: 'Actual start time zone',
  actualEnd: 'Actual end',
  actualEndTimeZone: 'Actual end time zone',
  review: 'Review',
  next: 'Next',
  back: 'Back',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  none: '—',
  statusLabel: (s) => STATUS_EN[s],
  priorityLabel: (p) => (p === 3 ? 'High' : p === 2 ? 'Medium' : 'Low'),
  message: (m) => m,
};

/** The records the editor's pickers offer. */
export interface TicketEditorOptions {
  locations: readonly PickerItem[];
  skills: readonly PickerItem[];
  employees: readonly PickerItem[];
  /** Category problems with their names (merged into the ticket when chosen). */
  problems: readonly (CategoryProblem & { name: string; status?: number | null })[];
  assets?: readonly PickerItem[];
  /** Forms a ticket may ask for (omitted: no forms picker). */
  forms?: readonly PickerItem[];
  /** IANA zones offered for the call, scheduled and actual zones. */
  timeZones: readonly string[];
}

export interface TicketEditorProps {
  /** The ticket being edited (controlled). */
  value: TicketDraft;
  onChange: (ticket: TicketDraft) => void;
  options: TicketEditorOptions;
  /** 'wizard': the four pages of service spec 2 'Ticket manager'; 'full': everything at once. */
  mode?: 'wizard' | 'full';
  /** Duration entry mode (0/1 '2h 30m', 2 decimal hours). */
  durationMode?: DurationMode;
  /**
   * Saves the ticket (the host calls the server). A rejection's `message` (the server's 'Ticket save'
   * message, conflict or field message) is shown under its field, on its page, and given to `onError`.
   */
  onSave: (ticket: TicketDraft) => Promise<void> | void;
  onCancel?: () => void;
  /** Every refusal (browser check or server) in the user's language: the host shows it as a toast. */
  onError?: (message: string) => void;
  /** Employees may be changed (Service:Execute:AssignToTicket). */
  canAssign?: boolean;
  /** Nothing may be changed (no Service:Edit:Ticket). */
  readOnly?: boolean;
  labels?: Partial<TicketEditorLabels>;
  /** Shown under the location picker (the host's 'New location' action of the lite new-location modal). */
  locationAction?: ReactNode;
  /** The multi-select pickers' own texts ('{n} selected', 'Select all', 'Clear', 'Remove'). */
  pickerTexts?: Pick<
    MultiSelectPickerProps,
    'selectedText' | 'selectAllLabel' | 'clearLabel' | 'removeLabel'
  >;
}

type Page = 1 | 2 | 3 | 4;

/**
 * The ticket manager (service spec 2 'Ticket manager', 4 'Wizard and scheduler', 5 'Ticket save'):
 * in wizard mode page 1 location, name, problems, skills, service status, call time; page 2
 * priority, estimated duration, scheduled date, start time and zone; page 3 job instructions and
 * employees; page 4 a full review with the actual start and end, reachable only with employees
 * assigned. 'Next' checks the page (`validateTicketPage`); the save happens on the last applicable
 * page (4, or 3 without employees) after every page is checked. Each refusal is shown under its
 * field, moves to its page, stops the spinner and goes to `onError` (the host's toast). Choosing
 * category problems merges them (`mergeCategoryProblems`), keeping the fields the user set by hand.
 * Full mode shows every section at once with one Save.
 */
export function TicketEditor({
  value,
  onChange,
  options,
  mode = 'wizard',
  durationMode = 1,
  onSave,
  onCancel,
  onError,
  canAssign = true,
  readOnly = false,
  labels: labelsIn,
  pickerTexts,
  locationAction,
}: TicketEditorProps) {
  const L = { ...defaultTicketEditorLabels, ...labelsIn };
  const [page, setPage] = useState<Page>(1);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const handSet = useRef(new Set<MergeableField>());
  const t = value;

  const fail = (e: { field: string | null; message: string }, at?: Page) => {
    const text = L.message(e.message);
    setError({ field: e.field ?? '', message: text });
    if (mode === 'wizard' && at) setPage(at);
    onError?.(text);
  };
  const set = (patch: Partial<TicketDraft>, hand?: MergeableField) => {
    if (hand) handSet.current.add(hand);
    if (error && Object.hasOwn(patch, error.field)) setError(null);
    onChange({ ...t, ...patch });
  };
  const err = (field: string) => (error?.field === field ? error.message : undefined);
  const zoneOptions = options.timeZones.map((z) => ({ value: z, label: z }));
  const last = lastWizardPage(t);

  const next = () => {
    const e = validateTicketPage(t, page);
    if (e) return fail(e, page);
    setError(null);
    const to = (page + 1) as Page;
    if (canReachWizardPage(t, to)) setPage(to);
  };

  const save = async () => {
    const e: TicketSaveError | null = validateTicketSave(t);
    if (e) return fail(e, e.page);
    setSaving(true);
    setError(null);
    try {
      await onSave(t);
    } catch (x) {
      const message = x instanceof Error ? x.message : String(x);
      const field = fieldOfTicketMessage(message);
      fail({ field, message }, field ? TICKET_FIELD_PAGE[field] : undefined);
    } finally {
      setSaving(false);
    }
  };

  const disabled = readOnly || saving;
  const statusOptions = SERVICE_STATUSES.map((s) => ({ value: s, label: L.statusLabel(s) }));
  const priorityOptions = ([1, 2, 3] as const).map((p) => ({ value: String(p), label: L.priorityLabel(p) }));
  const problemItems = options.problems.map((p) => ({ id: p.id, name: p.name, status: p.status ?? 1 }));

  const page1 = (
    <>
      <SingleSelect
        label={L.location}
        items={options.locations}
        value={t.location_id ?? null}
        onChange={(v) => set({ location_id: v })}
        disabled={disabled}
        error={err('location_id')}
      />
      {locationAction && !disabled ? <div>{locationAction}</div> : null}
      <TextField
        label={L.name}
        value={t.name ?? ''}
        onChange={(e) => set({ name: e.target.value })}
        disabled={disabled}
        maxLength={200}
        error={err('name')}
      />
      <Select
        label={L.serviceStatus}
        options={statusOptions}
        value={t.serviceStatus ?? ''}
        onValueChange={(v) => set({ serviceStatus: v as ServiceStatusName })}
        disabled={disabled}
        error={err('serviceStatus')}
      />
      <div className={css.wide}>
        <TextArea
          label={L.description}
          value={t.description ?? ''}
          onValueChange={(v) => set({ description: v })}
          disabled={disabled}
          maxLength={4000}
          showCount={false}
          rows={2}
        />
      </div>
      <MultiSelectPicker
        {...pickerTexts}
        label={L.problems}
        items={problemItems}
        value={t.serviceCategoryProblemIds ?? []}
        onChange={(ids) => {
          onChange(chooseProblems(t, ids, options.problems, handSet.current));
        }}
        disabled={disabled}
      />
      <MultiSelectPicker
        {...pickerTexts}
        label={L.skills}
        items={options.skills}
        value={t.skillSetIds ?? []}
        onChange={(ids) => set({ skillSetIds: ids }, 'skillSetIds')}
        disabled={disabled}
        error={err('skillSetIds')}
      />
      {options.assets ? (
        <MultiSelectPicker
          {...pickerTexts}
          label={L.assets}
          items={options.assets}
          value={t.assetIds ?? []}
          onChange={(ids) => set({ assetIds: ids }, 'assetIds')}
          disabled={disabled}
        />
      ) : null}
      <TextField
        type="datetime-local"
        label={L.callTime}
        value={toLocalInput(t.callTimeStamp, t.callTimeZone)}
        onChange={(e) => set({ callTimeStamp: fromLocalInput(e.target.value, t.callTimeZone) })}
        disabled={disabled}
      />
      <Select
        label={L.callTimeZone}
        options={zoneOptions}
        value={t.callTimeZone ?? ''}
        onValueChange={(v) => set({ callTimeZone: v })}
        disabled={disabled}
        error={err('callTimeZone')}
      />
    </>
  );

  const page2 = (
    <>
      <Select
        label={L.priority}
        options={priorityOptions}
        value={t.priority ? String(t.priority) : ''}
        onValueChange={(v) => set({ priority: Number(v) }, 'priority')}
        disabled={disabled}
        error={err('priority')}
      />
      <DurationInput
        label={L.estimatedDuration}
        value={t.estimatedDurationMinutes ?? null}
        onChange={(m) => set({ estimatedDurationMinutes: m }, 'estimatedDurationMinutes')}
        mode={durationMode}
        disabled={disabled}
        errorText={L.message}
        onError={(m) => (m ? onError?.(L.message(m)) : undefined)}
        error={err('estimatedDurationMinutes')}
      />
      <TextField
        type="date"
        label={L.scheduledDate}
        value={t.scheduledDate ?? ''}
        onChange={(e) => set({ scheduledDate: e.target.value || null })}
        disabled={disabled}
        error={err('scheduledDate')}
      />
      <TextField
        type="time"
        label={L.scheduledStartTime}
        value={t.scheduledStartTime ?? ''}
        onChange={(e) => set({ scheduledStartTime: e.target.value ? e.target.value.slice(0, 5) : null })}
        disabled={disabled}
        error={err('scheduledStartTime')}
      />
      <Select
        label={L.scheduledTimeZone}
        options={zoneOptions}
        value={t.scheduledTimeZone ?? ''}
        onValueChange={(v) => set({ scheduledTimeZone: v })}
        disabled={disabled}
        error={err('scheduledTimeZone')}
      />
    </>
  );

  const page3 = (
    <>
      <div className={css.wide}>
        <TextArea
          label={L.jobInstructions}
          value={t.jobInstructions ?? ''}
          onValueChange={(v) => set({ jobInstructions: v })}
          disabled={disabled}
          maxLength={4000}
          showCount={false}
          rows={3}
          error={err('jobInstructions')}
        />
      </div>
      <MultiSelectPicker
        {...pickerTexts}
        label={L.employees}
        items={options.employees}
        value={t.employeeIds ?? []}
        onChange={(ids) => set({ employeeIds: ids })}
        disabled={disabled || !canAssign}
        error={err('employeeIds')}
      />
      {options.forms ? (
        <MultiSelectPicker
          {...pickerTexts}
          label={L.forms}
          items={options.forms}
          value={t.formIds ?? []}
          onChange={(ids) => set({ formIds: ids }, 'formIds')}
          disabled={disabled}
        />
      ) : null}
      <TextField
        label={L.contactName}
        value={t.contactName ?? ''}
        onChange={(e) => set({ contactName: e.target.value })}
        disabled={disabled}
        maxLength={200}
      />
      <TextField
        label={L.contactPhone}
        type="tel"
        value={t.contactPhone ?? ''}
        onChange={(e) => set({ contactPhone: e.target.value })}
        disabled={disabled}
        maxLength={50}
      />
    </>
  );

  const actual = (
    <>
      <TextField
        type="datetime-local"
        label={L.actualStart}
        value={toLocalInput(t.actualStartTimeStamp, t.actualStartTimeZone)}
        onChange={(e) => set({ actualStartTimeStamp: fromLocalInput(e.target.value, t.actualStartTimeZone) })}
        disabled={disabled}
        error={err('actualStartTimeStamp')}
      />
      <Select
        label={L.actualStartTimeZone}
        options={zoneOptions}
        value={t.actualStartTimeZone ?? ''}
        onValueChange={(v) => set({ actualStartTimeZone: v })}
        disabled={disabled}
        error={err('actualStartTimeZone')}
      />
      <TextField
        type="datetime-local"
        label={L.actualEnd}
        value={toLocalInput(t.actualEndTimeStamp, t.actualEndTimeZone)}
        onChange={(e) => set({ actualEndTimeStamp: fromLocalInput(e.target.value, t.actualEndTimeZone) })}
        disabled={disabled}
        error={err('actualEndTimeStamp')}
      />
      <Select
        label={L.actualEndTimeZone}
        options={zoneOptions}
        value={t.actualEndTimeZone ?? ''}
        onValueChange={(v) => set({ actualEndTimeZone: v })}
        disabled={disabled}
        error={err('actualEndTimeZone')}
      />
    </>
  );

  const names = (items: readonly PickerItem[] | undefined, ids: readonly string[] | null | undefined) => {
    const by = new Map((items ?? []).map((i) => [i.id, i.name]));
    return (ids ?? []).map((id) => by.get(id) ?? id).join(', ') || L.none;
  };
  const reviewRows: [string, ReactNode][] = [
    [L.location, names(options.locations, t.location_id ? [t.location_id] : [])],
    [L.name, t.name || L.none],
    [L.serviceStatus, t.serviceStatus ? L.statusLabel(t.serviceStatus) : L.none],
    [L.problems, names(problemItems, t.serviceCategoryProblemIds)],
    [L.skills, names(options.skills, t.skillSetIds)],
    [L.priority, t.priority ? L.priorityLabel(t.priority as 1 | 2 | 3) : L.none],
    [L.scheduledDate, `${t.scheduledDate ?? ''} ${t.scheduledStartTime ?? ''} ${t.scheduledTimeZone ?? ''}`],
    [L.employees, names(options.employees, t.employeeIds)],
    [L.jobInstructions, t.jobInstructions || L.none],
  ];
  const review = (
    <dl className={cx(css.review, css.wide)}>
      {reviewRows.map(([term, v]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={css.reviewTerm}>{term}</dt>
          <dd className={css.reviewValue}>{v}</dd>
        </div>
      ))}
    </dl>
  );

  const sectionOf = (n: Page, body: ReactNode) => (
    <fieldset className={css.section} aria-label={L.steps[n - 1]} key={n}>
      <legend className={css.legend}>{L.steps[n - 1]}</legend>
      {body}
    </fieldset>
  );

  const saveButton = readOnly ? null : (
    <Button variant="primary" onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
      {saving ? L.saving : L.save}
    </Button>
  );

  if (mode === 'full') {
    return (
      <div className={css.root}>
        {sectionOf(1, page1)}
        {sectionOf(2, page2)}
        {sectionOf(3, page3)}
        {sectionOf(4, actual)}
        <div className={css.actions}>
          {onCancel ? <Button onClick={onCancel}>{L.cancel}</Button> : null}
          {saveButton}
        </div>
      </div>
    );
  }

  const shown = Math.min(page, last) as Page;
  return (
    <div className={css.root}>
      <ol className={css.steps} aria-label={L.review}>
        {L.steps.slice(0, last).map((s, i) => (
          <li
            key={s}
            className={cx(css.step, shown === i + 1 && css.stepCurrent)}
            aria-current={shown === i + 1 ? 'step' : undefined}
          >
            {i + 1}. {s}
          </li>
        ))}
      </ol>
      {shown === 1
        ? sectionOf(1, page1)
        : shown === 2
          ? sectionOf(2, page2)
          : shown === 3
            ? sectionOf(3, page3)
            : sectionOf(
                4,
                <>
                  {review}
                  {actual}
                </>,
              )}
      <div className={css.actions}>
        {onCancel ? <Button onClick={onCancel}>{L.cancel}</Button> : null}
        {shown > 1 ? <Button onClick={() => setPage((shown - 1) as Page)}>{L.back}</Button> : null}
        {shown < last ? (
          <Button variant="primary" onClick={next}>
            {L.next}
          </Button>
        ) : (
          saveButton
        )}
      </div>
    </div>
  );
}
