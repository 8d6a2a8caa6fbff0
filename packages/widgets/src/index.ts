/**
 * @wm/widgets: composite widgets of the console. Data, labels and translated strings come in
 * through props (English defaults); widgets import only @wm/ui and @wm/domain.
 */
export * from './Charts';
export * from './CsvImport';
export * from './DurationInput';
export * from './ExportToIntegration';
export * from './FloatingWindow';
export * from './LabelEditor';
export * from './ListView';
export * from './Map';
export * from './MediaUploader';
export * from './Pagination';
export * from './Pickers';
export * from './SchedulePicker';
export * from './SignaturePad';
export * from './TimePicker';
export * from './TreeView';
export * from './ReportDocument';
export * from './FormFiller';
export * from './FormDesigner';
export * from './PurchaseSummary';
export * from './CustomReportBuilder';
export * from './TicketEditor';
export * from './SchedulerGrid';
export * from './ClockQueue';
export * from './DashboardCards';
export * from './PaymentCard';
