import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  useListLabels,
  useMultiSelectLabels,
  usePagerLabels,
} from '../apps/console/src/features/common/useListLabels';
import { useLocalDateField } from '../apps/console/src/features/common/localDateField';
import { useFillerLabels } from '../apps/console/src/features/forms/useFillerLabels';
import { useFormDesignerLabels } from '../apps/console/src/features/forms/useFormDesignerLabels';
import { createI18n } from '../apps/console/src/i18n/i18n';
import { RESOURCES } from '../apps/console/src/i18n/resources';
import { ticketMessageKey } from '../apps/console/src/features/service/ticketModel';
import { CUSTOM_REPORT_COLUMNS } from '../packages/domain/src/index';
import { defaultSchedulerGridLabels } from '../packages/widgets/src/SchedulerGrid/SchedulerGrid';
import { pseudoLocalise, recordStoryArgs, setStoryTranslator } from './storyArgs';

export { pseudoLocalise };

/** Toolbar "Language": the console's languages and a long-label pseudo-locale for layout checks. */
export type StoryLocale = 'en' | 'es' | 'pseudo';

export const LOCALE_ITEMS: { value: StoryLocale; title: string; right?: string }[] = [
  { value: 'en', title: 'English' },
  { value: 'es', title: 'Español' },
  { value: 'pseudo', title: 'Long labels', right: '+40 %' },
];

const instances = new Map<StoryLocale, I18n>();

/**
 * The console's own i18next set-up (`createI18n` of apps/console with its en/es resources), one
 * instance per toolbar language; 'pseudo' is the English resources through `pseudoLocalise`.
 */
export function storyI18n(locale: StoryLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance =
      locale === 'pseudo'
        ? createI18n('en', undefined, true, {
            en: Object.fromEntries(Object.entries(RESOURCES.en).map(([k, v]) => [k, pseudoLocalise(v)])),
          })
        : createI18n(locale, undefined, true, RESOURCES);
    instances.set(locale, instance);
  }
  return instance;
}

// Stories read the console's strings in their toolbar language through storyArgs.ts (`storyT`),
// which imports nothing of the console itself.
setStoryTranslator((locale, key, options) => storyI18n(locale as StoryLocale).t(key, options ?? {}));

/** The translated args of a story title; `args` are the story's own (some texts depend on them). */
type LabelArgs = (args: Record<string, unknown>) => Record<string, unknown>;

/**
 * The translated props the console gives each widget, by story title. Where the console has a
 * labels hook it is called as is; otherwise the same resource keys the console page passes (named
 * in each entry) are looked up, so no string is copied here.
 */
