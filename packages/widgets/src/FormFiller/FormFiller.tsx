import {
  type AnswerError,
  type AnswerErrors,
  type Answers,
  type AnswerValue,
  aggregateColumn,
  columnValues,
  FORM_ERRORS_TITLE,
  type FormControl,
  formErrorsMessage,
  type GpsAnswer,
  hasNoErrors,
  openSubForms,
  type SelectType,
  type TableColumn,
  type TableRow,
  tableRowsFromCsv,
  validateAnswers,
  visibleControlIds,
  withComputedAnswers,
} from '@wm/domain';
import { Button, Checkbox, ConfirmDialog, RadioGroup, Select, TextArea, TextField } from '@wm/ui';
import { type ChangeEvent, useMemo, useState } from 'react';
import { MediaUploader } from '../MediaUploader';
import type { MediaItem } from '../MediaUploader/media';
import { SignaturePad } from '../SignaturePad';
import { parseCsv } from './csv';
import * as styles from './FormFiller.css';

/** Translated strings of the filler (English defaults). */
export interface FormFillerLabels {
  submit: string;
  saveDraft: string;
  cancel: string;
  formErrorsTitle: string;
  formErrors: (formPath: string) => string;
  previewOnly: string;
  addRow: string;
  removeRow: (n: number) => string;
  rowActions: string;
  uploadCsv: string;
  captureGps: string;
  noGeolocation: string;
  required: string;
  notAvailable: string;
  confirmTitle: string;
  changeAnswer: string;
  cancelSubForm: string;
  yes: string;
  no: string;
  select: string;
  aggregate: Record<'sum' | 'average' | 'min' | 'max', string>;
}

export const defaultFormFillerLabels: FormFillerLabels = {
  submit: 'Submit',
  saveDraft: 'Save Draft',
  cancel: 'Cancel',
  formErrorsTitle: FORM_ERRORS_TITLE,
  formErrors: formErrorsMessage,
  previewOnly: 'Preview Only: Submitting does not do anything in preview-mode.',
  addRow: 'Add row',
  removeRow: (n) => `Remove row ${n}`,
  rowActions: 'Row actions',
  uploadCsv: 'Upload CSV',
  captureGps: 'Capture location',
  noGeolocation: 'Geolocation is not supported by this browser.',
  required: 'Required',
  notAvailable: 'N/A',
  confirmTitle: 'Confirm',
  changeAnswer: 'Changing this answer will remove the completed sub-form answers. Proceed?',
  cancelSubForm: 'Canceling this sub-form will remove its completed answers. Proceed?',
  yes: 'Yes',
  no: 'No',
  select: 'Select...',
  aggregate: { sum: 'Sum', average: 'Average', min: 'Min', max: 'Max' },
};

/** A sub-form the filler can open (platform spec 4.2). */
export interface FormFillerSubForm {
  id: string;
  name: string;
  definition: FormControl[];
}

/** An option of an entity select (only what the user may see). */
export interface EntityOption {
  value: string;
  label: string;
}

export interface FormFillerProps {
  /** The form's name: the root of the error block's form path. */
  title: string;
  controls: ReadonlyArray<FormControl>;
  answers: Answers;
  onAnswersChange: (answers: Answers) => void;
  /** Forms that controls may open as sub-forms, by form id. */
  subForms?: Record<string, FormFillerSubForm>;
  /** Answers of the open sub-forms, by the id of the control that opened them. */
  subFormAnswers?: Record<string, Answers>;
  onSubFormAnswersChange?: (answers: Record<string, Answers>) => void;
  /** Options of entity selects (location, task, ...). */
  entityOptions?: Partial<Record<SelectType, EntityOption[]>>;
  /** Uploads a file of a Capture Media control (the host does the chunked upload). */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<MediaItem>;
  /** Names of already uploaded files by id (for file answers). */
  files?: Record<string, MediaItem>;
  /** Called with the answers (formulas computed) when the fill has no errors. */
  onSubmit?: (answers: Answers, subFormAnswers: Record<string, Answers>) => void;
  /** Called with the answers as they are (drafts are not validated). */
  onSaveDraft?: (answers: Answers, subFormAnswers: Record<string, Answers>) => void;
  /** Preview mode (designer): submit only shows the preview message. */
  preview?: boolean;
  disabled?: boolean;
  /** Geolocation to use (default navigator.geolocation; null = unsupported). */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  labels?: Partial<FormFillerLabels>;
  /** Translates a validation error (default: its English message). */
  errorText?: (error: AnswerError) => string;
}

