export { ConfirmDialog, type ConfirmDialogProps, deleteMessage } from './ConfirmDialog';