const LABELS: Record<string, LabelArgs> = {
  'widgets/ListView': () => ({ labels: useListLabels() }),
  'widgets/Pagination': () => ({ labels: usePagerLabels() }),
  'widgets/FormFiller': () => useFillerLabels(),
  // features/reports/ScheduledReportsPage.tsx
  'widgets/SchedulePicker': () => {
    const { t } = useTranslation();
    return {
      labels: {
        type: t('scheduled.repeats'),
        types: { 1: t('scheduled.type.1'), 2: t('scheduled.type.2'), 3: t('scheduled.type.3') },
        fields: {
          hours: t('scheduled.field.hours'),
          weekDays: t('scheduled.field.weekDays'),
          monthDays: t('scheduled.field.monthDays'),
          months: t('scheduled.field.months'),
          weeks: t('scheduled.field.weeks'),
        },
        weekDayNames: t('scheduled.weekDayNames').split(','),
        monthNames: t('scheduled.monthNames').split(','),
        selectAll: t('reports.selectAll'),
        clear: t('reports.clear'),
      },
    };
  },
  // features/scheduler/SchedulerPage.tsx
  'widgets/SchedulerGrid': () => {
    const { t, i18n } = useTranslation();
    return {
      // The day headers follow the language ('dom 22 nov'), as the console passes it.
      locale: i18n.language === 'es' ? 'es-ES' : 'en-GB',
      labels: {
        grid: t('scheduler.grid'),
        technicians: t('scheduler.technicians'),
        unassigned: t('scheduler.unassigned'),
        unscheduled: t('scheduler.unscheduled'),
        emptyTray: t('scheduler.emptyTray'),
        noTechnicians: t('scheduler.noTechnicians'),
        keyboardHint: t('scheduler.keyboardHint'),
        previousPage: t('scheduler.previousPage'),
        nextPage: t('scheduler.nextPage'),
        pageRange: t('scheduler.pageRange'),
        statuses: Object.fromEntries(
          Object.keys(defaultSchedulerGridLabels.statuses).map((s) => [s, t(`scheduler.status.${s}`)]),
        ),
        priorities: {
          1: t('scheduler.priority.1'),
          2: t('scheduler.priority.2'),
          3: t('scheduler.priority.3'),
        },
      },
    };
  },
  // features/time/ClockQueuePanel.tsx
  'widgets/ClockQueueStatus': () => {
    const { t } = useTranslation();
    return {
      labels: {
        banner: t('offline.banner'),
        title: t('offline.queueTitle'),
        waiting: (count: number) => t('offline.waiting', { count }),
        refused: (count: number) => t('offline.refused', { count }),
        lastSynced: (time: string) => t('offline.lastSynced', { time }),
        neverSynced: t('offline.neverSynced'),
        lastError: (message: string) => t('offline.lastError', { message }),
        empty: t('offline.empty'),
        sendNow: t('offline.sendNow'),
        dismiss: t('offline.dismiss'),
        kindIn: t('offline.kindIn'),
        kindOut: t('offline.kindOut'),
      },
    };
  },
  // features/time/SignOffDialog.tsx
  'widgets/SignaturePad': () => {
    const { t } = useTranslation();
    return {
      label: t('timeeditor.signoff.pad'),
      labels: { clear: t('timeeditor.signoff.clear'), hint: t('timeeditor.signoff.hint') },
    };
  },
  // features/common/pickers.tsx (useTreeTexts, TreePicker)
  'widgets/TreeView': () => {
    const { t } = useTranslation();
    return {
      paginationLabels: usePagerLabels(),
      emptyText: t('list.empty'),
      unavailableText: `(${t('list.unavailable')})`,
      expandLabel: (label: string) => t('tree.expand', { label }),
      placeholder: t('tree.select'),
      selectedText: (n: number) => t('multi.selected', { count: n }),
    };
  },
  // features/insight/CustomReportPage.tsx
  'widgets/CustomReportBuilder': () => {
    const { t } = useTranslation();
    const columnText = (entity: string, name: string, fallback?: string) =>
      t(`customReport.column.${entity}.${name}`, {
        defaultValue:
          fallback ?? CUSTOM_REPORT_COLUMNS[entity as 'time']?.find((c) => c.name === name)?.label ?? name,
      });
    return {
      text: {
        name: t('customReport.name'),
        entity: t('customReport.entity'),
        entityName: (e: string) => t(`customReport.entity.${e}`),
        column: (e: string, n: string, fb: string) => columnText(e, n, fb),
        columns: t('customReport.columns'),
        filters: t('customReport.filters'),
        addFilter: t('customReport.addFilter'),
        removeFilter: t('customReport.removeFilter'),
        filterColumn: t('customReport.filterColumn'),
        operator: t('customReport.operator'),
        op: (op: string) => t(`customReport.op.${op}`),
        value: t('customReport.value'),
        groupBy: t('customReport.groupBy'),
        noGrouping: t('customReport.noGrouping'),
        aggregates: t('customReport.aggregates'),
        addAggregate: t('customReport.addAggregate'),
        removeAggregate: t('customReport.removeAggregate'),
        aggregateFunction: t('customReport.aggregateFunction'),
        aggregateColumn: t('customReport.aggregateColumn'),
        fn: (fn: string) => t(`customReport.fn.${fn}`),
        fromDate: t('customReport.fromDate'),
        toDate: t('customReport.toDate'),
        preview: t('customReport.preview'),
        save: t('customReport.save'),
        problem: (p: {
          code: string;
          params?: Record<string, string>;
          message?: string;
          entity?: string;
        }) => {
          const params = { ...p.params };
          if (params.column) params.column = columnText(params.entity ?? 'time', params.column);
          return t(`customReport.problem.${p.code}`, { ...params, defaultValue: p.message ?? p.code });
        },
        previewRows: (n: number) => t('customReport.previewRows', { count: n }),
      },
    };
  },
  // features/common/EntityCsvImport.tsx (the stories import employees)
  'widgets/CsvImport': () => {
    const { t } = useTranslation();
    return {
      labels: {
        trigger: t('import.button'),
        title: t('import.title', { entity: t('labels.employees') }),
        file: t('import.file'),
        columns: t('import.columns'),
        import: t('import.run'),
        close: t('common.close'),
        ok: t('common.ok'),
        created: (n: number) => t('import.created', { count: n }),
        updated: (n: number) => t('import.updated', { count: n }),
        errorsTitle: t('import.errorsTitle'),
        row: t('import.row'),
        column: t('import.column'),
        message: t('import.message'),
        noErrors: t('import.noErrors'),
      },
    };
  },
  // features/settings/places/LocationMediaTab.tsx
  'widgets/MediaUploader': () => {
    const { t } = useTranslation();
    return {
      labels: {
        choose: t('places.media.choose'),
        drop: t('places.media.drop'),
        remove: (n: string) => t('places.media.remove', { name: n }),
        undo: (n: string) => t('places.media.undo', { name: n }),
        removeButton: t('places.media.removeButton'),
        undoButton: t('places.media.undoButton'),
        processing: t('places.media.processing'),
        deleted: t('places.media.deleted'),
        uploading: (n: string) => t('places.media.uploading', { name: n }),
        dismiss: t('places.media.dismiss'),
        kinds: {
          photo: t('places.media.kind.photo'),
          document: t('places.media.kind.document'),
          note: t('places.media.kind.note'),
          audio: t('places.media.kind.audio'),
          video: t('places.media.kind.video'),
          unknown: t('places.media.kind.unknown'),
        },
      },
    };
  },
  // features/partners/SignupPage.tsx
  'widgets/PaymentCardField': () => {
    const { t } = useTranslation();
    return {
      labels: {
        label: t('signup.card'),
        notConfigured: t('signup.paymentsNotConfigured'),
        incomplete: t('signup.cardIncomplete'),
      },
    };
  },
  // features/partners/PurchaseForm.tsx
  'widgets/PurchaseSummary': () => {
    const { t } = useTranslation();
    return {
      labels: {
        title: t('signup.summary'),
        types: {
          time: t('partners.type.time'),
          assets: t('partners.type.assets'),
          forms: t('partners.type.forms'),
          insight: t('partners.type.insight'),
        },
        offers: t('partners.otherOffers'),
        subTotal: t('signup.subTotal'),
        savings: t('signup.savings'),
        grandTotal: t('signup.grandTotal'),
        prorated: t('signup.prorated'),
        refund: t('signup.refund'),
        billAmount: t('signup.billAmount'),
        contractExpiry: t('signup.contractExpiry'),
        empty: t('signup.empty'),
      },
    };
  },
  // features/settings/company/LabelsTab.tsx (the `text` prop; `labels` are the story's records)
  'widgets/LabelEditor': () => {
    const { t } = useTranslation();
    return {
      text: {
        filter: t('company.labels.filter'),
        key: t('company.labels.key'),
        default: t('company.labels.default'),
        custom: t('company.labels.custom'),
        reset: (key: string) => t('company.labels.reset', { key }),
        edit: (key: string) => t('company.labels.edit', { key }),
        save: t('common.save'),
        discard: t('company.labels.discard'),
        confirmTitle: t('company.labels.confirmTitle'),
        confirmLabel: t('common.ok'),
        cancelLabel: t('common.cancel'),
        confirmMessage: t('company.labels.confirmMessage'),
        changed: (count: number) => t('company.labels.changed', { count }),
      },
    };
  },
  // features/reports/ReportViewPage.tsx
  'widgets/ReportDocument': () => {
    const { t } = useTranslation();
    return {
      labels: {
        total: t('reports.total'),
        grandTotal: t('reports.grandTotal'),
        subtotal: t('reports.subtotal'),
        noData: t('reports.noData'),
      },
    };
  },
  // features/insight/InsightMaps.tsx
  'widgets/MapView': () => {
    const { t } = useTranslation();
    return {
      labels: {
        close: t('common.close'),
        offline: t('insight.map.offline'),
        notConfigured: t('insight.map.notConfigured'),
        skipped: (n: number) => t('insight.map.skipped', { count: n }),
        cluster: (n: number) => t('insight.map.cluster', { count: n }),
        showAll: t('insight.map.showAll'),
      },
    };
  },
  // features/scheduler/SchedulerPage.tsx
  'widgets/SchedulerMap': () => {
    const { t } = useTranslation();
    return {
      labels: {
        map: t('scheduler.gps.map'),
        technicians: t('scheduler.technicians'),
        unassigned: t('scheduler.gps.unassigned'),
        noPosition: t('scheduler.gps.noPosition'),
        lastFix: (time: string) => t('scheduler.gps.lastFix', { time }),
        assignedTo: t('scheduler.field.employees'),
        priority: t('scheduler.field.priority'),
        priorities: {
          1: t('scheduler.priority.1'),
          2: t('scheduler.priority.2'),
          3: t('scheduler.priority.3'),
        },
        legend: t('scheduler.gps.legend'),
        open: t('scheduler.gps.open'),
        noUnassigned: t('scheduler.gps.noUnassigned'),
        close: t('scheduler.close'),
        offline: t('insight.map.offline'),
        notConfigured: t('insight.map.notConfigured'),
        skipped: (n: number) => t('insight.map.skipped', { count: n }),
      },
    };
  },
  // features/scheduler/SchedulerPage.tsx (the ticket window)
  'widgets/FloatingWindow': () => {
    const { t } = useTranslation();
    return {
      labels: {
        minimize: t('scheduler.window.minimize'),
        restore: t('scheduler.window.restore'),
        fullscreen: t('scheduler.window.fullscreen'),
        exitFullscreen: t('scheduler.window.exitFullscreen'),
        popout: t('scheduler.window.popout'),
        close: t('scheduler.close'),
        poppedOut: t('scheduler.window.poppedOut'),
        moveHint: t('scheduler.window.moveHint'),
      },
    };
  },
  // features/scheduler/SchedulerPage.tsx (the ticket window's duration)
  'widgets/DurationInput': () => {
    const { t } = useTranslation();
    return { label: t('scheduler.duration') };
  },
  // features/insight/Dashboard.tsx (the budget card's bands and table header)
  'widgets/Charts': () => {
    const { t } = useTranslation();
    return {
      labelHeader: t('insight.band'),
      bandLabels: {
        under90: t('insight.band.under90'),
        from90to100: t('insight.band.from90to100'),
        over100: t('insight.band.over100'),
      },
    };
  },
  // features/common/pickers.tsx (a location lookup, its multi-select texts)
  'widgets/Pickers': () => {
    const { t } = useTranslation();
    return {
      label: t('labels.location'),
      placeholder: t('tree.select'),
      unavailableSuffix: `(${t('list.unavailable')})`,
      ...useMultiSelectLabels(),
    };
  },
  // features/payroll/ShiftRuleEditor.tsx (a shift's start time)
  'widgets/TimePicker': () => {
    const { t } = useTranslation();
    return { label: t('payroll.shiftRule.start') };
  },
  // features/service/useTicketEditorSetup.ts
  'widgets/TicketEditor': () => {
    const { t } = useTranslation();
    // useTicketMessage (useTicketEditorSetup.ts), without that module's api imports
    const message = (m: string) => {
      const k = ticketMessageKey(m);
      return k ? t(k.key, { defaultValue: m, ...k.values }) : m;
    };
    return {
      labels: {
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
        statusLabel: (s: string) => t(`service.status.${s}`),
        priorityLabel: (p: 1 | 2 | 3) => t(`service.priority.${p}`),
        message,
      },
    };
  },
  // features/forms/BuilderPage.tsx
  'widgets/FormDesigner': () => ({ fillerLabels: useFillerLabels().labels, labels: useFormDesignerLabels() }),
  // features/insight/Dashboard.tsx (three cards; the stories pass each its own labels arg)
  'widgets/DashboardCards': () => {
    const { t } = useTranslation();
    return {
      weatherLabels: {
        title: t('insight.card.weather'),
        notConfigured: t('insight.weatherNotConfigured'),
        noWeather: t('insight.noWeather'),
        empty: t('insight.noWeatherLocations'),
        forecast: t('insight.forecast'),
        forecastOf: (name: string) => t('insight.forecastOf', { name }),
        forecastDay: (d: Record<string, unknown>) => t('insight.forecastDay', d),
      },
      mediaLabels: { title: t('insight.card.media'), empty: t('insight.noMedia') },
      devicesLabels: {
        title: t('insight.card.devices'),
        flaggedHours: t('insight.flaggedHours'),
        hours: (count: number) => t('insight.hoursN', { count }),
        empty: t('insight.noFlaggedDevices'),
        never: t('places.never'),
      },
    };
  },
  // features/settings/integrations/ListExportToIntegration.tsx (the same flow's texts)
  'widgets/ExportToIntegration': () => {
    const { t } = useTranslation();
    return {
      labels: { button: t('integrations.exportTo'), ok: t('common.ok'), log: t('integrations.log') },
      messages: {
        noIntegrations: (entity: string) => t('integrations.noneConfigured', { entity }),
        running: t('integrations.running'),
        complete: t('integrations.complete'),
        exported: (count: number) => t('integrations.exported', { count }),
        issuesTitle: t('integrations.issuesTitle'),
        clickLog: t('integrations.clickLog'),
      },
    };
  },
  // ui components: the props the console's frame and forms give them.
  // features/shell/AppLayout.tsx
  'ui/AppShell': () => {
    const { t } = useTranslation();
    return {
      hideTopNavLabel: t('shell.hideTopNav'),
      showTopNavLabel: t('shell.showTopNav'),
      topNavLabel: t('shell.mainMenu'),
      sideMenuLabel: t('shell.sectionMenu'),
      skipLinkLabel: t('shell.skipToContent'),
      openMenuLabel: t('shell.openMenu'),
      closeMenuLabel: t('shell.closeMenu'),
    };
  },
  // App.tsx
  'ui/Toast': () => {
    const { t } = useTranslation();
    return {
      typeLabels: {
        error: t('toast.error'),
        success: t('toast.success'),
        info: t('toast.info'),
        warn: t('toast.warn'),
      },
      regionLabel: t('toast.region'),
      dismissHint: t('toast.dismiss'),
      dismissLabel: t('toast.dismissLabel'),
    };
  },
  // features/common/formFields.tsx (a date field): useLocalDateField gives the typed order
  // (DD/MM/YYYY in Spanish), its texts, the calendar's locale and its month buttons. A story that
  // fixes its own locale (DayMonthYear, a Spanish field) keeps its own texts.
  'ui/DatePicker': (args) => {
    const { t } = useTranslation();
    const field = useLocalDateField();
    if (args.locale) return {};
    return {
      ...field,
      label: t('partners.startDate'),
      // the Range story's DateRangePicker (features/common/DateRangeFields.tsx)
      rangeLabel: t('date.range'),
      startLabel: t('common.from'),
      endLabel: t('common.to'),
      rangeErrorText: t('date.rangeError'),
    };
  },
  // features/common/pickers.tsx and useListLabels.ts (useMultiSelectLabels)
  'ui/MultiSelect': () => {
    const { t } = useTranslation();
    return { placeholder: t('tree.select'), ...useMultiSelectLabels() };
  },
  // the console's lookups (emptyText common.noRecords)
  'ui/Combobox': () => {
    const { t } = useTranslation();
    return { emptyText: t('common.noRecords') };
  },
  // features/payroll/ListEditor.tsx (confirm and delete dialogs; a story's own confirmLabel stays)
  'ui/ConfirmDialog': (args) => {
    const { t } = useTranslation();
    const ok = args.variant === 'delete' ? t('confirm.yesDelete') : t('common.ok');
    return { cancelLabel: t('common.cancel'), confirmLabel: args.confirmLabel ?? ok };
  },
  // the console's dialogs (closeLabel common.close)
  'ui/Dialog': () => {
    const { t } = useTranslation();
    return { closeLabel: t('common.close') };
  },
  // a decorative spinner (label '') stays unlabelled
  'ui/Spinner': (args) => {
    const { t } = useTranslation();
    return args.label === '' ? {} : { label: t('common.loading') };
  },
  // ui components whose text is the story's own arg: the meta's English arg is swapped for the
  // console string with the same words (a story that sets other text keeps it).
  'ui/Button': (args) => useSwap(args, { children: ['Save', 'common.save'] }),
  'ui/IconButton': (args) => useSwap(args, { label: ['Open menu', 'shell.openMenu'] }),
  'ui/TextField': (args) => useSwap(args, { label: ['First name', 'employees.field.firstName'] }),
  'ui/TextArea': (args) => useSwap(args, { label: ['Notes', 'assets.notes'] }),
  'ui/NumberField': (args) => useSwap(args, { label: ['Hours', 'assets.usage.hours'] }),
  'ui/Switch': (args) => useSwap(args, { label: ['Show inactive records', 'settings.includeInactive'] }),
  'ui/Select': (args) => useSwap(args, { label: ['Language', 'account.language'] }),
  'ui/RadioGroup': (args) => useSwap(args, { label: ['Time format', 'profile.timeFormat'] }),
  'ui/Badge': (args) => useSwap(args, { children: ['Open', 'batch.state.open'] }),
};

