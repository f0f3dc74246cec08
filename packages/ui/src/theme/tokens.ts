import { palette } from './palette';

/** Semantic colours every component reads (`theme.color.*`). */
export interface ThemeColors {
  /** Page background behind cards and content. */
  background: string;
  /** Card, modal and input surfaces. */
  surface: string;
  /** Subtle alternative surface (table stripes, hovered rows, catalog cells). */
  surfaceAlt: string;
  /** Hairline borders and dividers. */
  border: string;
  /** Borders of form controls. */
  borderStrong: string;
  /** Body text. */
  text: string;
  /** Secondary text (hints, descriptions). */
  textMuted: string;
  /** Text on dark or coloured surfaces. */
  textInverse: string;
  /** Brand primary (buttons, links, active tabs). */
  primary: string;
  /** Primary on hover. */
  primaryHover: string;
  /** Primary while pressed. */
  primaryActive: string;
  /** Very light primary tint (selected rows, ghost hover). */
  primarySubtle: string;
  /** Text and icons on primary. */
  onPrimary: string;
  /** Warm accent (highlights, active markers). */
  accent: string;
  /** Accent on hover. */
  accentHover: string;
  /** Text and icons on accent. */
  onAccent: string;
  /** Destructive actions and errors; also the consumption band below 60 %. */
  danger: string;
  /** Danger on hover. */
  dangerHover: string;
  /** Text and icons on danger. */
  onDanger: string;
  /** Light danger surface (error banners). */
  dangerSubtle: string;
  /** Warnings; also the consumption band 60–79 %. */
  warning: string;
  /** Light warning surface. */
  warningSubtle: string;
  /** Success; also the consumption band 80 % and over. */
  success: string;
  /** Light success surface. */
  successSubtle: string;
  /** Focus ring colour. */
  focus: string;
  /** Modal and drawer backdrop. */
  backdrop: string;
  /** Disabled control background. */
  disabledSurface: string;
  /** Disabled control text. */
  disabledText: string;
  /** Sidebar background. */
  sidebar: string;
  /** Sidebar text. */
  sidebarText: string;
  /** Sidebar secondary text (member description). */
  sidebarTextMuted: string;
  /** Sidebar hovered item background. */
  sidebarHover: string;
  /** Sidebar active item background. */
  sidebarActive: string;
}

