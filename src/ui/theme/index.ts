export { tokens, palettes, media, colorVar, type ThemeName, type Palette, type Tokens } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { ThemeModeProvider, useThemeMode, readStoredPreference, THEME_STORAGE_KEY, type ThemePreference } from './ThemeMode';
