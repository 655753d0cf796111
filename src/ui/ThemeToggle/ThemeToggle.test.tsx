import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './ThemeToggle';
import { ThemeModeProvider, THEME_STORAGE_KEY } from '../theme';

describe('ThemeToggle', () => {
  it('shows the stored preference and stores a new one under vite-ui-theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeModeProvider>
        <ThemeToggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    // jsdom's matchMedia stub reports no dark preference.
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('defaults to System when nothing is stored', () => {
    render(
      <ThemeModeProvider>
        <ThemeToggle />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });
});