/**
 * The translations of a story's own text args: `{ arg: [English text, resource key] }` gives
 * `{ arg: t(key) }` where the story's arg is that English text (a hook: it calls useTranslation).
 */
function useSwap(
  args: Record<string, unknown>,
  swaps: Record<string, [string, string]>,
): Record<string, unknown> {
  const { t } = useTranslation();
  return Object.fromEntries(
    Object.entries(swaps)
      .filter(([arg, [english]]) => args[arg] === english)
      .map(([arg, [, key]]) => [arg, t(key)]),
  );
}

/** Calls the title's label hook (remounted per title and language, so hook order never changes). */
function Translated({
  id,
  args,
  labels,
  children,
}: {
  id: string;
  args: Record<string, unknown>;
  labels: LabelArgs;
  children: (args: Record<string, unknown>) => ReactNode;
}) {
  const translated = labels(args);
  // The play function looks elements up by these (storyArgs.ts), whatever the language.
  recordStoryArgs(id, translated);
  return <>{children(translated)}</>;
}

/**
 * Decorator of the toolbar "Language" (global `locale`): wraps the story in an I18nextProvider with
 * the console's resources and, in Spanish or the long-label locale, gives the widget the translated
 * labels the console gives it (table LABELS above; a story's own labels args are replaced). English
 * keeps each widget's built-in defaults, which is what the story tests and their screenshots see.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as StoryLocale | undefined) ?? 'en';
  const i18n = storyI18n(locale);
  const labels = locale === 'en' ? undefined : LABELS[context.title];
  if (!labels) recordStoryArgs(context.id, {});
  return (
    <I18nextProvider i18n={i18n}>
      {labels ? (
        <Translated key={`${context.title}:${locale}`} id={context.id} args={context.args} labels={labels}>
          {(translated) => <Story args={{ ...context.args, ...translated }} />}
        </Translated>
      ) : (
        <Story />
      )}
    </I18nextProvider>
  );
};
