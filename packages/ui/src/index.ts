export { colorModeClass, themeRootClass, vars } from './theme/contract.css';
export { breakpoints } from './theme/tokens';
export {
  applyColorMode,
  colorModeScript,
  COLOR_MODE_STORAGE_KEY,
  getColorMode,
  subscribeColorMode,
  useColorMode,
  type ColorMode,
} from './theme/colorMode';
export * from './components/core';
export * from './components/composite';
