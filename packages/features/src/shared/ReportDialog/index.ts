export { ReportDialog, reportTexts, type ReportDialogProps } from './ReportDialog';
