import type { AnswerError } from '@wm/domain';
import type { FormFillerLabels } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The FormFiller's strings in the user's language, and its validation messages. */
export function useFillerLabels(): { labels: FormFillerLabels; errorText: (e: AnswerError) => string } {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      labels: {
        submit: t('forms.submit'),
        saveDraft: t('forms.saveDraft'),
        cancel: t('common.cancel'),
        formErrorsTitle: t('forms.formErrorsTitle'),
        formErrors: (path: string) => t('forms.formErrors', { path }),
        previewOnly: t('forms.previewOnly'),
        addRow: t('forms.addRow'),
        removeRow: (n: number) => t('forms.removeRow', { n }),
        rowActions: t('forms.rowActions'),
        uploadCsv: t('forms.uploadCsv'),
        captureGps: t('forms.captureGps'),
        noGeolocation: t('forms.noGeolocation'),
        required: t('forms.required'),
        notAvailable: 'N/A',
        confirmTitle: t('forms.confirmTitle'),
        changeAnswer: t('forms.changeAnswer'),
        cancelSubForm: t('forms.cancelSubForm'),
        yes: t('forms.yes'),
        no: t('forms.no'),
        select: t('forms.select'),
        aggregate: {
          sum: t('forms.agg.sum'),
          average: t('forms.agg.average'),
          min: t('forms.agg.min'),
          max: t('forms.agg.max'),
        },
      },
      errorText: (e: AnswerError) =>
        e.code === 'pattern'
          ? t(`forms.error.pattern.${e.pattern ?? 'none'}`)
          : t(`forms.error.${e.code}`, { limit: e.limit }),
    }),
    [t],
  );
}
