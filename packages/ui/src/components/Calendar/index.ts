export {
  Calendar,
  calendarHeadingLevels,
  type CalendarEvent,
  type CalendarProps,
} from './Calendar';
export {
  addDays,
  addMonths,
  buildMonthGrid,
  clampDate,
  isIsoDate,
  isOutOfRange,
  todayIso,
  type CalendarDay,
  type IsoDate,
  type IsoMonth,
} from './calendarGrid';
