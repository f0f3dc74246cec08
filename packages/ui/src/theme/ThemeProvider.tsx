import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { lightTheme, type Theme } from './tokens';

export interface ThemeProviderProps {
  /** Theme to provide; the product's light theme by default. */
  theme?: Theme;
  /** Also render the GlobalStyle (document font, colours, box sizing); true by default. */
  withGlobalStyle?: boolean;
  /** The application. */
  children: ReactNode;
}

/** Provides the design tokens to styled-components and, by default, the global document styles. */
export function ThemeProvider({ theme = lightTheme, withGlobalStyle = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
