/**
 * Raw colour palette of the purchasing group's brand. This folder is the only place where colour literals live;
 * components read the semantic names of `tokens.ts` through the theme.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** Deep "workshop blue": the brand's primary colour. */
  blue: {
    50: '#eef3fb',
    100: '#d7e2f4',
    200: '#a9bfe6',
    300: '#7397d3',
    400: '#3f6dba',
    500: '#1f4f9c',
    600: '#163f82',
    700: '#10316a',
    800: '#0b2452',
    900: '#07183a',
  },
  /** Warm amber accent (signal lamps, highlights). Dark text on it, never white. */
  amber: {
    50: '#fff7e8',
    100: '#ffeac2',
    200: '#ffd68a',
    300: '#ffc04d',
    400: '#f5a623',
    500: '#e08e0b',
    600: '#b86e00',
    700: '#8a5200',
  },
  /** Cool neutral greys for surfaces, borders and text. */
  grey: {
    25: '#fbfcfd',
    50: '#f5f7fa',
    100: '#eaeef3',
    200: '#d5dbe3',
    300: '#b7c0cc',
    400: '#8994a3',
    500: '#646f7f',
    600: '#4b5563',
    700: '#353d49',
    800: '#222831',
    900: '#14181e',
  },
  red: { 50: '#fdecea', 100: '#f9d0cb', 500: '#c62a1f', 600: '#a8221a', 700: '#8a1b14', 300: '#f08a80' },
  orange: { 50: '#fff4e5', 100: '#fde2bd', 500: '#c25e00', 600: '#a34f00', 700: '#843f00', 300: '#f5a95c' },
  green: { 50: '#e9f7ef', 100: '#c8ebd6', 500: '#1e7d45', 600: '#17683a', 700: '#11522d', 300: '#6cc795' },
  /** Translucent overlays (backdrops, focus halos), as rgba strings. */
  alpha: {
    backdrop: 'rgba(7, 24, 58, 0.55)',
    shadowSoft: 'rgba(7, 24, 58, 0.08)',
    shadowMedium: 'rgba(7, 24, 58, 0.14)',
    shadowStrong: 'rgba(7, 24, 58, 0.24)',
    focusHalo: 'rgba(245, 166, 35, 0.55)',
    whiteSoft: 'rgba(255, 255, 255, 0.12)',
    whiteMedium: 'rgba(255, 255, 255, 0.2)',
  },
} as const;
