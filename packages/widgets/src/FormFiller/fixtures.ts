import type { FormControl } from '@wm/domain';
import type { FormFillerSubForm } from './FormFiller';

/** Story and test fixtures: one control of every type, a table with aggregates, a sub-form chain. */
export const everyControl: FormControl[] = [
  { id: 'crumb', type: 'breadcrumb', name: 'Fleet > Daily checks' },
  { id: 'head', type: 'spacer', name: 'Vehicle details', elementSize: 'large', elementColor: 'blue' },
  { id: 'driver', type: 'text', name: 'Driver', validation: { required: true, minlength: 3 } },
  { id: 'email', type: 'text', name: 'E-mail', validation: { pattern: 'email' } },
  {
    id: 'vehicle',
    type: 'select',
    name: 'Vehicle type',
    options: [
      { id: 'van', label: 'Van' },
      { id: 'truck', label: 'Truck' },
    ],
  },
  { id: 'site', type: 'select', name: 'Site', selectType: 'location', validation: { required: true } },
  {
    id: 'ok',
    type: 'radio',
    name: 'Roadworthy?',
    options: [
      { id: 'y', label: 'Yes' },
      { id: 'n', label: 'No' },
    ],
    validation: { required: true },
  },
  {
    id: 'why',
    type: 'textarea',
    name: 'What is wrong?',
    dependentControlId: 'ok',
    dependentAnswer: 'No',
    validation: { required: true, maxlength: 500 },
  },
  {
    id: 'kit',
    type: 'checkbox',
    name: 'Kit on board',
    options: [
      { id: 'aid', label: 'First aid kit' },
      { id: 'ext', label: 'Extinguisher' },
    ],
  },
  {
    id: 'when',
    type: 'datetime',
    name: 'Checked on',
    dateSelectionType: 'Date',
    validation: { required: true },
  },
  { id: 'start', type: 'text', name: 'Start miles', validation: { pattern: 'number' } },
  { id: 'end', type: 'text', name: 'End miles', validation: { pattern: 'number' } },
  {
    id: 'dist',
    type: 'formula',
    name: 'Distance',
    selectedControl1: 'end',
    selectedControl2: 'start',
    formulaOperation: 'minus',
  },
  { id: 'photos', type: 'file', name: 'Photos' },
  { id: 'gps', type: 'gps', name: 'Where', gpsCapture: 'manual' },
  { id: 'sign', type: 'signature', name: 'Signature', validation: { required: true } },
];

/** A table with a required text column, a choice column, aggregates and a formula column. */
export const partsTable: FormControl = {
  id: 'parts',
  type: 'table',
  name: 'Parts used',
  columns: [
    { id: 'part', type: 'text', name: 'Part', validation: { required: true } },
    {
      id: 'kind',
      type: 'select',
      name: 'Kind',
      options: [
        { id: 'n', label: 'New' },
        { id: 'u', label: 'Used' },
      ],
    },
    { id: 'qty', type: 'text', name: 'Qty', aggregateColumn: true, aggregateOperation: 'sum' },
    { id: 'price', type: 'text', name: 'Price', aggregateColumn: true, aggregateOperation: 'average' },
    {
      id: 'line',
      type: 'formula',
      name: 'Line total',
      selectedColumn1: 'qty',
      selectedColumn2: 'price',
      formulaOperation: 'multiply',
      aggregateColumn: true,
      aggregateOperation: 'sum',
    },
  ],
};

/** A parent whose 'Any incidents?' opens the incident sub-form, with a show-if chain. */
export const withSubForm: FormControl[] = [
  {
    id: 'any',
    type: 'radio',
    name: 'Any incidents?',
    options: [
      { id: 'y', label: 'Yes' },
      { id: 'n', label: 'No' },
    ],
    formQueueId: 'incident',
    formQueueAnswer: 'Yes',
  },
  {
    id: 'hazard',
    type: 'radio',
    name: 'Open hazards?',
    options: [
      { id: 'y', label: 'Yes' },
      { id: 'n', label: 'No' },
    ],
  },
  {
    id: 'hazardKind',
    type: 'radio',
    name: 'Hazard kind',
    dependentControlId: 'hazard',
    dependentAnswer: 'Yes',
    options: [
      { id: 'e', label: 'Electrical' },
      { id: 'o', label: 'Other' },
    ],
  },
  {
    id: 'hazardOther',
    type: 'text',
    name: 'Describe',
    dependentControlId: 'hazardKind',
    dependentAnswer: 'Other',
  },
];

export const incidentSubForm: FormFillerSubForm = {
  id: 'incident',
  name: 'Incident Report',
  definition: [{ id: 'what', type: 'textarea', name: 'What happened?', validation: { required: true } }],
};

export const siteOptions = [
  { value: 'L1', label: 'Head Office' },
  { value: 'L2', label: 'Union Station' },
];
