import { randomUUID } from 'node:crypto';
import {
  CompletedShiftSchema,
  OvertimeRuleSchema,
  PayCodeRuleSchema,
  PayGroupRecordSchema,
  PayPeriodRecordSchema,
  ShiftRuleSchema,
  TimeBatchSchema,
} from '@wm/api/schemas';
import {
  type DomainError,
  effectiveDefaultShift,
  type OvertimeRule,
  PAYROLL_MESSAGES,
  type PayCodeRule,
  type PayGroup,
  type PayPeriod,
  PRIV,
  type ShiftRule,
  shiftRuleVisibility,
  validateOvertimeRule,
  validatePayCodeRule,
  validatePayGroup,
  validatePayPeriod,
  validateShiftRule,
  validateShiftTimes,
} from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { EntityContext, EntityDefinition, EntityRecord } from '../../platform/entities/types.js';
import { dateOnly, loadDailyShifts } from './payroll.queries.js';
import { attachBatchTotals, reopenBatches } from './payroll.service.js';

/** Reading payroll lists (service spec 7): the modules screens, or any time-batch privilege. */
export const PAYROLL_READ = [
  PRIV.ModulesView,
  PRIV.ModulesEdit,
  PRIV.BatchRecords,
  PRIV.BatchedRecordsView,
  PRIV.BatchedRecordsEdit,
  PRIV.CloseOrExportTimeRecord,
] as const;
/**
 * Reading pay groups and pay periods: also whoever sees time (the timesheets' week start, the time
 * editor's pay period look-up: time spec 8 "lookups") or keeps employees and locations (their pay
 * group pickers). Names, period types and rounding only; the pay rules stay with PAYROLL_READ.
 */
export const PAY_GROUP_READ = [
  ...PAYROLL_READ,
  PRIV.MyTimeView,
  PRIV.OthersTimeView,
  PRIV.EmployeeEdit,
  PRIV.LocationEdit,
] as const;
/** Saving and deleting payroll lists: the payroll panels' canEditModules (service spec 6 'edit'). */
export const PAYROLL_EDIT = [PRIV.ModulesEdit] as const;
/** Reading batches and completed shifts (time spec 6). */
export const BATCH_READ = [
  PRIV.BatchRecords,
  PRIV.BatchedRecordsView,
  PRIV.BatchedRecordsEdit,
  PRIV.CloseOrExportTimeRecord,
] as const;

/** Message of time spec 4: 'A batched shift already approved cannot be edited unless it has notes.' */
export const APPROVED_SHIFT_MESSAGE =
  'A batched shift already approved cannot be edited unless it has notes.';

/** Throws 400 {message} with the validator's message (the spec's exact text). */
function check(error: DomainError | null): void {
  if (error) throw badRequest(error.message);
}

/** '8' -> 8; '' and other text stay as typed (the validators reject them with the spec's messages). */
function numeric(v: unknown): unknown {
  return typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
}

/** Gives an embedded object (pay code, level, shift, lunch) an id when it has none. */
function withId<T>(v: T): T {
  if (v && typeof v === 'object' && !Array.isArray(v) && !(v as { id?: unknown }).id) {
    return { ...v, id: randomUUID() };
  }
  return v;
}

