import {
  type Lunch,
  SHIFT_NAMES,
  type Shift,
  type ShiftName,
  type ShiftRule,
  validateShiftRule,
} from '@wm/domain';
import { Checkbox, NumberField, RadioGroup, TextField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useSession } from '../shell/SessionContext.js';
import { StatusSelect } from './fields.js';
import { usePayrollTranslation } from './i18n.js';
import { ListEditor } from './ListEditor.js';
import * as styles from './ListEditor.css.js';
import {
  entryToMinutes,
  fromShiftRuleRecord,
  invalidLunchEntry,
  minutesToEntry,
  newShiftRule,
  pickerToStored,
  putShiftRuleForTab,
  setLunchEnabled,
  setShiftUsed,
  shiftRuleForTab,
  shiftRuleForValidation,
  storedToPicker,
  toShiftRulePayload,
  WEEKDAYS,
} from './model.js';
import { type EditorProblem, useListEditor } from './useListEditor.js';

const QUERY = {
  includeInactiveData: true,
  filter: 'parentId eq null',
  expand: ['day', 'evening', 'night', 'day.lunch', 'evening.lunch', 'night.lunch'],
};

/** A time of day typed as 'h:mm AM' and stored as 'HH:mm:ss' when the field is left. */
function TimeText({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (stored: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const [text, setText] = useState(storedToPicker(value));
  useEffect(() => setText(storedToPicker(value)), [value]);
  return (
    <TextField
      label={label}
      value={text}
      placeholder="8:00 AM"
      disabled={disabled}
      error={error}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onChange(pickerToStored(text))}
    />
  );
}

/**
 * A lunch duration in the user's time format (decimal hours or h:mm; '2h 30m' also accepted); the
 * draft holds MINUTES, or the typed text when it is not a duration ('Invalid Input', flagged 5 s).
 */
function DurationText({
  label,
  minutes,
  timeFormat,
  onChange,
  onInvalid,
  error,
}: {
  label: string;
  minutes: number | string | null | undefined;
  timeFormat: 1 | 2;
  onChange: (value: number | string) => void;
  onInvalid: () => void;
  error?: string | undefined;
}) {
  const shown = typeof minutes === 'string' ? minutes : minutesToEntry(minutes, timeFormat);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <TextField
      label={label}
      value={text}
      error={error}
      placeholder={timeFormat === 2 ? '0:30' : '0.50'}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const r = entryToMinutes(text);
        if (r.ok) onChange(r.minutes);
        else {
          onChange(text);
          onInvalid();
        }
      }}
    />
  );
}

/**
 * Shift Rule (service spec 3, 4, 5, 7): name, status, shift cut-off, daily shifts per weekday
 * (Sunday is the main rule; a missing weekday child is created with status 1; turning daily shifts
 * off clears the weekday), and Day / Evening / Night shifts (Shift 1, 2, 3) with start and end
 * (h:mm AM, stored HH:mm:ss; end before start crosses midnight), time float, enforce start/end and
 * lunch (Time Specified, End Day Deduction, Dynamic; durations in the user's time format). Messages
 * of validateShiftRule ('Shift name is required.', 'shift is required.', 'Start Time is
 * invalid.', 'Shift Times Must Not Overlap.', ...) and 'Invalid Input' for a bad lunch duration.
 */
