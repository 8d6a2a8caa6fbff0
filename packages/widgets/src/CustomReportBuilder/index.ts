export {
  CustomReportBuilder,
  type CustomReportBuilderLabels,
  type CustomReportBuilderProps,
  type CustomReportPreview,
  type CustomReportRange,
  defaultCustomReportBuilderLabels,
} from './CustomReportBuilder';
