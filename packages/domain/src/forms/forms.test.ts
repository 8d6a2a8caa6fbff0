import { describe, expect, it } from 'vitest';
import {
  aggregateColumn,
  assertFormSave,
  canDriveShowIf,
  canDriveSubForm,
  evaluateFormula,
  FORM_SAVE_MESSAGES,
  type Form,
  type FormControl,
  formErrorsMessage,
  formSaveErrors,
  matchesPattern,
  newForm,
  openSubForms,
  type ClockRequirementFields,
  bindingValue,
  bindingsFor,
  formatAddress,
  DEFAULT_BINDINGS,
  defaultAnswers,
  formRequiredAtClock,
  requirementForEditing,
  requirementForSaving,
  subFormWouldCycle,
  tableRowsFromCsv,
  toAnswerData,
  uploadExtensionError,
  validateAnswers,
  visibleControlIds,
  withComputedAnswers,
} from '../index.js';

const radio = (id: string, extra: Partial<FormControl> = {}): FormControl => ({
  id,
  type: 'radio',
  name: `Q ${id}`,
  options: [
    { id: 'y', label: 'Yes' },
    { id: 'n', label: 'No' },
  ],
  ...extra,
});
const text = (id: string, extra: Partial<FormControl> = {}): FormControl => ({
  id,
  type: 'text',
  name: `T ${id}`,
  ...extra,
});
const form = (extra: Partial<Form> = {}): Form => ({ ...newForm('f1'), name: 'Inspection', ...extra });
const messages = (f: Form, lookup?: Parameters<typeof formSaveErrors>[1]) =>
  formSaveErrors(f, lookup).map((e) => e.message);

describe('form save rules (platform spec 5.1)', () => {
  it('accepts a valid new form and has the spec defaults', () => {
    const f = form();
    expect(f.orientation).toBe('portrait');
    expect(f.defaultSubmissionStatus).toBe('completed');
    expect(f.inEmployeeRequirement).toBe('none');
    expect(formSaveErrors(f)).toEqual([]);
  });
  it('needs a default state, a name and a status', () => {
    expect(messages(form({ defaultSubmissionStatus: null, name: ' ', status: null }))).toEqual([
      'Please select a Default Form State in Setings.',
      'Please provide a name for the form.',
      'Please provide a status for the form.',
    ]);
  });
  it('refuses an unchosen control type', () => {
    const f = form({ definition: [{ id: 'c1', type: 'newControl', name: '' }] });
    expect(formSaveErrors(f)).toEqual([
      { code: 'questionType', message: 'Question type required.', controlId: 'c1' },
    ]);
    expect(() => assertFormSave(f)).toThrow('Question type required.');
  });
  it('needs a sub-form value and a trigger answer', () => {
    const f = form({
      definition: [
        radio('a', { formQueueId: 'f2', formQueueAnswer: '' }),
        text('b', { dependentControlId: 'a', dependentAnswer: '' }),
      ],
    });
    expect(messages(f)).toEqual([
      'Please provide a value for show sub-form.',
      'Please provide a trigger answer value.',
    ]);
  });
  it('checks auto-e-mail subscriptions', () => {
    const f = form({
      formEventSettings: [{ id: 's1', name: '', sendType: null, fromAnyone: false, toEmailList: ' , ' }],
    });
    expect(messages(f)).toEqual([
      FORM_SAVE_MESSAGES.subscriptionName,
      'Please provide choose a send type for Auto-Email Completed Forms in the Subscription.',
      'Please select an employee for Auto-Email Completed Forms in the Subscription.',
      'Please provide e-mail addres for Auto-Email Completed Forms in the Subscription.',
    ]);
    const ok = form({
      formEventSettings: [
        { id: 's1', name: 'Office', sendType: 'individually', fromAnyone: true, toEmailList: 'a@b.co' },
        { id: 's2', name: 'Boss', sendType: 'batched', fromEmployeeIds: ['e1'], toEmployeeIds: ['e2'] },
      ],
    });
    expect(formSaveErrors(ok)).toEqual([]);
  });
  it('rejects a sub-form that leads back to the form through a chain', () => {
    const defs: Record<string, FormControl[]> = {
      f2: [radio('x', { formQueueId: 'f3', formQueueAnswer: 'Yes' })],
      f3: [radio('y', { formQueueId: 'f1', formQueueAnswer: 'No' })],
      f4: [text('z')],
    };
    const lookup = (id: string) => defs[id];
    expect(subFormWouldCycle('f1', 'f2', lookup)).toBe(true);
    expect(subFormWouldCycle('f1', 'f4', lookup)).toBe(false);
    expect(subFormWouldCycle('f1', 'f1', lookup)).toBe(true);
    const f = form({ definition: [radio('a', { formQueueId: 'f2', formQueueAnswer: 'Yes' })] });
    expect(messages(f, lookup)).toEqual([
      "This Form would return to itself when it's filled out and therefore is an invalid choice.",
    ]);
    const g = form({ definition: [radio('a', { formQueueId: 'f4', formQueueAnswer: 'Yes' })] });
    expect(messages(g, lookup)).toEqual([]);
    // a cycle among other forms that never reaches f1 terminates
    const loop: Record<string, FormControl[]> = {
      f2: [radio('x', { formQueueId: 'f3', formQueueAnswer: 'Yes' })],
      f3: [radio('y', { formQueueId: 'f2', formQueueAnswer: 'No' })],
    };
    expect(subFormWouldCycle('f1', 'f2', (id) => loop[id])).toBe(false);
  });
  it('limits show-if and sub-form drivers', () => {
    expect(canDriveShowIf(radio('a'))).toBe(true);
    expect(canDriveShowIf(text('a'))).toBe(false);
    expect(canDriveShowIf({ id: 's', type: 'select', name: 's', selectType: 'device' })).toBe(true);
    expect(canDriveSubForm({ id: 's', type: 'select', name: 's', selectType: 'device' })).toBe(false);
    expect(canDriveShowIf({ id: 's', type: 'select', name: 's', selectType: 'employee' })).toBe(false);
    expect(canDriveSubForm({ id: 's', type: 'select', name: 's', selectType: 'task' })).toBe(true);
    const f = form({
      definition: [
        text('a'),
        text('b', { dependentControlId: 'a', dependentAnswer: 'x' }),
        text('c', { dependentControlId: 'c', dependentAnswer: 'x' }),
        text('d', { formQueueId: 'f9', formQueueAnswer: 'x' }),
      ],
    });
    expect(formSaveErrors(f).map((e) => [e.code, e.controlId])).toEqual([
      ['showIfDriver', 'b'],
      ['showIfSelf', 'c'],
      ['subFormDriver', 'd'],
    ]);
  });
});