/** 400 unless `id` names a row of `table` in the caller's company (status not 3). */
async function assertRef(db: Db, auth: Auth, table: string, id: unknown, label: string): Promise<void> {
  if (id === null || id === undefined || id === '') return;
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE company_id = $1 AND id = $2 AND status <> 3`, [
    auth.companyId,
    id,
  ]);
  if (rows.length === 0) throw badRequest(`${label} ${String(id)} not found.`);
}

/** Pay code / rate rule (service spec 3, 5): 'Pay Code / Rate name is required.', 'Status is required.' */
export const payCodeRuleEntity: EntityDefinition = {
  name: 'PayCodeRule',
  table: 'pay_code_rule',
  tenant: 'company',
  columns: { name: 'string' },
  jsonFields: { externalId: 'string' },
  schema: PayCodeRuleSchema,
  view: PAYROLL_READ,
  edit: PAYROLL_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    beforeSave(_ctx, record) {
      check(validatePayCodeRule(record as unknown as PayCodeRule));
      for (const shift of ['day', 'evening', 'night'] as const) {
        const codes = record[shift] as Record<string, unknown> | null | undefined;
        if (!codes) continue;
        const out: Record<string, unknown> = { ...codes };
        for (const tier of ['regularTime', 'overtimeOne', 'overtimeTwo']) {
          const c = codes[tier] as Record<string, unknown> | null | undefined;
          if (c) out[tier] = withId({ ...c, rate: numeric(c.rate) });
        }
        record[shift] = out;
      }
      for (const k of ['holiday', 'sick', 'vacation'] as const) {
        const c = record[k] as Record<string, unknown> | null | undefined;
        if (c) record[k] = withId({ ...c, rate: numeric(c.rate) });
      }
      for (const k of ['day', 'evening', 'night', 'holiday', 'sick', 'vacation'] as const) {
        for (const c of [record[k], ...Object.values((record[k] as object) ?? {})]) {
          const rate = (c as { rate?: unknown } | null)?.rate;
          if (rate !== undefined && rate !== null && typeof rate !== 'number') {
            throw badRequest(`${k}: rate must be a number.`);
          }
        }
      }
      return record;
    },
  },
};

/** Factor aliases of a pay period type (service spec 3). */
const FACTOR_NAMES: Record<number, [string, string | null]> = {
  1: ['weekStartsOn', null],
  2: ['firstPayDate', null],
  3: ['firstPayDay', 'secondPayDay'],
  4: ['payDay', null],
};
const ALIASES = ['weekStartsOn', 'firstPayDate', 'firstPayDay', 'secondPayDay', 'payDay'];

/**
 * Pay period (service spec 3, 5). factor1/factor2 may be sent by their names (weekStartsOn,
 * firstPayDate, firstPayDay/secondPayDay, payDay) and are read back under both. Bi-weekly
 * firstPayDate is stored as an ISO UTC timestamp.
 */
export const payPeriodEntity: EntityDefinition = {
  name: 'PayPeriod',
  table: 'pay_period',
  tenant: 'company',
  columns: { name: 'string', type: 'number' },
  virtualFields: ALIASES,
  schema: PayPeriodRecordSchema,
  view: PAY_GROUP_READ,
  edit: PAYROLL_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    beforeSave(_ctx, record, _existing, input) {
      record.type = numeric(record.type);
      const names = FACTOR_NAMES[record.type as number];
      if (names) {
        const [n1, n2] = names;
        if (input[n1] !== undefined) record.factor1 = input[n1];
        if (n2 && input[n2] !== undefined) record.factor2 = input[n2];
      }
      if (record.type !== 2) record.factor1 = numeric(record.factor1);
      record.factor2 = numeric(record.factor2);
      record.roundingMinutes = numeric(record.roundingMinutes);
      if (record.roundingMinutes === '') record.roundingMinutes = null;
      record.usesRounding = record.usesRounding === true;
      check(validatePayPeriod(record as unknown as PayPeriod));
      if (record.type === 2) {
        const f = record.factor1;
        record.factor1 = new Date(typeof f === 'number' ? f : Date.parse(String(f))).toISOString();
      }
      for (const a of ALIASES) delete record[a];
      return record;
    },
    async afterLoad(_ctx, records) {
      for (const r of records) {
        const names = FACTOR_NAMES[Number(r.type)];
        if (!names) continue;
        r[names[0]] = r.factor1 ?? null;
        if (names[1]) r[names[1]] = r.factor2 ?? null;
      }
    },
  },
};

/**
 * Pay group (service spec 3, 5): 'Pay Group name is required.', 'Status is required.', 'At least one
 * is required: Shift Rule, Overtime Rule, Pay Code or Pay Period'; referenced rules must exist in the
 * company; defaultShift unset or 0 becomes 1 (Day).
 */
export const payGroupEntity: EntityDefinition = {
  name: 'PayGroup',
  table: 'pay_group',
  tenant: 'company',
  columns: { name: 'string', payPeriod_id: 'string' },
  jsonFields: { shiftRule_id: 'string', overtimeRule_id: 'string', payCodeRule_id: 'string' },
  schema: PayGroupRecordSchema,
  view: PAY_GROUP_READ,
  edit: PAYROLL_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      check(validatePayGroup(record as unknown as PayGroup));
      record.defaultShift = effectiveDefaultShift({ defaultShift: numeric(record.defaultShift) as number });
      await assertRef(ctx.db, ctx.auth, 'pay_period', record.payPeriod_id, 'Pay Period');
      await assertRef(ctx.db, ctx.auth, 'shift_rule', record.shiftRule_id, 'Shift Rule');
      await assertRef(ctx.db, ctx.auth, 'overtime_rule', record.overtimeRule_id, 'Overtime Rule');
      await assertRef(ctx.db, ctx.auth, 'pay_code_rule', record.payCodeRule_id, 'Pay Code');
      return record;
    },
  },
};

const CUTOFFS = [
  'dayCutoffHours',
  'weekCutoffHours',
  'sixthDayCutoffHours',
  'seventhDayCutoffHours',
  'mondayCutoffHours',
  'tuesdayCutoffHours',
  'wednesdayCutoffHours',
  'thursdayCutoffHours',
  'fridayCutoffHours',
  'saturdayCutoffHours',
  'sundayCutoffHours',
];

/**
 * Overtime rule (service spec 3, 5): the validateOvertimeRule messages ('Overtime Rule name is
 * required.', 'Overtime 1 or Overtime 2 must be selected.', 'Use Day Cutoff must be less than or equal
 * to 24.', ...). A null cutoff means "not used"; '' is a used but empty value and fails.
 */
export const overtimeRuleEntity: EntityDefinition = {
  name: 'OvertimeRule',
  table: 'overtime_rule',
  tenant: 'company',
  columns: { name: 'string' },
  schema: OvertimeRuleSchema,
  view: PAYROLL_READ,
  edit: PAYROLL_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    beforeSave(_ctx, record) {
      for (const lvl of ['overtimeOne', 'overtimeTwo'] as const) {
        const l = record[lvl] as Record<string, unknown> | null | undefined;
        if (!l) {
          record[lvl] = null;
          continue;
        }
        const out: Record<string, unknown> = { ...l, isActive: l.isActive !== false };
        for (const c of CUTOFFS) if (c in l) out[c] = numeric(l[c]);
        record[lvl] = withId(out);
      }
      check(validateOvertimeRule(record as unknown as OvertimeRule));
      return record;
    },
  },
};

/** Shift and lunch numbers as numbers ('30' -> 30), ids on shifts and lunches. */
function normalizeShifts(rule: Record<string, unknown>): void {
  for (const n of ['day', 'evening', 'night'] as const) {
    const s = rule[n] as Record<string, unknown> | null | undefined;
    if (!s) continue;
    const lunch = s.lunch as Record<string, unknown> | null | undefined;
    const out: Record<string, unknown> = { ...s };
    if (lunch) {
      out.lunch = withId({
        ...lunch,
        lunchState: numeric(lunch.lunchState),
        deductionMinutes: numeric(lunch.deductionMinutes),
        minLunchMinutes: numeric(lunch.minLunchMinutes),
        dynamicMinutes: numeric(lunch.dynamicMinutes),
      });
    }
    rule[n] = withId(out);
  }
}

const SHIFT_RULE_VIRTUAL = ['dailyShifts', 'children'];

/**
 * Shift rule (service spec 3, 4, 5, 7): a main rule (parentId null) with daily children per weekday,
 * sent as `dailyShifts` (or `children`) and read back as `dailyShifts`; validated with
 * validateShiftRule (children too); `visibility` follows the status; deleting a main rule deletes its
 * daily children.
 */
export const shiftRuleEntity: EntityDefinition = {
  name: 'ShiftRule',
  table: 'shift_rule',
  tenant: 'company',
  columns: { name: 'string', parentId: 'string', type: 'number' },
  jsonFields: { useDailyShifts: 'boolean' },
  virtualFields: SHIFT_RULE_VIRTUAL,
  schema: ShiftRuleSchema,
  view: PAYROLL_READ,
  edit: PAYROLL_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record, existing, input) {
      normalizeShifts(record);
      record.visibility = shiftRuleVisibility(record.status as number);
      const given = (input.dailyShifts ?? input.children) as Record<string, unknown>[] | null | undefined;
      let children: Record<string, unknown>[];
      if (Array.isArray(given)) {
        children = given.map((c) => {
          const child = { status: 1, ...c, parentId: record.id };
          normalizeShifts(child);
          return child;
        });
      } else {
        children = existing
          ? ((await loadDailyShifts(ctx.db, ctx.auth.companyId!, [existing.id])).get(existing.id) ?? [])
          : [];
      }
      if (record.parentId) {
        await assertRef(ctx.db, ctx.auth, 'shift_rule', record.parentId, 'Shift Rule');
        if (record.parentId === record.id) throw badRequest('A shift rule cannot be its own parent.');
      }
      check(
        validateShiftRule({
          ...(record as unknown as ShiftRule),
          children: children as unknown as ShiftRule[],
        }),
      );
      for (const c of children) {
        const t = c.type;
        if (!(typeof t === 'number' && Number.isInteger(t) && t >= 0 && t <= 6)) {
          throw badRequest('A daily shift needs its weekday (type 0 Sunday to 6 Saturday).');
        }
      }
      for (const k of SHIFT_RULE_VIRTUAL) delete record[k];
      return record;
    },
    async afterSave(ctx, saved, input) {
      const given = (input.dailyShifts ?? input.children) as Record<string, unknown>[] | null | undefined;
      if (!Array.isArray(given)) return;
      for (const c of given) {
        const child: Record<string, unknown> = { status: 1, ...c, parentId: saved.id };
        normalizeShifts(child);
        const id = typeof child.id === 'string' && child.id ? child.id : randomUUID();
        const other = await ctx.db.query('SELECT company_id FROM shift_rule WHERE id = $1', [id]);
        if (other.length > 0 && other[0]!.company_id !== ctx.auth.companyId) {
          throw badRequest(`Shift Rule ${id} not found.`);
        }
        const {
          id: _i,
          status,
          name,
          parentId,
          type,
          company_id: _c,
          createdOn: _a,
          updatedOn: _b,
          ...data
        } = child;
        data.visibility = shiftRuleVisibility(status as number);
        await ctx.db.query(
          `INSERT INTO shift_rule (id, company_id, name, "parentId", type, status, data)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, "parentId" = EXCLUDED."parentId",
             type = EXCLUDED.type, status = EXCLUDED.status, data = EXCLUDED.data, updated_at = now()
           WHERE shift_rule.company_id = EXCLUDED.company_id`,
          [id, ctx.auth.companyId, name ?? null, parentId, type, status ?? 1, JSON.stringify(data)],
        );
      }
    },
    async afterLoad(ctx, records) {
      const mains = records.filter((r) => !r.parentId);
      const kids = await loadDailyShifts(
        ctx.db,
        ctx.auth.companyId ?? '',
        mains.map((r) => r.id),
      );
      for (const r of mains) r.dailyShifts = kids.get(r.id) ?? [];
    },
    async beforeDelete(ctx, existing) {
      await ctx.db.query(
        `UPDATE shift_rule SET status = 3, updated_at = now() WHERE company_id = $1 AND "parentId" = $2`,
        [ctx.auth.companyId, existing.id],
      );
    },
  },
};

const BATCH_COLUMNS = {
  batchId: 'number',
  employee_id: 'string',
  payPeriod_id: 'string',
  payPeriodStartDate: 'date',
  payPeriodEndDate: 'date',
  payPeriodStart: 'datetime',
  payPeriodEnd: 'datetime',
  payGroup_id: 'string',
  processedTimestamp: 'datetime',
  approvedBy_id: 'string',
  approvedTimeStamp: 'datetime',
  createdTimeStamp: 'datetime',
} as const;

/**
 * TimeBatch (time spec 3): read through the entity API with `totals` {regular, overTime1, overTime2,
 * holiday, sick, vacation, total} in HOURS (2 decimals) and `seconds` of each. Batches change only
 * through Time/Close, Time/Process, Batch/Close and Time/Open; DELETE reverses the batch (like
 * Time/Open) and needs Time:Execute:BatchRecords.
 */
export const timeBatchEntity: EntityDefinition = {
  name: 'TimeBatch',
  table: 'time_batch',
  tenant: 'company',
  columns: { ...BATCH_COLUMNS },
  virtualFields: ['totals', 'seconds', 'state', 'timeRecordIds'],
  schema: TimeBatchSchema,
  view: BATCH_READ,
  edit: [PRIV.BatchRecords],
  defaultOrderBy: 'batchId asc',
  hooks: {
    beforeSave() {
      throw badRequest(
        'Time batches change only through Time/Close, Time/Process, Batch/Close and Time/Open.',
      );
    },
    async afterLoad(ctx, records) {
      await attachBatchTotals(ctx.db, ctx.auth.companyId ?? '', records);
    },
    async beforeDelete(ctx, existing) {
      if (!ctx.auth.privileges.has(PRIV.BatchRecords)) {
        throw forbidden(`Not authorized: requires ${PRIV.BatchRecords}`);
      }
      await reopenBatches(ctx.db, ctx.auth, [existing.id]);
    },
  },
};

const SHIFT_COLUMNS = {
  timeRecord_id: 'string',
  employee_id: 'string',
  timeBatch_id: 'string',
  payType: 'number',
  wasManuallyEdited: 'boolean',
  isLunchDeduction: 'boolean',
  approvedBy_id: 'string',
  approvedTimeStamp: 'datetime',
  inTimeStamp: 'datetime',
  outTimeStamp: 'datetime',
  inTimeZone: 'string',
  outTimeZone: 'string',
  totalSeconds: 'number',
  workday: 'date',
  location_id: 'string',
  task_id: 'string',
  payCode: 'string',
  rate: 'number',
} as const;

/** True when the shift (or its time record) carries notes (time spec 4: approved shifts with notes stay editable). */
/**
 * True when the stored shift has notes: its saved `notes`/`noteIds`, or TimeNote rows on its time
 * record. What the request itself carries does not count, so a save cannot bring its own "notes".
 */
async function hasNotes(ctx: EntityContext, existing: EntityRecord | null, record: Record<string, unknown>) {
  const stored = (existing ?? {}) as Record<string, unknown>;
  if (Array.isArray(stored.noteIds) && stored.noteIds.length > 0) return true;
  if (typeof stored.notes === 'string' && stored.notes.trim()) return true;
  const recId = existing ? existing.timeRecord_id : record.timeRecord_id;
  if (typeof recId !== 'string' || !recId) return false;
  const rows = await ctx.db.query(
    'SELECT 1 FROM time_note WHERE company_id = $1 AND time_id = $2 AND status <> 3 LIMIT 1',
    [ctx.auth.companyId, recId],
  );
  return rows.length > 0;
}

/** 409 when the shift (or its batch) is approved and has no notes (time spec 4). */
async function assertEditable(
  ctx: EntityContext,
  record: Record<string, unknown>,
  existing: EntityRecord | null,
  batchApproved: boolean,
): Promise<void> {
  if ((existing?.approvedTimeStamp || batchApproved) && !(await hasNotes(ctx, existing, record))) {
    throw conflict(APPROVED_SHIFT_MESSAGE);
  }
}

async function loadBatch(ctx: EntityContext, id: unknown) {
  if (typeof id !== 'string' || !id) throw badRequest('timeBatch_id is required.');
  const rows = await ctx.db.query<{
    id: string;
    employee_id: string;
    approvedTimeStamp: unknown;
    payPeriodStartDate: unknown;
    payPeriodEndDate: unknown;
  }>(
    `SELECT id, employee_id, "approvedTimeStamp", "payPeriodStartDate", "payPeriodEndDate"
       FROM time_batch WHERE company_id = $1 AND id = $2 AND status = 1`,
    [ctx.auth.companyId, id],
  );
  if (rows.length === 0) throw badRequest(`Time batch ${id} not found.`);
  const b = rows[0]!;
  return {
    ...b,
    firstDay: dateOnly(b.payPeriodStartDate, ctx.db.kind) as string,
    lastDay: dateOnly(b.payPeriodEndDate, ctx.db.kind) as string,
  };
}

/**
 * CompletedShift (time spec 3, 7): batched edit of processed time. A save marks the shift
 * wasManuallyEdited, takes the employee from its batch, checks the times ('Out Time must be later
 * than In Time.', 'Record must not exceed 24 hours.') and recomputes totalSeconds; holiday, sick and
 * vacation rows may carry totalSeconds without times. An approved shift (or a shift of an approved
 * batch) without notes answers 409 'A batched shift already approved cannot be edited unless it has
 * notes.' (time spec 4). Approval fields are server-owned.
 */
export const completedShiftEntity: EntityDefinition = {
  name: 'CompletedShift',
  table: 'completed_shift',
  tenant: 'company',
  columns: { ...SHIFT_COLUMNS },
  schema: CompletedShiftSchema,
  view: BATCH_READ,
  edit: [PRIV.BatchedRecordsEdit],
  defaultOrderBy: 'inTimeStamp asc',
  hooks: {
    async beforeSave(ctx, record, existing) {
      if (record.timebatch_id !== undefined && record.timeBatch_id === undefined) {
        record.timeBatch_id = record.timebatch_id;
      }
      delete record.timebatch_id;
      if (existing && existing.status === 3) throw badRequest(`CompletedShift ${existing.id} not found.`);
      const batch = await loadBatch(ctx, record.timeBatch_id);
      await assertEditable(ctx, record, existing, !!batch.approvedTimeStamp);
      record.employee_id = batch.employee_id;
      record.payType = record.payType ?? 1;
      const inT = record.inTimeStamp ? Date.parse(String(record.inTimeStamp)) : Number.NaN;
      const outT = record.outTimeStamp ? Date.parse(String(record.outTimeStamp)) : Number.NaN;
      const leave = (record.payType as number) >= 4;
      if (!leave || record.inTimeStamp || record.outTimeStamp) {
        if (Number.isNaN(inT)) throw badRequest('inTimeStamp must be a valid date and time.');
        if (Number.isNaN(outT)) throw badRequest('outTimeStamp must be a valid date and time.');
        const e = validateShiftTimes(new Date(inT).toISOString(), new Date(outT).toISOString());
        if (e) throw badRequest(e.message);
        record.inTimeStamp = new Date(inT).toISOString();
        record.outTimeStamp = new Date(outT).toISOString();
        record.totalSeconds = record.isLunchDeduction ? 0 : Math.round((outT - inT) / 1000);
      } else {
        const s = Number(record.totalSeconds);
        if (!Number.isFinite(s) || s < 0 || s > 86400) {
          throw badRequest('totalSeconds must be between 0 and 86400 for a holiday, sick or vacation shift.');
        }
        record.totalSeconds = Math.round(s);
        // A leave row's day: given, within the batch's pay period; else the period's first day.
        const day = record.workday == null || record.workday === '' ? null : String(record.workday);
        if (
          day !== null &&
          (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
        ) {
          throw badRequest('workday must be a date (YYYY-MM-DD).');
        }
        if (day !== null && (day < batch.firstDay || day > batch.lastDay)) {
          throw badRequest(
            `workday must lie in the batch's pay period (${batch.firstDay} to ${batch.lastDay}).`,
          );
        }
        record.workday = day ?? batch.firstDay;
      }
      record.inTimeZone ||= record.outTimeZone || null;
      record.outTimeZone ||= record.inTimeZone || null;
      record.wasManuallyEdited = true;
      record.isLunchDeduction = existing ? existing.isLunchDeduction === true : false;
      record.approvedBy_id = existing?.approvedBy_id ?? null;
      record.approvedTimeStamp = existing?.approvedTimeStamp ?? null;
      if (record.inTimeStamp && !record.workday) record.workday = String(record.inTimeStamp).slice(0, 10);
      return record;
    },
    async afterLoad(ctx, records) {
      for (const r of records) r.workday = dateOnly(r.workday, ctx.db.kind);
    },
    async beforeDelete(ctx, existing) {
      const batch = await loadBatch(ctx, existing.timeBatch_id);
      await assertEditable(ctx, {}, existing, !!batch.approvedTimeStamp);
    },
  },
};

/** Entities the payroll module registers itself. */
export const PAYROLL_ENTITIES: EntityDefinition[] = [
  payCodeRuleEntity,
  overtimeRuleEntity,
  shiftRuleEntity,
  timeBatchEntity,
  completedShiftEntity,
];

/**
 * PayPeriod and PayGroup: tables of the platform (0001) whose definitions the admin module may still
 * register. Called from the module's routes() (after every entity is registered, before any request):
 * registers ours, or, when the admin module already registered one, gives that definition our
 * privileges, schema and hooks (same table and columns), so both states of the hand-over work.
 */
export function adoptPayrollEntities(registry: {
  resolve(path: string): EntityDefinition | undefined;
  register(def: EntityDefinition): void;
}): void {
  for (const mine of [payPeriodEntity, payGroupEntity]) {
    const existing = registry.resolve(mine.name);
    if (!existing) registry.register(mine);
    else if (existing !== mine) Object.assign(existing, { ...mine, aliases: existing.aliases });
  }
}

export { PAYROLL_MESSAGES };
