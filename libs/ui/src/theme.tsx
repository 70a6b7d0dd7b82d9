import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** Where the visitor's choice is kept (SPEC §4: light, dark or system; default light; browser storage). */
export const themeStorageKey = 'harmony-theme';
/**
 * The same choice as a cookie, so the server can write `class="dark"` (or `class="system"`) on `<html>`
 * and a dark visitor never sees a flash of the light theme (the CSP forbids an inline script).
 */
export const themeCookieName = 'harmony-theme';
export const defaultTheme: Theme = 'light';
export const themes: readonly Theme[] = ['light', 'dark', 'system'];

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark' || value === 'system';
const darkQuery = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(themeStorageKey);
    return isTheme(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

// One store per page (@harmony/ui is a federation singleton): every switch and provider agrees.
let current: Theme | undefined;
let systemDark: boolean | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getTheme = (): Theme => (current ??= readStoredTheme());
const getSystemDark = (): boolean => (systemDark ??= systemPrefersDark());
const getResolved = (): ResolvedTheme => {
  const theme = getTheme();
  return theme === 'system' ? (getSystemDark() ? 'dark' : 'light') : theme;
};

/** Chooses the theme: stored in localStorage (and the cookie the server reads), applied at once. */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    globalThis.localStorage?.setItem(themeStorageKey, theme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${themeCookieName}=${theme}; path=/; max-age=31536000; SameSite=Lax`;
  }
  emit();
}

/**
 * Applies a resolved theme to `<html>`: the `dark` class (Tailwind's dark variant; theme.css gives it
 * `color-scheme: dark`). It touches nothing already right: a change on `<html>` restyles the whole
 * page, and at boot the server's markup is already right (an inline `color-scheme` set here cost every
 * page a full style recalculation and layout after hydration, ~11 ms of CPU on a fast machine).
 */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  const dark = resolved === 'dark';
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
  // The server's pre-JavaScript hint for "system" visitors; from now on the class above decides.
  if (root.classList.contains('system')) root.classList.remove('system');
}

export interface UseTheme {
  /** The visitor's choice. */
  theme: Theme;
  /** What is shown: the choice, or the operating system's preference under "system". */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

export function useTheme(): UseTheme {
  const theme = useSyncExternalStore(subscribe, getTheme, () => defaultTheme);
  const resolvedTheme = useSyncExternalStore(subscribe, getResolved, () => 'light' as const);
  return { theme, resolvedTheme, setTheme };
}

/**
 * Keeps `<html>` in step with the theme: applies the choice, and under "system" follows
 * `prefers-color-scheme` live. The shell renders it once around everything.
 */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(darkQuery);
    const onChange = () => {
      systemDark = media.matches;
      emit();
    };
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    // Another tab changed the choice.
    const onStorage = (event: StorageEvent) => {
      if (event.key === themeStorageKey) {
        current = isTheme(event.newValue) ? event.newValue : defaultTheme;
        emit();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <>{children}</>;
}

const options: readonly { theme: Theme; label: string; Icon: typeof Sun }[] = [
  { theme: 'light', label: 'Light theme', Icon: Sun },
  { theme: 'dark', label: 'Dark theme', Icon: Moon },
  { theme: 'system', label: 'System theme', Icon: Monitor },
];

export interface ThemeSwitchProps {
  className?: string;
}

/**
 * The visible theme switch: three toggle buttons (Light, Dark, System) in a group labelled "Theme";
 * the chosen one is `aria-pressed`. Keyboard: Tab to a button, Enter or Space to choose.
 */
export function ThemeSwitch({ className = '' }: ThemeSwitchProps) {
  const { theme, setTheme: choose } = useTheme();
  return (
    <div role="group" aria-label="Theme" className={`inline-flex items-center gap-0.5 rounded-full border border-slate-300 p-0.5 dark:border-slate-600 ${className}`}>
      {options.map(({ theme: value, label, Icon }) => {
        const pressed = theme === value;
        return (
          <button
            key={value}
            type="button"
            aria-label={label}
            aria-pressed={pressed}
            title={label}
            onClick={() => choose(value)}
            className={`inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:focus-visible:outline-emerald-400 ${
              pressed
                ? 'bg-emerald-800 text-white dark:bg-emerald-300 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}

/** Test helper: forget the in-memory choice so the next read comes from storage again. */
export function resetThemeForTests(): void {
  current = undefined;
  systemDark = undefined;
  emit();
}
