import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useListLabels, usePagerLabels } from '../apps/console/src/features/common/useListLabels';
import { useFillerLabels } from '../apps/console/src/features/forms/useFillerLabels';
import { createI18n } from '../apps/console/src/i18n/i18n';
import { RESOURCES } from '../apps/console/src/i18n/resources';
import { defaultSchedulerGridLabels } from '../packages/widgets/src/SchedulerGrid/SchedulerGrid';

/** Toolbar "Language": the console's languages and a long-label pseudo-locale for layout checks. */
export type StoryLocale = 'en' | 'es' | 'pseudo';

export const LOCALE_ITEMS: { value: StoryLocale; title: string; right?: string }[] = [
  { value: 'en', title: 'English' },
  { value: 'es', title: 'Español' },
  { value: 'pseudo', title: 'Long labels', right: '+40 %' },
];

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÛṼŴẊÝŽ'][i] ?? c,
  ]),
);
// i18next syntax that must survive: {{interpolation}}, $t(nesting), <tags>.
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/**
 * The long-label pseudo-locale of one English string: letters accented (still readable, visibly
 * not translated) and the text made 40 % longer, `[` … `]` included, so truncation and wrapping show
 * up at a glance: 'Save' -> '[Šàṽé~]'. Interpolations, nesting and tags are kept as they are.
 */
export function pseudoLocalise(text: string): string {
  if (!text.trim()) return text;
  // Comma lists the console splits ('Sun,Mon,…' day and month names): each item on its own.
  if (/^[^,\s]+(,[^,\s]+)+$/.test(text)) return text.split(',').map(pseudoLocalise).join(',');
  const parts = text.split(PROTECTED);
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.max(2, Math.round(visible * 0.4));
  const body = parts.map((p, i) => (i % 2 ? p : [...p].map((c) => ACCENTED[c] ?? c).join(''))).join('');
  return `[${body}${'~'.repeat(extra - 2)}]`;
}

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

type LabelArgs = () => Record<string, unknown>;

/**
 * The translated props the console gives each widget, by story title. Where the console has a
 * labels hook it is called as is; otherwise the same resource keys the console page passes (named
 * in each entry) are looked up, so no string is copied here.
 */
const LABELS: Record<string, LabelArgs> = {
  'widgets/ListView': () => ({ labels: useListLabels() }),
  'widgets/Pagination': () => ({ labels: usePagerLabels() }),
  'widgets/TreeView': () => ({ paginationLabels: usePagerLabels() }),
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
    return { labels: { clear: t('timeeditor.signoff.clear'), hint: t('timeeditor.signoff.hint') } };
  },
};

/** Calls the title's label hook (remounted per title and language, so hook order never changes). */
function Translated({
  labels,
  children,
}: {
  labels: LabelArgs;
  children: (args: Record<string, unknown>) => ReactNode;
}) {
  return <>{children(labels())}</>;
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
  return (
    <I18nextProvider i18n={i18n}>
      {labels ? (
        <Translated key={`${context.title}:${locale}`} labels={labels}>
          {(translated) => <Story args={{ ...context.args, ...translated }} />}
        </Translated>
      ) : (
        <Story />
      )}
    </I18nextProvider>
  );
};
