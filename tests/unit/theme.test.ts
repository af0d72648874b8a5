// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyStoredTheme, useThemeStore } from '#/stores/theme';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('is dark by default', () => {
    applyStoredTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('remembers the choice on the device', () => {
    applyStoredTheme();
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    document.documentElement.className = '';
    applyStoredTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('falls back to dark when the stored value is unreadable', () => {
    localStorage.setItem('tastemap.theme', 'purple');
    applyStoredTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