describe('show-if and sub-forms', () => {
  const controls = [
    radio('a'),
    radio('b', { dependentControlId: 'a', dependentAnswer: 'Yes' }),
    text('c', { dependentControlId: 'b', dependentAnswer: 'No' }),
    {
      id: 'loc',
      type: 'select',
      name: 'Site',
      selectType: 'location',
      formQueueId: 'sub',
      formQueueAnswer: 'L1',
    } as FormControl,
  ];
  it('follows a chain', () => {
    expect([...visibleControlIds(controls, {})]).toEqual(['a', 'loc']);
    expect([...visibleControlIds(controls, { a: 'Yes', b: 'No' })]).toEqual(['a', 'b', 'c', 'loc']);
    expect([...visibleControlIds(controls, { a: 'No', b: 'No' })]).toEqual(['a', 'loc']);
  });
  it('opens sub-forms on the trigger answer (entity selects by id)', () => {
    expect(openSubForms(controls, { loc: 'L1' })).toEqual([{ controlId: 'loc', formId: 'sub' }]);
    expect(openSubForms(controls, { loc: 'L2' })).toEqual([]);
  });
});

describe('filler validation (platform spec 5.2)', () => {
  it('matches the pattern restrictions', () => {
    expect(matchesPattern('a@b.co', 'email')).toBe(true);
    expect(matchesPattern('a@b', 'email')).toBe(false);
    expect(matchesPattern('(303) 555-12.34', 'telephone')).toBe(true);
    expect(matchesPattern('555-1234', 'telephone')).toBe(false);
    expect(matchesPattern('303555123x4', 'telephone')).toBe(true);
    expect(matchesPattern('Bay 4 Señor', 'alphanumeric')).toBe(true);
    expect(matchesPattern('Bay-4', 'alphanumeric')).toBe(false);
    expect(matchesPattern('-12.5', 'number')).toBe(true);
    expect(matchesPattern('12a', 'number')).toBe(false);
    expect(matchesPattern('$1,234.50', 'currency')).toBe(true);
    expect(matchesPattern('1234.5', 'currency')).toBe(true);
    expect(matchesPattern('1,23.4', 'currency')).toBe(false);
    expect(matchesPattern('1.234', 'currency')).toBe(false);
  });
  it('checks required, lengths, patterns; skips hidden controls; checks table cells', () => {
    const controls: FormControl[] = [
      text('name', { validation: { required: true, minlength: 3, maxlength: 5 } }),
      text('mail', { validation: { pattern: 'email' } }),
      radio('more', { validation: { required: true } }),
      text('why', { dependentControlId: 'more', dependentAnswer: 'Yes', validation: { required: true } }),
      { id: 'site', type: 'select', name: 'Site', selectType: 'location', validation: { required: true } },
      { id: 'when', type: 'datetime', name: 'When', validation: { required: true } },
      {
        id: 'tbl',
        type: 'table',
        name: 'Checks',
        columns: [
          { id: 'qty', type: 'text', name: 'Qty', validation: { required: true, pattern: 'number' } },
        ],
      },
    ];
    const e = validateAnswers(controls, {
      name: 'ab',
      mail: 'x',
      more: 'No',
      tbl: [{ qty: '2' }, { qty: 'two' }, { qty: '' }],
    });
    expect(Object.keys(e).sort()).toEqual(['mail', 'name', 'site', 'tbl:1:qty', 'tbl:2:qty', 'when']);
    expect(e.name?.message).toBe('Please enter at least 3 characters.');
    expect(e.mail?.message).toBe('Please enter an e-mail address.');
    expect(e.site?.message).toBe('This field is required.');
    const shown = validateAnswers(controls, { name: 'abcdef', more: 'Yes', site: 'L1', when: '2026-11-01' });
    expect(Object.keys(shown).sort()).toEqual(['name', 'why']);
    expect(shown.name?.message).toBe('Please enter no more than 5 characters.');
    expect(formErrorsMessage('Inspection > Incident')).toBe(
      'Please correct errors in Inspection > Incident before continuing.',
    );
  });
});

