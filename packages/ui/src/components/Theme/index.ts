export {
  getSystemColorMode,
  Theme,
  themeAppearances,
  useThemeMode,
  useThemePortalContainer,
  type ThemeAppearance,
  type ThemeProps,
} from './Theme';
export {
  defaultLabels,
  firstDayOfWeek,
  LocaleProvider,
  useLocale,
  type Direction,
  type LocaleProviderProps,
  type LocaleValue,
  type UiLabels,
  type Weekday,
} from './LocaleProvider';
