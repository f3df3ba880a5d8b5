export { ReportsList, reportsTexts, type ReportsListProps } from './ReportsList';
