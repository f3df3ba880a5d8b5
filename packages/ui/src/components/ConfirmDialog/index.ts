export { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';
