import { useCategoryProblems, useEntityList, useIdentity } from '@wm/api';
import type { DurationMode, ServiceStatusName } from '@wm/domain';
import type { TicketEditorLabels, TicketEditorOptions } from '@wm/widgets';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/SessionContext.js';
import { ticketMessageKey, ticketZones } from './ticketModel.js';

interface Named {
  id: string;
  name?: string | null;
  status?: number | null;
}
interface LocationRow extends Named {
  lat?: number | null;
  lon?: number | null;
}
interface EmployeeRow {
  id: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  status?: number | null;
  isTechnician?: boolean | null;
}

const items = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((r) => ({ id: r.id, name: r.name ?? r.id, status: r.status ?? 1 }));

/** A ticket message (the spec's English, or the server's) in the user's language. */
export function useTicketMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const k = ticketMessageKey(message);
      return k ? t(k.key, { defaultValue: message, ...k.values }) : message;
    },
    [t],
  );
}

/**
 * What a TicketEditor needs on any screen (ticket list, triage, scheduler popup): the pickers'
 * records (locations, skills, employees, category problems, assets), the zones, the user's zone
 * and duration mode, the labels in the user's language, and whether the user may edit, create and
 * assign (the server checks the same privileges).
 */
export function useTicketEditorSetup() {
  const { t } = useTranslation();
  const session = useSession();
  const identity = useIdentity().data ?? session.identity;
  const locations = useEntityList<LocationRow>('Location', { orderby: 'name' });
  const skills = useEntityList<Named>('Skill', { orderby: 'name' });
  const assets = useEntityList<Named>('Asset', { orderby: 'name' });
  const forms = useEntityList<Named>('Form', { orderby: 'name' });
  const employees = useEntityList<EmployeeRow>('Employee', { orderby: 'lastName' });
  const problems = useCategoryProblems();
  const timeZone =
    identity.preferences?.defaultTimeZone ||
    identity.company?.timeZone ||
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  const options: TicketEditorOptions = useMemo(
    () => ({
      locations: items(locations.data),
      skills: items(skills.data),
      assets: assets.error ? undefined : items(assets.data),
      forms: forms.error ? undefined : items(forms.data),
      employees: (employees.data ?? []).map((e) => ({
        id: e.id,
        name: e.fullName || `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim() || e.id,
        status: e.status ?? 1,
      })),
      problems: (problems.data ?? []).map((p) => ({ ...p, name: p.name })),
      timeZones: ticketZones(timeZone),
    }),
    [
      locations.data,
      skills.data,
      assets.data,
      assets.error,
      forms.data,
      forms.error,
      employees.data,
      problems.data,
      timeZone,
    ],
  );
  const message = useTicketMessage();
  const labels: Partial<TicketEditorLabels> = useMemo(
    () => ({
      steps: [t('service.step.1'), t('service.step.2'), t('service.step.3'), t('service.step.4')],
      location: t('service.field.location'),
      name: t('service.field.name'),
      description: t('service.field.description'),
      problems: t('service.field.problems'),
      skills: t('service.field.skills'),
      assets: t('service.field.assets'),
      forms: t('service.problem.forms'),
      serviceStatus: t('service.field.serviceStatus'),
      callTime: t('service.field.callTime'),
      callTimeZone: t('service.field.callTimeZone'),
      priority: t('service.field.priority'),
      estimatedDuration: t('service.field.estimatedDuration'),
      scheduledDate: t('service.field.scheduledDate'),
      scheduledStartTime: t('service.field.scheduledStartTime'),
      scheduledTimeZone: t('service.field.scheduledTimeZone'),
      jobInstructions: t('service.field.jobInstructions'),
      employees: t('service.field.employees'),
      contactName: t('service.field.contactName'),
      contactPhone: t('service.field.contactPhone'),
      actualStart: t('service.field.actualStart'),
      actualStartTimeZone: t('service.field.actualStartTimeZone'),
      actualEnd: t('service.field.actualEnd'),
      actualEndTimeZone: t('service.field.actualEndTimeZone'),
      review: t('service.review'),
      next: t('service.next'),
      back: t('service.back'),
      save: t('service.save'),
      saving: t('service.saving'),
      cancel: t('service.cancel'),
      statusLabel: (s: ServiceStatusName) => t(`service.status.${s}`),
      priorityLabel: (p: 1 | 2 | 3) => t(`service.priority.${p}`),
      message,
    }),
    [t, message],
  );
  const privileges = new Set(identity.privileges ?? []);
  const admin = identity.employee?.isAdministrator === true;
  const has = (p: string) => admin || privileges.has(p);
  return {
    options,
    labels,
    timeZone,
    durationMode: (session.timeFormat === 2 ? 1 : 2) as DurationMode,
    canEdit: has('Service:Edit:Ticket'),
    canCreate: has('Service:Execute:CreateTicket'),
    canAssign: has('Service:Execute:AssignToTicket'),
    canCreateLocation: has('Platform:Edit:Location'),
    /** The company's locations with their coordinates (the location map popup). */
    locationRecords: locations.data ?? [],
  };
}
