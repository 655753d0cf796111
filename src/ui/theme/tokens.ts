/**
 * Design tokens. Colours are emitted as CSS custom properties per theme (see GlobalStyle), so a theme
 * switch changes variables only and re-renders no styled component. `tokens` holds `var(--…)` references
 * for use in styles; `palettes` holds the raw values (docs pages, charts, canvas).
 */

export type ThemeName = 'light' | 'dark';

export interface Palette {
  /** Page background of the console's main area (light grey in light mode). */
  bg: string;
  /** Cards, dialogs, tables, header, sidebar. */
  surface: string;
  /** Hovered rows, subtle fills, skeletons. */
  surfaceMuted: string;
  /** Raised surfaces over surface (menus, popovers). */
  surfaceRaised: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  /** Gold-brown brand accent (docs/product.md §9: active menu item). */
  accent: string;
  accentHover: string;
  /** Text on accent fills. */
  onAccent: string;
  /** Tinted accent background (active menu item, selected tab). */
  accentSoft: string;
  /** Accent used as text on surface (meets 4.5:1). */
  accentText: string;
  /** Map route and highlights (docs/product.md §9: gold). */
  gold: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerHover: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  neutralSoft: string;
  focus: string;
  backdrop: string;
}

export const palettes: Record<ThemeName, Palette> = {
  light: {
    bg: '#f3f4f6',
    surface: '#ffffff',
    surfaceMuted: '#f1f0ec',
    surfaceRaised: '#ffffff',
    border: '#e2e0da',
    borderStrong: '#b9b5ab',
    text: '#1c1b19',
    textMuted: '#5b5850',
    accent: '#8a5a19',
    accentHover: '#744a12',
    onAccent: '#ffffff',
    accentSoft: '#f6ecdc',
    accentText: '#7a4f14',
    gold: '#c9962c',
    success: '#17693a',
    successSoft: '#e3f3e8',
    warning: '#8a5300',
    warningSoft: '#fdf0d8',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fde8e6',
    info: '#1d4f91',
    infoSoft: '#e4edf9',
    neutralSoft: '#ecebe7',
    focus: '#1d4f91',
    backdrop: 'rgba(20, 18, 14, 0.55)',
  },
  dark: {
    bg: '#121110',
    surface: '#1c1b19',
    surfaceMuted: '#262421',
    surfaceRaised: '#2a2825',
    border: '#35322d',
    borderStrong: '#57524a',
    text: '#f2efe9',
    textMuted: '#b3ada2',
    accent: '#d9a55a',
    accentHover: '#e6b873',
    onAccent: '#1a1408',
    accentSoft: '#3a2e1c',
    accentText: '#e8b970',
    gold: '#e0ad45',
    success: '#5cc98a',
    successSoft: '#17301f',
    warning: '#f0b74d',
    warningSoft: '#372a12',
    danger: '#ff8a80',
    dangerHover: '#ffa59d',
    dangerSoft: '#3d1c19',
    info: '#8cb8f2',
    infoSoft: '#172640',
    neutralSoft: '#2c2a26',
    focus: '#8cb8f2',
    backdrop: 'rgba(0, 0, 0, 0.65)',
  },
};

const colorKeys = Object.keys(palettes.light) as (keyof Palette)[];

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
}

/** CSS custom property name of a colour token, e.g. `--k-color-accent-soft`. */
export function colorVar(key: keyof Palette): string {
  return `--k-color-${kebab(key)}`;
}

/** `name: value;` declarations of one palette, for `:root[data-theme=…]`. */
export function paletteCss(name: ThemeName): string {
  return colorKeys.map((k) => `${colorVar(k)}: ${palettes[name][k]};`).join('\n');
}

const color = Object.fromEntries(colorKeys.map((k) => [k, `var(${colorVar(k)})`])) as Record<keyof Palette, string>;

export const tokens = {
  color,
  /** 4px grid. */
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px', 16: '64px' },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' },
  font: {
    family: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', '2xl': '24px', '3xl': '30px', '4xl': '40px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 14, 10, 0.06)',
    md: '0 4px 12px rgba(16, 14, 10, 0.08)',
    lg: '0 12px 32px rgba(16, 14, 10, 0.18)',
  },
  z: { sidebar: 100, header: 110, backdrop: 190, drawer: 200, dialog: 300, toast: 400 },
  motion: { fast: '150ms', base: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  /** docs/product.md §4/§9: drawer up to 768px, collapsed 769–991px, fixed above; cards on phones up to 600px. */
  breakpoint: { phoneMax: 600, mobileMax: 768, tabletMin: 769, tabletMax: 991, desktopMin: 992 },
  layout: { sidebarExpanded: '250px', sidebarCollapsed: '70px', headerHeight: '64px' },
} as const;

export type Tokens = typeof tokens;

/** Media queries matching the spec's breakpoints. */
export const media = {
  /** Phones: lists show each row as a card. */
  phone: `@media (max-width: ${tokens.breakpoint.phoneMax}px)`,
  mobile: `@media (max-width: ${tokens.breakpoint.mobileMax}px)`,
  tablet: `@media (min-width: ${tokens.breakpoint.tabletMin}px) and (max-width: ${tokens.breakpoint.tabletMax}px)`,
  desktop: `@media (min-width: ${tokens.breakpoint.desktopMin}px)`,
  notMobile: `@media (min-width: ${tokens.breakpoint.tabletMin}px)`,
} as const;
