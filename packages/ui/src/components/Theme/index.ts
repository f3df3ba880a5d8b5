export {
  getSystemColorMode,
  Theme,
  themeAppearances,
  useThemeMode,
  useThemePortalContainer,
  type ThemeAppearance,
  type ThemeProps,
} from './Theme';
