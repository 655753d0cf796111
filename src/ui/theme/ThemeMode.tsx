import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
// The theme's typeface (tokens.font.family), bundled with the theme.
import './fonts.css';
import type { ThemeName } from './tokens';
import { mediaQueryList } from './mediaQuery';

export type ThemePreference = 'light' | 'dark' | 'system';

/** docs/product.md §3/§4: stored under `vite-ui-theme`; `theme` is read as an older spelling. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
const LEGACY_THEME_KEY = 'theme';

interface ThemeModeValue {
  preference: ThemePreference;
  /** The theme in force after resolving `system`. */
  resolved: ThemeName;
  setPreference: (p: ThemePreference) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function isPreference(v: unknown): v is ThemePreference {
  return v === 'light' || v === 'dark' || v === 'system';
}

export function readStoredPreference(storageKey = THEME_STORAGE_KEY): ThemePreference {
  try {
    const v = localStorage.getItem(storageKey) ?? localStorage.getItem(LEGACY_THEME_KEY);
    return isPreference(v) ? v : 'system';
  } catch {
    return 'system';
  }
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeSystem(onChange: () => void): () => void {
  const mq = mediaQueryList(darkQuery);
  if (!mq) return () => {};
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function systemTheme(): ThemeName {
  return mediaQueryList(darkQuery)?.matches ? 'dark' : 'light';
}

const noSubscription = () => () => {};
/** Prerendered pages know neither storage nor the OS theme: null until the client has hydrated. */
const unknownOnServer = () => null;

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** Force a preference (Storybook's toolbar); when set, nothing is stored. */
  forced?: ThemePreference;
  storageKey?: string;
}

/**
 * Light, dark or system theme. Sets `data-theme` on `<html>` (CSS variables switch, no re-render of
 * styled components) and follows the OS preference live while on `system`.
 */
export function ThemeModeProvider({ children, forced, storageKey = THEME_STORAGE_KEY }: ThemeModeProviderProps) {
  // Storage and the OS preference are read through useSyncExternalStore so a prerendered page hydrates
  // with the server's values (no mismatch) and switches to the real ones right after; a client-only
  // render reads them at once.
  const storedAtLoad = useSyncExternalStore(noSubscription, () => readStoredPreference(storageKey), unknownOnServer);
  const [chosen, setChosen] = useState<ThemePreference | null>(null);
  const system = useSyncExternalStore(subscribeSystem, systemTheme, unknownOnServer);
  const known = storedAtLoad !== null && system !== null;
  const preference = forced ?? chosen ?? storedAtLoad ?? 'system';
  const resolved: ThemeName = preference === 'system' ? (system ?? 'light') : preference;

  useEffect(() => {
    // While hydrating, <html data-theme> was already set by the theme script before first paint.
    if (known || forced) document.documentElement.dataset.theme = resolved;
  }, [resolved, known, forced]);

  const setPreference = useCallback(
    (p: ThemePreference) => {
      setChosen(p);
      try {
        localStorage.setItem(storageKey, p);
      } catch {
        /* storage full or blocked: the choice holds for this page only */
      }
    },
    [storageKey],
  );

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference]);
  return (
    <ThemeModeContext.Provider value={value}>
      <GlobalStyle />
      {children}
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const v = useContext(ThemeModeContext);
  if (!v) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return v;
}
