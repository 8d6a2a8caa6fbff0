import { DomainError, expandSchedule, PRIV, type Schedule } from '@wm/domain';
import { ScheduleSchema } from '@wm/api/schemas';
import type { EntityDefinition } from '../../platform/entities/types.js';
import { badRequest } from '../../platform/errors.js';
import type { ServerModule } from '../../platform/module.js';

/**
 * Schedule (recurrence; service spec 3, platform spec 3): read by every company user (a ticket's or
 * a form subscription's schedule is shown with it), changed by whoever edits what uses schedules
 * (tickets, forms, modules, settings). A schedule must produce dates: an empty selection (no hour or
 * weekday for type 1, no weekday for type 2, no month day for type 3) is refused with
 * 'The schedule selects no dates.'.
 */
export const ScheduleEntity: EntityDefinition = {
  name: 'Schedule',
  table: 'schedule',
  tenant: 'company',
  columns: {
    type: 'number',
    hours: 'number',
    weekDays: 'number',
    monthDays: 'number',
    months: 'number',
    weeks: 'number',
    timeZone: 'string',
  },
  schema: ScheduleSchema,
  view: [],
  edit: [
    PRIV.TicketEdit,
    PRIV.FormBuilderEdit,
    PRIV.ModulesEdit,
    PRIV.AccountEdit,
    'Insight:Edit:CustomReport',
  ],
  hooks: {
    beforeSave(_ctx, record) {
      const zone = typeof record.timeZone === 'string' && record.timeZone ? record.timeZone : 'UTC';
      try {
        const probe = expandSchedule(
          record as unknown as Schedule,
          Date.UTC(2026, 0, 1),
          Date.UTC(2030, 0, 1),
          zone,
        );
        if (probe.length === 0) throw badRequest('The schedule selects no dates.');
      } catch (err) {
        if (err instanceof DomainError) throw badRequest(err.message);
        throw err;
      }
      return record;
    },
  },
};

/** The Schedule entity (its table is platform migration 0051_schedule.sql). */
export const schedulesModule: ServerModule = {
  name: 'schedules',
  entities: [ScheduleEntity],
};
