// @vitest-environment jsdom
// Home's free local guide card types sample questions about the city on screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { FreeToolCard } from '#/components/home/free-tool-card';
import { suggestedPrompts } from '#/domain/chat';
import { renderScreen } from './support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the free local guide card', () => {
  it.each([
    ['new-york-city', 'New York City', /Gangnam|Itaewon/],
    ['seoul', 'Seoul', /Midtown|Brooklyn/],
  ])(
    "in %s types that city's questions, not another's",
    (slug, name, elsewhere) => {
      vi.useFakeTimers();
      renderScreen(<FreeToolCard city={{ slug, name }} guide={undefined} />);
      const typed = new Set<string>();
      // A step of the typewriter per act (its next timer is set once React has drawn the last), past
      // every pause: enough steps for every sample question to be typed out in full.
      for (let i = 0; i < 400; i++) {
        act(() => {
          vi.advanceTimersByTime(5_000);
        });
        typed.add(screen.getByTestId('typed-question').textContent ?? '');
      }
      for (const prompt of suggestedPrompts(slug)) expect([...typed]).toContain(prompt);
      expect([...typed].some((t) => elsewhere.test(t))).toBe(false);
    },
    30_000,
  );
});
