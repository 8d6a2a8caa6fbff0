import { type ClockFormDefinition, formCalls, isApiError, useApiClient, useEntityList } from '@wm/api';
import {
  type Answers,
  type DefaultContext,
  defaultAnswers,
  openSubForms,
  withComputedAnswers,
} from '@wm/domain';
import { Dialog, useToast } from '@wm/ui';
import { FormFiller, type FormFillerSubForm } from '@wm/widgets';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/SessionContext.js';
import { loadDefaultContext } from './defaultContext.js';
import { type FormRow, submissionPayload } from './formsModel.js';
import { useFillerLabels } from './useFillerLabels.js';
import { useFormOptions } from './useFormOptions.js';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One form to fill before the clock: for whom, and which. */
interface ClockFormTask {
  employeeId: string;
  employeeName: string;
  form: ClockFormDefinition;
  /** What the default-value bindings read: the clocked employee and the clock's location. */
  context: DefaultContext;
}

/** The submission ids filled per employee id. */
export type ClockFormIds = Record<string, string[]>;

/**
 * Forms required at the clock (platform spec 3, 4.2): `collect(direction, people)` asks the server
 * which forms each employee must fill at that clock IN or OUT (at their location), shows them one
 * after another in a dialog (FormFiller; each submitted as a completed submission of that
 * employee) and resolves with the submission ids per employee, `{}` when none is required, or null
 * when the user cancels. Render `dialog` once on the page.
 */
export function useClockForms(): {
  collect: (
    direction: 'in' | 'out',
    people: { employeeId: string; employeeName: string; locationId: string | null }[],
  ) => Promise<ClockFormIds | null>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [tasks, setTasks] = useState<ClockFormTask[]>([]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [subAnswers, setSubAnswers] = useState<Record<string, Answers>>({});
  const [busy, setBusy] = useState(false);
  const { identity } = useSession();
  // Each form starts from its questions' default values, bound to the clocked employee (their
  // record when readable, else the user's identity or the name on the clock) and the clock's
  // location (platform spec 3 defaultValue).
  const startAnswers = (t: ClockFormTask | undefined): Answers =>
    t ? defaultAnswers(t.form.definition, { ...t.context, now: new Date() }) : {};
  const done = useRef<{ resolve: (v: ClockFormIds | null) => void; ids: ClockFormIds } | null>(null);
  const open = tasks.length > 0;
  const forms = useEntityList<FormRow>(
    open ? 'Form' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );
  const { labels, errorText } = useFillerLabels();
  const { entityOptions, upload } = useFormOptions(open);
  const subForms = useMemo<Record<string, FormFillerSubForm>>(
    () =>
      Object.fromEntries(
        (forms.data ?? []).map((f) => [f.id, { id: f.id, name: f.name, definition: f.definition ?? [] }]),
      ),
    [forms.data],
  );

  const finish = useCallback((value: ClockFormIds | null) => {
    done.current?.resolve(value);
    done.current = null;
    setTasks([]);
    setIndex(0);
    setAnswers({});
    setSubAnswers({});
  }, []);

  const collect = async (
    direction: 'in' | 'out',
    people: { employeeId: string; employeeName: string; locationId: string | null }[],
  ): Promise<ClockFormIds | null> => {
    const lists = await Promise.all(
      people.map((p) => formCalls.clockForms(client, direction, p.employeeId, p.locationId)),
    );
    if (lists.every((l) => !l?.length)) return {};
    const contexts = await Promise.all(
      people.map(async (p, i) => {
        if (!lists[i]?.length) return null;
        const base = { company: identity.company, now: new Date(), timeZone: zone() };
        const ctx = await loadDefaultContext(
          client,
          { employeeId: p.employeeId, locationId: p.locationId },
          base,
        );
        const fallback =
          identity.employee?.id === p.employeeId ? identity.employee : { fullName: p.employeeName };
        return { ...ctx, employee: ctx.employee ?? fallback };
      }),
    );
    const queue = people.flatMap((p, i) =>
      (lists[i] ?? []).map((form) => ({
        employeeId: p.employeeId,
        employeeName: p.employeeName,
        form,
        context: contexts[i] as DefaultContext,
      })),
    );
    if (queue.length === 0) return {};
    return new Promise<ClockFormIds | null>((resolve) => {
      done.current = { resolve, ids: {} };
      setIndex(0);
      setAnswers(startAnswers(queue[0]));
      setSubAnswers({});
      setTasks(queue);
    });
  };

  const task = tasks[index];
  const submit = async (a: Answers, subs: Record<string, Answers>) => {
    if (!task || !done.current) return;
    const id = crypto.randomUUID();
    const form = { id: task.form.id, name: task.form.name, definition: task.form.definition } as FormRow;
    const opened = openSubForms(form.definition, withComputedAnswers(form.definition, a));
    const payload = submissionPayload({
      id,
      form,
      status: 'completed',
      answers: a,
      timeZone: zone(),
      subForms: opened.map((s) => ({
        controlId: s.controlId,
        formId: s.formId,
        id: `${id.slice(0, 40)}-${s.controlId}`.slice(0, 64).replace(/[^A-Za-z0-9_-]/g, '_'),
        answers: subs[s.controlId] ?? {},
      })),
    });
    for (const p of payload) p.employee_id = task.employeeId;
    setBusy(true);
    try {
      await client.upsert('FormSubmission', payload);
      const ids = done.current.ids;
      ids[task.employeeId] = [...(ids[task.employeeId] ?? []), id];
      if (index + 1 >= tasks.length) finish(ids);
      else {
        setIndex(index + 1);
        setAnswers(startAnswers(tasks[index + 1]));
        setSubAnswers({});
      }
    } catch (err) {
      toast.error(isApiError(err) ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) finish(null);
      }}
      size="lg"
      title={task ? t('forms.clockFormTitle', { form: task.form.name, employee: task.employeeName }) : ''}
      description={t('forms.clockFormText', { n: index + 1, total: tasks.length })}
      closeLabel={t('common.cancel')}
    >
      {task && (
        <FormFiller
          key={`${index}:${task.employeeId}:${task.form.id}`}
          title={task.form.name}
          controls={task.form.definition}
          answers={answers}
          onAnswersChange={setAnswers}
          subForms={subForms}
          subFormAnswers={subAnswers}
          onSubFormAnswersChange={setSubAnswers}
          entityOptions={entityOptions}
          upload={upload}
          labels={labels}
          errorText={errorText}
          disabled={busy}
          onSubmit={(a, s) => void submit(a, s)}
        />
      )}
    </Dialog>
  );
  return { collect, dialog };
}

/** The clock records with each employee's filled forms as in/outFormSubmissionIds. */
export function withClockForms<R extends { employee_id: string }>(
  records: R[],
  direction: 'in' | 'out',
  ids: ClockFormIds,
): R[] {
  const key = direction === 'in' ? 'inFormSubmissionIds' : 'outFormSubmissionIds';
  return records.map((r) => (ids[r.employee_id]?.length ? { ...r, [key]: ids[r.employee_id] } : r));
}
