import { ThemeToggle } from '../ThemeToggle';

export function Usage() {
  // Light, dark or system; without `value` it reads and sets the ThemeModeProvider's preference.
  return <ThemeToggle />;
}
