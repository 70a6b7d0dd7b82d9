import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetThemeForTests, ThemeProvider, themeStorageKey, ThemeSwitch } from './theme.js';

type Listener = (event: { matches: boolean }) => void;

/** A controllable prefers-color-scheme. */
function mockColorScheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      media.matches = next;
      act(() => listeners.forEach((listener) => listener({ matches: next })));
    },
  };
}

const renderSwitch = () =>
  render(
    <ThemeProvider>
      <ThemeSwitch />
    </ThemeProvider>,
  );
const html = () => document.documentElement;

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'harmony-theme=; max-age=0; path=/';
    html().className = '';
    mockColorScheme(false);
    resetThemeForTests();
  });

  it('defaults to light, even when the system prefers dark', () => {
    mockColorScheme(true);
    renderSwitch();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    expect(html()).not.toHaveClass('dark');
  });

  it('applies and persists the choice (localStorage and the cookie the server reads)', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(html()).toHaveClass('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.cookie).toContain('harmony-theme=dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads a stored choice on the next visit', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    renderSwitch();
    expect(html()).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the system preference live under "system", and drops the server hint class', async () => {
    const scheme = mockColorScheme(false);
    html().classList.add('system');
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'System theme' }));
    expect(html()).not.toHaveClass('dark');
    expect(html()).not.toHaveClass('system');
    scheme.set(true);
    expect(html()).toHaveClass('dark');
    scheme.set(false);
    expect(html()).not.toHaveClass('dark');
  });

  it('is operable from the keyboard', async () => {
    renderSwitch();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(html()).toHaveClass('dark');
  });
});