export function ShiftRuleEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = usePayrollTranslation();
  const { timeFormat } = useSession();
  const [weekday, setWeekday] = useState(0);
  const [storedChildren, setStoredChildren] = useState<string[]>([]);
  const editor = useListEditor<ShiftRule, ShiftRule>({
    entity: 'ShiftRule',
    query: QUERY,
    fromRecord: fromShiftRuleRecord,
    create: newShiftRule,
    validate: (d): EditorProblem | null => {
      const mainBad = invalidLunchEntry(d);
      if (mainBad) {
        setWeekday(0);
        return { code: 'INVALID_INPUT', message: 'Invalid Input', field: mainBad };
      }
      const v = shiftRuleForValidation(d);
      const main = validateShiftRule({ ...v, children: [] });
      if (main) {
        setWeekday(0);
        return { code: main.code, message: main.message, field: main.field };
      }
      for (const child of v.children ?? []) {
        const bad = invalidLunchEntry(child, `d${child.type}.`);
        if (bad) {
          setWeekday(child.type ?? 0);
          return { code: 'INVALID_INPUT', message: 'Invalid Input', field: bad };
        }
        const e = validateShiftRule({ ...child, parentId: d.id });
        if (e) {
          setWeekday(child.type ?? 0);
          return { code: e.code, message: e.message, field: `d${child.type}.${e.field}` };
        }
      }
      return null;
    },
    toPayload: (d) => toShiftRulePayload(d, storedChildren),
  });
  const draft = editor.state.draft;
  const draftId = draft?.id;
  // A new selection starts on Sunday (the main rule) and remembers which children are stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another record is opened
  useEffect(() => {
    setWeekday(0);
    setStoredChildren(editor.state.isNew ? [] : (editor.state.original?.children ?? []).map((c) => c.id));
  }, [draftId]);
  const err = editor.fieldError;

  const editTab = (update: (r: ShiftRule) => ShiftRule) =>
    editor.edit((d) => putShiftRuleForTab(d, weekday, update(shiftRuleForTab(d, weekday).rule)));
  const setShift = (n: ShiftName, update: (s: Shift) => Shift) =>
    editTab((r) => ({
      ...r,
      [n]: update(
        r[n] ?? setShiftUsed({ id: '', start: null, end: null, useShift: false, lunch: null }, false),
      ),
    }));
  const setLunch = (n: ShiftName, patch: Partial<Lunch> | Record<string, unknown>) =>
    setShift(n, (s) => ({ ...s, lunch: s.lunch ? ({ ...s.lunch, ...patch } as Lunch) : s.lunch }));

  const shiftPanel = (rule: ShiftRule, n: ShiftName, prefix: string) => {
    const s = rule[n];
    const used = s?.useShift === true;
    const lunch = used ? s?.lunch : null;
    const f = (name: string) => err(`${prefix}${n}.${name}`);
    return (
      <fieldset key={n} className={styles.fieldset}>
        <legend className={styles.legend}>{t(`payroll.shiftNumbered.${n}`)}</legend>
        <Checkbox
          label={t('payroll.shiftRule.useShift', { shift: t(`payroll.shift.${n}`) })}
          checked={used}
          error={f('useShift')}
          onCheckedChange={(c) => setShift(n, (x) => setShiftUsed(x, c === true))}
        />
        {used && s ? (
          <>
            <div className={styles.row}>
              <TimeText
                label={t('payroll.shiftRule.start')}
                value={s.start}
                error={f('start')}
                onChange={(v) => setShift(n, (x) => ({ ...x, start: v }))}
              />
              <TimeText
                label={t('payroll.shiftRule.end')}
                value={s.end}
                error={f('end')}
                onChange={(v) => setShift(n, (x) => ({ ...x, end: v }))}
              />
              <NumberField
                label={t('payroll.shiftRule.timeFloat')}
                value={s.timeFloat === null || s.timeFloat === undefined ? '' : String(s.timeFloat)}
                error={f('timeFloat')}
                refusedMessage={t('numberOnly.decimal')}
                onValueChange={(text) => setShift(n, (x) => ({ ...x, timeFloat: text }))}
              />
            </div>
            <div className={styles.row}>
              <Checkbox
                label={t('payroll.shiftRule.enforceStart')}
                checked={s.enforceStart === true}
                onCheckedChange={(c) => setShift(n, (x) => ({ ...x, enforceStart: c === true }))}
              />
              <Checkbox
                label={t('payroll.shiftRule.enforceEnd')}
                checked={s.enforceEnd === true}
                onCheckedChange={(c) => setShift(n, (x) => ({ ...x, enforceEnd: c === true }))}
              />
              <Checkbox
                label={t('payroll.shiftRule.lunch')}
                checked={!!lunch}
                onCheckedChange={(c) => setShift(n, (x) => setLunchEnabled(x, c === true))}
              />
            </div>
            {lunch ? (
              <div className={styles.fieldset}>
                <RadioGroup
                  label={t('payroll.shiftRule.lunchType')}
                  orientation="horizontal"
                  value={lunch.lunchState ? String(lunch.lunchState) : ''}
                  error={f('lunch.lunchState')}
                  options={[1, 2, 3].map((v) => ({ value: String(v), label: t(`payroll.lunchState.${v}`) }))}
                  onValueChange={(v) => setLunch(n, { lunchState: Number(v) })}
                />
                <div className={styles.row}>
                  {lunch.lunchState === 1 ? (
                    <TimeText
                      label={t('payroll.shiftRule.lunchStart')}
                      value={lunch.time}
                      error={f('lunch.time')}
                      onChange={(v) => setLunch(n, { time: v })}
                    />
                  ) : null}
                  {lunch.lunchState === 3 ? (
                    <DurationText
                      label={t('payroll.shiftRule.startsAfter')}
                      minutes={lunch.dynamicMinutes}
                      timeFormat={timeFormat}
                      error={f('lunch.dynamicMinutes')}
                      onChange={(v) => setLunch(n, { dynamicMinutes: v })}
                      onInvalid={() =>
                        editor.report({
                          code: 'INVALID_INPUT',
                          message: 'Invalid Input',
                          field: `${prefix}${n}.lunch.dynamicMinutes`,
                        })
                      }
                    />
                  ) : null}
                  <DurationText
                    label={t('payroll.shiftRule.minHours')}
                    minutes={lunch.minLunchMinutes}
                    timeFormat={timeFormat}
                    error={f('lunch.minLunchMinutes')}
                    onChange={(v) => setLunch(n, { minLunchMinutes: v })}
                    onInvalid={() =>
                      editor.report({
                        code: 'INVALID_INPUT',
                        message: 'Invalid Input',
                        field: `${prefix}${n}.lunch.minLunchMinutes`,
                      })
                    }
                  />
                  <DurationText
                    label={t('payroll.shiftRule.deduct')}
                    minutes={lunch.deductionMinutes}
                    timeFormat={timeFormat}
                    error={f('lunch.deductionMinutes')}
                    onChange={(v) => setLunch(n, { deductionMinutes: v })}
                    onInvalid={() =>
                      editor.report({
                        code: 'INVALID_INPUT',
                        message: 'Invalid Input',
                        field: `${prefix}${n}.lunch.deductionMinutes`,
                      })
                    }
                  />
                </div>
                <p className={styles.hint}>{t(`payroll.durationHint.${timeFormat}`)}</p>
              </div>
            ) : null}
          </>
        ) : null}
      </fieldset>
    );
  };

  return (
    <ListEditor<ShiftRule>
      entity="ShiftRule"
      title={t('payroll.shiftRule.title')}
      entityWord={t('payroll.shiftRule.entity')}
      editor={editor}
      canEdit={canEdit}
    >
      {(d) => {
        const tab = d.useDailyShifts ? weekday : 0;
        const current = shiftRuleForTab(d, tab).rule;
        const prefix = tab === 0 ? '' : `d${tab}.`;
        return (
          <>
            <div className={styles.row}>
              <TextField
                label={t('payroll.shiftRule.name')}
                required
                value={d.name ?? ''}
                error={err('name')}
                onChange={(e) => editor.edit((x) => ({ ...x, name: e.target.value }))}
              />
              <StatusSelect
                value={d.status}
                error={err('status')}
                onChange={(status) => editor.edit((x) => ({ ...x, status }))}
              />
            </div>
            <div className={styles.row}>
              <Checkbox
                label={t('payroll.shiftRule.useShiftCutOff')}
                checked={d.useShiftCutOff === true}
                onCheckedChange={(c) => editor.edit((x) => ({ ...x, useShiftCutOff: c === true }))}
              />
              <Checkbox
                label={t('payroll.shiftRule.useDailyShifts')}
                checked={d.useDailyShifts === true}
                onCheckedChange={(c) => {
                  if (c !== true) setWeekday(0);
                  editor.edit((x) => ({ ...x, useDailyShifts: c === true }));
                }}
              />
            </div>
            {d.useDailyShifts ? (
              <RadioGroup
                label={t('payroll.shiftRule.weekday')}
                orientation="horizontal"
                value={String(tab)}
                options={WEEKDAYS.map((w) => ({ value: String(w), label: t(`payroll.weekdayShort.${w}`) }))}
                onValueChange={(v) => setWeekday(Number(v))}
              />
            ) : null}
            {d.useDailyShifts && tab !== 0 ? (
              <p className={styles.hint}>
                {t('payroll.shiftRule.dailyHint', { day: t(`payroll.weekday.${tab}`) })}
              </p>
            ) : null}
            {SHIFT_NAMES.map((n) => shiftPanel(current, n, prefix))}
          </>
        );
      }}
    </ListEditor>
  );
}
