/**
 * @wm/widgets: composite widgets of the console. Data, labels and translated strings come in
 * through props (English defaults); widgets import only @wm/ui and @wm/domain.
 */
export * from './ListView';
export * from './Pagination';
