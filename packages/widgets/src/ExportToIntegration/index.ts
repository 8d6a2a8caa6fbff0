export { ExportToIntegration, type ExportToIntegrationProps } from './ExportToIntegration';
export {
  type ExportStatus,
  type ExportToIntegrationStateOptions,
  INTEGRATION_MESSAGES,
  type IntegrationChoice,
  type IntegrationMessages,
  integrationMessages,
  type IntegrationRunResult,
  openOAuthWindow,
  useExportToIntegrationState,
} from './useExportToIntegrationState';
