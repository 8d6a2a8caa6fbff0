/**
 * @wm/ui: design-system primitives (Radix UI + vanilla-extract). Knows no domain; every string
 * comes in through props with English defaults.
 */
export * from './theme';
export * from './Box';
export * from './Button';
export * from './IconButton';
export * from './Spinner';
export * from './TextField';
export * from './Select';
export * from './Checkbox';
export * from './Dialog';
export * from './ConfirmDialog';
export * from './BusyModal';
export * from './Toast';
export * from './Badge';
export * from './Card';
export * from './AppShell';
export * from './NumberField';
export * from './TextArea';
export * from './RadioGroup';
export * from './Switch';
export * from './Combobox';
export * from './MultiSelect';
export * from './Tabs';
export * from './Popover';
export * from './Tooltip';
export * from './DropdownMenu';
export * from './ProgressBar';
export * from './DatePicker';
