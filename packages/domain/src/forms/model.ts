/**
 * The Form and form-control model (platform spec 3 "Form", "Form control", "Table control",
 * "Control types"). Plain data: the designer edits it, the filler answers it, the server stores it.
 */

/** Control types of platform spec 3; `newControl` is the temporary type before the author picks one. */
export const CONTROL_TYPES = [
  'text',
  'select',
  'radio',
  'checkbox',
  'textarea',
  'signature',
  'table',
  'file',
  'datetime',
  'spacer',
  'media',
  'gps',
  'formula',
  'breadcrumb',
  'newControl',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** The author-facing names of the control types (platform spec 3). */
export const CONTROL_TYPE_NAMES: Record<ControlType, string> = {
  text: 'Text',
  select: 'Drop-Down',
  radio: 'Single-Choice',
  checkbox: 'Multi-Choice',
  textarea: 'Long Text',
  signature: 'Signature',
  table: 'Table',
  file: 'Capture Media',
  datetime: 'Date/Time',
  spacer: 'Filler',
  media: 'Embed Media',
  gps: 'GPS',
  formula: 'Formula',
  breadcrumb: 'Breadcrumb',
  newControl: 'New Question',
};

/** Entity selects of a Drop-Down (platform spec 3 `selectType`). */
export const SELECT_TYPES = ['customList', 'location', 'device', 'asset', 'task', 'employee'] as const;
export type SelectType = (typeof SELECT_TYPES)[number];

/** Pattern restrictions of the filler (platform spec 5.2). */
export const PATTERNS = ['none', 'email', 'telephone', 'alphanumeric', 'number', 'currency'] as const;
export type PatternRestriction = (typeof PATTERNS)[number];

export const DATE_SELECTION_TYPES = ['Date', 'Time', 'Date & Time'] as const;
export type DateSelectionType = (typeof DATE_SELECTION_TYPES)[number];

export const ELEMENT_SIZES = ['small', 'medium', 'large'] as const;
export const ELEMENT_COLORS = ['blue', 'gray', 'green', 'red'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const FORMULA_OPERATIONS = ['plus', 'minus', 'multiply'] as const;
export type FormulaOperation = (typeof FORMULA_OPERATIONS)[number];
export const AGGREGATE_OPERATIONS = ['sum', 'average', 'min', 'max'] as const;
export type AggregateOperation = (typeof AGGREGATE_OPERATIONS)[number];
/** Column types a table may hold. */
export const COLUMN_TYPES = ['text', 'select', 'radio', 'checkbox', 'datetime', 'formula'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** An option of a choice control (id, label). */
export interface ControlOption {
  id: string;
  label: string;
}

/** Validation options of a control (platform spec 3, 5.2). */
export interface ControlValidation {
  required?: boolean;
  minlength?: number | null;
  maxlength?: number | null;
  pattern?: PatternRestriction;
}

/** A table column (platform spec 3 "Table control"). */
export interface TableColumn {
  id: string;
  type: ColumnType;
  name: string;
  description?: string;
  options?: ControlOption[];
  validation?: ControlValidation;
  /** Show an aggregate under this column. */
  aggregateColumn?: boolean;
  aggregateOperation?: AggregateOperation | null;
  dateSelectionType?: DateSelectionType;
  /** Formula columns: the two operand columns and the operation. */
  selectedColumn1?: string | null;
  selectedColumn2?: string | null;
  formulaOperation?: FormulaOperation | null;
}

/** A media item (platform spec 3 "Media item"). */
export interface MediaItem {
  id: string;
  file: { id: string; fileName: string; mimeType: string; url?: string };
  title?: string;
  notes?: string;
  type?: 'photo' | 'document' | 'note' | 'audio' | 'video' | 'unknown';
}

/** A form control (platform spec 3 "Form control"). */
export interface FormControl {
  id: string;
  type: ControlType;
  typeName?: string;
  name: string;
  description?: string;
  options?: ControlOption[];
  validation?: ControlValidation;
  defaultValue?: { value?: string; binding?: string | null } | null;
  /** Show-if: the control this one depends on and the answer that shows it. */
  dependentControl?: string | null;
  dependentControlId?: string | null;
  dependentAnswer?: string | null;
  dependentAnswerId?: string | null;
  /** Sub-form: the Form shown when this control's answer equals formQueueAnswer. */
  formQueueId?: string | null;
  formQueueAnswer?: string | null;
  selectType?: SelectType | null;
  media?: MediaItem[];
  mediaIds?: string[];
  useCompanyLogo?: boolean;
  useBarcodeScanner?: boolean;
  mapTypeId?: 'roadmap' | 'satellite';
  gpsCapture?: 'manual' | 'auto';
  controlAlignment?: (typeof ALIGNMENTS)[number];
  elementSize?: (typeof ELEMENT_SIZES)[number];
  elementFont?: string;
  elementColor?: (typeof ELEMENT_COLORS)[number];
  elementAlignment?: (typeof ALIGNMENTS)[number];
  dateSelectionType?: DateSelectionType;
  /** Formula controls: the two operand controls and the operation. */
  selectedControl1?: string | null;
  selectedControl2?: string | null;
  formulaOperation?: FormulaOperation | null;
  /** Table controls. */
  columns?: TableColumn[];
}

/** Requirement of a form at clock in/out for employees or locations (platform spec 4.2). */
export const REQUIREMENTS = ['none', 'all', 'optIn', 'optOut'] as const;
export type FormRequirement = (typeof REQUIREMENTS)[number];

/** Submission states (platform spec 4.2). */
export type SubmissionStatus = 'draft' | 'completed';

/** An auto-e-mail subscription (platform spec 3 "FormEventSetting"). */
export interface FormEventSetting {
  id: string;
  name: string;
  sendType: 'individually' | 'batched' | null;
  schedule_id?: string | null;
  toEmailList?: string;
  toEmployeeIds?: string[];
  fromEmployeeIds?: string[];
  fromAnyone?: boolean;
}

/** A form (platform spec 3 "Form"). */
export interface Form {
  id: string;
  name: string;
  status: number | null;
  definition: FormControl[];
  formEventSettings?: FormEventSetting[];
  inEmployeeRequirement?: FormRequirement;
  outEmployeeRequirement?: FormRequirement;
  inLocationRequirement?: FormRequirement;
  outLocationRequirement?: FormRequirement;
  inEmployeeIds?: string[];
  outEmployeeIds?: string[];
  inLocationIds?: string[];
  outLocationIds?: string[];
  orientation?: 'portrait' | 'landscape';
  defaultSubmissionStatus?: SubmissionStatus | null;
  printLogo?: boolean;
  printCompanyInfo?: boolean;
  printAssociations?: boolean;
  printDate?: boolean;
  printDescription?: boolean;
  printTitle?: boolean;
}

/** A GPS answer. */
export interface GpsAnswer {
  lat: number;
  lon: number;
  accuracy?: number | null;
}

/** A table answer row: column id -> cell value (string, or option labels for checkbox columns). */
export type TableRow = Record<string, string | string[]>;

/**
 * An answer: text for text-like controls and choices (option label; entity id for entity selects),
 * option labels for checkbox, rows for tables, a GPS fix, file ids for file/signature controls.
 */
export type AnswerValue = string | string[] | TableRow[] | GpsAnswer | null;

/** Answers of one form fill: control id -> value. */
export type Answers = Record<string, AnswerValue>;

/** New form defaults (platform spec 4.2). */
export function newForm(id: string): Form {
  return {
    id,
    name: '',
    status: 1,
    definition: [],
    formEventSettings: [],
    inEmployeeRequirement: 'none',
    outEmployeeRequirement: 'none',
    inLocationRequirement: 'none',
    outLocationRequirement: 'none',
    inEmployeeIds: [],
    outEmployeeIds: [],
    inLocationIds: [],
    outLocationIds: [],
    orientation: 'portrait',
    defaultSubmissionStatus: 'completed',
    printLogo: true,
    printCompanyInfo: true,
    printAssociations: true,
    printDate: true,
    printDescription: true,
    printTitle: true,
  };
}

/** A new control of the temporary type newControl. */
export function newControl(id: string): FormControl {
  return { id, type: 'newControl', name: '', validation: { required: false, pattern: 'none' } };
}

/** Control types that take an answer (not layout-only). */
export function isAnswerable(type: ControlType): boolean {
  return !['spacer', 'media', 'breadcrumb', 'newControl'].includes(type);
}
