import { createGlobalStyle } from 'styled-components';
// The fonts the portal ships (from @fontsource; OFL, DejaVu's free licence), so that text looks the same on every
// machine and in every screenshot: Inter for the interface in the three weights of the theme, JetBrains Mono for
// code-like text, DejaVu Sans for the symbols the other two lack. The latin and latin-ext subsets cover Spanish
// (ñ á ¿ ¡ €) and the names of European suppliers; the browser fetches a file only when a text needs it. Vite emits
// the files as assets of whichever app renders the global style.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-ext-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/latin-ext-400.css';
import '@fontsource/jetbrains-mono/latin-700.css';
import '@fontsource/jetbrains-mono/latin-ext-700.css';
import '@fontsource/dejavu-sans/latin-400.css';
import '@fontsource/dejavu-sans/latin-700.css';

/** Base document styles: box sizing, font, colours and a reduced-motion fallback. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html, body {
    margin: 0;
    padding: 0;
  }

  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  /* The browser draws these in the machine's own monospace by default. */
  code, kbd, samp, pre {
    font-family: ${({ theme }) => theme.font.familyMono};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
