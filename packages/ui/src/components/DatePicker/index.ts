export { DatePicker, datePickerSizes, type DatePickerProps } from './DatePicker';