describe('formulas and aggregates', () => {
  it('treats non-numeric operands as 0 and shows N/A when both are non-numeric', () => {
    expect(evaluateFormula('2', '3', 'plus')).toBe('5');
    expect(evaluateFormula('2', 'x', 'minus')).toBe('2');
    expect(evaluateFormula('1.1', '3', 'multiply')).toBe('3.3');
    expect(evaluateFormula('a', '', 'plus')).toBe('N/A');
  });
  it('aggregates a column, stripping non-numeric characters', () => {
    expect(aggregateColumn(['$1,000', '2', ''], 'sum')).toBe('1002');
    expect(aggregateColumn(['1', '2', '6'], 'average')).toBe('3');
    expect(aggregateColumn(['4', '-2'], 'min')).toBe('-2');
    expect(aggregateColumn(['4', '9'], 'max')).toBe('9');
    expect(aggregateColumn(['4', 'abc'], 'sum')).toBe('N/A');
    expect(aggregateColumn([], 'sum')).toBe('N/A');
  });
  it('computes formula controls and formula columns into the answers', () => {
    const controls: FormControl[] = [
      text('a'),
      text('b'),
      {
        id: 'f',
        type: 'formula',
        name: 'Total',
        selectedControl1: 'a',
        selectedControl2: 'b',
        formulaOperation: 'multiply',
      },
      {
        id: 't',
        type: 'table',
        name: 'Parts',
        columns: [
          { id: 'q', type: 'text', name: 'Qty' },
          { id: 'p', type: 'text', name: 'Price' },
          {
            id: 'x',
            type: 'formula',
            name: 'Line',
            selectedColumn1: 'q',
            selectedColumn2: 'p',
            formulaOperation: 'multiply',
          },
        ],
      },
    ];
    const a = withComputedAnswers(controls, { a: '4', b: '2.5', t: [{ q: '2', p: '3' }] });
    expect(a.f).toBe('10');
    expect(a.t).toEqual([{ q: '2', p: '3', x: '6' }]);
    const data = toAnswerData(controls, { a: '4', b: '2.5' }, 'form1', 'sub1');
    expect(data.map((d) => [d.controlId, d.answer])).toEqual([
      ['a', '4'],
      ['b', '2.5'],
      ['f', '10'],
      ['t', null],
    ]);
  });
});