type Change = { controlId: string; value: AnswerValue };

/**
 * Form filler (platform spec 4.2, 5.2): renders a form definition for answering, every control
 * type, show-if dependencies, sub-forms that open on their trigger answer (changing it asks before
 * removing the sub-form's answers), signatures, media capture, GPS, tables with CSV upload and
 * aggregates, formulas; on submit the 'Form Errors' block names the first form path with errors.
 * Controlled: answers in, answers out; no fetching, strings by props.
 */
export function FormFiller({ preview = false, disabled = false, ...rest }: FormFillerProps) {
  const props: FormFillerProps = { ...rest, preview, disabled };
  const l = { ...defaultFormFillerLabels, ...props.labels };
  const {
    controls,
    answers,
    onAnswersChange,
    subForms = {},
    subFormAnswers = {},
    onSubFormAnswersChange,
  } = props;
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; title?: string; text: string } | null>(null);
  const [pending, setPending] = useState<Change | null>(null);
  const [cancelSub, setCancelSub] = useState<string | null>(null);
  const errorText = props.errorText ?? ((e: AnswerError) => e.message);

  const computed = useMemo(() => withComputedAnswers(controls, answers), [controls, answers]);
  const open = useMemo(
    () => openSubForms(controls, computed).filter((s) => subForms[s.formId]),
    [controls, computed, subForms],
  );
  const errors = useMemo(() => validateAnswers(controls, computed), [controls, computed]);

  const apply = (c: Change) => {
    onAnswersChange({ ...answers, [c.controlId]: c.value });
    const stillOpen = new Set(
      openSubForms(controls, withComputedAnswers(controls, { ...answers, [c.controlId]: c.value })).map(
        (s) => s.controlId,
      ),
    );
    const kept = Object.fromEntries(Object.entries(subFormAnswers).filter(([k]) => stillOpen.has(k)));
    if (Object.keys(kept).length !== Object.keys(subFormAnswers).length) onSubFormAnswersChange?.(kept);
  };
  const change = (controlId: string, value: AnswerValue) => {
    const sub = subFormAnswers[controlId];
    const wasOpen = open.some((s) => s.controlId === controlId);
    const hasAnswers =
      sub && Object.values(sub).some((v) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
    if (wasOpen && hasAnswers) {
      const stays = openSubForms(
        controls,
        withComputedAnswers(controls, { ...answers, [controlId]: value }),
      ).some((s) => s.controlId === controlId);
      if (!stays) {
        setPending({ controlId, value });
        return;
      }
    }
    apply({ controlId, value });
  };

  const submit = () => {
    setShowErrors(true);
    const paths: string[] = [];
    if (!hasNoErrors(errors)) paths.push(props.title);
    for (const s of open) {
      const def = subForms[s.formId] as FormFillerSubForm;
      const subErrors = validateAnswers(def.definition, subFormAnswers[s.controlId] ?? {});
      if (!hasNoErrors(subErrors)) paths.push(`${props.title} > ${def.name}`);
    }
    if (paths.length) {
      setNotice({ kind: 'error', title: l.formErrorsTitle, text: l.formErrors(paths[0] as string) });
      return;
    }
    if (props.preview) {
      setNotice({ kind: 'info', text: l.previewOnly });
      return;
    }
    setNotice(null);
    const subs: Record<string, Answers> = {};
    for (const s of open) {
      const def = subForms[s.formId] as FormFillerSubForm;
      subs[s.controlId] = withComputedAnswers(def.definition, subFormAnswers[s.controlId] ?? {});
    }
    props.onSubmit?.(computed, subs);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {notice && (
        <div
          className={notice.kind === 'error' ? styles.errorBlock : styles.infoBlock}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid={notice.kind === 'error' ? 'form-errors' : 'form-notice'}
        >
          {notice.title && <strong>{notice.title}: </strong>}
          {notice.text}
        </div>
      )}
      <ControlList
        controls={controls}
        answers={computed}
        errors={showErrors ? errors : {}}
        onChange={change}
        props={props}
        labels={l}
        errorText={errorText}
        renderAfter={(c) => {
          const s = open.find((o) => o.controlId === c.id);
          if (!s) return null;
          const def = subForms[s.formId] as FormFillerSubForm;
          const subAnswers = subFormAnswers[c.id] ?? {};
          const subComputed = withComputedAnswers(def.definition, subAnswers);
          return (
            <section className={styles.subForm} aria-label={def.name}>
              <h3 className={styles.subFormTitle}>{def.name}</h3>
              <ControlList
                controls={def.definition}
                answers={subComputed}
                errors={showErrors ? validateAnswers(def.definition, subComputed) : {}}
                onChange={(id, v) =>
                  onSubFormAnswersChange?.({ ...subFormAnswers, [c.id]: { ...subAnswers, [id]: v } })
                }
                props={props}
                labels={l}
                errorText={errorText}
              />
              {!props.disabled && (
                <div className={styles.actions}>
                  <Button type="button" size="sm" onClick={() => setCancelSub(c.id)}>
                    {l.cancel}
                  </Button>
                </div>
              )}
            </section>
          );
        }}
      />
      {!props.disabled && (
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {l.submit}
          </Button>
          {props.onSaveDraft && !props.preview && (
            <Button type="button" onClick={() => props.onSaveDraft?.(computed, subFormAnswers)}>
              {l.saveDraft}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={cancelSub !== null}
        onOpenChange={(o) => {
          if (!o) setCancelSub(null);
        }}
        title={l.confirmTitle}
        message={l.cancelSubForm}
        confirmLabel={l.yes}
        cancelLabel={l.no}
        onConfirm={() => {
          if (cancelSub) onSubFormAnswersChange?.({ ...subFormAnswers, [cancelSub]: {} });
          setCancelSub(null);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        title={l.confirmTitle}
        message={l.changeAnswer}
        confirmLabel={l.yes}
        cancelLabel={l.no}
        onConfirm={() => {
          if (pending) apply(pending);
          setPending(null);
        }}
      />
    </form>
  );
}

interface ListProps {
  controls: ReadonlyArray<FormControl>;
  answers: Answers;
  errors: AnswerErrors;
  onChange: (controlId: string, value: AnswerValue) => void;
  props: FormFillerProps;
  labels: FormFillerLabels;
  errorText: (e: AnswerError) => string;
  renderAfter?: (c: FormControl) => React.ReactNode;
}

function ControlList({
  controls,
  answers,
  errors,
  onChange,
  props,
  labels,
  errorText,
  renderAfter,
}: ListProps) {
  const visible = visibleControlIds(controls, answers);
  return (
    <>
      {controls
        .filter((c) => visible.has(c.id) && c.type !== 'newControl')
        .map((c) => (
          <div key={c.id} className={styles.control} data-control-id={c.id} data-control-type={c.type}>
            <ControlView
              control={c}
              value={answers[c.id] ?? null}
              error={errors[c.id] ? errorText(errors[c.id] as AnswerError) : undefined}
              cellErrors={errors}
              onChange={(v) => onChange(c.id, v)}
              props={props}
              labels={labels}
              errorText={errorText}
            />
            {renderAfter?.(c)}
          </div>
        ))}
    </>
  );
}

interface ControlViewProps {
  control: FormControl;
  value: AnswerValue;
  error: string | undefined;
  cellErrors: AnswerErrors;
  onChange: (value: AnswerValue) => void;
  props: FormFillerProps;
  labels: FormFillerLabels;
  errorText: (e: AnswerError) => string;
}

const str = (v: AnswerValue): string => (typeof v === 'string' ? v : '');
const label = (c: FormControl) => (c.validation?.required ? `${c.name} *` : c.name);

function ControlView({
  control: c,
  value,
  error,
  cellErrors,
  onChange,
  props,
  labels,
  errorText,
}: ControlViewProps) {
  const disabled = props.disabled;
  const description = c.description || undefined;
  switch (c.type) {
    case 'text':
      return (
        <TextField
          label={label(c)}
          description={description}
          error={error}
          value={str(value)}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <TextArea
          label={label(c)}
          description={description}
          error={error}
          value={str(value)}
          maxLength={c.validation?.maxlength ?? undefined}
          onValueChange={(v) => onChange(v)}
        />
      );
    case 'select': {
      const options =
        c.selectType && c.selectType !== 'customList'
          ? (props.entityOptions?.[c.selectType] ?? [])
          : (c.options ?? []).map((o) => ({ value: o.label, label: o.label }));
      return (
        <Select
          label={label(c)}
          description={description}
          error={error}
          options={options}
          value={str(value) || undefined}
          placeholder={labels.select}
          disabled={disabled}
          onValueChange={(v) => onChange(v)}
        />
      );
    }
    case 'radio':
      return (
        <RadioGroup
          label={label(c)}
          description={description}
          error={error}
          options={(c.options ?? []).map((o) => ({ value: o.label, label: o.label }))}
          value={str(value)}
          disabled={disabled}
          onValueChange={(v) => onChange(v)}
        />
      );
    case 'checkbox': {
      const picked = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset
          className={styles.control}
          style={{ border: 0, padding: 0, margin: 0 }}
          aria-invalid={!!error || undefined}
        >
          <legend className={styles.question}>{label(c)}</legend>
          {description && <span className={styles.hint}>{description}</span>}
          {(c.options ?? []).map((o) => (
            <Checkbox
              key={o.id}
              label={o.label}
              checked={picked.includes(o.label)}
              disabled={disabled}
              onCheckedChange={(on) =>
                onChange(on === true ? [...picked, o.label] : picked.filter((p) => p !== o.label))
              }
            />
          ))}
          {error && <span className={styles.error}>{error}</span>}
        </fieldset>
      );
    }
    case 'datetime': {
      const type =
        c.dateSelectionType === 'Time'
          ? 'time'
          : c.dateSelectionType === 'Date & Time'
            ? 'datetime-local'
            : 'date';
      return (
        <TextField
          type={type}
          label={label(c)}
          description={description}
          error={error}
          value={str(value)}
          disabled={disabled}
          onChange={(e) => onChange(type === 'date' ? e.target.value.slice(0, 10) : e.target.value)}
        />
      );
    }
    case 'signature':
      return (
        <div className={styles.control}>
          <SignaturePad label={label(c)} disabled={disabled} onChange={(url) => onChange(url)} />
          {str(value) && <img src={str(value)} alt="" width={150} height={45} />}
          {error && <span className={styles.error}>{error}</span>}
        </div>
      );
    case 'file': {
      const ids = Array.isArray(value) ? (value as string[]) : [];
      const items: MediaItem[] = ids.map((id) => props.files?.[id] ?? { id, fileName: id });
      return (
        <div className={styles.control}>
          <span className={styles.question}>{label(c)}</span>
          {props.upload ? (
            <MediaUploader
              label={c.name}
              disabled={disabled}
              items={items}
              upload={props.upload}
              onChange={(next) => onChange(next.filter((i) => !i.deleted).map((i) => i.id))}
            />
          ) : (
            <span className={styles.hint}>{items.map((i) => i.fileName).join(', ')}</span>
          )}
          {error && <span className={styles.error}>{error}</span>}
        </div>
      );
    }
    case 'gps':
      return (
        <GpsView control={c} value={value} error={error} onChange={onChange} props={props} labels={labels} />
      );
    case 'formula':
      return <TextField label={c.name} description={description} value={str(value)} readOnly />;
    case 'spacer':
      return (
        <p
          className={[
            styles.spacerSize[c.elementSize ?? 'medium'],
            styles.spacerColor[c.elementColor ?? 'gray'],
            styles.align[c.elementAlignment ?? 'left'],
          ].join(' ')}
          style={{ margin: 0, fontFamily: c.elementFont || undefined }}
        >
          {c.name}
        </p>
      );
    case 'media':
      return (
        <figure
          className={styles.align[c.elementAlignment ?? c.controlAlignment ?? 'left']}
          style={{ margin: 0 }}
        >
          {(c.media ?? []).map((m) =>
            m.file.mimeType.startsWith('image/') && m.file.url ? (
              <img key={m.id} className={styles.media} src={m.file.url} alt={m.title ?? m.file.fileName} />
            ) : (
              <a key={m.id} href={m.file.url}>
                {m.title ?? m.file.fileName}
              </a>
            ),
          )}
          {c.name && <figcaption className={styles.hint}>{c.name}</figcaption>}
        </figure>
      );
    case 'breadcrumb':
      return <p className={styles.breadcrumb}>{c.name}</p>;
    case 'table':
      return (
        <TableView
          control={c}
          rows={Array.isArray(value) ? (value as TableRow[]) : []}
          error={error}
          cellErrors={cellErrors}
          onChange={onChange}
          disabled={disabled}
          labels={labels}
          errorText={errorText}
        />
      );
    default:
      return null;
  }
}

function GpsView({
  control: c,
  value,
  error,
  onChange,
  props,
  labels,
}: Pick<ControlViewProps, 'control' | 'value' | 'error' | 'onChange' | 'props' | 'labels'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const geo =
    props.geolocation === undefined
      ? typeof navigator !== 'undefined'
        ? navigator.geolocation
        : null
      : props.geolocation;
  const gps = value && typeof value === 'object' && !Array.isArray(value) ? (value as GpsAnswer) : null;
  return (
    <div className={styles.control}>
      <span className={styles.question}>{label(c)}</span>
      {gps && (
        <span>
          {gps.lat.toFixed(6)}, {gps.lon.toFixed(6)}
        </span>
      )}
      {!props.disabled && (
        <div>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              if (!geo) {
                setProblem(labels.noGeolocation);
                return;
              }
              geo.getCurrentPosition(
                (p) =>
                  onChange({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
                (e) => setProblem(e.message),
              );
            }}
          >
            {labels.captureGps}
          </Button>
        </div>
      )}
      {problem && (
        <span className={styles.error} role="alert">
          {problem}
        </span>
      )}
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

interface TableViewProps {
  control: FormControl;
  rows: TableRow[];
  error: string | undefined;
  cellErrors: AnswerErrors;
  onChange: (value: AnswerValue) => void;
  disabled: boolean | undefined;
  labels: FormFillerLabels;
  errorText: (e: AnswerError) => string;
}

function TableView({
  control: c,
  rows,
  error,
  cellErrors,
  onChange,
  disabled,
  labels,
  errorText,
}: TableViewProps) {
  const columns: TableColumn[] = c.columns ?? [];
  const [upload, setUpload] = useState<{ title: string; message: string } | null>(null);
  const setCell = (i: number, col: string, v: string | string[]) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, [col]: v } : r)));
  const onCsv = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const result = tableRowsFromCsv(columns, parseCsv(await file.text()));
    if (result.error) {
      setUpload(result.error);
      return;
    }
    setUpload(result.warning ?? null);
    onChange([...rows, ...result.rows]);
  };
  const hasAggregates = columns.some((col) => col.aggregateColumn && col.aggregateOperation);
  return (
    <div className={styles.control}>
      <span className={styles.question} id={`${c.id}-label`}>
        {label(c)}
      </span>
      {c.description && <span className={styles.hint}>{c.description}</span>}
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-labelledby={`${c.id}-label`}>
          <thead>
            <tr>
              {columns.map((col) => (
                <th key={col.id} className={styles.headCell} scope="col">
                  {col.validation?.required ? `${col.name} *` : col.name}
                </th>
              ))}
              <th className={styles.headCell}>
                <span className={styles.visuallyHidden}>{labels.rowActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((col) => {
                  const e = cellErrors[`${c.id}:${i}:${col.id}`];
                  const name = `${col.name} ${i + 1}`;
                  const v = row[col.id];
                  return (
                    <td key={col.id} className={styles.cell}>
                      <Cell
                        column={col}
                        name={name}
                        value={v}
                        invalid={!!e}
                        disabled={disabled}
                        onChange={(x) => setCell(i, col.id, x)}
                        labels={labels}
                      />
                      {e && <span className={styles.error}>{errorText(e)}</span>}
                    </td>
                  );
                })}
                <td className={styles.cell}>
                  {!disabled && (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => onChange(rows.filter((_, k) => k !== i))}
                    >
                      {labels.removeRow(i + 1)}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          {hasAggregates && (
            <tfoot>
              <tr>
                {columns.map((col) => (
                  <td key={col.id} className={styles.cell} data-aggregate={col.id}>
                    {col.aggregateColumn && col.aggregateOperation
                      ? `${labels.aggregate[col.aggregateOperation]}: ${aggregateColumn(columnValues(rows, col.id), col.aggregateOperation)}`
                      : ''}
                  </td>
                ))}
                <td className={styles.cell} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {!disabled && (
        <div className={styles.actions}>
          <Button type="button" size="sm" onClick={() => onChange([...rows, {}])}>
            {labels.addRow}
          </Button>
          <label className={styles.hint}>
            {labels.uploadCsv} <input type="file" accept=".csv,text/csv" onChange={onCsv} />
          </label>
        </div>
      )}
      {upload && (
        <div
          className={upload.title === 'Table Upload Error' ? styles.errorBlock : styles.infoBlock}
          role="alert"
        >
          <strong>{upload.title}: </strong>
          {upload.message}
        </div>
      )}
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

function Cell({
  column: col,
  name,
  value,
  invalid,
  disabled,
  onChange,
  labels,
}: {
  column: TableColumn;
  name: string;
  value: string | string[] | undefined;
  invalid: boolean;
  disabled: boolean | undefined;
  onChange: (v: string | string[]) => void;
  labels: FormFillerLabels;
}) {
  const text = typeof value === 'string' ? value : '';
  if (col.type === 'formula') return <output aria-label={name}>{text || labels.notAvailable}</output>;
  if (col.type === 'select' || col.type === 'radio') {
    return (
      <select
        className={styles.cellInput}
        aria-label={name}
        aria-invalid={invalid}
        disabled={disabled}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{labels.select}</option>
        {(col.options ?? []).map((o) => (
          <option key={o.id} value={o.label}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (col.type === 'checkbox') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <div role="group" aria-label={name}>
        {(col.options ?? []).map((o) => (
          <label key={o.id} style={{ display: 'block' }}>
            <input
              type="checkbox"
              disabled={disabled}
              checked={picked.includes(o.label)}
              onChange={(e) =>
                onChange(e.target.checked ? [...picked, o.label] : picked.filter((p) => p !== o.label))
              }
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    );
  }
  return (
    <input
      className={styles.cellInput}
      aria-label={name}
      aria-invalid={invalid}
      disabled={disabled}
      type={col.type === 'datetime' ? 'date' : 'text'}
      value={text}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
