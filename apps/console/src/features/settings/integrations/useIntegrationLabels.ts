import { useTranslation } from 'react-i18next';

/** Record types an integration can export (entity names of the API), in menu order. */
export const RECORD_TYPES = [
  'Employee',
  'Location',
  'Task',
  'Asset',
  'Device',
  'Time',
  'CompletedShift',
  'TimeBatch',
  'Ticket',
  'FormSubmission',
] as const;

/**
 * Translated names of connectors, record types and configuration keys; unknown ones fall back to
 * the server's name (`fallback`) or the raw id.
 */
export function useIntegrationLabels() {
  const { t, i18n } = useTranslation();
  const tr = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
  return {
    connector: (id: string, fallback?: string) => tr(`integrations.connector.${id}`, fallback ?? id),
    recordType: (name: string) => tr(`integrations.recordType.${name}`, name),
    configKey: (key: string, fallback?: string) => tr(`integrations.key.${key}`, fallback ?? key),
  };
}
