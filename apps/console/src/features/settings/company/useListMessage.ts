import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from './lists.js';

const KEYS = new Map<string, string>(Object.entries(MESSAGES).map(([k, m]) => [m, `company.msg.${k}`]));

/**
 * Translates a list rule message (the server's English words, `MESSAGES` of lists.ts) into the
 * user's language; any other message (another server refusal) is shown as it is.
 */
export function useListMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = KEYS.get(message.replace(/^[a-zA-Z_.]+: /, ''));
      return key ? t(key) : message;
    },
    [t],
  );
}