/** The whole design-token set, available as the styled-components theme. */
export interface Theme {
  /** Theme name, for debugging and the Storybook toolbar. */
  name: 'light' | 'dark';
  /** Semantic colours. */
  color: ThemeColors;
  /** Consumption colour bands (spec 000 §9): below 60 danger, 60–79 warning, 80 and over success. */
  band: { danger: string; warning: string; success: string };
  /** The EU energy-label scale (tyre label, 001 §2.10): one colour per class A–G, best first, and the text on them. */
  energy: { scale: readonly string[]; text: string };
  /** Typography. */
  font: {
    family: string;
    familyMono: string;
    size: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  /** Spacing on a 4 px grid: `spacing(2)` → `'8px'`, `spacing(1, 3)` → `'4px 12px'`. */
  spacing: (...steps: number[]) => string;
  /** Corner radii. */
  radius: { sm: string; md: string; lg: string; pill: string };
  /** Border widths: `thin` hairlines and control borders, `medium` checkboxes and dashed drop zones, `thick` active
   * tab and sidebar markers, `heavy` the large spinner. */
  borderWidth: { thin: string; medium: string; thick: string; heavy: string };
  /** Keyboard focus outline: its width, its offset outside the element, and the offset drawn inside it (for items
   * that sit edge to edge, such as list options and segmented buttons). */
  outline: { width: string; offset: string; insetOffset: string };
  /** Elevation shadows. */
  shadow: {
    sm: string;
    md: string;
    lg: string;
    focus: string;
    /** Cast to the left by a column kept at the right edge of a table that scrolls sideways: there is more to see. */
    edge: string;
  };
  /** Breakpoint widths in px (spec 000 §9): mobile up to 425, tablet up to 1200; `narrow` up to 1000, where the
   * dashboard's blocks stack and can no longer be rearranged. */
  breakpoint: { mobile: number; narrow: number; tablet: number };
  /** Media queries built from the breakpoints, ready for styled templates. */
  media: { mobile: string; narrow: string; tablet: string; desktop: string; reducedMotion: string };
  /** Durations in ms: sidebar 150, route transition 600 (spec 000 §9). */
  duration: { fast: number; sidebar: number; route: number };
  /** Sidebar geometry in px (spec 001 §9): 260 expanded, 70 collapsed, 0 closed drawer, -150 drag-close. */
  sidebar: { expanded: number; collapsed: number; mobile: number; dragCloseThreshold: number };
  /** Stacking order. */
  zIndex: { base: number; header: number; sidebar: number; drawerBackdrop: number; drawer: number; modal: number; popup: number };
  /** Sizes. Numbers are px for code that computes with them (modal 700, narrow modal 400, spec 001 §9); the string
   * tokens are ready for styled templates. */
  size: {
    modal: number;
    modalNarrow: number;
    headerHeight: number;
    /** Heights of buttons, icon buttons, inputs, selects, tabs and menu items: sm 32, md 40, lg 48. */
    control: { sm: string; md: string; lg: string };
    /** Widths that keep content readable: `form` login and reset cards, `prose` an article, `popover` a panel
     * opened from the header. */
    content: { form: string; prose: string; popover: string };
    /** Largest height of a scrolling box inside a dialog or a card (e.g. a pick list, an error list). */
    scrollArea: { sm: string; md: string; lg: string };
    /** Smallest widths of fields: `xs` a field beside another in a form, `sm`/`md` the field that grows in a
     * toolbar (a search box) before the toolbar wraps. */
    field: { xs: string; sm: string; md: string };
    /** Smallest width of a card in a grid of cards before the grid drops a column. */
    card: string;
    /** Smallest width of a data column of figures (a tariff). */
    column: string;
    /** Largest height of the image at the top of an article. */
    media: string;
    /** Width of a news image beside its text in a list: sm on phones, md elsewhere. */
    thumbnail: { sm: string; md: string };
  };
}

const GRID = 4;

/** Spacing function shared by every theme: multiples of a 4 px grid. */
export const spacing = (...steps: number[]): string => (steps.length === 0 ? [1] : steps).map((step) => `${step * GRID}px`).join(' ');

export const BREAKPOINT_MOBILE = 425;
export const BREAKPOINT_TABLET = 1200;
export const BREAKPOINT_NARROW = 1000;
export const SIDEBAR_WIDTH_EXPANDED = 260;
export const SIDEBAR_WIDTH_COLLAPSED = 70;
export const SIDEBAR_WIDTH_MOBILE = 0;
export const SIDEBAR_DRAG_CLOSE_THRESHOLD = -150;
export const DURATION_SIDEBAR_MS = 150;
export const DURATION_ROUTE_MS = 600;

const shared = {
  font: {
    // Shipped fonts only (GlobalStyle.ts loads them): DejaVu Sans draws the symbols Inter and JetBrains Mono lack
    // (✕ ✓ → ▲ ▼), so no glyph is left to whatever fonts a machine has.
    family: "'Inter', 'DejaVu Sans', sans-serif",
    familyMono: "'JetBrains Mono', 'DejaVu Sans', monospace",
    size: { xxs: '11px', xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '32px' },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  spacing,
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  borderWidth: { thin: '1px', medium: '2px', thick: '3px', heavy: '4px' },
  outline: { width: '2px', offset: '2px', insetOffset: '-3px' },
  breakpoint: { mobile: BREAKPOINT_MOBILE, narrow: BREAKPOINT_NARROW, tablet: BREAKPOINT_TABLET },
  media: {
    mobile: `@media (max-width: ${BREAKPOINT_MOBILE}px)`,
    narrow: `@media (max-width: ${BREAKPOINT_NARROW}px)`,
    tablet: `@media (max-width: ${BREAKPOINT_TABLET}px)`,
    desktop: `@media (min-width: ${BREAKPOINT_TABLET + 1}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  duration: { fast: 100, sidebar: DURATION_SIDEBAR_MS, route: DURATION_ROUTE_MS },
  sidebar: {
    expanded: SIDEBAR_WIDTH_EXPANDED,
    collapsed: SIDEBAR_WIDTH_COLLAPSED,
    mobile: SIDEBAR_WIDTH_MOBILE,
    dragCloseThreshold: SIDEBAR_DRAG_CLOSE_THRESHOLD,
  },
  zIndex: { base: 0, header: 100, sidebar: 200, drawerBackdrop: 300, drawer: 310, modal: 1000, popup: 1100 },
  size: {
    modal: 700,
    modalNarrow: 400,
    headerHeight: 64,
    control: { sm: '32px', md: '40px', lg: '48px' },
    content: { form: '400px', prose: '900px', popover: '380px' },
    scrollArea: { sm: '180px', md: '220px', lg: '320px' },
    field: { xs: '180px', sm: '240px', md: '280px' },
    card: '420px',
    column: '150px',
    media: '360px',
    thumbnail: { sm: '96px', md: '160px' },
  },
} satisfies Omit<Theme, 'name' | 'color' | 'band' | 'shadow' | 'energy'>;

/** The product's theme. */
/** The EU label's colours (Regulation (EU) 2020/740 and the older A–G label), the same in both themes: they are the label's. */
const ENERGY = { scale: ['#00a651', '#50b848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'], text: '#111111' } as const;

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  color: {
    background: palette.grey[50],
    surface: palette.white,
    surfaceAlt: palette.grey[100],
    border: palette.grey[200],
    borderStrong: palette.grey[500],
    text: palette.grey[900],
    textMuted: palette.grey[600],
    textInverse: palette.white,
    primary: palette.blue[600],
    primaryHover: palette.blue[700],
    primaryActive: palette.blue[800],
    primarySubtle: palette.blue[50],
    onPrimary: palette.white,
    accent: palette.amber[400],
    accentHover: palette.amber[300],
    onAccent: palette.grey[900],
    danger: palette.red[600],
    dangerHover: palette.red[700],
    onDanger: palette.white,
    dangerSubtle: palette.red[50],
    warning: palette.orange[600],
    warningSubtle: palette.orange[50],
    success: palette.green[600],
    successSubtle: palette.green[50],
    focus: palette.amber[500],
    backdrop: palette.alpha.backdrop,
    disabledSurface: palette.grey[100],
    disabledText: palette.grey[500],
    sidebar: palette.blue[800],
    sidebarText: palette.white,
    sidebarTextMuted: palette.blue[100],
    sidebarHover: palette.alpha.whiteSoft,
    sidebarActive: palette.alpha.whiteMedium,
  },
  band: { danger: palette.red[600], warning: palette.orange[600], success: palette.green[600] },
  energy: ENERGY,
  shadow: {
    sm: `0 1px 2px ${palette.alpha.shadowSoft}`,
    md: `0 2px 8px ${palette.alpha.shadowMedium}`,
    lg: `0 12px 32px ${palette.alpha.shadowStrong}`,
    focus: `0 0 0 3px ${palette.alpha.focusHalo}`,
    edge: `-6px 0 6px -4px ${palette.alpha.shadowStrong}`,
  },
};

/** A dark variant with the same token names (not the product default; offered in Storybook's toolbar). */
export const darkTheme: Theme = {
  ...lightTheme,
  name: 'dark',
  color: {
    ...lightTheme.color,
    background: palette.grey[900],
    surface: palette.grey[800],
    surfaceAlt: palette.grey[700],
    border: palette.grey[700],
    borderStrong: palette.grey[400],
    text: palette.grey[50],
    textMuted: palette.grey[300],
    primary: palette.blue[300],
    primaryHover: palette.blue[200],
    primaryActive: palette.blue[100],
    primarySubtle: palette.blue[900],
    onPrimary: palette.grey[900],
    danger: palette.red[300],
    dangerHover: palette.red[100],
    onDanger: palette.grey[900],
    dangerSubtle: palette.red[700],
    warning: palette.orange[300],
    warningSubtle: palette.orange[700],
    success: palette.green[300],
    successSubtle: palette.green[700],
    disabledSurface: palette.grey[700],
    disabledText: palette.grey[400],
    sidebar: palette.blue[900],
    onAccent: palette.grey[900],
  },
  band: { danger: palette.red[300], warning: palette.orange[300], success: palette.green[300] },
  energy: ENERGY,
};