describe('requirements (platform spec 4.2)', () => {
  it("reverts an opt-in without ids to 'All' and stores 'All' as opt-in without ids", () => {
    expect(requirementForEditing({ requirement: 'optIn', ids: [] })).toEqual({ requirement: 'all', ids: [] });
    expect(requirementForEditing({ requirement: 'optIn', ids: ['e1'] })).toEqual({
      requirement: 'optIn',
      ids: ['e1'],
    });
    expect(requirementForSaving({ requirement: 'all', ids: [] })).toEqual({ requirement: 'optIn', ids: [] });
    expect(requirementForSaving({ requirement: 'optOut', ids: [] })).toEqual({
      requirement: 'none',
      ids: [],
    });
    expect(requirementForSaving({ requirement: 'optOut', ids: ['l1'] })).toEqual({
      requirement: 'optOut',
      ids: ['l1'],
    });
  });
});

describe('forms required at the clock (platform spec 3, 4.2)', () => {
  const req = formRequiredAtClock;
  it('needs a set requirement: none on both sides is never required, nor an inactive form', () => {
    expect(req({}, 'in', 'e1', 'l1')).toBe(false);
    expect(req({ inEmployeeRequirement: 'none', inLocationRequirement: 'none' }, 'in', 'e1', 'l1')).toBe(
      false,
    );
    expect(req({ status: 2, inEmployeeRequirement: 'optIn', inEmployeeIds: [] }, 'in', 'e1', 'l1')).toBe(
      false,
    );
  });
  it("applies 'All' (opt-in with no ids), opt-in and opt-out to the employee", () => {
    const all: ClockRequirementFields = { inEmployeeRequirement: 'optIn', inEmployeeIds: [] };
    expect(req(all, 'in', 'e1', null)).toBe(true);
    expect(req(all, 'out', 'e1', null)).toBe(false);
    expect(req({ outEmployeeRequirement: 'optIn', outEmployeeIds: ['e1'] }, 'out', 'e1', 'l1')).toBe(true);
    expect(req({ outEmployeeRequirement: 'optIn', outEmployeeIds: ['e1'] }, 'out', 'e2', 'l1')).toBe(false);
    expect(req({ inEmployeeRequirement: 'optOut', inEmployeeIds: ['e1'] }, 'in', 'e1', 'l1')).toBe(false);
    expect(req({ inEmployeeRequirement: 'optOut', inEmployeeIds: ['e1'] }, 'in', 'e2', 'l1')).toBe(true);
  });
  it('applies the location, and both when both are set; no location matches only All and opt-out', () => {
    const loc: ClockRequirementFields = { inLocationRequirement: 'optIn', inLocationIds: ['l1'] };
    expect(req(loc, 'in', 'e9', 'l1')).toBe(true);
    expect(req(loc, 'in', 'e9', 'l2')).toBe(false);
    expect(req(loc, 'in', 'e9', null)).toBe(false);
    expect(req({ inLocationRequirement: 'optOut', inLocationIds: ['l1'] }, 'in', 'e9', null)).toBe(true);
    const both: ClockRequirementFields = { ...loc, inEmployeeRequirement: 'optIn', inEmployeeIds: ['e1'] };
    expect(req(both, 'in', 'e1', 'l1')).toBe(true);
    expect(req(both, 'in', 'e2', 'l1')).toBe(false);
    expect(req(both, 'in', 'e1', 'l2')).toBe(false);
  });
});

