// The colour theme: dark by default, the user's choice remembered on the device.
import { create } from 'zustand';

export type Theme = 'dark' | 'light';
const STORAGE_KEY = 'tastemap.theme';

function readStoredTheme(): Theme {
  try {
    // Anything but a known value (an old or hand-edited entry) falls back to dark.
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b0b12' : '#f7f7fb');
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: 'dark',
  setTheme: (theme) => {
    try {
      localStorage.setItem(STORAGE_KEY, theme);
    } catch {
      // private mode: the choice lasts for this visit only
    }
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Applies the remembered theme before the first render, so there is no flash. */
export function applyStoredTheme() {
  const theme = readStoredTheme();
  applyTheme(theme);
  useThemeStore.setState({ theme });
}
