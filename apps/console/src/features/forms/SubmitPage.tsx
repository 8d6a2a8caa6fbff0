import { isApiError, useApiClient, useEntity, useEntityList } from '@wm/api';
import {
  type Answers,
  type DefaultContext,
  defaultAnswers,
  openSubForms,
  ticketLabel,
  withComputedAnswers,
} from '@wm/domain';
import { Box, Button, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import { FormFiller, type FormFillerSubForm } from '@wm/widgets';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { loadDefaultContext } from './defaultContext.js';
import { answersOf, type FormRow, type SubmissionRow, submissionPayload } from './formsModel.js';
import { useSession } from '../shell/SessionContext.js';
import { useFillerLabels } from './useFillerLabels.js';
import { useFormOptions } from './useFormOptions.js';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** The ticket picker's 'no ticket' choice (Radix selects take no empty value). */
const NO_TICKET = '__none__';

interface TicketChoice {
  id: string;
  ticketNumber?: number | null;
  name?: string | null;
  description?: string | null;
}

/**
 * /forms/submit/ (platform spec 2.4, 4.2): choose a permitted form and fill it in; save as draft
 * ('Draft saved') or submit ('Submitted'); `?draft={id}` edits a saved draft. Leaving the page with
 * a form selected asks first. Entity selects list only what the user may see. `?location=`,
 * `?asset=` and `?task=` name the record the fill is about: the submission links to it and the
 * default-value bindings read it (with the user's employee, department and division). A Ticket
 * picker (the open tickets the user may read: a field employee his own; hidden without the Service
 * module) attaches the submission to a ticket (`ticket_id`; `?ticket=` preselects it), so the ticket
 * shows the form as filled (issue 10).
 */
export function SubmitPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const forms = useEntityList<FormRow>('Form', { orderby: 'name' });
  const draft = useEntity<SubmissionRow>(draftId ? 'FormSubmission' : null, draftId);
  const [formId, setFormId] = useState<string>('');
  const [answers, setAnswers] = useState<Answers>({});
  const [subAnswers, setSubAnswers] = useState<Record<string, Answers>>({});
  const [description, setDescription] = useState('');
  const [submissionId, setSubmissionId] = useState<string>(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [ticketId, setTicketId] = useState<string>(() => params.get('ticket') ?? '');
  const ticketList = useEntityList<TicketChoice>('Ticket', {
    filter: "serviceStatus ne 'completed'",
    orderby: 'scheduledTimeStamp desc',
    top: 500,
  });
  const { labels, errorText } = useFillerLabels();
  const form = (forms.data ?? []).find((f) => f.id === formId) ?? null;
  const { entityOptions, upload } = useFormOptions(true);
  const { identity } = useSession();
  // The record the fill is about (?location=, ?asset=, ?task= from the screen that opened it): its
  // ids go on the submission and, with the user's employee, feed the default-value bindings.
  const record = {
    employeeId: identity.employee?.id ?? null,
    locationId: params.get('location'),
    assetId: params.get('asset'),
    taskId: params.get('task'),
  };
  const loaded = useSWR(
    ['forms-default-context', record.employeeId, record.locationId, record.assetId, record.taskId],
    () =>
      loadDefaultContext(client, record, { company: identity.company, now: new Date(), timeZone: zone() }),
    { revalidateOnFocus: false },
  );
  const defaultContext = (): DefaultContext => ({
    employee: identity.employee,
    company: identity.company,
    ...loaded.data,
    now: new Date(),
    timeZone: zone(),
  });

  // A draft being edited: its form, answers and sub-form answers.
  useEffect(() => {
    const d = draft.data;
    if (!d) return;
    setFormId(d.form_id);
    setSubmissionId(d.id);
    setAnswers(answersOf(d));
    setDescription(d.description ?? '');
    setTicketId((d as { ticket_id?: string | null }).ticket_id ?? '');
    const subIds = d.allSubformSubmissionIds ?? [];
    if (subIds.length) {
      void Promise.all(
        subIds.map((id) => client.get<SubmissionRow>('FormSubmission', id).catch(() => null)),
      ).then((subs) => {
        const map: Record<string, Answers> = {};
        const def = (forms.data ?? []).find((f) => f.id === d.form_id)?.definition ?? [];
        for (const s of subs) {
          if (!s) continue;
          const trigger = def.find((c) => c.formQueueId === s.form_id);
          if (trigger) map[trigger.id] = answersOf(s);
        }
        setSubAnswers(map);
      });
    }
  }, [draft.data, client, forms.data]);

  const subForms = useMemo<Record<string, FormFillerSubForm>>(
    () =>
      Object.fromEntries(
        (forms.data ?? []).map((f) => [f.id, { id: f.id, name: f.name, definition: f.definition ?? [] }]),
      ),
    [forms.data],
  );

  const dirty = formId !== '';
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !busy && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const reset = () => {
    setFormId('');
    setAnswers({});
    setSubAnswers({});
    setDescription('');
    setTicketId(params.get('ticket') ?? '');
    setSubmissionId(crypto.randomUUID());
    if (draftId) setParams({});
  };

  const save = async (status: 'draft' | 'completed', a: Answers, subs: Record<string, Answers>) => {
    if (!form) return;
    const open = openSubForms(form.definition, withComputedAnswers(form.definition, a));
    const payload = submissionPayload({
      id: submissionId,
      form,
      status,
      answers: a,
      description,
      timeZone: zone(),
      subForms: open.map((s) => ({
        controlId: s.controlId,
        formId: s.formId,
        id: `${submissionId.slice(0, 40)}-${s.controlId}`.slice(0, 64).replace(/[^A-Za-z0-9_-]/g, '_'),
        answers: subs[s.controlId] ?? {},
      })),
    });
    // A fill opened for a record links to it.
    if (payload[0]) {
      if (record.locationId) payload[0].location_id = record.locationId;
      if (record.assetId) payload[0].asset_id = record.assetId;
      if (record.taskId) payload[0].task_id = record.taskId;
      payload[0].ticket_id = ticketId || null;
    }
    setBusy(true);
    try {
      await client.upsert('FormSubmission', payload);
      if (status === 'draft') {
        toast.success(t('forms.draftSaved'));
        if (!draftId)
          setParams((p) => {
            p.set('draft', submissionId);
            return p;
          });
      } else {
        toast.success(t('forms.submitted'));
        reset();
      }
    } catch (err) {
      toast.error(isApiError(err) ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const formOptions = (forms.data ?? []).map((f) => ({ value: f.id, label: f.name }));
  const ticketOptions = useMemo(() => {
    const label = (x: TicketChoice) =>
      `${x.ticketNumber ? `#${x.ticketNumber} ` : ''}${ticketLabel(x) || x.name || x.id}`;
    const list = (ticketList.data ?? []).map((x) => ({ value: x.id, label: label(x) }));
    // A preselected or drafted ticket that is completed by now still shows by its id.
    if (ticketId && !list.some((o) => o.value === ticketId))
      list.unshift({ value: ticketId, label: ticketId });
    return [{ value: NO_TICKET, label: t('forms.noTicket') }, ...list];
  }, [ticketList.data, ticketId, t]);
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.forms.submit')}</h1>
      <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
        <Select
          label={t('forms.chooseForm')}
          options={formOptions}
          value={formId || undefined}
          placeholder={t('forms.select')}
          // A new fill waits for what its default values read (a failed read only leaves it out).
          disabled={!!draftId || (!loaded.data && !loaded.error)}
          onValueChange={(v) => {
            setFormId(v);
            // A new fill starts from the questions' default values (platform spec 3 defaultValue).
            const chosen = (forms.data ?? []).find((f) => f.id === v);
            setAnswers(chosen ? defaultAnswers(chosen.definition ?? [], defaultContext()) : {});
            setSubAnswers({});
          }}
        />
        {form && !ticketList.error ? (
          <Select
            label={t('forms.ticket')}
            options={ticketOptions}
            value={ticketId || NO_TICKET}
            onValueChange={(v) => setTicketId(v === NO_TICKET ? '' : v)}
            disabled={busy}
          />
        ) : null}
        {form && (
          <TextField
            label={t('forms.description')}
            value={description}
            maxLength={2000}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
        {form && (
          <Button
            variant="secondary"
            onClick={() => (Object.keys(answers).length ? setConfirmCancel(true) : reset())}
            disabled={busy}
          >
            {t('common.cancel')}
          </Button>
        )}
      </Box>
      {form && (
        <FormFiller
          key={`${form.id}:${submissionId}`}
          title={form.name}
          controls={form.definition ?? []}
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
          onSaveDraft={(a, s) => void save('draft', a, s)}
          onSubmit={(a, s) => void save('completed', a, s)}
        />
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('forms.confirmTitle')}
        message={t('forms.cancelForm')}
        confirmLabel={t('forms.yes')}
        cancelLabel={t('forms.no')}
        onConfirm={() => {
          setConfirmCancel(false);
          reset();
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(o) => {
          if (!o && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('forms.leaveTitle')}
        message={t('forms.leave')}
        confirmLabel={t('forms.yes')}
        cancelLabel={t('forms.no')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </Box>
  );
}
