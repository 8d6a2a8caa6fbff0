import type { DateFieldFormat } from '@wm/ui';
import { useTranslation } from 'react-i18next';

/**
 * The typed order of a date field in the user's language (issue 19: Spanish writes dates
 * DD/MM/YYYY, as the time screens and reports do; English keeps the spec's MM/DD/YYYY).
 */
export function dateFieldFormat(language: string): DateFieldFormat {
  return language.startsWith('es') ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/**
 * Props of a DatePicker (@wm/ui) that follows the user's language: the typed order
 * (dateFieldFormat), its placeholder and error text, the calendar's locale ('es-ES' or 'en-US':
 * month and weekday names through Intl), the button label and the calendar's month buttons. Spread them into the picker: `<DatePicker {...useLocalDateField()} ... />`.
 */
export function useLocalDateField() {
  const { t, i18n } = useTranslation();
  return {
    format: dateFieldFormat(i18n.language),
    placeholder: t('date.placeholder'),
    invalidText: t('date.invalid'),
    unavailableText: t('date.unavailable'),
    chooseDateLabel: t('date.chooseDate'),
    previousMonthLabel: t('date.previousMonth'),
    nextMonthLabel: t('date.nextMonth'),
    locale: i18n.language.startsWith('es') ? 'es-ES' : 'en-US',
    // Spanish calendars start their weeks on Monday (the calendar's display only; pay weeks keep the
    // company's start day).
    weekStartsOn: i18n.language.startsWith('es') ? 1 : 0,
  };
}
