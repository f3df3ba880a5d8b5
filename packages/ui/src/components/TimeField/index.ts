export { TimeField, timeFieldSizes, type TimeFieldProps } from './TimeField';
export { formatTime, isTime, normalizeTime, parseTime, stepTime, type IsoTime } from './timeValue';
