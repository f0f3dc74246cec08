export { GlobalStyle } from './GlobalStyle';
export { focusRing, respectReducedMotion, visuallyHidden } from './mixins';
export { palette } from './palette';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export {
  BREAKPOINT_MOBILE,
  BREAKPOINT_NARROW,
  BREAKPOINT_TABLET,
  DURATION_ROUTE_MS,
  DURATION_SIDEBAR_MS,
  darkTheme,
  lightTheme,
  SIDEBAR_DRAG_CLOSE_THRESHOLD,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  SIDEBAR_WIDTH_MOBILE,
  spacing,
  type Theme,
  type ThemeColors,
} from './tokens';
export { useMediaQuery, useIsMobile, useIsTablet } from './useMediaQuery';
