export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { deleteMessage } from './deleteMessage';
