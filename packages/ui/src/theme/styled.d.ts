import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  /** The design tokens are the styled-components theme. */
  export interface DefaultTheme extends Theme {}
}
