// White initials on a user's avatar are readable whatever hue the user's id
// gives it (WCAG AA, 4.5:1), all along the gradient.
import { describe, expect, it } from 'vitest';
import { avatarGradient } from '#/components/user-avatar';

/** The relative luminance of an OKLCH colour, its sRGB channels clipped to the gamut. */
function luminance([l, c, h]: [number, number, number]): number {
  const [a, b] = [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const lms = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((v) => v ** 3) as [number, number, number];
  const [L, M, S] = lms;
  const rgb = [
    4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S,
    -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S,
    -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
}

describe('avatar colours', () => {
  it('keep white initials at 4.5:1 or more on every hue, at both ends of the gradient', () => {
    for (let h = 0; h < 360; h += 5) {
      for (const stop of avatarGradient(h)) expect(1.05 / (luminance(stop) + 0.05), `hue ${h}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
