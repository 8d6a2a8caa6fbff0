import { createHash } from 'node:crypto';
import { type Answers, type FormControl, PRIV, toAnswerData } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import type { DemoRefs } from '../../platform/module.js';

function formsId(key: string): string {
  const h = createHash('sha1').update(`wm-demo-forms:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-c${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Ids of the demo forms (tests and e2e refer to them). */
export const DEMO_FORM_IDS = {
  inspection: formsId('form:vehicle-inspection'),
  safety: formsId('form:site-safety'),
  incident: formsId('form:incident'),
  workOrder: formsId('form:work-order'),
} as const;

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];
const passFail = [
  { id: 'pass', label: 'Pass' },
  { id: 'fail', label: 'Fail' },
  { id: 'na', label: 'N/A' },
];

/** The demo definitions: a vehicle inspection, a site safety report with an incident sub-form, a work order. */
export function demoFormDefinitions(): {
  id: string;
  name: string;
  definition: FormControl[];
  orientation?: string;
}[] {
  return [
    {
      id: DEMO_FORM_IDS.inspection,
      name: 'Vehicle Inspection',
      definition: [
        {
          id: 'vi-vehicle',
          type: 'select',
          name: 'Vehicle',
          selectType: 'asset',
          validation: { required: true },
        },
        {
          id: 'vi-odometer',
          type: 'text',
          name: 'Odometer (miles)',
          validation: { required: true, pattern: 'number' },
        },
        {
          id: 'vi-checklist',
          type: 'table',
          name: 'Checklist',
          validation: { required: true },
          columns: [
            { id: 'item', type: 'text', name: 'Item', validation: { required: true } },
            {
              id: 'result',
              type: 'radio',
              name: 'Result',
              options: passFail,
              validation: { required: true },
            },
            {
              id: 'cost',
              type: 'text',
              name: 'Repair cost',
              validation: { pattern: 'currency' },
              aggregateColumn: true,
              aggregateOperation: 'sum',
            },
          ],
        },
        { id: 'vi-notes', type: 'textarea', name: 'Notes', validation: { maxlength: 2000 } },
        { id: 'vi-signature', type: 'signature', name: 'Driver signature', validation: { required: true } },
      ],
    },
    {
      id: DEMO_FORM_IDS.incident,
      name: 'Incident Report',
      definition: [
        {
          id: 'ir-when',
          type: 'datetime',
          name: 'When did it happen?',
          dateSelectionType: 'Date & Time',
          validation: { required: true },
        },
        {
          id: 'ir-kind',
          type: 'radio',
          name: 'Kind of incident',
          options: [
            { id: 'injury', label: 'Injury' },
            { id: 'near', label: 'Near miss' },
            { id: 'damage', label: 'Property damage' },
          ],
          validation: { required: true },
        },
        {
          id: 'ir-what',
          type: 'textarea',
          name: 'What happened?',
          validation: { required: true, minlength: 10 },
        },
        { id: 'ir-photos', type: 'file', name: 'Photos' },
      ],
    },
    {
      id: DEMO_FORM_IDS.safety,
      name: 'Site Safety Report',
      definition: [
        {
          id: 'ss-site',
          type: 'select',
          name: 'Site',
          selectType: 'location',
          validation: { required: true },
        },
        {
          id: 'ss-ppe',
          type: 'checkbox',
          name: 'PPE in use',
          options: [
            { id: 'helmet', label: 'Hard hat' },
            { id: 'vest', label: 'Hi-vis vest' },
            { id: 'boots', label: 'Safety boots' },
            { id: 'gloves', label: 'Gloves' },
          ],
        },
        {
          id: 'ss-incident',
          type: 'radio',
          name: 'Any incidents today?',
          options: yesNo,
          validation: { required: true },
          formQueueId: DEMO_FORM_IDS.incident,
          formQueueAnswer: 'Yes',
        },
        { id: 'ss-hazards', type: 'radio', name: 'Open hazards?', options: yesNo },
        {
          id: 'ss-hazard-text',
          type: 'textarea',
          name: 'Describe the hazards',
          dependentControlId: 'ss-hazards',
          dependentAnswer: 'Yes',
          validation: { required: true },
        },
        { id: 'ss-photos', type: 'file', name: 'Site photos' },
        { id: 'ss-gps', type: 'gps', name: 'Location', gpsCapture: 'auto', mapTypeId: 'roadmap' },
        {
          id: 'ss-signature',
          type: 'signature',
          name: 'Supervisor signature',
          validation: { required: true },
        },
      ],
    },
    {
      id: DEMO_FORM_IDS.workOrder,
      name: 'Work Order',
      definition: [
        {
          id: 'wo-title',
          type: 'spacer',
          name: 'Work performed',
          elementSize: 'large',
          elementColor: 'blue',
          elementAlignment: 'left',
        },
        { id: 'wo-task', type: 'select', name: 'Task', selectType: 'task', validation: { required: true } },
        { id: 'wo-customer', type: 'text', name: 'Customer e-mail', validation: { pattern: 'email' } },
        { id: 'wo-hours', type: 'text', name: 'Hours', validation: { required: true, pattern: 'number' } },
        { id: 'wo-rate', type: 'text', name: 'Rate', validation: { required: true, pattern: 'number' } },
        {
          id: 'wo-total',
          type: 'formula',
          name: 'Labour total',
          selectedControl1: 'wo-hours',
          selectedControl2: 'wo-rate',
          formulaOperation: 'multiply',
        },
        {
          id: 'wo-done',
          type: 'datetime',
          name: 'Completed on',
          dateSelectionType: 'Date',
          validation: { required: true },
        },
        { id: 'wo-signature', type: 'signature', name: 'Customer signature' },
      ],
    },
  ];
}

/** The demo 'Forms Field' role: fill forms, see and delete one's own submissions. */
export const FORMS_FIELD_ROLE_ID = formsId('role:forms-field');

/**
 * Demo forms (issue 9 section 6): the four demo definitions, a 'Forms Field' role (fill, see and
 * delete own submissions) given to the demo field users, and completed vehicle inspections and work
 * orders over the last weeks. Fixed ids + ON CONFLICT DO NOTHING: re-runnable.
 */
export async function seedFormsDemo(db: Db, demo: DemoRefs, now: number = Date.now()): Promise<void> {
  const companyId = demo.companyId;
  for (const f of demoFormDefinitions()) {
    await db.query(
      `INSERT INTO form (id, company_id, name, "defaultSubmissionStatus", orientation, data)
       VALUES ($1, $2, $3, 'completed', 'portrait', $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        f.id,
        companyId,
        f.name,
        JSON.stringify({
          definition: f.definition,
          inEmployeeRequirement: 'none',
          outEmployeeRequirement: 'none',
          inLocationRequirement: 'none',
          outLocationRequirement: 'none',
          printLogo: true,
          printCompanyInfo: true,
          printAssociations: true,
          printDate: true,
          printDescription: true,
          printTitle: true,
        }),
      ],
    );
  }
  await db.query(
    `INSERT INTO form_event_setting (id, company_id, form_id, name, "sendType", data)
     VALUES ($1, $2, $3, 'Office copy', 'individually', $4::jsonb) ON CONFLICT (id) DO NOTHING`,
    [
      formsId('setting:safety-office'),
      companyId,
      DEMO_FORM_IDS.safety,
      JSON.stringify({
        toEmailList: 'safety@northwind.example',
        fromAnyone: true,
        toEmployeeIds: [],
        fromEmployeeIds: [],
      }),
    ],
  );
  await db.query(
    `INSERT INTO role (id, company_id, name, "moduleId", privileges) VALUES ($1, $2, 'Forms Field', 'Forms', $3::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [FORMS_FIELD_ROLE_ID, companyId, JSON.stringify([PRIV.FormSubmissionExecute, PRIV.FormMineDelete])],
  );
  const field = (['employee', 'field1', 'field2'] as const)
    .map((k) => demo.employeeIds[k])
    .filter((id): id is string => typeof id === 'string');
  // The demo field users (employee, fiona, gabriel) hold the role, so they see the Forms menu and may
  // fill forms; each takes one of the company's Forms seats.
  await db.query(
    `INSERT INTO user_role (company_id, user_id, role_id)
     SELECT e.company_id, e.user_id, $2 FROM employee e
      WHERE e.company_id = $1 AND e.id = ANY($3::text[]) AND e.user_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [companyId, FORMS_FIELD_ROLE_ID, field],
  );
  const defs = new Map(demoFormDefinitions().map((f) => [f.id, f]));
  const day = 86_400_000;
  const items = ['Tyres', 'Brakes', 'Lights', 'Oil level', 'Wipers'];
  for (let i = 0; i < 8; i++) {
    const who = field[i % Math.max(1, field.length)] ?? demo.employeeIds.employee;
    const when = new Date(now - (i * 3 + 1) * day);
    const inspection = i % 2 === 0;
    const form = defs.get(inspection ? DEMO_FORM_IDS.inspection : DEMO_FORM_IDS.workOrder)!;
    const id = formsId(`submission:${i}`);
    const answers: Answers = inspection
      ? {
          'vi-vehicle': demo.assetIds[i % Math.max(1, demo.assetIds.length)] ?? '',
          'vi-odometer': String(42000 + i * 180),
          'vi-checklist': items.map((item, k) => ({
            item,
            result: (i + k) % 4 === 0 ? 'Fail' : 'Pass',
            cost: (i + k) % 4 === 0 ? `$${(60 + k * 15).toFixed(2)}` : '',
          })),
          'vi-notes': i % 4 === 0 ? 'Front left tyre worn; booked replacement.' : '',
          'vi-signature': '',
        }
      : {
          'wo-task': demo.taskIds[i % Math.max(1, demo.taskIds.length)] ?? '',
          'wo-customer': 'facilities@example.com',
          'wo-hours': String(2 + (i % 3)),
          'wo-rate': '85',
          'wo-done': when.toISOString().slice(0, 10),
        };
    await db.query(
      `INSERT INTO form_submission (id, company_id, name, "submissionStatus", form_id, employee_id,
         "createdBy_id", "updatedBy_id", "editedTimeStamp", location_id, data, created_at)
       VALUES ($1, $2, $3, 'completed', $4, $5, $5, $5, $6, $7, $8::jsonb, $6) ON CONFLICT (id) DO NOTHING`,
      [
        id,
        companyId,
        form.name,
        form.id,
        who,
        when.toISOString(),
        demo.locationIds[i % Math.max(1, demo.locationIds.length)] ?? null,
        JSON.stringify({
          formDefinition: form.definition,
          answerData: toAnswerData(form.definition, answers, form.id, id),
          allSubformSubmissionIds: [],
          fileHistoryIds: [],
          createdTimeStamp: when.toISOString(),
          updatedTimeStamp: when.toISOString(),
        }),
      ],
    );
  }
}