describe('default-value bindings (platform spec 3 defaultValue)', () => {
  const ctx = {
    employee: { fullName: 'Eli Employee', firstName: 'Eli', code: 'E005', email: '' },
    company: { name: 'Northwind Field Services' },
    now: new Date('2026-11-28T05:30:00Z'),
    timeZone: 'America/Denver',
  };
  it('resolves each binding, in the user zone, and null for empty or unknown ones', () => {
    expect(bindingValue('employee.fullName', ctx)).toBe('Eli Employee');
    expect(bindingValue('company.name', ctx)).toBe('Northwind Field Services');
    expect(bindingValue('date.today', ctx)).toBe('2026-11-27');
    expect(bindingValue('date.now', ctx)).toBe('2026-11-27T22:30');
    expect(bindingValue('employee.email', ctx)).toBeNull();
    expect(bindingValue('employee.lastName', ctx)).toBeNull();
    expect(bindingValue('asset.name', ctx)).toBeNull();
    expect(DEFAULT_BINDINGS).toContain('employee.code');
  });
  it('gives the first answers: bound value, else fixed value; dates cut to their kind', () => {
    const controls: FormControl[] = [
      { id: 'who', type: 'text', name: 'Who', defaultValue: { binding: 'employee.fullName', value: 'x' } },
      {
        id: 'mail',
        type: 'text',
        name: 'Mail',
        defaultValue: { binding: 'employee.email', value: 'office@x.com' },
      },
      { id: 'fixed', type: 'textarea', name: 'Notes', defaultValue: { value: 'None so far' } },
      { id: 'blank', type: 'text', name: 'Blank', defaultValue: { value: '  ' } },
      {
        id: 'd',
        type: 'datetime',
        name: 'Day',
        dateSelectionType: 'Date',
        defaultValue: { binding: 'date.now' },
      },
      {
        id: 't',
        type: 'datetime',
        name: 'At',
        dateSelectionType: 'Time',
        defaultValue: { binding: 'date.now' },
      },
      {
        id: 'dt',
        type: 'datetime',
        name: 'When',
        dateSelectionType: 'Date & Time',
        defaultValue: { binding: 'date.now' },
      },
      {
        id: 'r',
        type: 'radio',
        name: 'R',
        options: [{ id: 'y', label: 'Yes' }],
        defaultValue: { value: 'Yes' },
      },
    ];
    expect(defaultAnswers(controls, ctx)).toEqual({
      who: 'Eli Employee',
      mail: 'office@x.com',
      fixed: 'None so far',
      d: '2026-11-27',
      t: '22:30',
      dt: '2026-11-27T22:30',
    });
  });
});

