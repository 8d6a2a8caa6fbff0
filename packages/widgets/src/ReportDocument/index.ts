export {
  defaultReportDocumentLabels,
  ReportDocument,
  type ReportDocumentLabels,
  type ReportDocumentProps,
} from './ReportDocument';
