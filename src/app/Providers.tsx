import type { ReactNode } from 'react';
import { ThemeModeProvider } from '../ui/theme';

/** What every page needs: the theme. The console's own providers load with the console (ConsoleProviders). */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemeModeProvider>{children}</ThemeModeProvider>;
}