describe('record and organisation bindings (Address, Department, Division, Location, Asset, Task)', () => {
  const ctx = {
    employee: { fullName: 'Eli Employee', department: 'Field crews', division: '  ' },
    company: { name: 'Northwind' },
    location: {
      id: 'loc-1',
      name: 'Denver yard',
      address: {
        street: '100 Main St',
        line2: '',
        city: 'Denver',
        region: 'CO',
        postalCode: '80202',
        country: 'US',
      },
    },
    asset: { id: 'as-9', name: 'Truck 12' },
    task: { id: 'tk-3', name: 'Inspection' },
    now: new Date('2026-11-28T05:30:00Z'),
    timeZone: 'America/Denver',
  };
  it('resolves each new binding for the employee and record; empty or missing ones are null', () => {
    expect(bindingValue('employee.department', ctx)).toBe('Field crews');
    expect(bindingValue('employee.division', ctx)).toBeNull();
    expect(bindingValue('location.name', ctx)).toBe('Denver yard');
    expect(bindingValue('location.address', ctx)).toBe('100 Main St, Denver, CO 80202, US');
    expect(bindingValue('asset.name', ctx)).toBe('Truck 12');
    expect(bindingValue('task.name', ctx)).toBe('Inspection');
    expect(bindingValue('location.id', ctx)).toBeNull();
    const none = { now: ctx.now, timeZone: ctx.timeZone };
    for (const b of ['employee.department', 'location.name', 'location.address', 'asset.name', 'task.name']) {
      expect(bindingValue(b, none)).toBeNull();
    }
    expect(bindingValue('location.address', { ...none, location: { address: ' 5 Elm Rd ' } })).toBe(
      '5 Elm Rd',
    );
  });
  it('formats an address on one line, skipping empty parts', () => {
    expect(formatAddress(null)).toBe('');
    expect(formatAddress({ city: 'Madrid', country: 'ES' })).toBe('Madrid, ES');
    expect(formatAddress({ region: 'CO', postalCode: '80202' })).toBe('CO 80202');
  });
  it('offers each control only the bindings that fit it', () => {
    expect(bindingsFor({ type: 'text' })).toContain('location.address');
    expect(bindingsFor({ type: 'textarea' })).toContain('employee.division');
    expect(bindingsFor({ type: 'datetime' })).toEqual(['date.today', 'date.now']);
    expect(bindingsFor({ type: 'select', selectType: 'asset' })).toEqual(['asset.name']);
    expect(bindingsFor({ type: 'select', selectType: 'employee' })).toEqual([]);
    expect(bindingsFor({ type: 'select', selectType: 'customList' })).toEqual([]);
    expect(bindingsFor({ type: 'radio' })).toEqual([]);
  });
  it("fills text with names and the record's drop-downs with its ids", () => {
    const controls: FormControl[] = [
      { id: 'addr', type: 'textarea', name: 'Site', defaultValue: { binding: 'location.address' } },
      { id: 'dep', type: 'text', name: 'Dept', defaultValue: { binding: 'employee.department' } },
      { id: 'div', type: 'text', name: 'Div', defaultValue: { binding: 'employee.division', value: 'None' } },
      {
        id: 'loc',
        type: 'select',
        name: 'Where',
        selectType: 'location',
        defaultValue: { binding: 'location.name' },
      },
      {
        id: 'as',
        type: 'select',
        name: 'Unit',
        selectType: 'asset',
        defaultValue: { binding: 'asset.name' },
      },
      { id: 'tk', type: 'select', name: 'Job', selectType: 'task', defaultValue: { binding: 'task.name' } },
      // Does not fit: a task binding on a location drop-down, a name on a date, a fixed drop-down value.
      {
        id: 'x1',
        type: 'select',
        name: 'X1',
        selectType: 'location',
        defaultValue: { binding: 'task.name' },
      },
      { id: 'x2', type: 'datetime', name: 'X2', defaultValue: { binding: 'employee.fullName' } },
      { id: 'x3', type: 'select', name: 'X3', selectType: 'task', defaultValue: { value: 'tk-3' } },
    ];
    expect(defaultAnswers(controls, ctx)).toEqual({
      addr: '100 Main St, Denver, CO 80202, US',
      dep: 'Field crews',
      div: 'None',
      loc: 'loc-1',
      as: 'as-9',
      tk: 'tk-3',
    });
    expect(defaultAnswers(controls, { now: ctx.now, timeZone: ctx.timeZone })).toEqual({ div: 'None' });
  });
  it('refuses a form whose default does not fit its question', () => {
    const base = { id: 'f', name: 'F', status: 1, defaultSubmissionStatus: 'completed' } as const;
    const bad = (c: FormControl) => formSaveErrors({ ...base, definition: [c] } as Form).map((e) => e.code);
    expect(bad({ id: 'a', type: 'datetime', name: 'A', defaultValue: { binding: 'location.name' } })).toEqual(
      ['defaultBinding'],
    );
    expect(
      bad({
        id: 'b',
        type: 'select',
        name: 'B',
        selectType: 'location',
        defaultValue: { binding: 'asset.name' },
      }),
    ).toEqual(['defaultBinding']);
    expect(bad({ id: 'c', type: 'radio', name: 'C', defaultValue: { binding: 'task.name' } })).toEqual([
      'defaultBinding',
    ]);
    expect(FORM_SAVE_MESSAGES.defaultBinding).toBe('This default value does not fit the question type.');
    expect(
      bad({ id: 'd', type: 'select', name: 'D', selectType: 'task', defaultValue: { binding: 'task.name' } }),
    ).toEqual([]);
    expect(bad({ id: 'e', type: 'text', name: 'E', defaultValue: { binding: 'location.address' } })).toEqual(
      [],
    );
  });
});

describe('uploads', () => {
  it('checks the extension', () => {
    expect(uploadExtensionError('photo.JPG')).toBeNull();
    expect(uploadExtensionError('virus.exe', ['jpg', 'png'])).toBe(
      'Invalid File Extension virus.exe did not have the proper extension (allowed extensions: [jpg, png])',
    );
  });
  it('reads a table CSV upload with the spec messages', () => {
    const cols = [
      { id: 'item', type: 'text' as const, name: 'Item' },
      { id: 'ok', type: 'radio' as const, name: 'OK', options: [{ id: 'y', label: 'Yes' }] },
      { id: 'tags', type: 'checkbox' as const, name: 'Tags', options: [{ id: 'a', label: 'A' }] },
    ];
    expect(tableRowsFromCsv(cols, [['Item', 'Colour']]).error?.title).toBe('Table Upload Error');
    expect(tableRowsFromCsv(cols, [['Item']]).error?.message).toBe('Missing column(s): OK, Tags');
    const r = tableRowsFromCsv(cols, [
      ['item', 'OK', 'Tags'],
      ['Tyres', 'Maybe', 'A;B'],
    ]);
    expect(r.rows).toEqual([{ item: 'Tyres', ok: '', tags: ['A'] }]);
    expect(r.warning?.title).toBe('Table Upload Warning');
  });
});
