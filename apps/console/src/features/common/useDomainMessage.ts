import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a @wm/domain error by its code (resource key 'domain.<CODE>', titles 'domain.<CODE>.title').
 * English resources hold the spec's exact messages; a code without a translation shows the domain's
 * own (English) message, so a new rule never shows a bare key.
 */
export function useDomainMessage(): (code: string, fallback: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: string, fallback: string) => t(`domain.${code}`, { defaultValue: fallback }),
    [t],
  );
}
